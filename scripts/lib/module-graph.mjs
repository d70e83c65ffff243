/**
 * The static import graph of the built chunks, read from their text (no bundler metadata needed):
 * what a browser's module loader fetches when a page imports a chunk. The page weights read which
 * chunks a page loads from it (`pageScripts` in page-weight.mjs).
 */

/** The chunks a built chunk imports statically (`import "./a.js"`, `… from "./b.js"`), as URLs. */
export function staticImports(source, url) {
  const dir = url.slice(0, url.lastIndexOf("/") + 1);
  const urls = [];
  for (const m of source.matchAll(/(?:\bimport|\bfrom)\s*"(\.\/[^"]+\.js)"/g)) urls.push(dir + m[1].slice(2));
  return urls;
}

/**
 * The chunks the `roots` load, themselves included, following static imports through
 * `readChunk(url)` (a dynamic `import()` inside a chunk waits for the visitor and is not followed).
 * Sorted.
 */
export function moduleGraph(roots, readChunk) {
  const urls = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop();
    if (urls.has(url)) continue;
    urls.add(url);
    if (url.endsWith(".js")) queue.push(...staticImports(readChunk(url), url));
  }
  return [...urls].sort();
}
