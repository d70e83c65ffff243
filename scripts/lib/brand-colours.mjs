/**
 * The brand's colours as the build needs them (the favicon, the social card, `theme-color`), read
 * from app/styles/app.css, where a buyer changes them: `--brand` (decision 031) and the page's
 * `--background` of each theme (`:root`, `.dark`). Every brand token is derived from `--brand` by the
 * rule of app/lib/palette.ts, the one the engine applies to the same token.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BRAND_TOKENS as DERIVED_TOKENS, derivePalette, hex, parseColour } from "../../app/lib/palette.ts";

export const tokensFile = join(import.meta.dirname, "../../app/styles/app.css");

/** The tokens the build reads: the page background, and every token derived from the brand. */
export const BRAND_TOKENS = /** @type {const} */ (["background", ...DERIVED_TOKENS]);

/** Any CSS colour culori reads (`oklch()`, hex, `rgb()`, a name…) as `#rrggbb`, clipped to sRGB. */
export function toHex(value) {
  const colour = parseColour(value);
  if (!colour) throw new Error(`not a CSS colour: ${value.trim()}`);
  return hex(colour);
}

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(css, selector) {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  return match ? match[1] : null;
}

/**
 * `{ light, dark }`, each mapping BRAND_TOKENS to `#rrggbb`, read from `css` (app.css's text).
 * A token missing or not a colour fails with the file and the token named. A brand token written as a
 * colour of its own (a buyer's, after the derived ones) is taken as written.
 */
export function readBrandColours(css = readFileSync(tokensFile, "utf8"), file = "app/styles/app.css") {
  /** The declarations of a block, comments left out: `[name, value]`, in order. */
  const declarations = (selector) => {
    const found = block(css, selector);
    if (found === null) throw new Error(`${file}: no "${selector} { … }" block of colour tokens`);
    return [...found.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [
      m[1],
      m[2].trim(),
    ]);
  };
  const read = (selector, token) => {
    const value = declarations(selector).findLast(([name]) => name === token)?.[1];
    if (value === undefined) throw new Error(`${file}: ${selector} has no --${token}`);
    try {
      return toHex(value);
    } catch (error) {
      throw new Error(`${file}: ${selector} --${token}: ${error.message}`);
    }
  };
  /** A token a buyer wrote as a colour of their own (after the derived ones): theirs, not the rule's. */
  const own = (selector) =>
    Object.fromEntries(
      declarations(selector)
        .filter(([name, value]) => DERIVED_TOKENS.includes(name) && parseColour(value))
        .map(([name, value]) => [name, toHex(value)]),
    );
  const { tokens } = derivePalette(read(":root", "brand"));
  return {
    light: { background: read(":root", "background"), ...tokens.light, ...own(":root") },
    dark: { background: read(".dark", "background"), ...tokens.dark, ...own(".dark") },
  };
}
