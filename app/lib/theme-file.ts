/**
 * "Copy theme" (the customizer, issue 41): the CSS a buyer pastes at the end of app/styles/app.css to
 * make a look the template's default. A colour of their own is `--brand` (every brand token of both
 * themes derives from it, decision 031); a demo accent is its own token sets for both themes, as the
 * stylesheet declares them; corners are what the stylesheet's `:root[data-radius]` rule sets
 * (`--corners` and `--radius-control`, decision 032); a font is the `--font-sans` its generated
 * `:root[data-font]` rule sets (the build then makes that family the brand font, scripts/font-plugin.ts).
 * The customizer reads all of them from the page's stylesheets, so the file says what the page shows.
 * The direction is not CSS: the file says where it is set.
 */
import type { Look } from "~/lib/look";

/** A demo accent's declarations for each theme, as `[name, value]` pairs. */
export type AccentTokens = { light: [string, string][]; dark: [string, string][] };

/** What the stylesheet sets for a look's choices, read from its rules by the customizer. */
export type LookTokens = {
  /** The demo accent's tokens (null: a colour of one's own, or none). */
  accent: AccentTokens | null;
  /** The corners' declarations (none for the design's own). */
  corners: [string, string][];
  /** The font's `--font-sans` (null: the site's own). */
  font: string | null;
};

/**
 * A value as the stylesheet gives it back (minified: `.5`, `oklch(.5 .1 190)`) written as Prettier
 * writes it (`0.5`), so the pasted file passes the project's `npm run lint` as it is.
 */
export const tidyValue = (value: string): string => value.replace(/(^|[\s(,/-])\.(\d)/g, "$10.$2");

const block = (selector: string, declarations: [string, string][]) =>
  declarations.length === 0
    ? ""
    : `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${tidyValue(value)};`).join("\n")}\n}\n`;

/** The theme file of a look; `header` is the file's first comment. */
export function themeFile(look: Look, tokens: LookTokens, header: string): string {
  const root: [string, string][] = [];
  const dark: [string, string][] = [];
  if (look.accent && /^[0-9a-f]{6}$/.test(look.accent)) root.push(["--brand", `#${look.accent}`]);
  else if (tokens.accent) {
    root.push(...tokens.accent.light);
    dark.push(...tokens.accent.dark);
  }
  root.push(...tokens.corners);
  if (tokens.font) root.push(["--font-sans", tokens.font]);
  const direction =
    look.dir === "rtl" ? `/* Right to left: set dir="rtl" on <html> in app/root.tsx (Layout). */\n` : "";
  return `/* ${header} */\n${direction}${block(":root", root)}${block(".dark", dark)}`;
}
