/**
 * No framework in the browser (decision 030): React, React DOM and React Router render the pages at
 * build time; no page loads or inlines any of their code. Two guards say so:
 *
 * - `frameworkFreePlugin()`, in the behaviours' build (vite.behaviours.config.ts): a module of the
 *   browser's code that imports React, React DOM, the router or lucide-react (React components: the
 *   icons reach the pages as the build's sprite, decision 021) fails the build, naming the importer;
 * - `pageFramework(html, readAsset)`, on the built pages (`npm run validate`, rule `no-framework`;
 *   `npm run budgets`, framework bytes): every script a page inlines or can load, followed through
 *   the imports of the built chunks, is searched for text only the framework's runtime carries.
 *
 * Read from the files alone, without the build's own records, so that it judges any build, older
 * ones included (a build that hydrates fails it). The one exception is a widget (`isWidgetFile`),
 * React rendered with `createRoot` when the visitor opens it, never with the page.
 */
import { WIDGETS_DIR } from "../../vite.widgets.config.ts";
import { dynamicImports, staticImports } from "./module-graph.mjs";

/**
 * A file of the widgets' build (vite.widgets.config.ts, decision 033): a React widget that its
 * behaviour module imports when the visitor opens it (the customizer). It may hold React; the gate
 * still fails it when a page inlines it, names it in its markup or imports it statically: then it
 * would load with the page.
 */
export const isWidgetFile = (url) => url.includes(`/${WIDGETS_DIR}`);

/** The packages that run at build time only: their import from the browser's code fails its build. */
export const BUILD_TIME_ONLY = [
  "react",
  "react-dom",
  "react-router",
  "scheduler",
  "lucide-react",
  "@react-router/",
];

/** Whether an import specifier names one of `BUILD_TIME_ONLY` (or a file of it). */
export function isBuildTimeOnly(specifier) {
  return BUILD_TIME_ONLY.some((name) =>
    name.endsWith("/") ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`),
  );
}

/**
 * The Vite plugin of the behaviours' build that refuses `BUILD_TIME_ONLY` packages.
 * @returns {import("vite").Plugin}
 */
export function frameworkFreePlugin() {
  return {
    name: "doob:framework-free",
    enforce: "pre",
    resolveId(source, importer) {
      if (!isBuildTimeOnly(source)) return null;
      const from = importer ? importer.replace(`${process.cwd()}/`, "") : "the entry";
      this.error(
        `${from} imports "${source}", which runs at build time only: the browser's code is DOM code, ` +
          "React renders the markup it works on (decision 030)",
      );
    },
  };
}

/**
 * Text that only the framework's runtime carries, in its built code or in the markup it writes:
 * found in a script a page inlines or loads, it means the page runs the framework.
 */
export const FRAMEWORK_MARKERS = [
  { text: "react.transitional.element", what: "React's element type" },
  { text: "react.element", what: "React's element type" },
  { text: "react.production", what: "React's production build" },
  { text: "react-dom", what: "React DOM" },
  { text: "__reactFiber", what: "React DOM's fibers" },
  { text: "__reactContainer", what: "React DOM's root" },
  { text: "react.dev/errors", what: "React's error messages" },
  { text: "__reactRouter", what: "React Router's runtime" },
  { text: "entry.client", what: "React Router's client entry" },
];

/** The first framework marker in a text, or null. */
export function frameworkMarker(text) {
  return FRAMEWORK_MARKERS.find((marker) => text.includes(marker.text)) ?? null;
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The types of `<script>` a browser runs (no type, a JavaScript MIME type, or a module). */
const runs = (type) =>
  type === undefined ||
  type === "" ||
  type === "module" ||
  /^(text|application)\/(java|ecma)script$/i.test(type);

/**
 * The scripts of a page: `inline` (`{ text, index, module }` of each `<script>` a browser runs,
 * without `src`; `index` is where its tag starts) and `urls`, what the markup makes the browser
 * fetch as script: `<script src>`, `<link rel="modulepreload">` and `<link rel="preload" as="script">`
 * (switched off by a media query or not: it names the file), and the modules inline module scripts
 * import, in order of appearance, each once. `<noscript>` content is left out.
 */
export function pageScriptTags(html) {
  const markup = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, (m) => " ".repeat(m.length));
  const inline = [];
  const urls = [];
  const add = (url) => url && !urls.includes(url) && urls.push(url);
  for (const m of markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const tag = `<script${m[1]}>`;
    const type = attribute(tag, "type");
    if (!runs(type)) continue;
    const src = attribute(tag, "src");
    if (src) add(src);
    else inline.push({ text: m[2], index: m.index, module: type === "module" });
  }
  for (const m of markup.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(m[0], "rel");
    if (rel === "modulepreload" || (rel === "preload" && attribute(m[0], "as") === "script"))
      add(attribute(m[0], "href"));
  }
  for (const { text, module } of inline) {
    if (!module) continue;
    for (const i of text.matchAll(/\bimport\s*\(\s*"([^"]+)"\s*\)|\b(?:import|from)\s*"([^"]+)"/g))
      add(i[1] ?? i[2]);
  }
  return { inline, urls };
}

/**
 * Every script file a page can load, each once: `urls` (`pageScriptTags`), and what each imports,
 * statically or dynamically (what a module loads when the visitor nears or uses its widget
 * counts: it is a file the page loads), read through `readAsset(url)` (the file's text, or null when
 * the build has no such file).
 */
export function reachableScripts(urls, readAsset, { dynamic = true } = {}) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const text = url.endsWith(".js") || url.endsWith(".mjs") ? readAsset(url) : null;
    if (text !== null) queue.push(...staticImports(text, url), ...(dynamic ? dynamicImports(text, url) : []));
  }
  return [...seen];
}

/**
 * The framework a page carries: `findings`, one per inline script or file with a marker
 * (`{ source, marker, index? }`: `source` "inline script" (with the tag's `index` in the HTML) or the
 * file's URL; `marker` of `FRAMEWORK_MARKERS`), an empty list for a page without any, and `files`,
 * every script file it can load (`reachableScripts`).
 */
export function pageFramework(html, readAsset) {
  const { inline, urls } = pageScriptTags(html);
  const findings = [];
  for (const script of inline) {
    const marker = frameworkMarker(script.text);
    if (marker) findings.push({ source: "inline script", index: script.index, marker, text: script.text });
  }
  const files = reachableScripts(urls, readAsset);
  const atOnce = new Set(reachableScripts(urls, readAsset, { dynamic: false }));
  for (const url of files) {
    if (isWidgetFile(url) && !atOnce.has(url)) continue;
    // A file's name says what it is even when the file is gone (React Router's chunk "react-dom-…").
    const marker = frameworkMarker(url.split("/").pop() ?? url) ?? frameworkMarker(readAsset(url) ?? "");
    if (marker) findings.push({ source: url, marker });
  }
  return { findings, files };
}

/** One finding as a sentence. */
export function describeFinding({ source, marker }) {
  const where = source === "inline script" ? "an inline script" : source;
  return `${where} holds ${marker.what} ("${marker.text}"): no page may run React, React DOM or React Router (decision 030)`;
}
