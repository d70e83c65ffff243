/**
 * The default social card (public/og-default.png, 1200×630): the Doob mark and name,
 * the tagline, and a 3D composition on the right.
 */
import { palettes } from "./palettes.mjs";
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
import { textPath } from "./lettering.mjs";
import { SvgDoc, rect } from "./svg.mjs";
import { createRng, mix } from "./util.mjs";

export function composeOgCard() {
  const doc = new SvgDoc(1200, 630);
  const rng = createRng("doob-art:og-default");
  const pal = palettes.doob;
  const [indigo, violet, rose, pink] = pal.accents;
  doc.add(
    rect({
      width: 1200,
      height: 630,
      fill: doc.linear(
        [
          [0, "#0b0820"],
          [1, "#1d1245"],
        ],
        20,
      ),
    }),
  );
  glow(doc, 900, 260, 520, violet, 0.6);
  glow(doc, 1120, 560, 380, rose, 0.5);
  glow(doc, 120, 40, 380, indigo, 0.35);
  grid(doc, 60, "#ffffff", 0.06, { cx: 0.75, cy: 0.5 });

  sparkles(doc, rng, 40, { maxR: 2.2, area: { x: 600, y: 0, w: 600, h: 630 } });

  // Right: a sphere on a pedestal inside a ring, and a few satellites.
  pedestal(doc, 900, 470, 150, 400, mix(pal.dark[1], violet, 0.35));
  contactShadow(doc, 900, 472, 110, 24, 0.55);
  const [back, front] = ringParts(doc, 900, 355, 178, 12, 0.3, -12, pink);
  doc.add(back);
  sphere(doc, 900, 355, 112, violet);
  doc.add(front);
  sphere(doc, 1100, 140, 38, rose);
  sphere(doc, 700, 120, 22, indigo);
  pill(doc, 1135, 560, 150, 44, -40, indigo);

  // Left: the logo mark (same shape as the favicon) and the name.
  const mark = doc.linear(
    [
      [0, "#4f7cff"],
      [0.5, "#7c4dff"],
      [1, "#e0458f"],
    ],
    45,
  );
  doc.add(
    `<g transform="translate(80 96) scale(1.75)"><rect width="64" height="64" rx="16" fill="${mark}"/><path d="M20 16h12c10 0 16 6.5 16 16s-6 16-16 16H20zm8 8v16h4c5 0 8-3 8-8s-3-8-8-8z" fill="#ffffff"/></g>`,
  );
  const name = textPath("Doob", { x: 80, y: 250, size: 96, weight: 15, tracking: 20, color: "#ffffff" });
  const line1 = textPath("Business, consulting", {
    x: 82,
    y: 400,
    size: 26,
    weight: 11,
    tracking: 34,
    color: "#e9e4ff",
  });
  const line2 = textPath("and portfolio template", {
    x: 82,
    y: 446,
    size: 26,
    weight: 11,
    tracking: 34,
    color: "#e9e4ff",
  });
  const bar = doc.linear(
    [
      [0, "#4f7cff"],
      [0.5, "#7c4dff"],
      [1, "#e0458f"],
    ],
    0,
  );
  doc.add(name.xml, rect({ x: 82, y: 372, width: 120, height: 5, rx: 2.5, fill: bar }), line1.xml, line2.xml);
  vignette(doc, 0.35);
  return doc.toString();
}
