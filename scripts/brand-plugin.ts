/**
 * The brand in the Vite build (vite.config.ts): what app/content/brand.ts and the colour tokens of
 * app/styles/app.css describe, drawn where no component can draw it.
 *   - `favicon.svg`: the mark on its gradient tile, in the light theme's colours;
 *   - `og-default.png`: the social card (1200×630) with the mark, the name and the tagline, in the
 *     dark theme's colours (scripts/art/og.mjs);
 *   - `__BRAND_THEME_COLORS__`: the page background of each theme, for `theme-color` (app/lib/env.ts).
 * Both files are written into the client build and served by the dev server; a rebrand needs no
 * step of its own. A file of the same name in `public/` (a buyer's own favicon or card) is used
 * instead. A colour token the build cannot read, or a character the card's lettering lacks,
 * stops the build naming the file and the field.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { brand } from "../app/content/brand.ts";
import { composeOgCard } from "./art/og.mjs";
import { readBrandColours } from "./lib/brand-colours.mjs";

type Colours = ReturnType<typeof readBrandColours>;

export const FAVICON = "favicon.svg";
export const OG_CARD = "og-default.png";

/** The mark on its tile as a stand-alone SVG (the header draws the same with theme tokens). */
export function faviconSvg(mark: typeof brand.mark, colours: Colours["light"]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours["gradient-from"]}"/>` +
    `<stop offset=".55" stop-color="${colours["gradient-via"]}"/><stop offset="1" stop-color="${colours["gradient-to"]}"/></linearGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/>` +
    `<stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="40" height="40" rx="12" fill="url(#g)"/><rect width="40" height="40" rx="12" fill="url(#s)"/>` +
    `<path fill="${colours.background}" fill-rule="evenodd" d="${mark.cutout}"/>` +
    (mark.inlay ? `<path fill="url(#g)" fill-rule="evenodd" d="${mark.inlay}"/>` : "") +
    `</svg>`
  );
}

/** The social card as a PNG (social networks do not all read AVIF or WebP). */
export async function ogCardPng(colours: Colours["dark"]): Promise<Buffer> {
  return sharp(Buffer.from(composeOgCard(brand, colours)))
    .removeAlpha()
    .png({ compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** True when `public/` holds the buyer's own file of that name. */
const own = (root: string, file: string) => existsSync(join(root, "public", file));

export function brandPlugin(): Plugin {
  // At config time, so that a token the build cannot read stops it before anything else runs.
  const colours = readBrandColours();
  let card: Promise<Buffer> | undefined;
  const ogCard = () => (card ??= ogCardPng(colours.dark));
  let root = process.cwd();
  return {
    name: "doob-brand",
    configResolved(config) {
      root = config.root;
    },
    config: () => ({
      define: {
        __BRAND_THEME_COLORS__: JSON.stringify({
          light: colours.light.background,
          dark: colours.dark.background,
        }),
      },
    }),
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0];
        if (path === `${base}${FAVICON}` && !own(root, FAVICON)) {
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(faviconSvg(brand.mark, colours.light));
        } else if (path === `${base}${OG_CARD}` && !own(root, OG_CARD)) {
          ogCard().then(
            (png) => {
              res.setHeader("Content-Type", "image/png");
              res.end(png);
            },
            (error: Error) => next(error),
          );
        } else next();
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      if (!own(root, FAVICON))
        this.emitFile({ type: "asset", fileName: FAVICON, source: faviconSvg(brand.mark, colours.light) });
      if (!own(root, OG_CARD)) this.emitFile({ type: "asset", fileName: OG_CARD, source: await ogCard() });
    },
  };
}
