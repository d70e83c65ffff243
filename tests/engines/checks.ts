/**
 * What the engine suites check, written once against the `Engine` interface and run in every
 * engine (tests/engines/suite.ts): every page, and the behaviours a visitor relies on. Expected
 * values come from the content modules, the build output or the page itself, never copied.
 *
 * Functions passed to `evaluate` run in the browser: they are sent as text and may use only their
 * arguments and the page's globals.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { behavioursStarted } from "../../scripts/lib/browser.mjs";
import { clientDir, htmlFiles, prerenderedRoutes, routeOf, titleOf } from "../../scripts/lib/pages.mjs";
import type { Engine, Key, PageError } from "./engine";
import type { OffHostRequest, ScriptMode, Site } from "./site";

export const WIDTHS = [375, 1280] as const;
export const HEIGHT = 800;
/** An unknown path: answered 404 with the 404 page. */
export const UNKNOWN_PATH = "/engines/no-such-page";

const root = clientDir();
/** Every pre-rendered page, read from the build (like the Chromium tests and the audit). */
export const routes: string[] = prerenderedRoutes(root);
/** The title of each pre-rendered page, as the build wrote it. */
export const titles = new Map<string, string>(
  htmlFiles(root).map((file: string) => {
    return [routeOf(file), titleOf(readFileSync(join(root, file), "utf8"))];
  }),
);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One check's view of the engine: navigation that keeps every document's errors, and waiting. */
export class Check {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly expectedHosts: RegExp[] = [];
  private readonly offHostBefore: number;
  private marks = 0;
  private navigated = false;
  /** Inside `withScriptsWithheld`: visits and reloads withhold the app's scripts and wait for `load` only. */
  private withheld = false;

  constructor(
    readonly engine: Engine,
    readonly site: Site,
    /** Where screenshots go. */
    readonly shots: string,
  ) {
    this.offHostBefore = site.offHost.length;
  }

  /** Keeps the current document's errors before it is left (the first one is the previous check's). */
  private async keepErrors() {
    if (!this.navigated) return;
    for (const error of await this.engine.errors().catch(() => [] as PageError[]))
      this.seen.push(`${error.kind} error: ${error.text}`);
  }

  /** Opens a site path and waits for its behaviours to start; returns the status it was served with. */
  async visit(route: string): Promise<number | undefined> {
    await this.keepErrors();
    const url = this.site.url(route);
    this.navigated = true;
    await this.engine.goto(url);
    if (!this.withheld) await this.behavioursStarted();
    return this.site.documentStatus(new URL(url).pathname);
  }

  /**
   * Opens a site path as a visitor meets it before its modules arrive ("withheld": the app's scripts never
   * arrive) or without JavaScript ("off"), see `ScriptMode`; resolves after `load`. The pages that
   * follow are served the same way until `scripts("run")`.
   */
  async visitWithout(route: string, scripts: Exclude<ScriptMode, "run">): Promise<void> {
    await this.keepErrors();
    this.navigated = true;
    this.site.scripts = scripts;
    await this.engine.goto(this.site.url(route));
  }

  /** How the front serves the pages' scripts from now on (see `visitWithout`). */
  scripts(mode: ScriptMode) {
    this.site.scripts = mode;
  }

  async reload(): Promise<void> {
    await this.keepErrors();
    await this.engine.reload();
    if (!this.withheld) await this.behavioursStarted();
  }

  /**
   * Runs `body` as a visitor meets the pages before their modules arrive (issue 28): every page it
   * visits or reloads is served with the app's scripts withheld (`visitWithout`), and on the last one
   * no behaviour module may have started at the end. The pages after it get their scripts again.
   */
  async withScriptsWithheld(body: () => Promise<void>): Promise<void> {
    this.withheld = true;
    this.site.scripts = "withheld";
    try {
      await body();
      if (await this.engine.evaluate(behavioursStarted))
        throw new Error(`${this.engine.name}: the behaviours started with their scripts withheld`);
    } finally {
      this.withheld = false;
      this.site.scripts = "run";
    }
  }

  /** Resolves once the page's behaviour modules have started (decision 030). */
  async behavioursStarted(timeout = 15_000) {
    await this.until("the behaviours started", behavioursStarted, [], (done) => done, timeout);
  }

  /** Polls `read(...args)` in the page until `ok` accepts its value; fails with the last value seen. */
  async until<T, A extends unknown[]>(
    what: string,
    read: (...args: A) => T,
    args: A,
    ok: (value: Awaited<T>) => boolean,
    timeout = 10_000,
  ): Promise<Awaited<T>> {
    const stop = Date.now() + timeout;
    for (;;) {
      const value = await this.engine.evaluate(read, ...args);
      if (ok(value)) return value;
      if (Date.now() > stop)
        throw new Error(
          `${this.engine.name}: timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`,
        );
      await sleep(100);
    }
  }

  /** Polls until `read(...args)` returns a value deeply equal to `expected`. */
  async expect<T, A extends unknown[]>(what: string, read: (...args: A) => T, args: A, expected: Awaited<T>) {
    await this.until(`${what} (${JSON.stringify(expected)})`, read, args, (value) =>
      isDeepStrictEqual(value, expected),
    );
  }

  /**
   * Tags the element that `find(...args)` returns in the page and returns a selector for it, so an
   * element found by its text or position can be clicked like any other.
   */
  async mark<A extends unknown[]>(
    find: (...args: A) => Element | null | undefined,
    ...args: A
  ): Promise<string> {
    const id = `m${++this.marks}`;
    // Composed here, in Node: the page's policy forbids building functions from text there.
    const tag = new Function(
      "mark",
      "...args",
      `const element = (${String(find)})(...args);\n` +
        `if (element) element.setAttribute("data-engine-mark", mark);\n` +
        `return Boolean(element);`,
    ) as (mark: string, ...rest: A) => boolean;
    if (!(await this.engine.evaluate(tag, id, ...args)))
      throw new Error(
        `${this.engine.name}: no element for ${String(find).replace(/\s+/g, " ").slice(0, 160)}`,
      );
    return `[data-engine-mark="${id}"]`;
  }

  async click(selector: string) {
    await this.engine.click(selector);
  }

  /**
   * Clicks a link to another document and waits until `pathname` is shown and its behaviours have
   * started; the errors of the document left are kept first.
   */
  async follow(selector: string, pathname: string) {
    await this.keepErrors();
    await this.engine.click(selector);
    await this.shown(pathname);
  }

  /**
   * The browser's Back button; resolves once `pathname` is shown (restored from the back/forward
   * cache or loaded again) with its behaviours started.
   */
  async back(pathname: string) {
    await this.keepErrors();
    await this.engine.back();
    await this.shown(pathname);
  }

  /** Waits until the tab shows a document at `pathname`, with its behaviours started. */
  private async shown(pathname: string, timeout = 30_000) {
    // While the documents change over, a script may find no document to run in: polled again.
    const stop = Date.now() + timeout;
    for (;;) {
      const seen = await this.engine.evaluate(() => location.pathname).catch((error: Error) => error);
      if (seen === pathname) break;
      if (Date.now() > stop)
        throw new Error(`${this.engine.name}: timed out waiting for ${pathname}; last seen: ${String(seen)}`);
      await sleep(100);
    }
    await this.behavioursStarted();
  }

  /** Moves the mouse over an element (its centre, as a click would land). */
  async hover(selector: string) {
    await this.engine.hover(selector);
  }

  async press(...keys: Key[]) {
    for (const key of keys) await this.engine.press(key);
  }

  /** Focuses an element without clicking it. */
  async focus(selector: string) {
    await this.engine.evaluate((s) => document.querySelector<HTMLElement>(s)!.focus(), selector);
  }

  /** Waits (up to `limit` ms) until no finite animation or transition is running in the page. */
  async settled(limit = 3_000) {
    await this.engine.evaluate(async (max: number) => {
      const moving = () =>
        document
          .getAnimations()
          .some((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime));
      for (let waited = 0; moving() && waited < max; waited += 50)
        await new Promise((next) => setTimeout(next, 50));
    }, limit);
  }

  /** A PNG of the viewport once it is at rest, named after the engine. */
  async screenshot(name: string) {
    await this.settled();
    await this.engine.screenshot(join(this.shots, `${this.engine.name}-${name}.png`));
  }

  /** Excuses errors matching `pattern` (a check that provokes one on purpose). */
  allowErrors(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  /** Excuses a refused off-host request to a host the check makes the page ask for on purpose. */
  expectOffHost(pattern: RegExp) {
    this.expectedHosts.push(pattern);
  }

  /** Waits until the guard has refused a request matching `pattern` (proof that it is in force). */
  async offHostRefused(pattern: RegExp, timeout = 10_000) {
    const stop = Date.now() + timeout;
    while (!this.offHost().some(({ target }) => pattern.test(target))) {
      if (Date.now() > stop)
        throw new Error(`${this.engine.name}: the guard never saw a request to ${pattern}`);
      await sleep(100);
    }
  }

  /** The requests the guard refused since this check began. */
  offHost(): OffHostRequest[] {
    return this.site.offHost.slice(this.offHostBefore);
  }

  /** Everything that went wrong in any document of this check, and every unexpected off-host request. */
  async problems(): Promise<string[]> {
    await this.keepErrors();
    return [
      ...this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text))),
      ...this.offHost()
        .filter(({ target }) => !this.expectedHosts.some((pattern) => pattern.test(target)))
        .map(({ method, target }) => `off-host request: ${method} ${target}`),
    ];
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Every page                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Pages of which a screenshot is kept at every width (to look at, not compared). */
export const SCREENSHOT_ROUTES = ["/", "/portfolio"];

/** The scripts the build wrote: the behaviours' entry and its modules (decision 030). */
const builtScripts = new Set(readdirSync(join(root, "assets")).filter((name) => name.endsWith(".js")));

/**
 * No framework runs in the page (decision 030): no global of React Router's runtime, no React key on
 * any element, and every script the page loaded is one the build wrote (no React Router client build
 * is left in it, scripts/postbuild.mjs).
 */
async function noFramework(check: Check): Promise<string[]> {
  const seen = await check.engine.evaluate(() => ({
    globals: ["__reactRouterContext", "__reactRouterRouteModules", "__reactRouterManifest"].filter(
      (name) => name in window,
    ),
    keys: [...document.querySelectorAll("body, body *")].some((element) =>
      Object.keys(element).some((key) => key.startsWith("__react")),
    ),
    scripts: performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  }));
  const problems = seen.globals.map((name) => `the framework's global ${name}`);
  if (seen.keys) problems.push("elements carry React's keys: the page hydrated");
  for (const path of seen.scripts)
    if (!/\/assets\/[^/]+$/.test(path) || !builtScripts.has(path.split("/").pop()!))
      problems.push(`a script the build did not write: ${path}`);
  return problems;
}

/**
 * One page, loaded fresh at `widths[0]` and then resized to each other width: the status it is
 * served with, no framework, the site's font in use, no error of any kind, and at every width no
 * sideways scrolling (with the elements that stick out, if any).
 */
export async function checkPage(check: Check, route: string, widths: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  const expected = route === UNKNOWN_PATH ? 404 : 200;
  let status: number | undefined;
  try {
    await check.engine.resize(widths[0]!, HEIGHT);
    status = await check.visit(route);
  } catch (error) {
    return [(error as Error).message];
  }
  if (status !== expected) problems.push(`served with status ${status}, expected ${expected}`);
  problems.push(...(await noFramework(check)));

  const measure = () =>
    check.engine.evaluate(async () => {
      await document.fonts.ready;
      const fonts = [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family);
      const { scrollWidth, clientWidth } = document.documentElement;
      // The innermost elements that reach past the right edge, outside any box that clips them.
      const outside: string[] = [];
      const walk = (element: Element): boolean => {
        let inner = false;
        const style = getComputedStyle(element);
        const clips = element !== document.body && !["visible", ""].includes(style.overflowX);
        if (!clips) for (const child of element.children) inner = walk(child) || inner;
        const box = element.getBoundingClientRect();
        const out = box.width > 1 && box.right > clientWidth + 0.5 && style.position !== "fixed";
        if (out && !inner) {
          const id = element.id ? `#${element.id}` : "";
          const classes = [...element.classList]
            .slice(0, 3)
            .map((c) => `.${c}`)
            .join("");
          outside.push(
            `${element.localName}${id}${classes} (${Math.round(box.left)}…${Math.round(box.right)})`,
          );
        }
        return out || inner;
      };
      if (scrollWidth > clientWidth) walk(document.body);
      return { fonts, scrollWidth, clientWidth, outside: outside.slice(0, 4) };
    });
  for (const [i, width] of widths.entries()) {
    if (i > 0) await check.engine.resize(width, HEIGHT);
    let geometry = await measure();
    if (i === 0 && !geometry.fonts.some((family) => /inter/i.test(family)))
      problems.push(`the site's font is not in use (loaded: ${geometry.fonts.join(", ") || "none"})`);
    if (geometry.scrollWidth > geometry.clientWidth) {
      // Give entrance animations and late layout (carousels, fonts) a moment, then measure again.
      await check.settled();
      geometry = await measure();
    }
    if (geometry.scrollWidth > geometry.clientWidth) {
      problems.push(
        `scrolls sideways at ${width} px: scrollWidth ${geometry.scrollWidth} > clientWidth ${geometry.clientWidth}` +
          (geometry.outside.length ? `; sticking out: ${geometry.outside.join(", ")}` : ""),
      );
    }
    if (SCREENSHOT_ROUTES.includes(route))
      await check.screenshot(`${route === "/" ? "home" : route.slice(1).replace(/\W+/g, "-")}-${width}`);
  }
  problems.push(...(await check.problems()));
  return problems;
}
