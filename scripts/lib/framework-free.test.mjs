// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  describeFinding,
  frameworkFreePlugin,
  isBuildTimeOnly,
  pageFramework,
  pageScriptTags,
} from "./framework-free.mjs";

describe("no framework in the browser", () => {
  it("knows the packages that run at build time only, and the behaviours' build refuses them", () => {
    for (const name of [
      "react",
      "react-dom/client",
      "react/jsx-runtime",
      "react-router",
      "lucide-react",
      "@react-router/dev/vite",
      "scheduler",
    ])
      expect(isBuildTimeOnly(name), name).toBe(true);
    for (const name of ["react-day", "embla-carousel", "photoswipe", "~/lib/motion", "./react"])
      expect(isBuildTimeOnly(name), name).toBe(false);
    const plugin = frameworkFreePlugin();
    const context = {
      error: (message) => {
        throw new Error(message);
      },
    };
    expect(plugin.resolveId.call(context, "embla-carousel", "/x/app/behaviours/carousel.ts")).toBeNull();
    expect(() => plugin.resolveId.call(context, "react", `${process.cwd()}/app/lib/motion.ts`)).toThrow(
      /^app\/lib\/motion\.ts imports "react", which runs at build time only/,
    );
  });

  // Today's page: two inline scripts and the behaviours' entry, which imports a chunk at once and
  // a module on demand; a JSON-LD block, a noscript and a stylesheet are no scripts.
  const page = [
    "<head><script>document.documentElement.dataset.js = ''</script>",
    '<script type="application/ld+json">{"name":"react-dom"}</script>',
    '<link rel="stylesheet" href="/assets/site.css"/>',
    '<script type="module" src="/assets/behaviours-1.js"></script></head>',
    '<body><noscript><script src="/assets/never.js"></script></noscript><p>Built with React</p></body>',
  ].join("");
  const files = {
    "/assets/behaviours-1.js": 'import{a}from"./dom-2.js";const l=()=>import("./carousel-3.js");',
    "/assets/dom-2.js": "export const a=1;",
    "/assets/carousel-3.js": 'import"./dom-2.js";const e=()=>import("./embla-4.js");',
    "/assets/embla-4.js": "export default 1;",
  };
  const read = (url) => files[url] ?? null;

  it("finds the scripts a page runs and every file it can load", () => {
    const { inline, urls } = pageScriptTags(page);
    expect(inline.map((s) => s.text)).toEqual(["document.documentElement.dataset.js = ''"]);
    expect(urls).toEqual(["/assets/behaviours-1.js"]);
    expect(pageFramework(page, read)).toEqual({
      findings: [],
      files: ["/assets/behaviours-1.js", "/assets/dom-2.js", "/assets/carousel-3.js", "/assets/embla-4.js"],
    });
  });

  it("fails a page that hydrates: the router's inline scripts, its preloads and React's chunks", () => {
    // What React Router 8 wrote before issue 40, cut down: the context, a preload switched off and the
    // deferred hydration script importing the manifest and the client entry.
    const hydrating = [
      '<head><link rel="modulepreload" href="/assets/react-dom-AAAA.js" media="not all"/>',
      "<script>window.__reactRouterContext = {};</script>",
      '<script type="module" data-hydrate="after-load">',
      'const go = () => import("/assets/manifest-1.js").then(() => import("/assets/entry.client-2.js"));</script>',
      "</head><body></body>",
    ].join("");
    const built = {
      "/assets/manifest-1.js": "window.__reactRouterManifest={};",
      "/assets/entry.client-2.js": 'import{h}from"./react-3.js";h();',
      "/assets/react-3.js": 'const e=Symbol.for("react.transitional.element");',
    };
    const { findings } = pageFramework(hydrating, (url) => built[url] ?? null);
    expect(findings.map((f) => [f.source, f.marker.text])).toEqual([
      ["inline script", "__reactRouter"],
      ["inline script", "entry.client"],
      ["/assets/react-dom-AAAA.js", "react-dom"],
      ["/assets/manifest-1.js", "__reactRouter"],
      ["/assets/entry.client-2.js", "entry.client"],
      ["/assets/react-3.js", "react.transitional.element"],
    ]);
    expect(findings[0].index).toBe(hydrating.indexOf("<script>"));
    expect(describeFinding(findings[2])).toBe(
      '/assets/react-dom-AAAA.js holds React DOM ("react-dom"): no page may run React, React DOM or React Router (decision 030)',
    );
  });

  it("fails a behaviour module that bundled React", () => {
    const bundled = { ...files, "/assets/embla-4.js": 'throw Error("https://react.dev/errors/418")' };
    const { findings } = pageFramework(page, (url) => bundled[url] ?? null);
    expect(findings.map((f) => f.source)).toEqual(["/assets/embla-4.js"]);
  });
});
