/**
 * Keeps React and the router off the critical path of a pre-rendered page (decision 001).
 *
 * React Router 8.4.0 writes, for every page, `<link rel="modulepreload">` tags (React 19 hoists them
 * into <head>, ahead of the stylesheet) and an inline `<script type="module" async>` that statically
 * imports the manifest and the route modules, sets `window.__reactRouterRouteModules` and imports the
 * client entry. So ~100 KB of script competes with the CSS and the hero image for the first paint.
 *
 * `deferHydration(html)` switches the preload tags off (`media="not all"`: no engine fetches them)
 * and rewrites the module script so that, after the window `load` event (or at once if it already
 * fired) and the first contentful paint, it imports the same modules, runs the
 * original statements (route module merges, `window.__reactRouterRouteModules = …`) and then imports
 * the entry, exactly as before, only later. The chunks those modules import are fetched by the
 * browser's module loader as it reads them; the script preloads nothing itself: re-adding the
 * router's preload tags (~40 on a home page), or only the entry's four, measured as more blocking
 * time after the first paint than none (decision 001, amended). Anything unexpected throws, so a
 * router upgrade that changes the markup fails the build instead of silently breaking hydration.
 */

/** Marks a page that was already rewritten (the post-build step may run twice on one build). */
export const DEFERRED_MARKER = 'data-hydrate="after-load"';

const PRELOAD_LINK = /<link rel="modulepreload"([^>]*?)\/?>/g;
/** What keeps a preload tag from fetching: a media query that matches no device. */
export const PRELOAD_OFF = 'media="not all"';
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const SIDE_EFFECT_IMPORT = new RegExp(String.raw`^import\s*(${STRING})\s*;?$`);
const NAMESPACE_IMPORT = new RegExp(String.raw`^import \* as ([A-Za-z_$][\w$]*) from (${STRING});?$`);
const ENTRY_IMPORT = new RegExp(String.raw`^import\((${STRING})\);?$`);

export class HydrationMarkupError extends Error {}

function fail(message) {
  throw new HydrationMarkupError(
    `${message}. React Router's hydration markup changed: update scripts/lib/defer-hydration.mjs.`,
  );
}

/** Splits the router's module script into its imports, its other statements and the entry. */
export function parseRouterScript(source) {
  const sideEffects = [];
  const namespaces = [];
  const statements = [];
  let entry = null;
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    let m;
    if (line === "") continue;
    if ((m = SIDE_EFFECT_IMPORT.exec(line))) sideEffects.push(JSON.parse(m[1]));
    else if ((m = NAMESPACE_IMPORT.exec(line))) namespaces.push({ name: m[1], url: JSON.parse(m[2]) });
    else if ((m = ENTRY_IMPORT.exec(line))) {
      if (entry) fail("More than one entry import in the router's module script");
      entry = JSON.parse(m[1]);
    } else {
      if (entry) fail("A statement follows the entry import in the router's module script");
      if (/^import\b/.test(line)) fail(`Unrecognised import in the router's module script: ${line}`);
      statements.push(raw);
    }
  }
  if (!entry) fail('No entry import (import("…entry.client…")) in the router\'s module script');
  if (namespaces.length === 0) fail("No route module imports in the router's module script");
  if (!statements.some((s) => s.includes("window.__reactRouterRouteModules ="))) {
    fail("The router's module script does not set window.__reactRouterRouteModules");
  }
  return { sideEffects, namespaces, statements, entry };
}

/**
 * How long after `load` hydration waits at most for the first contentful paint to be reported (a
 * browser that supports paint timing but reports nothing, e.g. Firefox resisting fingerprinting).
 */
export const PAINT_WAIT_MS = 5000;

/**
 * The window property where the script says what started hydration: "paint" (the first contentful
 * paint was reported), "hidden", "no paint timing" or "timeout" (`PAINT_WAIT_MS` passed without a
 * report). Tests read it instead of timing the first script request.
 */
export const HYDRATION_START = "__hydrationStart";

/**
 * The replacement script body: same modules, same statements, after `load` and after the browser
 * has reported the first contentful paint (a `paint` entry; either may come first), so that
 * hydration's work and requests never delay the first paint (decision 001, amended 2026-11-28).
 * A page that is or becomes hidden paints nothing that will be reported and starts at once, as
 * does a browser without paint timing; `PAINT_WAIT_MS` bounds the wait.
 */
export function deferredScript({ sideEffects, namespaces, statements, entry }) {
  const json = (value) => JSON.stringify(value);
  const first = sideEffects.reduce(
    (chain, url) => `${chain}.then(() => import(${json(url)}))`,
    "Promise.resolve()",
  );
  const routes = namespaces.map(({ url }) => `import(${json(url)})`).join(", ");
  const names = namespaces.map(({ name }) => name).join(", ");
  return [
    "const hydrate = () =>",
    `  ${first}`,
    `    .then(() => Promise.all([${routes}]))`,
    `    .then(([${names}]) => {`,
    ...statements.map((s) => `      ${s.trim()}`),
    `      return import(${json(entry)});`,
    "    });",
    "let started = false;",
    `const go = (why) => started || ((started = true), (window.${HYDRATION_START} = why), hydrate());`,
    "const start = () => {",
    '  if (document.visibilityState === "hidden") return go("hidden");',
    '  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return go("no paint timing");',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length) {',
    "      observer.disconnect();",
    '      go("paint");',
    "    }",
    '  }).observe({ type: "paint", buffered: true });',
    '  document.addEventListener("visibilitychange", () => go("hidden"), { once: true });',
    `  setTimeout(() => go("timeout"), ${PAINT_WAIT_MS});`,
    "};",
    'if (document.readyState === "complete") start();',
    'else window.addEventListener("load", start, { once: true });',
  ].join("\n");
}

/**
 * Rewrites one pre-rendered page. Returns `{ html, deferred }`; `deferred` is false when the page was
 * already rewritten by an earlier run.
 */
export function deferHydration(html) {
  if (html.includes(DEFERRED_MARKER)) return { html, deferred: false };

  // React Router preloads every chunk of the page from <head>. The tags stay, switched off: the
  // router renders them again while it hydrates, and React 19 adopts a hoisted <link> that is already
  // in the document (it compares href, rel, crossorigin and title) but creates and inserts every one
  // that is missing, in the commit that ends hydration (~40 on a home page, each a request started
  // for a module already loaded). Checked, so that a change of the router's markup fails here.
  let preloads = 0;
  for (const [, attrs] of html.matchAll(PRELOAD_LINK)) {
    // Integrity or crossorigin attributes would matter to the module loader; none are expected.
    if (!/^\s*href="[^"]+"\s*$/.test(attrs)) fail(`Unexpected modulepreload attributes:${attrs}`);
    preloads += 1;
  }
  if (preloads === 0) fail('No <link rel="modulepreload"> tags found');

  // The router's script is the async module script that ends by importing the client entry.
  const scripts = [...html.matchAll(MODULE_SCRIPT)].filter(([, body]) => /\bimport\(/.test(body));
  if (scripts.length !== 1) fail(`Expected one router module script, found ${scripts.length}`);
  const [tag, body] = scripts[0];
  if (body.includes("</")) fail("The router's module script contains markup");

  const script = deferredScript(parseRouterScript(body));
  const rewritten = html
    .replace(PRELOAD_LINK, (_, attrs) => `<link rel="modulepreload"${attrs} ${PRELOAD_OFF}/>`)
    .replace(tag, () => `<script type="module" ${DEFERRED_MARKER}>\n${script}\n</script>`);
  return { html: rewritten, deferred: true };
}
