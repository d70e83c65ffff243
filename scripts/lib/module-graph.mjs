/**
 * What the browser's code of a build is made of (decision 030), two ways:
 *
 * - from the behaviours' build's manifest (`behavioursGraph`): the entry every page loads, and for
 *   each behaviour of app/behaviours/registry.ts its marker (the selector) and the files its module
 *   loads, at once and later (its dynamic imports: Embla, PhotoSwipe, EmailJS when the visitor nears
 *   or uses the widget). The post-build step writes it next to headers.json, `behaviours.json`
 *   (`BEHAVIOURS_RECORD`), before it removes the manifest with the rest of `.vite/`; the page
 *   weights (scripts/lib/page-weight.mjs) read which files a page loads from it;
 * - from the built chunks' text (`staticImports`, `dynamicImports`), for any build, without its
 *   records (scripts/lib/framework-free.mjs follows them).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The chunks a built chunk imports statically (`import "./a.js"`, `… from "./b.js"`), as URLs. The
 * minifier quotes specifiers with any of `"`, `'` and backticks (the behaviours' build writes
 * backticks), so all three count.
 */
export function staticImports(source, url) {
  const dir = url.slice(0, url.lastIndexOf("/") + 1);
  const urls = [];
  for (const m of source.matchAll(/(?:\bimport|\bfrom)\s*(["'`])(\.\/[^"'`]+\.js)\1/g))
    urls.push(dir + m[2].slice(2));
  return urls;
}

/** The chunks a built chunk imports when it runs (`import("./a.js")`), as URLs. */
export function dynamicImports(source, url) {
  const dir = url.slice(0, url.lastIndexOf("/") + 1);
  const urls = [];
  for (const m of source.matchAll(/\bimport\(\s*(["'`])(\.\/[^"'`]+\.js)\1\s*\)/g))
    urls.push(dir + m[2].slice(2));
  return urls;
}

/**
 * The files the manifest's chunks `keys` load at once, themselves included: their `imports`, each
 * with its own, and the stylesheets of all of them. Sorted.
 */
export function chunkClosure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`module-graph: the manifest has no chunk "${key}"`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  return [...files].sort();
}

/**
 * What the chunks `keys` may load later, when they run their dynamic imports (and those theirs):
 * the files of `chunkClosure` of each, without those in `loaded`. Sorted.
 */
export function laterFiles(manifest, keys, loaded) {
  const seen = new Set();
  const later = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      for (const file of chunkClosure(manifest, [dynamic])) if (!loaded.has(file)) later.add(file);
      queue.push(dynamic);
    }
    queue.push(...(manifest[key]?.imports ?? []));
  }
  return [...later].sort();
}

/**
 * The module a registry line loads, from its `load` (`() => import("./back-to-top")`; Vite's module
 * runner, which the unit tests load it with, calls its import `__vite_ssr_dynamic_import__`).
 */
export function loadedModule(load) {
  const m = /\b(?:import|__vite_ssr_dynamic_import__)\(\s*["'](\.\/[^"']+)["']\s*\)/.exec(String(load));
  if (!m) throw new Error(`module-graph: cannot read the module of a registry line's load: ${String(load)}`);
  return m[1].slice(2);
}

/**
 * The behaviours' build as the page weights read it, from its Vite manifest and the registry's
 * lines (`[{ selector, load }]`, app/behaviours/registry.ts): `{ entry, behaviours }`, `entry` the
 * files every page loads (the entry and its static imports), each behaviour
 * `{ selector, module, files, later }`: its marker, its source file, the files its module loads when
 * a page has the marker (without the entry's) and those it may load later. Files are paths in the
 * client folder ("assets/x-1.js").
 */
export function behavioursGraph(manifest, registry, folder = "app/behaviours") {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("module-graph: the behaviours' manifest has no entry");
  const entry = chunkClosure(manifest, [entryKey]);
  const onEveryPage = new Set(entry);
  const behaviours = registry.map(({ selector, load }) => {
    const name = loadedModule(load);
    const key = [".ts", ".tsx", "/index.ts"].map((ext) => `${folder}/${name}${ext}`).find((k) => manifest[k]);
    if (!key) throw new Error(`module-graph: the behaviours' manifest has no module "${folder}/${name}"`);
    const files = chunkClosure(manifest, [key]).filter((file) => !onEveryPage.has(file));
    const later = laterFiles(manifest, [key], new Set([...onEveryPage, ...files]));
    return { selector, module: key, files, later };
  });
  return { entry, behaviours };
}

/** The record's file name, in the build folder next to headers.json. */
export const BEHAVIOURS_RECORD = "behaviours.json";

/** The record of a build folder (`behavioursGraph`'s), or null for a build without one (an older build). */
export function readBehavioursRecord(buildFolder) {
  const path = join(buildFolder, BEHAVIOURS_RECORD);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}
