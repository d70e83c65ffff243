/**
 * Every picture the site uses: key, nominal size, pixel widths and how it is drawn.
 * Keys are a contract with the content modules; keep them stable.
 */
import { abstractStyles, scrim } from "./abstract.mjs";
import { feature } from "./feature.mjs";
import { hero } from "./hero.mjs";
import { destinationScenesRaster, landscapeSvgImage, photoScenesRaster } from "./photo.mjs";
import { palettes } from "./palettes.mjs";
import { people, portrait } from "./portrait.mjs";
import * as S from "./subjects.mjs";
import { SvgDoc } from "./svg.mjs";
import { createRng } from "./util.mjs";

const P = palettes;
const A = abstractStyles;

/**
 * @typedef {{ name: "tall" | "square" | "portrait", aspect: number, width: number, height: number,
 *   widths: number[], draw?: (doc: SvgDoc, rng: ReturnType<typeof createRng>) => void | Promise<void> }} ArtCrop
 * @typedef {{ key: string, width: number, height: number, widths: number[], grain: number,
 *   draw: (doc: SvgDoc, rng: ReturnType<typeof createRng>) => void | Promise<void>,
 *   seed?: string, crops: ArtCrop[] }} ArtEntry
 *   `seed`: the key whose random draws it shares (a twin of another picture), else its own.
 *   `crops`: the same picture composed again for frames of other aspects (width / height): the tall
 *   crop a phone shows instead of a cut-out of a wide backdrop (`tallCrop`), the square and portrait
 *   tiles of a masonry (`shapeCrops`).
 */

/** @type {ArtEntry[]} */
const entries = [];

/**
 * `widths`: the files drawn, in px. A series some page shows as its first-screen picture needs a
 * file close to what that page's `sizes` asks for on phones at 2× and 3× and laptops at 1× and 2×
 * (`npm run budgets` names the screen and the width missing; decision 003). The largest width is
 * the one drawn from the SVG; the others are resized from it.
 */
function add(key, width, height, widths, draw, grain = 14) {
  entries.push({ key, width, height, widths, draw, grain, crops: [] });
}

/** Cycles through a plan of [style, palette, dark] for one series. */
function series(prefix, count, width, height, widths, plan) {
  for (let i = 1; i <= count; i++) {
    const [style, pal, dark] = plan[(i - 1) % plan.length];
    add(`${prefix}-${i}`, width, height, widths, (doc, rng) => A[style](doc, rng, P[pal], { dark }));
  }
}

/**
 * Portfolio and blog pictures draw their subject (scripts/art/subjects.mjs): each entry names the
 * project or post it illustrates. Widths are those of the series, as before.
 */
function subjectSeries(prefix, width, height, widths, plan, { shaped = false } = {}) {
  plan.forEach(([, draw], i) => {
    add(`${prefix}-${i + 1}`, width, height, widths, draw, 10);
    if (shaped) shapeCrops(entries.at(-1));
  });
}

subjectSeries(
  "portfolio",
  1270,
  950,
  [400, 480, 640, 800, 1024, 1270, 1600, 2048, 2540],
  [
    ["Northwind Rebrand", (d, r) => S.brandBoard(d, r, P.doob, { name: "NORTHWIND", logo: "compass" })],
    ["Lumen Banking App", (d, r) => S.phones(d, r, P.ocean, { screens: ["bank", "spending"] })],
    ["Atlas Annual Report", (d, r) => S.reportSpread(d, r, P.aurora)],
    ["Verde Market Storefront", (d, r) => S.website(d, r, P.emerald, { page: "shop" })],
    ["Solace Wellness Campaign", (d, r) => S.posters(d, r, P.sunset, { kind: "wellness", name: "SOLACE" })],
    ["Kinetic Poster Series", (d, r) => S.posters(d, r, P.bauhaus, { kind: "kinetic", name: "KINETIC" })],
    ["Harbor Client Portal", (d, r) => S.website(d, r, P.ocean, { page: "portal", backdropDark: true })],
    ["Oakline Packaging", (d, r) => S.packaging(d, r, P.citrus, { name: "OAKLINE", logo: "leaf" })],
    ["Pulse Analytics Dashboard", (d, r) => S.dashboard(d, r, P.midnight, { dark: true })],
    ["Meridian Travel Guide", (d, r) => S.travelGuide(d, r, P.sunset)],
    ["Prism Exhibition Identity", (d, r) => S.posters(d, r, P.aurora, { kind: "prism", name: "PRISM" })],
    ["Quarry Architects Website", (d, r) => S.website(d, r, P.bauhaus, { page: "architect" })],
    ["Tidewater Podcast Artwork", (d, r) => S.podcast(d, r, P.ocean)],
    [
      "Beacon Onboarding Flow",
      (d, r) => S.phones(d, r, P.lilac, { screens: ["onboarding:0", "onboarding:1", "onboarding:2"] }),
    ],
    ["Summit Conference App", (d, r) => S.conference(d, r, P.sunset)],
    ["Ember Coffee Roasters", (d, r) => S.coffee(d, r, P.ember)],
    ["Nova Sculpture Series", (d, r) => A.objects(d, r, P.aurora, { dark: true })],
    ["Cobalt Developer Docs", (d, r) => S.website(d, r, P.midnight, { page: "docs", backdropDark: true })],
  ],
  { shaped: true },
);

series(
  "gallery",
  12,
  1270,
  950,
  [480, 800, 1024, 1270, 1600, 2048],
  [
    ["waves", "aurora", true],
    ["objects", "lilac", true],
    ["bauhaus", "citrus", false],
    ["arcs", "doob", true],
    ["flow", "ocean", true],
    ["glass", "sunset", true],
    ["blocks", "midnight", true],
    ["shards", "doob", false],
    ["contours", "emerald", true],
    ["halftone", "ember", false],
    ["weave", "midnight", true],
    ["meander", "citrus", true],
  ],
);

subjectSeries(
  "blog",
  390,
  240,
  [390, 780, 1170, 1560],
  [
    ["brand-system-design-time", (d, r) => S.brandBoard(d, r, P.lilac, { name: "LUMORA", logo: "wave" })],
    ["five-numbers-consulting", (d, r) => S.kpiReport(d, r, P.doob)],
    ["app-landing-page-weekend", (d, r) => S.website(d, r, P.ocean, { page: "landing" })],
    ["content-marketing-trust", (d, r) => S.content(d, r, P.sunset)],
    ["client-portal-modern-stack", (d, r) => S.stack(d, r, P.emerald)],
    ["small-team-large-projects", (d, r) => S.kanban(d, r, P.aurora)],
    ["dashboards-people-read (in the post)", (d, r) => S.dashboard(d, r, P.emerald)],
    ["dashboards-people-read", (d, r) => S.dashboard(d, r, P.midnight, { dark: true })],
    ["pricing-services", (d, r) => S.pricing(d, r, P.emerald)],
    ["sketchbook-to-screen", (d, r) => S.sketchToScreen(d, r, P.lilac)],
    [
      "onboarding-flows-trials",
      (d, r) => S.phones(d, r, P.citrus, { screens: ["onboarding:0", "onboarding:1", "onboarding:2"] }),
    ],
  ],
);

// In brand-system-design-time: the brand board, wide.
add("blog-cover", 1270, 600, [640, 1270, 1600], (doc, rng) =>
  S.brandBoard(doc, rng, P.bauhaus, { name: "ARCFIELD", logo: "prism" }),
);

/**
 * The tall crop of a full-bleed backdrop (a hero slide, a banner's background): a phone's banner is
 * taller than wide, so `object-cover` shows a narrow cut-out of a 16:9 or 4:3 file painted about
 * three times the phone's width. The tall crop is the picture drawn again, from the same seed, in a
 * 9:16 frame (as high as the picture, `aspect` times as wide), with widths for phones at 1x to 3x
 * (a 430 px phone at 3x: 1290 px). `Picture` offers it below 768 px (decision 003). `draw`: how the
 * picture fills the tall frame when its drawing is not laid out relative to its frame (the hero
 * interfaces), else the picture's own.
 */
function tallCrop(entry, draw) {
  addCrop(entry, "tall", 9 / 16, [480, 640, 750, 828, 1080, 1290], draw);
}

/** A crop of `entry`: the frame as high as the picture, `aspect` times as wide. */
function addCrop(entry, name, aspect, widths, draw) {
  entry.crops.push({
    name,
    aspect,
    width: Math.round(entry.height * aspect),
    height: entry.height,
    widths,
    draw,
  });
}

/**
 * The square and portrait (4:5) crops of a picture a masonry shows in those shapes (the portfolio
 * grids' `shapes`): `object-cover` would show the middle 75% or 60% of a 4:3 drawing, cutting the
 * subjects at its sides (a brand board's lettering, the second of two phones); the composition is
 * drawn again in the tile's frame instead, where the subjects lay out on a stage of that shape.
 * Widths for a tile of one to four columns on phones at 1× to 3× and laptops at 1× and 2×.
 */
function shapeCrops(entry) {
  const widths = [400, 480, 640, 800, 1024, 1270];
  addCrop(entry, "square", 1, widths);
  addCrop(entry, "portrait", 4 / 5, widths);
}

const heroPalettes = ["doob", "ocean", "sunset", "aurora", "lilac", "midnight", "emerald", "ember"];
heroPalettes.forEach((pal, i) => {
  add(
    `hero-${i + 1}`,
    1200,
    900,
    [480, 640, 800, 1200, 1600, 2048, 2880],
    (doc, rng) => hero(doc, rng, P[pal], i + 1),
    10,
  );
  // hero-4 is a banner's backdrop (the image-background layout): its interface, drawn in a fixed
  // 1200 x 900 layout, is shown whole across the tall frame, over the backdrop drawn to its edges.
  if (i + 1 === 4) tallCrop(entries.at(-1), (doc, rng) => hero(doc, rng, P[pal], i + 1));
});

// A light hero shown in the dark theme too gets a dark twin, drawn from the same seed: the page shows
// the one of the visitor's theme (`HeroBanner`'s `imageDark`).
add(
  "hero-2-dark",
  1200,
  900,
  [480, 640, 800, 1200, 1600, 2048, 2880],
  (doc, rng) => hero(doc, rng, P[heroPalettes[1]], 2, "dark"),
  10,
);
entries.at(-1).seed = "hero-2";

const slidePlan = [
  ["flow", "doob"],
  ["objects", "midnight"],
  ["arcs", "sunset"],
];
slidePlan.forEach(([style, pal], i) => {
  add(`slide-${i + 1}`, 1920, 1080, [640, 960, 1280, 1600, 1920, 2560, 2880, 3240], (doc, rng) => {
    A[style](doc, rng, P[pal], { dark: true });
    scrim(doc, 0.22);
  });
  tallCrop(entries.at(-1));
});

const featurePalettes = ["doob", "ocean", "lilac", "emerald", "sunset", "aurora", "citrus", "doob"];
featurePalettes.forEach((pal, i) => {
  add(
    `feature-${i + 1}`,
    800,
    600,
    [400, 800, 1200, 1600],
    (doc, rng) => feature(doc, rng, P[pal], i + 1),
    10,
  );
});

/**
 * About, tab and split-block pictures (1000×750) draw what their contexts name: a workshop wall for
 * research and workshops, a team round a meeting table, a KPI report for results, an annual-report
 * spread for corporate reporting, app screens, a website and a contact page.
 */
const aboutWidths = [500, 640, 800, 1000, 1200, 1440];
[
  ["about-1", (d, r) => S.workshop(d, r, P.lilac)],
  ["about-2", (d, r) => S.meeting(d, r, P.ocean)],
  ["about-3", (d, r) => S.kpiReport(d, r, P.aurora)],
  ["about-4", (d, r) => S.reportSpread(d, r, P.bauhaus)],
  ["scene-app", (d, r) => S.phones(d, r, P.emerald, { screens: ["map", "schedule", "player"] })],
  ["scene-website", (d, r) => S.website(d, r, P.doob, { page: "landing" })],
  ["scene-contact", (d, r) => S.website(d, r, P.sunset, { page: "contact" })],
].forEach(([key, draw]) => add(key, 1000, 750, aboutWidths, draw, 10));

for (let i = 1; i <= people.length; i++) {
  add(`avatar-${i}`, 400, 400, [120, 240, 400, 800, 960], (doc, rng) => portrait(doc, rng, i - 1), 8);
}

// Video covers: the set of the studio film, and the app whose daily users doubled (the client story).
add("video-1", 1270, 715, [640, 960, 1270, 1920, 3240], (d, r) => S.videoSet(d, r, P.doob), 10);
add("video-2", 1270, 715, [640, 960, 1270, 1920, 3240], (d, r) => S.growthStory(d, r, P.ocean), 10);

const photoSizes = [
  [800, 1000, [400, 800, 1200]],
  [1000, 700, [500, 640, 800, 1000, 1200, 1440]],
  [900, 900, [450, 900, 1350]],
];
photoScenesRaster.forEach((scene, i) => {
  const [w, h, widths] = photoSizes[i % 3];
  const key = `photo-${i + 1}`;
  add(key, w, h, widths, (doc, rng, px) => landscapeSvgImage(doc, scene, px, key), 10);
});

Object.entries(destinationScenesRaster).forEach(([number, scene]) => {
  const key = `destination-${number}`;
  add(
    key,
    800,
    1000,
    [400, 640, 800, 1000, 1200, 1440],
    (doc, rng, px) => landscapeSvgImage(doc, scene, px, key),
    10,
  );
});

export const catalog = entries;

/**
 * The SVG composition of one picture at a given pixel width (pure and deterministic); with `crop`
 * (a crop's name), that crop: the same drawing, from the same seed, in the crop's frame.
 */
export async function composeSvg(key, pixelWidth, crop) {
  const entry = entries.find((e) => e.key === key);
  if (!entry) throw new Error(`Unknown art key: ${key}`);
  const cropped = crop ? entry.crops.find((c) => c.name === crop) : undefined;
  if (crop && !cropped) throw new Error(`No ${crop} crop of the art key: ${key}`);
  const frame = cropped ?? entry;
  const draw = cropped?.draw ?? entry.draw;
  const doc = new SvgDoc(frame.width, frame.height);
  await draw(doc, createRng(`doob-art:${entry.seed ?? key}`), pixelWidth ?? frame.widths.at(-1));
  return doc.toString(pixelWidth ?? frame.widths.at(-1));
}
