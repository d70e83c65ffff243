/**
 * `npm run budgets`: the byte budgets of every page of the build (BUILD_DIR, default "build"),
 * measured without a browser (scripts/lib/page-weight.mjs): the HTML, the CSS inlined in it for the
 * first paint, the brand font embedded in it (decision 018), the stylesheets that block the first
 * paint (none: decision 019) and the JavaScript of
 * hydration in gzip bytes, and the first screen's picture as a
 * phone downloads it. Bytes, not times, so the check gives the same answer on a busy machine.
 * Then the first screen's picture fitted to each screen of `pictureScreens` (phones at 2× and 3×,
 * laptops at 1× and 2×): its `srcset` must have a file close to the width its `sizes` asks for.
 * Prints the heaviest page of each kind; exits 1 naming every page over a budget or misfitted.
 *
 *   npm run build && npm run budgets
 */
import { existsSync } from "node:fs";
import { basePath, clientDir, htmlFiles } from "./lib/pages.mjs";
import { pageWeight, pictureMisfits, pictureScreens } from "./lib/page-weight.mjs";

const KB = 1024;

/**
 * The ceilings, in bytes. They hold every page of today's build; lower one when a change makes
 * its pages lighter (docs/performance.md has the figures and the targets of issue 12: JavaScript
 * at most 150 KB per page; decision 020 says what keeps the heaviest pages above it).
 */
const budgets = {
  html: 30 * KB,
  inlineCss: 12 * KB,
  font: 16 * KB,
  css: 0,
  js: 174 * KB,
  image: 13 * KB,
};

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
    if (page[kind] > limit) over.push(`${page.file}: ${labels[kind]} ${kb(page[kind])} > ${kb(limit)}`);
  }
}
// Right-sized at 1×, 2× and 3×: the art generator's widths (scripts/art/catalog.mjs) against
// the `sizes` the pages give each first-screen picture.
const fitted = new Set();
for (const { file, files } of pages) {
  const { picture } = files;
  if (!picture?.srcset || !picture.sizes) continue;
  fitted.add(`${picture.srcset}|${picture.sizes}`);
  for (const misfit of pictureMisfits(picture.srcset, picture.sizes)) {
    over.push(`${file}: first-screen picture (sizes "${picture.sizes}"): ${misfit}`);
  }
}
console.log(
  `budgets: first-screen pictures: ${fitted.size} srcset and sizes pairs fitted to ${pictureScreens.length} screens`,
);
if (over.length > 0) {
  console.error(
    `budgets: ${over.length} over budget:\n  ${over.join("\n  ")}\n` +
      "The ceilings are at the top of scripts/budgets.mjs; docs/customize.md says when to raise one.",
  );
  process.exit(1);
}
console.log(`budgets: ${pages.length} HTML files within budget`);
