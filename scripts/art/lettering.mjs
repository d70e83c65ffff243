/**
 * Our own monoline geometric capitals, drawn as strokes, so wordmarks and the social
 * card need no font file and look the same everywhere. Glyphs live in a box with cap
 * height 100 (y = 0 top, y = 100 baseline); `w` is the drawn width.
 */
import { n } from "./util.mjs";

const bowl = (x, y0, y1) => `A${(y1 - y0) / 2} ${(y1 - y0) / 2} 0 0 1 ${x} ${y1}`;

export const glyphs = {
  A: { w: 84, d: "M0 100L42 0L84 100M17 60H67" },
  B: { w: 62, d: `M0 100V0H36${bowl(36, 0, 48)}H0M36 48${bowl(36, 48, 100)}H0` },
  C: { w: 85.4, d: "M85.4 14.6A50 50 0 1 0 85.4 85.4" },
  D: { w: 80, d: "M0 0V100H30A50 50 0 0 0 30 0Z" },
  E: { w: 58, d: "M58 0H0V100H58M0 50H50" },
  F: { w: 56, d: "M56 0H0V100M0 50H48" },
  G: { w: 100, d: "M85.4 14.6A50 50 0 1 0 100 50H56" },
  H: { w: 74, d: "M0 0V100M74 0V100M0 50H74" },
  I: { w: 0, d: "M0 0V100" },
  J: { w: 54, d: "M54 0V70A27 27 0 0 1 0 70" },
  K: { w: 68, d: "M0 0V100M66 0L0 64M24 44L68 100" },
  L: { w: 54, d: "M0 0V100H54" },
  M: { w: 92, d: "M0 100V0L46 74L92 0V100" },
  N: { w: 76, d: "M0 100V0L76 100V0" },
  O: { w: 100, d: "M50 0A50 50 0 1 1 50 100A50 50 0 1 1 50 0Z" },
  P: { w: 63, d: `M0 100V0H36${bowl(36, 0, 54)}H0` },
  Q: { w: 100, d: "M50 0A50 50 0 1 1 50 100A50 50 0 1 1 50 0ZM64 64L100 100" },
  R: { w: 66, d: `M0 100V0H36${bowl(36, 0, 54)}H0M34 54L66 100` },
  S: {
    w: 70,
    d: "M67 16C61 6 50 0 36 0C19 0 5 9 5 25C5 42 20 46 36 50C53 54 70 59 70 76C70 91 56 100 36 100C21 100 7 93 1 80",
  },
  T: { w: 72, d: "M0 0H72M36 0V100" },
  U: { w: 76, d: "M0 0V62A38 38 0 0 0 76 62V0" },
  V: { w: 84, d: "M0 0L42 100L84 0" },
  W: { w: 120, d: "M0 0L28 100L60 0L92 100L120 0" },
  X: { w: 74, d: "M0 0L74 100M74 0L0 100" },
  Y: { w: 76, d: "M0 0L38 52L76 0M38 52V100" },
  Z: { w: 70, d: "M0 0H70L0 100H70" },
  ",": { w: 0, d: "M4 94L-2 112" },
  ".": { w: 0, d: "M0 99.9V100" },
  "-": { w: 36, d: "M0 56H36" },
  " ": { w: 34, d: "" },
};

/**
 * Lays out a line of capitals.
 * @param {string} text
 * @param {{ size: number, weight?: number, tracking?: number }} opts size = cap height
 *   in px, weight = stroke width in glyph units (per 100), tracking in glyph units.
 * @returns {{ d: string, width: number, strokeWidth: number, scale: number }} path data
 *   in glyph units (draw it with transform scale), the drawn width in px.
 */
export function layoutText(text, { size, weight = 12, tracking = 24 }) {
  const scale = size / 100;
  let x = weight / 2;
  const parts = [];
  const chars = [...text.toUpperCase()];
  chars.forEach((ch, i) => {
    const g = glyphs[ch];
    if (!g) throw new Error(`No glyph for "${ch}"`);
    if (g.d) parts.push(offsetPath(g.d, x));
    x += g.w + (i < chars.length - 1 ? weight + tracking : weight / 2);
  });
  return { d: parts.join(""), width: x * scale, strokeWidth: weight, scale };
}

/** Moves absolute path data right by dx (our glyphs only use M L H V A C Z). */
function offsetPath(d, dx) {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  let out = "";
  let cmd = "";
  let argIndex = 0;
  for (const tok of tokens) {
    if (/[A-Za-z]/.test(tok)) {
      cmd = tok;
      argIndex = 0;
      out += tok;
      continue;
    }
    const value = Number(tok);
    let isX = false;
    if (cmd === "H") isX = true;
    else if (cmd === "M" || cmd === "L" || cmd === "C") isX = argIndex % 2 === 0;
    else if (cmd === "A") isX = argIndex % 7 === 5;
    out += (out && !/[A-Za-z]$/.test(out) ? " " : "") + n(isX ? value + dx : value, 2);
    argIndex++;
  }
  return out;
}

/**
 * An SVG <path> element for a line of text with its top-left corner at (x, y).
 * @param {string} text
 * @param {{ x: number, y: number, size: number, weight?: number, tracking?: number, color: string, opacity?: number }} o
 */
export function textPath(text, o) {
  const t = layoutText(text, o);
  const op = o.opacity === undefined ? "" : ` stroke-opacity="${n(o.opacity, 2)}"`;
  return {
    width: t.width,
    xml: `<path transform="translate(${n(o.x, 2)} ${n(o.y, 2)}) scale(${n(t.scale, 4)})" d="${t.d}" fill="none" stroke="${o.color}"${op} stroke-width="${n(t.strokeWidth, 2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  };
}
