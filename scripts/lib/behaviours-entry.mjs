/**
 * The browser's code in the built site (decision 030). `vite build --config vite.behaviours.config.ts`
 * writes the behaviours' entry and its chunks into the client folder with a manifest; this module
 * puts the entry into each pre-rendered page and removes what React Router's client build wrote
 * there, which no page loads: the pages are pre-rendered by React and ship no framework.
 */
import { existsSync, readFileSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { BEHAVIOURS_MANIFEST } from "../../vite.behaviours.config.ts";
import { WIDGETS_DIR, WIDGETS_MANIFEST } from "../../vite.widgets.config.ts";

/** The behaviours build's manifest (`manifest`), the entry's file and every file it may load. */
export function readBehavioursManifest(client) {
  const path = join(client, BEHAVIOURS_MANIFEST);
  if (!existsSync(path))
    throw new Error(`${path} is missing: run vite build --config vite.behaviours.config.ts`);
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  const chunks = Object.values(manifest);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${path}: no entry`);
  const files = new Set(
    chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
  return { manifest, entry: entry.file, files };
}

/**
 * The widgets' build (vite.widgets.config.ts, decision 033): `files`, every file it wrote (all in
 * `WIDGETS_DIR`, where nothing else is), and `entries`, each widget's file by name. A build without
 * the widgets' manifest fails here.
 */
export function readWidgets(client) {
  const path = join(client, WIDGETS_MANIFEST);
  if (!existsSync(path))
    throw new Error(`${path} is missing: run vite build --config vite.widgets.config.ts`);
  const chunks = Object.values(JSON.parse(readFileSync(path, "utf8")));
  const files = chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  const stray = files.find((file) => !file.startsWith(WIDGETS_DIR));
  if (stray) throw new Error(`${path}: ${stray} is outside ${WIDGETS_DIR}`);
  const entries = Object.fromEntries(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.name, chunk.file]),
  );
  return { files: new Set(files), entries };
}

/**
 * The customizer's button (`data-customizer`, customize-button.tsx) given its panel's URL, which the
 * look script imports on the first press (~/lib/look).
 */
export function insertWidgetUrls(html, { entries, base }) {
  if (!entries.customizer) throw new Error("the widgets' build has no customizer");
  return html.replaceAll('data-customizer=""', `data-customizer="${base}${entries.customizer}"`);
}

/** Markup only React Router's client runtime writes: a page that has any of it would hydrate. */
const FRAMEWORK_MARKERS = ["__reactRouter", 'rel="modulepreload"', "entry.client"];

/** The entry's script tag, at the end of <head>. */
export function insertBehaviours(html, { entry, base }) {
  const marker = FRAMEWORK_MARKERS.find((text) => html.includes(text));
  if (marker)
    throw new Error(
      `the page holds React Router's client markup (${marker}); root.tsx renders no <Scripts />`,
    );
  // `async`: the document's DOMContentLoaded does not wait for it (the inline controls enable the
  // contact form's button then, decision 027); the entry waits for the parsed document itself.
  // `fetchpriority="low"`: a module script is fetched at high priority by default, and Lighthouse
  // counts a high-priority script that arrives before the first paint as one the paint needed
  // (decision 030, "The entry keeps off the first paint").
  const tag = `<script type="module" async="" fetchpriority="low" src="${base}${entry}"></script>`;
  if (html.includes(tag)) return html;
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("no </head> to put the behaviours' entry in");
  return html.slice(0, end) + tag + html.slice(end);
}

/**
 * Removes React Router's client build from the client folder: every script under assets/ that the
 * behaviours build did not write, and the router's manifest. Its stylesheets and fonts stay (the
 * pages link them). Returns the number of files removed.
 */
export async function removeFrameworkBuild(client, keep) {
  const assets = join(client, "assets");
  const entries = await readdir(assets, { recursive: true, withFileTypes: true });
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(js|mjs|map)$/.test(entry.name)) continue;
    const file = relative(client, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (keep.has(file.replace(/\.map$/, ""))) continue;
    await rm(join(client, file));
    removed += 1;
  }
  await rm(join(client, ".vite"), { recursive: true, force: true });
  return removed;
}
