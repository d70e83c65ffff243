/**
 * The brand, in one place (docs/customize.md, "Your brand"). Every page, title, feed, social card
 * and structured data takes the name from here, and the header, the favicon and the social card
 * draw the mark from here; no other file of `app/` writes the name (app/content/brand.test.ts).
 *
 * The brand's colours are the colour tokens of app/styles/app.css: `--primary` for links and
 * buttons, `--gradient-from`, `--gradient-via` and `--gradient-to` for the mark and the highlights,
 * `--background` for the page (and the browser's `theme-color`). The build reads them from there
 * for the favicon, the social card and `theme-color` (scripts/brand-plugin.ts).
 */
export const brand = {
  /** The name: the header's wordmark, every page title ("About | Doob"), the feed, the footer. */
  name: "Doob",
  /** What the site is, in a few words: the footer and the social card. */
  tagline: "Business, consulting and portfolio website template",
  /**
   * The mark: a rounded tile in the brand gradient, 40 × 40 units, with `cutout` drawn on it in the
   * page's background colour and `inlay` in the gradient again (both SVG path data, even-odd
   * filled; the inlay may be ""). The default is a geometric "D" whose counter holds a small disc. To use a logo file of
   * your own instead, see docs/customize.md.
   */
  mark: {
    cutout: "M11 9.5h9.5a10.5 10.5 0 0 1 0 21H11Zm6 6v9h3.5a4.5 4.5 0 0 0 0-9Z",
    inlay: "M18.25 20a2.25 2.25 0 1 0 4.5 0a2.25 2.25 0 1 0 -4.5 0Z",
  },
} as const;

export type Brand = typeof brand;
