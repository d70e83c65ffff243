/**
 * Invented company wordmarks for the client strips and brand lists: a simple geometric
 * mark plus the name in our monoline capitals. One dark colour only (#1f1b2e), so CSS can
 * invert them for the dark theme. Names are made up for this template.
 */
import { textPath } from "./lettering.mjs";

export const BRAND_INK = "#1f1b2e";
const HEIGHT = 64;
const MARK = 34;

/** Marks drawn in a 100×100 box, filled (even-odd where they have holes). */
const marks = {
  venn: "M35 15a35 35 0 1 0 0 70a35 35 0 1 0 0-70ZM65 15a35 35 0 1 0 0 70a35 35 0 1 0 0-70Z",
  arcs: "M0 100A100 100 0 0 1 100 0V22A78 78 0 0 0 22 100ZM34 100A66 66 0 0 1 100 34V56A44 44 0 0 0 56 100ZM68 100A32 32 0 0 1 100 68V100Z",
  crescent: "M50 0a50 50 0 1 0 0 100a50 50 0 1 0 0-100ZM60 6a36 36 0 1 0 0 72a36 36 0 1 0 0-72Z",
  chevrons: "M0 22L50 0L100 22V44L50 22L0 44ZM0 62L50 40L100 62V84L50 62L0 84Z",
  hexagon: "M50 0L93.3 25V75L50 100L6.7 75V25ZM50 28L30 64H70Z",
  sun: "M50 0A50 50 0 1 0 100 50H50ZM78 10a12 12 0 1 0 0 24a12 12 0 1 0 0-24Z",
  diamonds:
    "M50 0L72 22L50 44L28 22ZM22 28L44 50L22 72L0 50ZM78 28L100 50L78 72L56 50ZM50 56L72 78L50 100L28 78Z",
  frame:
    "M0 20A20 20 0 0 1 20 0H80A20 20 0 0 1 100 20V80A20 20 0 0 1 80 100H20A20 20 0 0 1 0 80ZM50 26a24 24 0 1 0 0 48a24 24 0 1 0 0-48Z",
  // Four overlapping circles; even-odd turns their overlaps into a woven pattern.
  clover:
    "M25 25a25 25 0 1 0 50 0a25 25 0 1 0-50 0ZM50 50a25 25 0 1 0 50 0a25 25 0 1 0-50 0ZM25 75a25 25 0 1 0 50 0a25 25 0 1 0-50 0ZM0 50a25 25 0 1 0 50 0a25 25 0 1 0-50 0Z",
  triangle: "M50 4L100 94H0ZM50 44a16 16 0 1 0 0 32a16 16 0 1 0 0-32Z",
  spark: "M50 0C54 34 66 46 100 50C66 54 54 66 50 100C46 66 34 54 0 50C34 46 46 34 50 0Z",
  stack:
    "M0 10A10 10 0 0 1 10 0H90A10 10 0 0 1 90 20H10A10 10 0 0 1 0 10ZM0 50A10 10 0 0 1 10 40H66A10 10 0 0 1 66 60H10A10 10 0 0 1 0 50ZM0 90A10 10 0 0 1 10 80H42A10 10 0 0 1 42 100H10A10 10 0 0 1 0 90Z",
};

/** name, mark, cap height, stroke weight (glyph units), tracking (glyph units) */
export const brandDefs = [
  ["Lumora", "venn", 17, 13, 30],
  ["Arcfield", "arcs", 16, 12, 22],
  ["Novalyn", "crescent", 16, 10, 44],
  ["Quillon", "chevrons", 17, 14, 26],
  ["Zenkora", "hexagon", 16, 12, 34],
  ["Solvane", "sun", 17, 11, 30],
  ["Veltrix", "diamonds", 17, 15, 22],
  ["Cobaltine", "frame", 15, 12, 22],
  ["Fernhaven", "clover", 15, 10, 28],
  ["Oxbury", "triangle", 18, 15, 26],
  ["Kestrine", "spark", 16, 11, 36],
  ["Orbelle", "stack", 17, 13, 30],
];

/** Every brand wordmark as { key, name, width, height, svg }. */
export function brandLogos() {
  return brandDefs.map(([name, mark, size, weight, tracking], i) => {
    const markScale = MARK / 100;
    const markY = (HEIGHT - MARK) / 2;
    const textX = 2 + MARK + 12;
    const text = textPath(name, {
      x: textX,
      y: (HEIGHT - size) / 2,
      size,
      weight,
      tracking,
      color: BRAND_INK,
    });
    const width = Math.ceil(textX + text.width + 2);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">` +
      `<path transform="translate(2 ${markY}) scale(${markScale})" fill="${BRAND_INK}" fill-rule="evenodd" d="${marks[mark]}"/>` +
      text.xml +
      `</svg>\n`;
    return { key: `brand-${i + 1}`, name, width, height: HEIGHT, svg };
  });
}
