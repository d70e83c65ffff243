// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  DEFERRED_MARKER,
  HYDRATION_START,
  HydrationMarkupError,
  PAINT_WAIT_MS,
  PRELOAD_OFF,
  deferHydration,
} from "./defer-hydration.mjs";

/** The shape React Router 8.4.0 writes for a pre-rendered page (trimmed). */
function routerPage({ preloads = true, script } = {}) {
  const links = preloads
    ? '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
      '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/login-4.js"/>'
    : "";
  const body =
    script ??
    'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n' +
      'import * as route1 from "/assets/login-4.js";\n  \n' +
      '  window.__reactRouterRouteModules = {"root":route0,"routes/login":route1};\n\n' +
      'import("/assets/entry.client-2.js");';
  return (
    `<!DOCTYPE html><html lang="en"><head><title>Login</title>${links}` +
    '<link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Login</h1>' +
    "<script>window.__reactRouterContext = {};</script>" +
    `<script type="module" async="">${body}</script></body></html>`
  );
}

/**
 * Runs the rewritten script against a fake document and window, recording what happens in order:
 * `load` (unless the page has loaded), then the first paint (first-paint, then first-contentful-
 * paint), then, if `timeouts`, the timers. `import()` is syntax, so it is renamed to a recording
 * function first.
 */
async function run(
  html,
  {
    readyState = "loading",
    visibilityState = "visible",
    paintTiming = true,
    paints = true,
    timeouts = false,
  } = {},
) {
  const source = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)[1];
  const events = [];
  const listeners = {};
  const window = {
    addEventListener: (type, fn) => (listeners[type] = fn),
  };
  const document = {
    readyState,
    visibilityState,
    addEventListener: (type, fn) => (listeners[`document ${type}`] = fn),
  };
  const load = async (url) => {
    events.push(`import ${url}`);
    if (url.includes("entry.client"))
      events.push(`modules ${Object.keys(window.__reactRouterRouteModules).join(",")}`);
    return { url };
  };
  const observers = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["mark", "paint"] : ["mark"];
    constructor(callback) {
      this.callback = callback;
    }
    observe(options) {
      events.push(`observe ${options.type}${options.buffered ? " (buffered)" : ""}`);
      observers.push(this);
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
  }
  const paint = (name) => {
    events.push(name);
    const list = { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) };
    for (const observer of [...observers]) observer.callback(list, observer);
  };
  const timers = [];
  const timeout = (fn, ms) => timers.push(() => (events.push(`timeout ${ms}`), fn()));
  const settle = () => new Promise((done) => setTimeout(done, 10));
  const fn = new Function(
    "window",
    "document",
    "addEventListener",
    "load",
    "PerformanceObserver",
    "setTimeout",
    source.replaceAll("import(", "load("),
  );
  fn(window, document, window.addEventListener, load, PerformanceObserver, timeout);
  if (listeners.load) {
    events.push("load event");
    listeners.load();
  }
  await settle();
  if (paints) {
    paint("first-paint");
    paint("first-contentful-paint");
    await settle();
  }
  if (timeouts) for (const timer of timers) timer();
  await settle();
  return { events, window, listeners };
}

describe("deferHydration", () => {
  test("switches the preload tags off where they are (for React to adopt) and keeps the stylesheet", () => {
    const { html, deferred } = deferHydration(routerPage());
    expect(deferred).toBe(true);
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(4);
    expect(preloads).toContain('<link rel="modulepreload" href="/assets/root-3.js" media="not all"/>');
    for (const tag of preloads) expect(tag).toContain(PRELOAD_OFF);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain(DEFERRED_MARKER);
    expect(html).not.toMatch(/^import /m);
  });

  test("starts after load and the first contentful paint: manifest, route modules, then the entry; no preload of its own", async () => {
    const { events, window } = await run(deferHydration(routerPage()).html);
    expect(events).toEqual([
      "load event",
      "observe paint (buffered)",
      "first-paint",
      "first-contentful-paint",
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/login-4.js",
      "import /assets/entry.client-2.js",
      "modules root,routes/login",
    ]);
    expect(window[HYDRATION_START], "what started it").toBe("paint");
    expect(window.__reactRouterRouteModules.root).toEqual({ url: "/assets/root-3.js" });
    expect(window.__reactRouterRouteModules["routes/login"]).toEqual({ url: "/assets/login-4.js" });
  });

  test("waits for the first contentful paint when the page has already loaded", async () => {
    const { events } = await run(deferHydration(routerPage()).html, { readyState: "complete" });
    expect(events.slice(0, 4)).toEqual([
      "observe paint (buffered)",
      "first-paint",
      "first-contentful-paint",
      "import /assets/manifest-1.js",
    ]);
    expect(events).toContain("import /assets/entry.client-2.js");
  });

  test("starts at load on a hidden page and in a browser without paint timing", async () => {
    for (const [options, why] of [
      [{ visibilityState: "hidden" }, "hidden"],
      [{ paintTiming: false }, "no paint timing"],
    ]) {
      const { events, window } = await run(deferHydration(routerPage()).html, options);
      expect(events.slice(0, 2)).toEqual(["load event", "import /assets/manifest-1.js"]);
      expect(window[HYDRATION_START]).toBe(why);
      expect(events).toContain("import /assets/entry.client-2.js");
    }
  });

  test("starts when the page is hidden before it paints, or when no paint is reported in time", async () => {
    const hidden = await run(deferHydration(routerPage()).html, { paints: false });
    expect(hidden.events).not.toContain("import /assets/manifest-1.js");
    hidden.listeners["document visibilitychange"]();
    await new Promise((done) => setTimeout(done, 10));
    expect(hidden.events).toContain("import /assets/entry.client-2.js");

    expect(hidden.window[HYDRATION_START]).toBe("hidden");

    const { events, window } = await run(deferHydration(routerPage()).html, {
      paints: false,
      timeouts: true,
    });
    expect(window[HYDRATION_START]).toBe("timeout");
    expect(events).toContain(`timeout ${PAINT_WAIT_MS}`);
    expect(events.slice(events.indexOf(`timeout ${PAINT_WAIT_MS}`) + 1)[0]).toBe(
      "import /assets/manifest-1.js",
    );
  });

  test("starts once, whichever signal comes first", async () => {
    const { events } = await run(deferHydration(routerPage()).html, { timeouts: true });
    expect(events.filter((event) => event === "import /assets/manifest-1.js")).toHaveLength(1);
    expect(events.filter((event) => event === "import /assets/entry.client-2.js")).toHaveLength(1);
  });

  test("keeps split route chunks merged as the router wrote them", async () => {
    const script =
      'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n' +
      'import * as route1_clientLoader from "/assets/login-loader-5.js";\n' +
      'import * as route1_main from "/assets/login-4.js";\n' +
      "const route1 = {...route1_clientLoader,...route1_main};\n" +
      '  window.__reactRouterRouteModules = {"root":route0,"routes/login":route1};\n\n' +
      'import("/assets/entry.client-2.js");';
    const { window } = await run(deferHydration(routerPage({ script })).html);
    expect(window.__reactRouterRouteModules["routes/login"]).toEqual({ url: "/assets/login-4.js" });
  });

  test("leaves an already rewritten page alone", () => {
    const once = deferHydration(routerPage()).html;
    expect(deferHydration(once)).toEqual({ html: once, deferred: false });
  });

  test("fails loudly when the router's markup is not the expected one", () => {
    expect(() => deferHydration(routerPage({ preloads: false }))).toThrow(HydrationMarkupError);
    expect(() =>
      deferHydration(
        routerPage({
          script: 'window.__reactRouterRouteModules = {};\nimport("/assets/entry.client-2.js");',
        }),
      ),
    ).toThrow(/route module imports/);
    expect(() =>
      deferHydration(
        routerPage({ script: 'import * as route0 from "/assets/root-3.js";\nimport("/e.js");' }),
      ),
    ).toThrow(/__reactRouterRouteModules/);
    expect(() =>
      deferHydration(
        routerPage({
          script:
            'import * as route0 from "/r.js";\nwindow.__reactRouterRouteModules = {root: route0};\nimport(x);',
        }),
      ),
    ).toThrow(HydrationMarkupError);
    expect(() => deferHydration(routerPage().replace('type="module" async=""', 'type="module"'))).toThrow(
      /Expected one router module script, found 0/,
    );
  });
});
