/**
 * What the script each page runs before it is idle is made of (`npm run bundle-report`): what
 * `pageScripts` counts (scripts/lib/page-weight.mjs), in gzip bytes, in three groups:
 *
 * - `inline`: the page's inline scripts (the theme and the controls that work from the first paint);
 * - `entry`: the behaviours' entry every page loads, with its static imports (decision 030);
 * - `behaviours`: the modules of the markers the page holds, with what they import at once.
 *
 * And apart, not in the total, `later`: what those modules fetch only when the visitor nears or uses
 * their widget (Embla, PhotoSwipe, EmailJS, the comments).
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readBehavioursRecord } from "./module-graph.mjs";
import { fileOf, gzipBytes, gzipText, pageScripts } from "./page-weight.mjs";
import { htmlFiles, routeOf, specialDocuments } from "./pages.mjs";

export const groups = ["inline", "entry", "behaviours"];

/** "/assets/back-to-top-J6YEPMOw.js" → "back-to-top" (the file name without its content hash). */
export function chunkName(url) {
  const file = url.split("/").pop() ?? url;
  return /^(.+)-[\w-]{8}\.(js|css)$/.exec(file)?.[1] ?? file.replace(/\.js$/, "");
}

/**
 * `pages`: `[{ route, chunks: [{ url, bytes, group }], later }]` (`later` in bytes) → one row per
 * page, heaviest first: `{ route, total, groups: { [group]: bytes }, chunks: [{ url, name, bytes,
 * group }], later }`, chunks heaviest first.
 */
export function composition(pages) {
  return pages
    .map(({ route, chunks, later = 0 }) => {
      const rows = chunks
        .map((c) => ({ ...c, name: c.name ?? chunkName(c.url) }))
        .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
      const sums = Object.fromEntries(groups.map((g) => [g, 0]));
      for (const c of rows) sums[c.group] += c.bytes;
      return { route, total: rows.reduce((t, c) => t + c.bytes, 0), groups: sums, chunks: rows, later };
    })
    .sort((a, b) => b.total - a.total || a.route.localeCompare(b.route));
}

/**
 * The composition of every pre-rendered page of a build's client folder (`root`, served under
 * `base`), from the behaviours' record next to it (`readBehavioursRecord`).
 */
export async function buildComposition(root, base, record = readBehavioursRecord(dirname(root))) {
  if (!record)
    throw new Error(`bundle-composition: ${dirname(root)} has no behaviours.json; run npm run build`);
  const entry = new Set(record.entry.map((file) => base + file));
  const pages = [];
  for (const file of htmlFiles(root).filter((f) => !specialDocuments.includes(f))) {
    const scripts = await pageScripts(readFileSync(join(root, file), "utf8"), record, base);
    const bytes = (url) => gzipBytes(fileOf(root, base, url));
    pages.push({
      route: routeOf(file),
      chunks: [
        ...scripts.inline.map((text, i) => ({
          url: `inline ${i + 1}`,
          name: `inline ${i + 1}`,
          bytes: gzipText(text),
          group: "inline",
        })),
        ...scripts.files.map((url) => ({
          url,
          bytes: bytes(url),
          group: entry.has(url) ? "entry" : "behaviours",
        })),
      ],
      later: scripts.later.reduce((total, url) => total + bytes(url), 0),
    });
  }
  return composition(pages);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The rows as a Markdown table (KB, gzip), with the largest files of each page's behaviours. */
export function markdownTable(rows, largest = 4) {
  const lines = [
    `| route | total | ${groups.join(" | ")} | largest behaviour files | later (not counted) |`,
    `| --- | ---: | ${groups.map(() => "---:").join(" | ")} | --- | ---: |`,
  ];
  for (const row of rows) {
    const own = row.chunks
      .filter((c) => c.group === "behaviours")
      .slice(0, largest)
      .map((c) => `${c.name} ${kb(c.bytes)}`)
      .join(", ");
    const cells = groups.map((g) => kb(row.groups[g]));
    lines.push(`| ${row.route} | ${kb(row.total)} | ${cells.join(" | ")} | ${own} | ${kb(row.later)} |`);
  }
  return lines.join("\n");
}
