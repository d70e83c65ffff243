/**
 * `npm run bundle-report`: the composition of every page's hydration JavaScript (gzip bytes, the
 * same chunks `npm run budgets` counts) in the groups of scripts/lib/bundle-composition.mjs:
 * React DOM, React and the router, what every page shares, and the page's own route code. Prints
 * the shared chunks and the table; writes the table to reports/bundles.md.
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
const rows = buildComposition(root, basePath());
const shared = rows[0]?.chunks.filter((c) => c.group !== "route code") ?? [];
const summary = `Shared by every page: ${shared.map((c) => `${c.name} ${(c.bytes / 1024).toFixed(1)} KB`).join(", ")}.`;
const table = markdownTable(rows);
mkdirSync("reports", { recursive: true });
writeFileSync(
  join("reports", "bundles.md"),
  `# Hydration JavaScript per page\n\nKB, gzip level 9, ${rows.length} pages, heaviest first. ${summary}\n\n${table}\n`,
);
console.log(`${summary}\n\n${table}\n\n(written to reports/bundles.md)`);
