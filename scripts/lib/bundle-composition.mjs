/**
 * What the hydration JavaScript of each page is made of (`npm run bundle-report`): the chunks that
 * `pageScripts` finds (scripts/lib/page-weight.mjs), in gzip bytes, in four groups:
 *
 * - `react-dom`: React DOM (the `react-dom` chunk, scripts/chunk-groups.ts);
 * - `router + react`: React, React Router and the router's client entry (`react`, `entry.client`);
 * - `shared`: the other chunks every page loads (the site's chrome, the route manifest, the runtime);
 * - `route code`: the rest, what this page loads and some other pages do not (its route module and
 *   the sections and widgets it uses).
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileOf, gzipBytes, pageScripts } from "./page-weight.mjs";
import { htmlFiles, routeOf, specialDocuments } from "./pages.mjs";

export const groups = ["react-dom", "router + react", "shared", "route code"];

/** "/assets/site-layout-J6YEPMOw.js" → "site-layout" (the file name without its content hash). */
export function chunkName(url) {
  const file = url.split("/").pop() ?? url;
  return /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file.replace(/\.js$/, "");
}

/** The group of a chunk, given the set of chunk URLs every page loads. */
export function chunkGroup(url, everyPage) {
  const name = chunkName(url);
  if (name === "react-dom") return "react-dom";
  if (name === "react" || name === "entry.client") return "router + react";
  return everyPage.has(url) ? "shared" : "route code";
}

/**
 * `pages`: `[{ route, chunks: [{ url, bytes }] }]` → one row per page, heaviest first:
 * `{ route, total, groups: { [group]: bytes }, chunks: [{ url, name, bytes, group }] }`, chunks
 * heaviest first.
 */
export function composition(pages) {
  const everyPage = new Set(pages[0]?.chunks.map((c) => c.url));
  for (const page of pages) {
    const urls = new Set(page.chunks.map((c) => c.url));
    for (const url of everyPage) if (!urls.has(url)) everyPage.delete(url);
  }
  return pages
    .map(({ route, chunks }) => {
      const rows = chunks
        .map((c) => ({ ...c, name: chunkName(c.url), group: chunkGroup(c.url, everyPage) }))
        .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
      const sums = Object.fromEntries(groups.map((g) => [g, 0]));
      for (const c of rows) sums[c.group] += c.bytes;
      return { route, total: rows.reduce((t, c) => t + c.bytes, 0), groups: sums, chunks: rows };
    })
    .sort((a, b) => b.total - a.total || a.route.localeCompare(b.route));
}

/** The composition of every pre-rendered page of a build's client folder (`root`, served under `base`). */
export function buildComposition(root, base) {
  const pages = htmlFiles(root)
    .filter((file) => !specialDocuments.includes(file))
    .map((file) => ({
      route: routeOf(file),
      chunks: pageScripts(readFileSync(join(root, file), "utf8"), (url) =>
        readFileSync(fileOf(root, base, url), "utf8"),
      ).map((url) => ({ url, bytes: gzipBytes(fileOf(root, base, url)) })),
    }));
  return composition(pages);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The rows as a Markdown table (KB, gzip), with the largest chunks of each page's route code. */
export function markdownTable(rows, largest = 4) {
  const lines = [
    `| route | total | ${groups.join(" | ")} | largest chunks of route code |`,
    `| --- | ---: | ${groups.map(() => "---:").join(" | ")} | --- |`,
  ];
  for (const row of rows) {
    const own = row.chunks
      .filter((c) => c.group === "route code")
      .slice(0, largest)
      .map((c) => `${c.name} ${kb(c.bytes)}`)
      .join(", ");
    const cells = groups.map((g) => kb(row.groups[g]));
    lines.push(`| ${row.route} | ${kb(row.total)} | ${cells.join(" | ")} | ${own} |`);
  }
  return lines.join("\n");
}
