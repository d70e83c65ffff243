/**
 * Our own monoline geometric capitals, drawn as strokes, so wordmarks and the social
 * card need no font file and look the same everywhere. Glyphs live in a box with cap
 * height 100 (y = 0 top, y = 100 baseline); `w` is the drawn width.
 *
 * The set covers what a brand name may reasonably use (issue 41): the letters of the Latin
 * alphabets of Europe (an accented letter is its base letter and its accents, `marks`), the
 * digits, "&", the apostrophes, ",", ".", "-", ":", "!", "?", "/", "+" and the space. Lower case is set in capitals.
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
  // Letters that are not a base letter with accents.
  Æ: { w: 100, d: "M0 100L46 0H100M46 0V100H100M46 50H92M18 62H46" },
  Œ: { w: 110, d: "M110 0H50A50 50 0 0 0 50 100H110M56 0V100M56 50H102" },
  Ø: { w: 100, d: "M50 0A50 50 0 1 1 50 100A50 50 0 1 1 50 0ZM88 4L12 96" },
  Ł: { w: 68, d: "M14 0V100H68M0 62L30 40" },
  Đ: { w: 94, d: "M14 0V100H44A50 50 0 0 0 44 0ZM0 50H32" },
  Ð: { w: 94, d: "M14 0V100H44A50 50 0 0 0 44 0ZM0 50H32" },
  Ħ: { w: 90, d: "M8 0V100M82 0V100M8 50H82M0 24H90" },
  Ŧ: { w: 72, d: "M0 0H72M36 0V100M18 50H54" },
  Ŀ: { w: 54, d: "M0 0V100H54M30 50V50.1" },
  Ĳ: { w: 78, d: "M0 0V100M78 0V70A27 27 0 0 1 24 70" },
  Ŋ: { w: 76, d: "M0 100V0L76 100V0M76 100V106A14 14 0 0 1 56 118" },
  // Kra has no capital of its own; it is set as K.
  ĸ: { w: 68, d: "M0 0V100M66 0L0 64M24 44L68 100" },
  Þ: { w: 63, d: `M0 0V100M0 20H36${bowl(36, 20, 74)}H0` },
  // Digits.
  0: { w: 64, d: "M32 0A32 50 0 1 1 32 100A32 50 0 1 1 32 0Z" },
  1: { w: 30, d: "M0 22L30 0V100" },
  2: { w: 64, d: "M2 26C4 10 17 0 32 0C49 0 62 11 62 28C62 44 50 54 36 66L0 100H64" },
  3: {
    w: 62,
    d: "M4 10C10 3 20 0 31 0C47 0 58 10 58 24C58 38 47 47 30 47C49 47 62 58 62 74C62 90 49 100 32 100C18 100 7 95 2 86",
  },
  4: { w: 66, d: "M48 100V0L0 70H66" },
  5: { w: 62, d: "M58 0H10L5 44C12 40 21 38 31 38C50 38 62 51 62 69C62 88 49 100 31 100C17 100 6 94 1 84" },
  6: { w: 64, d: "M33 38A31 31 0 1 1 33 100A31 31 0 1 1 33 38ZM2 69C2 28 17 0 40 0C48 0 54 2 58 6" },
  7: { w: 62, d: "M0 0H62L22 100" },
  8: { w: 62, d: "M31 0A24 24 0 1 1 31 48A24 24 0 1 1 31 0ZM31 48A26 26 0 1 1 31 100A26 26 0 1 1 31 48Z" },
  9: { w: 62, d: "M31 0A31 31 0 1 1 31 62A31 31 0 1 1 31 0ZM62 31C62 72 47 100 24 100C16 100 10 98 6 94" },
  // Signs.
  "&": {
    w: 72,
    d: "M70 100L18 36C10 27 8 21 8 15C8 6 16 0 26 0C36 0 44 6 44 15C44 26 34 33 20 42C8 50 0 58 0 72C0 88 13 100 30 100C46 100 58 90 72 64",
  },
  "'": { w: 0, d: "M0 0V22" },
  "’": { w: 0, d: "M4 0L-2 18" },
  ʼ: { w: 0, d: "M4 0L-2 18" },
  ",": { w: 0, d: "M4 94L-2 112" },
  ".": { w: 0, d: "M0 99.9V100" },
  "-": { w: 36, d: "M0 56H36" },
  ":": { w: 0, d: "M0 44.9V45M0 99.9V100" },
  "!": { w: 0, d: "M0 0V70M0 99.9V100" },
  "?": { w: 54, d: "M2 20C4 8 14 0 28 0C42 0 54 9 54 24C54 38 42 44 30 52V70M30 99.9V100" },
  "/": { w: 56, d: "M56 0L0 100" },
  "+": { w: 56, d: "M0 56H56M28 28V84" },
  " ": { w: 34, d: "" },
};

/**
 * The accents, as the combining marks a letter decomposes into (Unicode NFD): path data for a
 * letter `w` wide, centred on it, above the cap height or, for the cedilla and the ogonek, below the
 * baseline.
 * @type {Record<string, (w: number) => string>}
 */
export const marks = {
  "\u0300": (w) => `M${w / 2 + 6} -8L${w / 2 - 8} -24`, // grave
  "\u0301": (w) => `M${w / 2 - 6} -8L${w / 2 + 8} -24`, // acute
  "\u0302": (w) => `M${w / 2 - 14} -8L${w / 2} -24L${w / 2 + 14} -8`, // circumflex
  "\u0303": (w) =>
    `M${w / 2 - 16} -12C${w / 2 - 10} -24 ${w / 2 - 4} -22 ${w / 2} -16C${w / 2 + 4} -10 ${w / 2 + 10} -8 ${w / 2 + 16} -20`, // tilde
  "\u0304": (w) => `M${w / 2 - 16} -14H${w / 2 + 16}`, // macron
  "\u0306": (w) => `M${w / 2 - 14} -24A14 12 0 0 0 ${w / 2 + 14} -24`, // breve
  "\u0307": (w) => `M${w / 2} -16V-15.9`, // dot above
  "\u0308": (w) => `M${w / 2 - 14} -16V-15.9M${w / 2 + 14} -16V-15.9`, // diaeresis
  "\u030A": (w) => `M${w / 2} -30A8 8 0 1 1 ${w / 2} -14A8 8 0 1 1 ${w / 2} -30Z`, // ring
  "\u030B": (w) => `M${w / 2 - 14} -8L${w / 2 - 4} -24M${w / 2 + 4} -8L${w / 2 + 14} -24`, // double acute
  "\u030C": (w) => `M${w / 2 - 14} -24L${w / 2} -8L${w / 2 + 14} -24`, // caron
  "\u0326": (w) => `M${w / 2 + 2} 110L${w / 2 - 4} 124`, // comma below
  "\u0327": (w) => `M${w / 2} 100L${w / 2 - 3} 110C${w / 2 + 8} 108 ${w / 2 + 8} 122 ${w / 2 - 6} 120`, // cedilla
  "\u0328": (w) => `M${w - 4} 100C${w - 14} 106 ${w - 14} 120 ${w} 118`, // ogonek
};

/** The letters of `text` in capitals, each its base character and its accents (`\P{M}\p{M}*`). */
function letters(text) {
  return (
    text
      .toUpperCase()
      .normalize("NFD")
      .match(/\P{M}\p{M}*/gu) ?? []
  );
}

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
  const chars = letters(text);
  chars.forEach((letter, i) => {
    const [base, ...accents] = letter;
    const g = glyphs[base];
    const drawn = accents.map((accent) => marks[accent]?.(g?.w ?? 0));
    if (!g || drawn.includes(undefined)) throw new Error(`No glyph for "${letter.normalize("NFC")}"`);
    if (g.d) parts.push(offsetPath(g.d, x));
    for (const d of drawn) parts.push(offsetPath(d, x));
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
