/**
 * `npm run budgets`: the byte budgets of every page of the build (BUILD_DIR, default "build"),
 * measured without a browser (scripts/lib/page-weight.mjs): the HTML, the CSS inlined in it for the
 * first paint, the brand font embedded in it (decision 018), the stylesheets that block the first
 * paint (none: decision 019) and the JavaScript of
 * hydration in gzip bytes, and the first screen's picture as a
 * phone downloads it. Bytes, not times, so the check gives the same answer on a busy machine.
 * Then the first screen's picture fitted to each screen of `pictureScreens` (phones at 2× and 3×,
 * laptops at 1× and 2×): its `srcset` must have a file close to the width its `sizes` asks for,
 * on each screen those of the source the screen takes (a phone's tall crop in a `<source media>`).
 * Prints the heaviest page of each kind; exits 1 naming every page over a budget or misfitted.
 *
 *   npm run build && npm run budgets
 */
import { existsSync } from "node:fs";
import { basePath, clientDir, htmlFiles } from "./lib/pages.mjs";
import { pageWeight, pictureMisfits, pictureScreens } from "./lib/page-weight.mjs";

const KB = 1024;

/**
 * What the heaviest page of the sample site weighs (2026-11-29; the HTML and its inlined CSS grew
 * with the phone menu's panel and the controls script, issue 28; the first-screen picture from 11.1
 * to 19.4 KB with issue 29: a 16:9 slide covering a phone's banner, about 615 px high, is painted
 * about 1100 px wide, and its `sizes` now says so, where "100vw" had it drawn 2.8 times its file's
 * pixels; then down to 13.4 KB (2026-11-30), the ceiling from 26 to 18 KB: the slides and banner
 * backdrops give phones a tall crop drawn for their banner, `<source media>`, so Lighthouse's phone
 * takes a 750 px crop instead of the 1920 px slide, decision 003; the heaviest is now
 * /index-corporate's slide-1, whose fine lines weigh more than the other crops' 7-13 KB), in bytes:
 * the ceilings below are
 * these plus a stated headroom, so that a buyer's first changes (a longer demo, a section more, a
 * post, a photo of their own on the first screen) fit, and what grew shows in the message.
 */
const sample = {
  html: 34.0 * KB,
  inlineCss: 11.9 * KB,
  font: 15.4 * KB,
  css: 0,
  js: 173.9 * KB,
  image: 13.4 * KB,
};

/**
 * The headroom above the sample, as a share of it: 15% for the page's own bytes, a third for the
 * first screen's picture (a photo weighs more than the flat sample art at the same size). None for
 * render-blocking CSS: there is none (decision 019), and there must stay none. Lower a ceiling when
 * a change makes the pages lighter (docs/performance.md has the figures and the targets).
 */
const HEADROOM = { html: 0.15, inlineCss: 0.15, font: 0.15, css: 0, js: 0.15, image: 1 / 3 };

/** The ceilings, in bytes, rounded up to the next whole KB. */
const budgets = Object.fromEntries(
  Object.entries(sample).map(([kind, bytes]) => [kind, Math.ceil((bytes * (1 + HEADROOM[kind])) / KB) * KB]),
);

const labels = {
  html: "HTML with its inlined CSS (gzip), without the embedded font",
  inlineCss: "inlined critical CSS (gzip), without the embedded font",
  font: "brand font embedded in the inlined CSS",
  css: "render-blocking CSS (gzip)",
  js: "JavaScript (gzip)",
  image: "first-screen picture",
};

const root = clientDir();
if (!existsSync(root)) {
  console.error(`budgets: ${root} does not exist; run npm run build first.`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const pages = htmlFiles(root).map((file) => ({ file, ...pageWeight(root, file, basePath()) }));
if (pages.length === 0) {
  console.error(`budgets: no HTML files in ${root}.`);
  process.exit(1);
}

const over = [];
for (const [kind, limit] of Object.entries(budgets)) {
  const heaviest = pages.reduce((a, b) => (b[kind] > a[kind] ? b : a));
  console.log(
    `budgets: ${labels[kind]}: heaviest ${kb(heaviest[kind])} (${heaviest.file}), budget ${kb(limit)}`,
  );
  for (const page of pages) {
    if (page[kind] > limit)
      over.push(
        `${page.file}: ${labels[kind]} ${kb(page[kind])} > ${kb(limit)} ` +
          `(the sample's heaviest page: ${kb(sample[kind])}; it grew by ${kb(page[kind] - sample[kind])})`,
      );
  }
}
// Right-sized at 1×, 2× and 3×: the art generator's widths (scripts/art/catalog.mjs) against
// the `sizes` the pages give each first-screen picture.
const fitted = new Set();
for (const { file, files } of pages) {
  const { picture } = files;
  if (!picture?.srcset || !picture.sizes) continue;
  // A phone's tall crop (`<source media>`, decision 003) is fitted on the screens it is for.
  fitted.add(JSON.stringify(picture));
  for (const misfit of pictureMisfits(picture)) {
    over.push(`${file}: first-screen picture: ${misfit}`);
  }
}
console.log(
  `budgets: first-screen pictures: ${fitted.size} srcset and sizes pairs fitted to ${pictureScreens.length} screens`,
);
if (over.length > 0) {
  console.error(
    `budgets: ${over.length} over budget:\n  ${over.join("\n  ")}\n` +
      "If the page is as you want it, raise that kind's `sample` or `HEADROOM` at the top of\n" +
      "scripts/budgets.mjs; docs/customize.md says when. JavaScript: npm run bundle-report shows what grew.",
  );
  process.exit(1);
}
console.log(`budgets: ${pages.length} HTML files within budget`);
