/**
 * The default social card (og-default.png, 1200×630), drawn by the build from the brand
 * (scripts/brand-plugin.ts): the mark, the name and the tagline on the left, a 3D composition in
 * the brand's colours on the right. A long name is set smaller so that it ends before the
 * composition; a long tagline wraps.
 */
import {
  contactShadow,
  glow,
  grid,
  pedestal,
  pill,
  ringParts,
  sparkles,
  sphere,
  vignette,
} from "./shapes.mjs";
import { layoutText, textPath } from "./lettering.mjs";
import { SvgDoc, rect } from "./svg.mjs";
import { createRng, mix } from "./util.mjs";

/** Where the text column ends: the composition on the right starts after it. */
const TEXT_RIGHT = 620;
const TEXT_LEFT = 80;

/**
 * The largest cap height up to `size` at which `text` fits `width` px in our lettering (never
 * below `min`); names the field and the character when a character has no glyph.
 */
function fittedSize(text, { size, min, width, weight, tracking }, field) {
  let line;
  try {
    line = layoutText(text, { size, weight, tracking });
  } catch (error) {
    throw new Error(
      `app/content/brand.ts: ${field}: the social card's lettering (scripts/art/lettering.mjs) ${error.message.replace(/^No/, "has no")}; add the glyph there or write the ${field} without it`,
    );
  }
  return Math.max(min, Math.min(size, (size * width) / line.width));
}

/** The words of `text` in lines of at most `width` px at `size`, greedily. */
function wrap(text, { size, width, weight, tracking }) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last && layoutText(`${last} ${word}`, { size, weight, tracking }).width <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

const NAME_STYLE = { weight: 15, tracking: 20 };
const TAGLINE_STYLE = { weight: 11, tracking: 34 };
/** The width the name and the tagline may take. */
export const TEXT_WIDTH = TEXT_RIGHT - TEXT_LEFT;

/**
 * How the card sets the brand's words: the name on one line (cap height 96 px, less for a long name,
 * down to 48) or, longer still, on two (down to 20); the tagline's lines and cap height (26 px, less
 * when it needs more than 3 lines). A name that does not fit even so stops the build.
 * @param {{ name: string, tagline: string }} brand
 */
export function ogText(brand) {
  let nameLines = [brand.name];
  let nameSize = fittedSize(brand.name, { size: 96, min: 48, width: TEXT_WIDTH, ...NAME_STYLE }, "name");
  if (layoutText(brand.name, { size: nameSize, ...NAME_STYLE }).width > TEXT_WIDTH) {
    // Two lines, broken at the space that makes the longer line shortest.
    const words = brand.name.split(/\s+/);
    const splits = words
      .slice(1)
      .map((_, i) => [words.slice(0, i + 1).join(" "), words.slice(i + 1).join(" ")]);
    const widest = (lines) =>
      Math.max(...lines.map((line) => layoutText(line, { size: 100, ...NAME_STYLE }).width));
    nameLines = splits.length > 0 ? splits.reduce((a, b) => (widest(b) < widest(a) ? b : a)) : [brand.name];
    nameSize = Math.min(48, (100 * TEXT_WIDTH) / widest(nameLines));
    if (nameSize < 20)
      throw new Error(
        `app/content/brand.ts: name: "${brand.name}" is too long for the social card even on two lines; shorten it, or put an og-default.png of your own in public/`,
      );
  }
  // Checks every character of the tagline has a glyph.
  fittedSize(
    brand.tagline.replace(/\s+/g, ""),
    { size: 26, min: 14, width: Infinity, ...TAGLINE_STYLE },
    "tagline",
  );
  let taglineSize = 26;
  let lines = wrap(brand.tagline, { size: taglineSize, width: TEXT_WIDTH, ...TAGLINE_STYLE });
  while (lines.length > 3 && taglineSize > 14) {
    taglineSize -= 2;
    lines = wrap(brand.tagline, { size: taglineSize, width: TEXT_WIDTH, ...TAGLINE_STYLE });
  }
  return { nameLines, nameSize, taglineSize, lines };
}

/**
 * @param {{ name: string, tagline: string, mark: { cutout: string, inlay: string } }} brand
 * @param {Record<"background" | "primary" | "gradient-from" | "gradient-via" | "gradient-to", string>} colours
 *   the dark theme's tokens as #rrggbb (scripts/lib/brand-colours.mjs)
 */
export function composeOgCard(brand, colours) {
  const doc = new SvgDoc(1200, 630);
  const rng = createRng("doob-art:og-default");
  const from = colours["gradient-from"];
  const via = colours["gradient-via"];
  const to = colours["gradient-to"];
  const light = colours.primary;
  const ground = colours.background;
  doc.add(
    rect({
      width: 1200,
      height: 630,
      fill: doc.linear(
        [
          [0, mix(ground, "#000000", 0.35)],
          [1, mix(ground, via, 0.22)],
        ],
        20,
      ),
    }),
  );
  glow(doc, 900, 260, 520, via, 0.6);
  glow(doc, 1120, 560, 380, to, 0.5);
  glow(doc, 120, 40, 380, from, 0.35);
  grid(doc, 60, "#ffffff", 0.06, { cx: 0.75, cy: 0.5 });

  sparkles(doc, rng, 40, { maxR: 2.2, area: { x: 600, y: 0, w: 600, h: 630 } });

  // Right: a sphere on a pedestal inside a ring, and a few satellites.
  pedestal(doc, 900, 470, 150, 400, mix(ground, via, 0.35));
  contactShadow(doc, 900, 472, 110, 24, 0.55);
  const [back, front] = ringParts(doc, 900, 355, 178, 12, 0.3, -12, light);
  doc.add(back);
  sphere(doc, 900, 355, 112, via);
  doc.add(front);
  sphere(doc, 1100, 140, 38, to);
  sphere(doc, 700, 120, 22, from);
  pill(doc, 1135, 560, 150, 44, -40, from);

  // Left: the mark (as in the header and the favicon), the name and the tagline.
  const gradient = doc.linear(
    [
      [0, from],
      [0.55, via],
      [1, to],
    ],
    45,
  );
  doc.add(
    `<g transform="translate(${TEXT_LEFT} 96) scale(2.8)"><rect width="40" height="40" rx="12" fill="${gradient}"/>` +
      `<path fill="#ffffff" fill-rule="evenodd" d="${brand.mark.cutout}"/>` +
      (brand.mark.inlay ? `<path fill="${gradient}" fill-rule="evenodd" d="${brand.mark.inlay}"/>` : "") +
      `</g>`,
  );
  const { nameLines, nameSize, taglineSize, lines } = ogText(brand);
  // The name's lines centred on the 96 px a one-line name of full size takes.
  const nameHeight = nameSize * (1 + 1.3 * (nameLines.length - 1));
  const nameXml = nameLines.map(
    (line, i) =>
      textPath(line, {
        x: TEXT_LEFT,
        y: 250 + (96 - nameHeight) / 2 + i * nameSize * 1.3,
        size: nameSize,
        color: "#ffffff",
        ...NAME_STYLE,
      }).xml,
  );
  const bar = doc.linear(
    [
      [0, from],
      [0.5, via],
      [1, to],
    ],
    0,
  );
  doc.add(...nameXml, rect({ x: TEXT_LEFT + 2, y: 372, width: 120, height: 5, rx: 2.5, fill: bar }));
  lines.forEach((line, i) => {
    doc.add(
      textPath(line, {
        x: TEXT_LEFT + 2,
        y: 400 + i * taglineSize * 1.77,
        size: taglineSize,
        color: "#e9e4ff",
        ...TAGLINE_STYLE,
      }).xml,
    );
  });
  vignette(doc, 0.35);
  return doc.toString();
}
