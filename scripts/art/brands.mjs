/**
 * Invented company wordmarks for the client strips and brand lists: a simple geometric
 * mark plus the name in our monoline capitals. One dark colour only (#1f1b2e), so CSS can
 * invert them for the dark theme. Names are made up for this template; there are enough that the
 * brand page shows each look with clients of its own (app/content/brands.ts).
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
  bars: "M0 60H24V100H0ZM38 30H62V100H38ZM76 0H100V100H76Z",
  leaf: "M0 100C0 40 40 0 100 0C100 60 60 100 0 100ZM12 84L84 12L88 16L16 88Z",
  pinwheel: "M50 50V0H100ZM50 50H100V100ZM50 50V100H0ZM50 50H0V0Z",
  waves:
    "M0 20Q25 0 50 20Q75 40 100 20V42Q75 62 50 42Q25 22 0 42ZM0 56Q25 36 50 56Q75 76 100 56V78Q75 98 50 78Q25 58 0 78Z",
  corner: "M0 0H40V60H100V100H0ZM56 22a22 22 0 1 0 44 0a22 22 0 1 0-44 0Z",
  dots: [17, 50, 83]
    .flatMap((y) => [17, 50, 83].map((x) => `M${x - 13} ${y}a13 13 0 1 0 26 0a13 13 0 1 0-26 0Z`))
    .join(""),
  drop: "M50 0C50 0 88 44 88 62A38 38 0 0 1 12 62C12 44 50 0 50 0ZM30 62A20 20 0 0 0 50 82V72A10 10 0 0 1 40 62Z",
  arrow: "M0 38H52V10L100 50L52 90V62H0Z",
  star: starPath(5, 50, 20),
  shield: "M50 0L96 14V48C96 76 76 92 50 100C24 92 4 76 4 48V14ZM50 20L26 28V50C26 64 36 74 50 80Z",
  brackets:
    "M0 0H34V18H18V82H34V100H0ZM100 0H66V18H82V82H66V100H100ZM50 36a14 14 0 1 0 0 28a14 14 0 1 0 0-28Z",
  bolt: "M62 0L12 58H46L36 100L88 38H54Z",
  peaks: "M0 92L36 20L58 62L72 36L100 92Z",
  steps: "M0 100V68H32V34H66V0H100V100Z",
  weave: "M28 0H44V100H28ZM56 0H72V100H56ZM0 28H100V44H0ZM0 56H100V72H0Z",
  lens: "M0 50Q50 -6 100 50Q50 106 0 50ZM50 34a16 16 0 1 0 0 32a16 16 0 1 0 0-32Z",
  orbit:
    "M46 14a40 40 0 1 0 0 80a40 40 0 1 0 0-80ZM46 28a26 26 0 1 0 0 52a26 26 0 1 0 0-52ZM88 0a12 12 0 1 0 0 24a12 12 0 1 0 0-24Z",
  plus: "M34 0H66V34H100V66H66V100H34V66H0V34H34Z",
  squares: "M0 0H100V100H0ZM18 18V82H82V18ZM36 36H64V64H36Z",
  sunrise: "M0 60A50 50 0 0 1 100 60ZM0 72H100V84H0ZM16 94H84V100H16Z",
  capsules:
    "M20 0H50A20 20 0 0 1 50 40H20A20 20 0 0 1 20 0ZM50 60H80A20 20 0 0 1 80 100H50A20 20 0 0 1 50 60Z",
};

/** A star of `points` points in the 100×100 box, outer radius `outer`, inner radius `inner`. */
function starPath(points, outer, inner) {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    return `${(50 + r * Math.cos(a)).toFixed(1)} ${(54 + r * Math.sin(a)).toFixed(1)}`;
  });
  return `M${corners.join("L")}Z`;
}

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
  ["Tessaly", "bars", 16, 12, 34],
  ["Calyxa", "leaf", 17, 11, 40],
  ["Pennrose", "pinwheel", 16, 13, 24],
  ["Driftmark", "waves", 15, 12, 22],
  ["Umberly", "corner", 17, 15, 26],
  ["Wrenfold", "dots", 16, 10, 30],
  ["Sylvare", "drop", 17, 12, 36],
  ["Quorvane", "arrow", 16, 14, 24],
  ["Halvenor", "star", 16, 11, 30],
  ["Wardelle", "shield", 17, 13, 28],
  ["Brackwell", "brackets", 15, 12, 22],
  ["Vantora", "bolt", 17, 14, 34],
  ["Alpenro", "peaks", 17, 11, 38],
  ["Terravik", "steps", 16, 13, 26],
  ["Gridmoor", "weave", 16, 12, 28],
  ["Irisel", "lens", 18, 12, 44],
  ["Orvenna", "orbit", 16, 10, 32],
  ["Mendora", "plus", 17, 15, 24],
  ["Quadrel", "squares", 17, 12, 30],
  ["Dawnley", "sunrise", 16, 13, 28],
  ["Tallowick", "capsules", 15, 11, 24],
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
