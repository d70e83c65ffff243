/**
 * One brand colour, every brand token (decision 031). `--brand` in app/styles/app.css is the one
 * colour a buyer (or the customizer) sets; the primary, its ring, the accent and the gradient's three
 * stops of both themes are derived from it by the rule below, written twice in the same terms:
 *   - in CSS, as relative colours the engine evaluates (`derivedTokensCss`, copied into app.css,
 *     where a unit test keeps the copy equal), so a shared link's hex needs no script to recolour;
 *   - here, with culori, for what the build draws (favicon, social card), the customizer's message
 *     when a colour had to be adjusted, and the theme file it exports.
 *
 * The rule: each token is the brand moved in OKLCH by a fixed step (lightness, chroma, hue), then
 * made legible. In the light theme its relative luminance is brought down to at most LIGHT_MAX_Y
 * by scaling its linear-light channels (white text on it, and it as text on the page, ≥ 4.5:1); in
 * the dark theme it is brought up to at least DARK_MIN_Y by mixing it with white in linear light
 * (it as text on the dark page and cards, and the dark page's colour on it, ≥ 4.5:1). Both keep the
 * colour's chromaticity and stay inside sRGB; a colour already legible is left as it is.
 */
import {
  converter,
  formatHex,
  modeHsl,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
  type Color,
  type Lrgb,
  type Oklch,
  type Rgb,
} from "culori/fn";

// The colour spaces a brand colour may be written in (hex and names are sRGB's) and those the rule
// works in; culori's tree-shakable build, so the customizer's panel carries only these.
for (const mode of [modeRgb, modeLrgb, modeHsl, modeLab, modeLch, modeOklab, modeOklch]) registerMode(mode);

/**
 * Highest relative luminance of a light-theme brand token. The primary, ring and accent are text on
 * the page's muted surfaces too (≥ 4.5:1 there); the gradient's stops carry white text (BUY NOW) and
 * are large text on the page.
 */
export const LIGHT_MAX_Y = { text: 0.15, gradient: 0.17 };
const lightBound = (token: string) =>
  token.startsWith("gradient-") ? LIGHT_MAX_Y.gradient : LIGHT_MAX_Y.text;
/** Lowest relative luminance of a dark-theme brand token (on the dark page's cards ≥ 4.5:1 with room). */
export const DARK_MIN_Y = 0.23;

export const BRAND_TOKENS = [
  "primary",
  "ring",
  "accent",
  "gradient-from",
  "gradient-via",
  "gradient-to",
] as const;
export type BrandToken = (typeof BRAND_TOKENS)[number];
export type Theme = "light" | "dark";

/**
 * A step from the brand: `l`, `c` and `h` are added to its lightness, chroma and hue; `minL` and
 * `maxL` and `maxC` bound the result (the dark theme's tokens are light and calmer whatever the brand).
 */
interface Step {
  l?: number;
  c?: number;
  h?: number;
  minL?: number;
  maxL?: number;
  maxC?: number;
}

/** The steps that give the designed default (`--brand: oklch(0.5 0.22 285)`) its tokens. */
export const STEPS: Record<Theme, Record<Exclude<BrandToken, "ring">, Step>> = {
  light: {
    primary: {},
    accent: { l: 0.02, c: -0.02, h: 65 },
    "gradient-from": { l: 0.05, c: -0.02, h: -30 },
    "gradient-via": { h: 5 },
    "gradient-to": { l: 0.06, c: -0.01, h: 65 },
  },
  dark: {
    primary: { minL: 0.74, maxL: 0.86, maxC: 0.15 },
    accent: { minL: 0.74, maxL: 0.86, l: 0.02, maxC: 0.15, h: 65 },
    "gradient-from": { minL: 0.74, maxL: 0.86, l: -0.02, maxC: 0.14, h: -40 },
    "gradient-via": { minL: 0.74, maxL: 0.86, l: -0.02, maxC: 0.16, h: 5 },
    "gradient-to": { minL: 0.74, maxL: 0.86, l: 0.02, maxC: 0.15, h: 65 },
  },
};

const toOklch = converter("oklch");
const toLinear = converter("lrgb");
const toRgb = converter("rgb");

/** A CSS colour as culori reads it, or null (a buyer's typo, an odd URL parameter). */
export function parseColour(text: string): Color | null {
  const colour = parse(text.trim());
  return colour ?? null;
}

/** The brand moved by a step, as CSS's relative `oklch(from …)` computes it. */
function stepped(brand: Oklch, step: Step): Oklch {
  const l = Math.min(Math.max(brand.l, step.minL ?? 0), step.maxL ?? Infinity) + (step.l ?? 0);
  const c = Math.max(0, Math.min(brand.c, step.maxC ?? Infinity) + (step.c ?? 0));
  const h = (brand.h ?? 0) + (step.h ?? 0);
  return { mode: "oklch", l, c, h };
}

/** The relative luminance of linear-light channels. */
const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const clip = (v: number) => Math.min(1, Math.max(0, v));

/**
 * A colour made legible for a theme (see the rule above); channels in linear light. Light: the
 * luminance counts no negative channel (the engine draws it as 0), and the channels are scaled as
 * they are, so what the engine clips can only be darker. Dark: the channels are clipped first, then
 * mixed with white.
 */
function legible(colour: Oklch, theme: Theme, token: string): Lrgb {
  const linear = toLinear(colour);
  if (theme === "light") {
    const y = luminance({ r: Math.max(linear.r, 0), g: Math.max(linear.g, 0), b: Math.max(linear.b, 0) });
    const k = Math.min(1, lightBound(token) / Math.max(y, 0.0001));
    return { mode: "lrgb", r: linear.r * k, g: linear.g * k, b: linear.b * k };
  }
  const [r, g, b] = [clip(linear.r), clip(linear.g), clip(linear.b)];
  const t = Math.max(0, DARK_MIN_Y - luminance({ r, g, b })) / Math.max(1 - luminance({ r, g, b }), 0.0001);
  return { mode: "lrgb", r: r + t * (1 - r), g: g + t * (1 - g), b: b + t * (1 - b) };
}

/** What the engine draws: the channels clipped to sRGB. */
function drawn(colour: Color): Rgb {
  const { r, g, b } = toRgb(colour);
  return { mode: "rgb", r: clip(r), g: clip(g), b: clip(b) };
}

export interface Palette {
  /** Each token as `#rrggbb`, as the engine draws it. */
  tokens: Record<Theme, Record<BrandToken, string>>;
  /** Per theme, whether the brand itself had to be made darker or lighter to stay legible. */
  adjusted: Record<Theme, boolean>;
}

/** Every brand token of both themes from one brand colour. Throws on a colour culori cannot read. */
export function derivePalette(brand: string | Color): Palette {
  const colour = typeof brand === "string" ? parseColour(brand) : brand;
  if (!colour) throw new Error(`not a colour: ${String(brand)}`);
  const base = toOklch(colour);
  const tokens = {} as Palette["tokens"];
  const adjusted = {} as Palette["adjusted"];
  for (const theme of ["light", "dark"] as const) {
    const themed = {} as Record<BrandToken, string>;
    for (const [token, step] of Object.entries(STEPS[theme]) as [Exclude<BrandToken, "ring">, Step][]) {
      themed[token] = formatHex(drawn(legible(stepped(base, step), theme, token)));
    }
    themed.ring = themed.primary;
    tokens[theme] = themed;
    const own = stepped(base, STEPS[theme].primary);
    adjusted[theme] = formatHex(drawn(own)) !== themed.primary;
  }
  return { tokens, adjusted };
}

/** A colour as `#rrggbb`, clipped to sRGB. */
export const hex = (colour: Color): string => formatHex(colour);

/** WCAG contrast of two CSS colours. */
export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

const number = (value: number) => String(Number(value.toFixed(4)));

/** One step as CSS's relative colour syntax: `oklch(from var(--brand) l c h)` with the step applied. */
function stepCss(step: Step): string {
  if (Object.keys(step).length === 0) return "var(--brand)";
  const l = step.minL === undefined ? "l" : `clamp(${number(step.minL)}, l, ${number(step.maxL ?? 1)})`;
  const lightness = step.l ? `calc(${l} ${step.l < 0 ? "-" : "+"} ${number(Math.abs(step.l))})` : l;
  const c = step.maxC === undefined ? "c" : `min(c, ${number(step.maxC)})`;
  const chroma = step.c ? `max(0, ${c} ${step.c < 0 ? "-" : "+"} ${number(Math.abs(step.c))})` : c;
  const hue = step.h ? `calc(h ${step.h < 0 ? "-" : "+"} ${number(Math.abs(step.h))})` : "h";
  return `oklch(from var(--brand) ${lightness} ${chroma} ${hue})`;
}

/** The legibility rule of a theme on a colour, in CSS (with the factors of LEGIBILITY_CSS, below). */
function legibleCss(colour: string, theme: Theme, token: string): string {
  const factor = token.startsWith("gradient-") ? "var(--brand-k-gradient)" : "var(--brand-k)";
  const channel = (name: "r" | "g" | "b") =>
    theme === "light"
      ? `calc(${name} * ${factor})`
      : `calc(clamp(0, ${name}, 1) + var(--brand-t) * (1 - clamp(0, ${name}, 1)))`;
  return `color(from ${colour} srgb-linear ${channel("r")} ${channel("g")} ${channel("b")})`;
}

/**
 * The derived tokens of a theme as CSS declarations, exactly as app/styles/app.css holds them in
 * `:root` (light) and `.dark` (dark).
 */
export function derivedTokensCss(theme: Theme): string {
  const lines = (Object.entries(STEPS[theme]) as [string, Step][]).map(
    ([token, step]) => `  --${token}: ${legibleCss(stepCss(step), theme, token)};`,
  );
  lines.push("  --ring: var(--primary);");
  return lines.join("\n");
}

/**
 * What every token's legibility uses, written once in `:root`: the luminance of a relative colour's
 * linear channels with no negative channel (`--brand-y`, light) and with every channel clipped to
 * sRGB (`--brand-y-clipped`, dark); the light theme's scale factors (text, gradient) and the dark
 * theme's share of white. Custom properties are substituted as text, so each is evaluated inside the
 * relative colour that uses it, on that colour's channels.
 */
export const LEGIBILITY_CSS = [
  "--brand-y: (0.2126 * max(r, 0) + 0.7152 * max(g, 0) + 0.0722 * max(b, 0));",
  "--brand-y-clipped: (0.2126 * clamp(0, r, 1) + 0.7152 * clamp(0, g, 1) + 0.0722 * clamp(0, b, 1));",
  `--brand-k: min(1, ${number(LIGHT_MAX_Y.text)} / max(var(--brand-y), 0.0001));`,
  `--brand-k-gradient: min(1, ${number(LIGHT_MAX_Y.gradient)} / max(var(--brand-y), 0.0001));`,
  `--brand-t: (max(0, ${number(DARK_MIN_Y)} - var(--brand-y-clipped)) / max(1 - var(--brand-y-clipped), 0.0001));`,
]
  .map((line) => `  ${line}`)
  .join("\n");
