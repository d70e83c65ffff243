/**
 * The brand's colours as the build needs them (the favicon, the social card, `theme-color`), read
 * from the colour tokens of app/styles/app.css, where a buyer changes them: the light values in
 * `:root`, the dark ones in `.dark`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const tokensFile = join(import.meta.dirname, "../../app/styles/app.css");

/** The tokens the build reads. */
export const BRAND_TOKENS = /** @type {const} */ ([
  "background",
  "primary",
  "gradient-from",
  "gradient-via",
  "gradient-to",
]);

/**
 * An `oklch(L C H)` colour (L from 0 to 1 or a percentage, H in degrees) as `#rrggbb`, clipped to
 * sRGB; also takes `#rgb` and `#rrggbb`. Throws on anything else.
 */
export function toHex(value) {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join("") : hex[1];
    return `#${digits.toLowerCase()}`;
  }
  const match = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)(?:deg)?\s*(?:\/\s*[\d.%]+\s*)?\)$/i.exec(text);
  if (!match) throw new Error(`not an oklch() or hex colour: ${value}`);
  const lightness = Number(match[1]) / (match[2] ? 100 : 1);
  const chroma = Number(match[3]);
  const hue = (Number(match[4]) * Math.PI) / 180;
  // OKLab (Björn Ottosson, 2020) to linear sRGB, then the sRGB transfer curve.
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear
    .map((v) => {
      const c = Math.min(1, Math.max(0, v));
      const encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
      return Math.round(encoded * 255)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(css, selector) {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  return match ? match[1] : null;
}

/**
 * `{ light, dark }`, each mapping BRAND_TOKENS to `#rrggbb`, read from `css` (app.css's text).
 * A token missing or written in another colour syntax fails with the file and the token named.
 */
export function readBrandColours(css = readFileSync(tokensFile, "utf8"), file = "app/styles/app.css") {
  /** @param {string} selector @returns {Record<(typeof BRAND_TOKENS)[number], string>} */
  const read = (selector) => {
    const declarations = block(css, selector);
    if (declarations === null) throw new Error(`${file}: no "${selector} { … }" block of colour tokens`);
    const colours = {};
    for (const token of BRAND_TOKENS) {
      const match = new RegExp(`--${token}\\s*:\\s*([^;]+);`).exec(declarations);
      if (!match) throw new Error(`${file}: ${selector} has no --${token}`);
      try {
        colours[token] = toHex(match[1]);
      } catch (error) {
        throw new Error(`${file}: ${selector} --${token}: ${error.message}`);
      }
    }
    return colours;
  };
  return { light: read(":root"), dark: read(".dark") };
}
