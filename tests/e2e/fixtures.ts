/**
 * The `test` every browser spec uses. For every test it
 *   (a) records any request for another host that the test did not answer itself (see
 *       `mockThirdParty`); none leaves this machine, as the browser's proxy refuses them
 *       (`offline` in scripts/chromium.mjs);
 *   (b) records console errors and uncaught page errors, and every Content-Security-Policy violation
 *       (Chromium logs each one as a console error; the `securitypolicyviolation` event is logged
 *       too, from every frame, so a violation cannot go unnoticed);
 *   (c) records every class list the site's own documents show while the test runs (in the HTML,
 *       added by React, changed by a visitor's state: a menu open, a tab chosen, a field invalid),
 *       and reports two classes that set one property on one element: `npm run validate` checks
 *       the pre-rendered HTML only (decision 022);
 * and fails the test if anything was recorded. A test that expects an error says so with
 * `guard.allowErrors(/pattern/)`.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
  type Route,
} from "@playwright/test";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { REFUSED_BY_PROXY } from "../../scripts/chromium.mjs";
import {
  behavioursStarted,
  isExpected404Message,
  isLocalUrl,
  waitForBehaviours,
} from "../../scripts/lib/browser.mjs";
import { classConflicts, describeConflict } from "../../scripts/lib/class-conflicts.mjs";
import { basePath } from "../../scripts/lib/pages.mjs";

export { expect, waitForBehaviours };

/** A site path ("/login") as a URL under BASE_PATH, relative to the server's origin. */
export function url(route: string): string {
  return basePath() + route.replace(/^\//, "");
}

export type Guard = {
  /** Console errors and page errors recorded so far. */
  readonly errors: string[];
  /** The Content-Security-Policy violations among `errors` (decision 010). */
  readonly cspViolations: string[];
  /** Requests for other hosts that the test did not answer (the proxy refused them). */
  readonly blocked: string[];
  /** Excuses errors matching `pattern` (for a test that provokes one on purpose). */
  allowErrors(pattern: RegExp): void;
};

type Fulfil = {
  status?: number;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

/** The requests for other hosts that a test answered itself (`mockThirdParty`). */
const answeredByTest = new WeakSet<Request>();

/**
 * Answers requests to a third-party URL (email API, comments, video, map) with a fake response
 * instead of letting them be blocked. Returns the list of intercepted requests, so the test can
 * assert what was sent.
 */
export async function mockThirdParty(
  target: Page | BrowserContext,
  pattern: string | RegExp | ((url: URL) => boolean),
  response: Fulfil | ((route: Route) => Promise<void>) = {},
): Promise<Request[]> {
  const calls: Request[] = [];
  await target.route(pattern, async (route) => {
    answeredByTest.add(route.request());
    calls.push(route.request());
    if (typeof response === "function") await response(route);
    else await route.fulfill({ status: 200, body: "", ...response });
  });
  return calls;
}

/**
 * The requests among `requests` (collected from the page's events) that the page has made so far,
 * taken after a round trip to the page: its events reach the test in order, so whatever it asked for
 * before this call is among them. Called just before a click, "nothing is requested until the
 * visitor asks" is checked by event order. (It once compared the browser's start time of each
 * request with the test's clock; the two clocks differ by milliseconds, and a request the click
 * started was once dated before it.)
 */
export async function requestsSoFar(page: Page, requests: Request[]): Promise<string[]> {
  await page.evaluate(() => undefined);
  return requests.map((request) => `${request.method()} ${request.url()}`);
}

/** The conflicts of each class list met so far in this worker (a page repeats most of them). */
const conflictsOf = new Map<string, string[]>();

function describedConflicts(classList: string): string[] {
  let found = conflictsOf.get(classList);
  if (!found) {
    found = classConflicts(classList).map((conflict) => describeConflict(conflict, classList));
    conflictsOf.set(classList, found);
  }
  return found;
}

export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ context }, use) => {
      const consoleErrors: { text: string; url: string }[] = [];
      const pageErrors: string[] = [];
      const offHost: Request[] = [];
      const documents404 = new Set<string>();
      const allowed: RegExp[] = [];

      // Noted as asked for; the proxy refuses it unless the test's own route answers it first.
      context.on("request", (request) => {
        if (!isLocalUrl(request.url())) offHost.push(request);
      });
      const blocked = () =>
        offHost
          .filter((request) => !answeredByTest.has(request))
          .map((request) => `${request.method()} ${request.url()}`);
      // Runs in every frame before its own scripts; init scripts are not subject to the page's policy.
      await context.addInitScript(() => {
        document.addEventListener(
          "securitypolicyviolation",
          (event) =>
            console.error(
              `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || "(inline)"} ` +
                `in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
            ),
          true,
        );
      });
      // (c) Each top-level document sends the class lists it has not sent before, the ones of its
      // HTML included (the observer starts before the parser), in one call per batch of changes.
      const classLists = new Map<string, string>();
      await context.exposeBinding("__guardClassLists", ({ frame }, lists: string[]) => {
        for (const list of lists) if (!classLists.has(list)) classLists.set(list, frame.url());
      });
      await context.addInitScript(() => {
        if (window !== window.top || !/^https?:$/.test(location.protocol)) return;
        const send = (window as unknown as { __guardClassLists: (lists: string[]) => void })
          .__guardClassLists;
        const seen = new Set<string>();
        let batch: string[] = [];
        const note = (element: Element) => {
          const list = element.getAttribute("class")?.trim();
          if (list && !seen.has(list)) {
            seen.add(list);
            batch.push(list);
          }
        };
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === "attributes") note(record.target as Element);
            for (const node of record.addedNodes)
              if (node instanceof Element) {
                note(node);
                node.querySelectorAll("[class]").forEach(note);
              }
          }
          if (batch.length === 0) return;
          void send(batch);
          batch = [];
        }).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["class"],
        });
      });
      context.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          documents404.add(response.url());
      });
      context.on("console", (message) => {
        if (message.type() === "error")
          consoleErrors.push({ text: message.text(), url: message.location().url });
      });
      context.on("weberror", (error) => pageErrors.push(`page error: ${error.error().message}`));

      const errors = (): string[] => [
        ...consoleErrors
          .filter(({ text, url: where }) => !isExpected404Message(text, { url: where }, documents404))
          // A refused third-party request is reported once, as blocked, not again as a console error.
          .filter(({ text }) => !text.includes(REFUSED_BY_PROXY))
          .map(({ text, url: where }) => `console error: ${text}${where ? ` (${where})` : ""}`),
        ...pageErrors,
      ];

      await use({
        get errors() {
          return errors();
        },
        get cspViolations() {
          return errors().filter((e) => /Content Security Policy|CSP violation/.test(e));
        },
        get blocked() {
          return blocked();
        },
        allowErrors: (pattern) => void allowed.push(pattern),
      });

      const unexpected = errors().filter((e) => !allowed.some((pattern) => pattern.test(e)));
      expect(unexpected, "console errors and page errors").toEqual([]);
      expect(blocked(), "requests to other hosts (intercept them with mockThirdParty)").toEqual([]);
      const conflicts = [...classLists].flatMap(([list, where]) =>
        describedConflicts(list).map((conflict) => `${where}: ${conflict}`),
      );
      expect(conflicts, "two classes that set one property on one element (decision 022)").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a site path as a fresh visit, waits for its behaviour modules to start (decision 030), returns
 * the document response. A `goto`
 * to the URL the page already shows would be a reload to Chromium, which restores the scroll
 * position (and so draws the page from there, without the first-screen drawing of decision 023):
 * such a page is left for a blank one first. A test that means a reload says `page.reload()`.
 */
export async function visit(page: Page, route: string) {
  const shown = new URL(page.url());
  if (shown.pathname + shown.search === url(route)) await page.goto("about:blank");
  const response = await page.goto(url(route));
  await waitForBehaviours(page);
  return response;
}

/**
 * A page's layout shifts, each described with what moved and when, split at the `load` event;
 * with a `within` selector, the shifts from `load` on that move nothing inside it are in `outside`.
 */
export type LayoutShifts = { beforeLoad: string[]; fromLoad: string[]; outside: string[] };

/**
 * Every layout shift of the current document so far (the buffered entries), split at `load`.
 * What a test's page does after it has loaded shows in `fromLoad`. A shift in `beforeLoad` belongs to the engine's first paint: Chromium reports a rare
 * one of a few pixels under heavy CPU load with no change to the DOM (docs/performance.md); tests
 * report those with `annotateFirstPaintShifts` and assert on what they are about.
 */
export function layoutShifts(page: Page, { within }: { within?: string } = {}): Promise<LayoutShifts> {
  return page.evaluate(
    (scope) =>
      new Promise<LayoutShifts>((resolve) => {
        const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const split: LayoutShifts = { beforeLoad: [], fromLoad: [], outside: [] };
        const scoped = scope ? document.querySelector(scope) : null;
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            const sources = entry.sources.map((s) => {
              const node =
                s.node instanceof Element
                  ? `${s.node.localName}.${s.node.className}`
                  : String(s.node?.nodeName);
              const { x, y, width, height } = s.previousRect;
              const to = s.currentRect;
              return `${node} (${x},${y} ${width}×${height} → ${to.x},${to.y} ${to.width}×${to.height})`;
            });
            const text = `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (load at ${Math.round(load.loadEventStart)} ms): ${sources.join(", ")}`;
            const inScope = !scoped || entry.sources.some((s) => s.node && scoped.contains(s.node));
            (load.loadEventStart && entry.startTime >= load.loadEventStart
              ? inScope
                ? split.fromLoad
                : split.outside
              : split.beforeLoad
            ).push(text);
          }
        };
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // The buffered entries are in the observer's queue at once; two frames for anything drawn now.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            record(observer.takeRecords());
            observer.disconnect();
            resolve(split);
          }),
        );
      }),
    within,
  );
}

/** Reports first-paint shifts (see `layoutShifts`) on the test, labelled with `where`. */
export function annotateFirstPaintShifts(
  info: { annotations: { type: string; description?: string }[] },
  where: string,
  shifts: LayoutShifts,
) {
  for (const shift of shifts.beforeLoad)
    info.annotations.push({ type: "first-paint shift", description: `${where}: ${shift}` });
  for (const shift of shifts.outside)
    info.annotations.push({
      type: "shift outside what the test is about",
      description: `${where}: ${shift}`,
    });
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A raw node:http request, so the path reaches the server exactly as written (no URL clean-up) and
 * the body exactly as sent (not decompressed).
 */
export function raw(
  origin: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * What the browser gets for each of the app's script files while they are withheld: a module that
 * never finishes (a network too slow to deliver it). Nothing fails and no behaviour module starts; the
 * page's inline scripts (theme, first screen, early controls) run as they do for a visitor whose
 * modules have not arrived yet.
 */
const NEVER_FINISHES = "await new Promise(() => {});\n";

/** One of the app's script files (`/assets/*.js` of the site). */
const isAppScript = (target: URL) => isLocalUrl(target.href) && /\/assets\/[^/]+\.js$/.test(target.pathname);

/**
 * Withholds the app's script files (`/assets/*.js`) from `page` for the rest of the test, so the page
 * stays as it is before its behaviour modules start (issue 28). Returns the script URLs the page asked for.
 */
export async function withholdAppScripts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(isAppScript, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/javascript", body: NEVER_FINISHES });
  });
  return asked;
}

/**
 * Holds the app's script files back until the returned `release()`: the page is used before its
 * modules start, which then start on what the visitor did (issue 28).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(isAppScript, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a site path with the app's scripts withheld and waits for `load` (no module starts). */
export async function visitWithScriptsWithheld(page: Page, route: string) {
  await withholdAppScripts(page);
  const response = await page.goto(url(route), { waitUntil: "load" });
  return response;
}

/** Whether the page's behaviour modules have started (decision 030). */
export function behavioursReady(page: Page): Promise<boolean> {
  return page.evaluate(behavioursStarted);
}
