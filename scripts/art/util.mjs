/**
 * Small deterministic helpers for the art generator: a seeded PRNG, colour maths and
 * number formatting for SVG. Nothing here reads the clock or Math.random, so the same
 * key always gives the same picture.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashSeed(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A seeded random source (mulberry32) with the few helpers compositions need.
 * @param {number | string} seed
 */
export function createRng(seed) {
  let state = typeof seed === "string" ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    /** Uniform number in [min, max). */
    range: (min, max) => min + (max - min) * next(),
    /** Integer in [min, max] inclusive. */
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    /** True with probability p. */
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** A shuffled copy. */
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    /** A child source, so adding a draw in one place does not shift every later one. */
    fork: (label) => createRng(hashSeed(`${state}:${label}`)),
  };
  return rng;
}

/** Rounds for compact, stable SVG output. */
export function n(value, digits = 1) {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? "0" : String(r);
}

function parseHex(hex) {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

function toHex(rgb) {
  return (
    "#" +
    rgb
      .map((c) =>
        Math.max(0, Math.min(255, Math.round(c)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Linear mix of two hex colours (t = 0 gives a, 1 gives b). */
export function mix(a, b, t) {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((c, i) => c + (cb[i] - c) * t));
}

export const lighten = (hex, t) => mix(hex, "#ffffff", t);
export const darken = (hex, t) => mix(hex, "#000000", t);

function rgbToHsl([r, g, b]) {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb([h, s, l]) {
  const k = (m) => (m + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (m) => l - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Rotates the hue of a hex colour by `degrees`. */
export function shiftHue(hex, degrees) {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb([(h + degrees + 360) % 360, s, l]));
}

/** Relative luminance (WCAG) of a hex colour. */
export function luminance(hex) {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export { toHex, parseHex };
