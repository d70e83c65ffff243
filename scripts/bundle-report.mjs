/**
 * `npm run bundle-report`: what the script every page runs before it is idle is made of (gzip bytes,
 * what `npm run budgets` counts) in the groups of scripts/lib/bundle-composition.mjs: the inline
 * scripts, the behaviours' entry, and the modules of the markers the page holds; and what those
 * modules load later, when the visitor nears or uses their widget. Prints what every page loads and
 * the table; writes the table to reports/bundles.md.
 *
 *   npm run build && npm run bundle-report
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildComposition, markdownTable } from "./lib/bundle-composition.mjs";
import { basePath, clientDir } from "./lib/pages.mjs";

const root = clientDir();
if (!existsSync(root)) {
  console.error(`bundle-report: ${root} does not exist; run npm run build first.`);
  process.exit(1);
}
const rows = await buildComposition(root, basePath());
const shared = rows[0]?.chunks.filter((c) => c.group !== "behaviours") ?? [];
const summary = `Every page: ${shared.map((c) => `${c.name} ${(c.bytes / 1024).toFixed(1)} KB`).join(", ")}.`;
const table = markdownTable(rows);
mkdirSync("reports", { recursive: true });
writeFileSync(
  join("reports", "bundles.md"),
  `# Script per page, before it is idle\n\nKB, gzip level 9, ${rows.length} pages, heaviest first. ${summary}\n\n${table}\n`,
);
console.log(`${summary}\n\n${table}\n\n(written to reports/bundles.md)`);
