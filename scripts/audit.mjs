/**
 * `npm run audit`: every pre-rendered page (found in BUILD_DIR) and an unknown path, in the light
 * and the dark theme, in Debian Chromium against scripts/serve.mjs. Each page is loaded once, with
 * the light theme stored, checked, then switched to dark by its own theme switch (the theme is only
 * a class on <html>: app/lib/theme.ts) and checked by axe again. Fails (exit 1) on:
 *   - any axe-core violation of WCAG 2.0/2.1/2.2 A and AA or of axe's best practices;
 *   - any console error or uncaught page error;
 *   - any failed same-origin request (the deliberate 404 document excepted);
 *   - any request to another host during load (after it, the audit's scrolling may start on-demand
 *     embeds such as the comments: those requests are refused by the browser's proxy, not reported);
 *   - any link whose whole text says nothing out of context ("Read More", "here");
 *   - any page whose document is not `lang="en"`, whose title once hydrated is not the one written in
 *     its pre-rendered HTML, or that holds other than one h1, in that HTML and once hydrated;
 *   - any use of the browser's `Intl` (`Intl.*`, `localeCompare`, `toLocaleString`): its first use
 *     starts the ICU library, 30–110 ms of main thread on this machine, four times that on a phone
 *     (app/lib/price-pattern.ts shows how prices are written without it);
 *   - any broken internal link or image: every href (a, link), src/srcset (img, source, script) and
 *     the canonical/Open Graph URLs must answer 200; #fragments must name an element on the target.
 * `npm run audit -- /route …` checks only the routes given (and the unknown path).
 * Writes reports/audit.json and prints one summary line.
 */
/* global window, document -- functions passed to page.evaluate() run in the browser */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import axe from "axe-core";
import { chromium } from "playwright-core";
import { launchOptions, REFUSED_BY_PROXY } from "./chromium.mjs";
import {
  carouselsAtRest,
  isExpected404Message,
  isLocalUrl,
  storeTheme,
  untilAtRest,
  waitForHydration,
} from "./lib/browser.mjs";
import {
  basePath,
  buildDir,
  clientDir,
  htmlFiles,
  notFoundDocument,
  prerenderedRoutes,
  routeOf,
  titleOf,
} from "./lib/pages.mjs";
import { createRequestHandler } from "./serve.mjs";

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (landmarks, heading order, …). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const THEMES = ["light", "dark"];
const PARALLEL = 2;
const UNKNOWN_PATH = "/audit/no-such-page";
const AXE_PATH = "/__audit__/axe.js";

const started = Date.now();
const root = clientDir();
const base = basePath();
const all = prerenderedRoutes(root);
const routes = process.argv.length > 2 ? process.argv.slice(2) : all;
if (all.length === 0) {
  console.error(`audit: no pre-rendered pages in ${root}; run npm run build first.`);
  process.exit(1);
}
const unknownRoutes = routes.filter((route) => !all.includes(route));
if (unknownRoutes.length > 0) {
  console.error(`audit: not pre-rendered: ${unknownRoutes.join(", ")}`);
  process.exit(1);
}

/** Each page's pre-rendered HTML by route, the unknown path's being the 404 document. */
const documents = new Map(
  htmlFiles(root)
    .filter((file) => all.includes(routeOf(file)))
    .map((file) => [routeOf(file), readFileSync(join(root, file), "utf8")]),
);
documents.set(UNKNOWN_PATH, readFileSync(join(root, notFoundDocument), "utf8"));

/** Everything that went wrong, one entry per problem. */
const problems = [];
const report = (kind, where, detail) => problems.push({ kind, where, detail });

/** Per visited path: the ids on the page (for fragment checks) and the references it makes. */
const visited = new Map();
/** How long each visit took, for tuning. */
const timings = [];
const siteOrigins = new Set();

/**
 * Waits for the page to settle: lazy images loaded, reveals in place, carousels paused and still,
 * finite animations finished.
 */
async function settle(page) {
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((done) => setTimeout(done, ms));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await pause(40);
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await pause(100);
    // Lazy images outside the viewport's width (e.g. in a carousel's hidden slides) never load.
    const pending = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return !img.complete && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
    });
    const loaded = (img) =>
      new Promise((done) => {
        img.addEventListener("load", done, { once: true });
        img.addEventListener("error", done, { once: true });
      });
    await Promise.race([Promise.all(pending.map(loaded)), pause(5000)]);
    // Instant: the site scrolls smoothly (scroll-behavior in app.css), and axe measuring while the
    // page glides up finds the sticky header over whatever passes under it.
    window.scrollTo({ top: 0, behavior: "instant" });
    // Contrast is only meaningful at rest. A reveal (marked data-reveal until its delay and fade are
    // over) is put in its final look at once, as the layout gate does, rather than waited for: its
    // timer and its observer run late on a busy machine.
    for (const el of document.querySelectorAll("[data-reveal]")) {
      for (const [property, value] of [
        ["opacity", "1"],
        ["translate", "none"],
        ["scale", "none"],
        ["transition", "none"],
      ])
        el.style.setProperty(property, value, "important");
    }
  });
  // Autoplaying carousels are paused by their own button and their rows waited for; any other
  // finite animation is waited out.
  await page.evaluate(carouselsAtRest, 10_000);
  await page.evaluate(untilAtRest, 10_000);
}

/**
 * Link texts that say nothing out of context (Lighthouse's SEO audit "Links do not have descriptive
 * text" fails a page on them): a link needs words of its own, or hidden words that complete them
 * (MoreLink's "Read More about …").
 */
const VAGUE_LINK_TEXTS = [
  "click here",
  "click this",
  "continue",
  "go",
  "here",
  "information",
  "learn more",
  "link",
  "more",
  "more info",
  "more information",
  "read more",
  "right here",
  "see more",
  "start",
  "this",
];

/**
 * The references a page makes, as absolute URLs with the attribute they came from, the ids a
 * fragment may name, and the texts of the links whose whole text is one of `vagueTexts`.
 */
function collectReferences(vagueTexts) {
  const refs = [];
  const add = (value, kind) => {
    if (!value) return;
    try {
      refs.push({ url: new URL(value, document.baseURI).href, kind });
    } catch {
      refs.push({ url: value, kind: `${kind} (invalid URL)` });
    }
  };
  for (const a of document.querySelectorAll("a[href]")) add(a.getAttribute("href"), "a href");
  for (const link of document.querySelectorAll("link[href]"))
    add(link.getAttribute("href"), `link[rel=${link.rel}]`);
  for (const el of document.querySelectorAll("img[src], source[src], script[src]")) {
    add(el.getAttribute("src"), `${el.localName} src`);
  }
  for (const el of document.querySelectorAll("img[srcset], source[srcset]")) {
    for (const candidate of el.getAttribute("srcset").split(",")) {
      add(candidate.trim().split(/\s+/)[0], `${el.localName} srcset`);
    }
  }
  for (const meta of document.querySelectorAll(
    'meta[property="og:image"], meta[property="og:url"], meta[name="twitter:image"]',
  )) {
    add(meta.getAttribute("content"), `meta ${meta.getAttribute("property") ?? meta.getAttribute("name")}`);
  }
  const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
  const names = [...document.querySelectorAll("a[name]")].map((el) => el.getAttribute("name"));
  const vague = [...document.querySelectorAll("a[href]")]
    .map((a) => a.textContent.replace(/\s+/g, " ").trim())
    .filter((text) => vagueTexts.includes(text.toLowerCase()));
  return { refs, ids: [...ids, ...names], vague };
}

/**
 * Runs before any page script: records every use of the browser's `Intl` in `window.__intlUses`
 * with the line that made it.
 */
function watchIntl() {
  const uses = [];
  window.__intlUses = uses;
  const note = (name) => uses.push(`${name} (${(new Error().stack ?? "").split("\n")[3]?.trim() ?? "?"})`);
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const real = Intl[name];
    if (typeof real !== "function") continue;
    Intl[name] = new Proxy(real, {
      construct: (target, args, newTarget) => (
        note(`Intl.${name}`),
        Reflect.construct(target, args, newTarget)
      ),
      apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
    });
  }
  for (const [owner, label, names] of [
    [String.prototype, "String", ["localeCompare", "toLocaleLowerCase", "toLocaleUpperCase"]],
    [Number.prototype, "Number", ["toLocaleString"]],
    [Array.prototype, "Array", ["toLocaleString"]],
    [Date.prototype, "Date", ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
  ]) {
    for (const name of names) {
      const real = owner[name];
      owner[name] = function (...args) {
        note(`${label}.prototype.${name}`);
        return real.apply(this, args);
      };
    }
  }
}

/**
 * One browser tab per lane, reused from visit to visit (the init script stores the first theme
 * before any page script runs). Events are attributed to the visit in progress; between visits the
 * tab rests on about:blank so late events of one page cannot be blamed on the next.
 */
async function openTab(browser, origin) {
  const state = { where: null, documents404: new Set(), expected404: false, scrolled: false };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await storeTheme(context, THEMES[0]);
  await context.addInitScript(watchIntl);
  const page = await context.newPage();
  // launchOptions' proxy refuses every other host; what asks for one is noted here. Once the audit
  // scrolls, on-demand embeds (the comments) may rightly ask for their host: refused, not reported.
  // During load, or between visits, any such request is a problem.
  page.on("request", (request) => {
    if (isLocalUrl(request.url()) || state.scrolled) return;
    report("external request", state.where ?? "between visits", `${request.method()} ${request.url()}`);
  });
  page.on("console", (message) => {
    if (!state.where || message.type() !== "error") return;
    if (isExpected404Message(message.text(), message.location(), state.documents404)) return;
    if (message.text().includes(REFUSED_BY_PROXY)) return;
    report("console error", state.where, message.text());
  });
  page.on("pageerror", (error) => state.where && report("page error", state.where, error.message));
  page.on("response", (response) => {
    if (!state.where || !response.url().startsWith(origin) || response.status() < 400) return;
    if (state.expected404 && response.request().isNavigationRequest() && response.status() === 404) {
      state.documents404.add(response.url());
      return;
    }
    report("failed request", state.where, `${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    if (state.where && request.url().startsWith(origin)) {
      report("failed request", state.where, `${request.failure()?.errorText} ${request.url()}`);
    }
  });
  return { page, state, context };
}

/** Runs axe on the page as it is and reports each violation at `where`. */
async function runAxe(page, where) {
  const { violations } = await page.evaluate(
    (tags) =>
      window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    AXE_TAGS,
  );
  for (const v of violations) {
    const targets = v.nodes.slice(0, 5).map((n) => n.target.join(" "));
    const more = v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : "";
    report("axe", where, `${v.id} (${v.impact}): ${v.help}: ${targets.join(", ")}${more}`);
  }
}

async function visit({ page, state }, origin, route) {
  let where = `${route} (${THEMES[0]})`;
  const start = Date.now();
  Object.assign(state, {
    where,
    expected404: route === UNKNOWN_PATH,
    documents404: new Set(),
    scrolled: false,
  });
  try {
    const response = await page.goto(origin + base.slice(0, -1) + route, { waitUntil: "load" });
    const status = response?.status();
    if (status !== (state.expected404 ? 404 : 200)) report("status", where, `answered ${status}`);
    await waitForHydration(page);
    const html = documents.get(route);
    const { dark, lang, title, headings } = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains("dark"),
      lang: document.documentElement.lang,
      title: document.title,
      headings: document.querySelectorAll("h1").length,
    }));
    if (dark) report("theme", where, `stored theme ${THEMES[0]} not applied`);
    if (lang !== "en") report("document", where, `lang="${lang}", not "en"`);
    if (title !== titleOf(html))
      report("document", where, `title "${title}", pre-rendered "${titleOf(html)}"`);
    const written = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (written !== 1 || headings !== 1)
      report(
        "document",
        where,
        `${written} h1 in the pre-rendered HTML, ${headings} once hydrated: one is right`,
      );
    state.scrolled = true;
    await settle(page);

    for (const use of new Set(await page.evaluate(() => window.__intlUses)))
      report("intl", where, `${use}: the browser's Intl starts ICU on the main thread; write it without`);

    // The references are read before axe's own script tag is added.
    const { refs, ids, vague } = await page.evaluate(collectReferences, VAGUE_LINK_TEXTS);
    for (const text of new Set(vague))
      report("link-text", where, `a link says only "${text}": give it words of its own`);
    visited.set(new URL(page.url()).pathname.replace(/(.)\/$/, "$1"), { ids: new Set(ids), refs });
    for (const { url: ref, kind } of refs)
      if (kind === "link[rel=canonical]") siteOrigins.add(new URL(ref).origin);

    // Loaded by URL (not evaluated as a string) so Chromium caches the compiled script.
    const tag = await page.addScriptTag({ url: AXE_PATH });
    await tag.evaluate((el) => el.remove());
    await runAxe(page, where);

    // The other theme, as the visitor switches to it: colours change, the markup does not.
    for (const theme of THEMES.slice(1)) {
      where = `${route} (${theme})`;
      state.where = where;
      await page.getByRole("button", { name: `Switch to ${theme} theme` }).click();
      const switched = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains("dark"),
        stored: localStorage.getItem("isDarkmode"),
      }));
      if (!switched.dark || switched.stored !== "true")
        report("theme", where, `the theme switch gave ${JSON.stringify(switched)}`);
      // Sections out of view are not rendered (content-visibility: auto, decision 023), so their
      // colour transitions would only start when axe reads their style, and axe would measure their
      // first frame. Every element's style is read here instead, and the transitions waited out.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll("body *")) void window.getComputedStyle(el).color;
      });
      await page.evaluate(untilAtRest, 10_000);
      await runAxe(page, where);
    }
  } catch (error) {
    report("visit", where, error.message.split("\n")[0]);
  } finally {
    state.where = null;
    state.scrolled = false;
    timings.push({ route, ms: Date.now() - start });
    await page.goto("about:blank").catch(() => {});
  }
}

/** Fetches a same-origin URL once; resolves with its status and (for HTML) the ids in it. */
const fetched = new Map();
function fetchOnce(url) {
  if (!fetched.has(url)) {
    fetched.set(
      url,
      fetch(url, { redirect: "manual" }).then(async (response) => {
        const html = (response.headers.get("content-type") ?? "").startsWith("text/html")
          ? await response.text()
          : "";
        if (!html) await response.body?.cancel();
        const ids = new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1]));
        return { status: response.status, ids };
      }),
    );
  }
  return fetched.get(url);
}

/** Checks every reference collected on every page: 200, and fragments that exist. */
async function checkReferences(origin) {
  const problemsByUrl = new Map();
  const note = (key, detail, from) => {
    const entry = problemsByUrl.get(key) ?? { detail, from: new Set() };
    entry.from.add(from);
    problemsByUrl.set(key, entry);
  };
  const checks = [];
  for (const [path, { ids, refs }] of visited) {
    for (const { url: ref, kind } of refs) {
      let target;
      try {
        target = new URL(ref);
      } catch {
        note(ref, `${kind}: invalid URL`, path);
        continue;
      }
      // Canonical and Open Graph URLs carry the production origin: check their path here.
      if (siteOrigins.has(target.origin))
        target = new URL(target.pathname + target.search + target.hash, origin);
      if (target.origin !== origin) continue;
      let fragment;
      try {
        fragment = decodeURIComponent(target.hash.slice(1));
      } catch {
        note(ref, `${kind}: invalid fragment encoding`, path);
        continue;
      }
      target.hash = "";
      const samePage = target.pathname.replace(/(.)\/$/, "$1") === path;
      checks.push(
        (async () => {
          // The page itself was loaded (with its own expected status); only its ids matter.
          const { status, ids: targetIds } = samePage ? { status: 200, ids } : await fetchOnce(target.href);
          if (status !== 200) return note(target.href, `${kind}: answers ${status}`, path);
          if (!fragment || fragment === "top") return;
          const known = samePage
            ? ids
            : (visited.get(target.pathname.replace(/(.)\/$/, "$1"))?.ids ?? targetIds);
          if (!known.has(fragment))
            note(`${target.href}#${fragment}`, `${kind}: no element with id "${fragment}"`, path);
        })(),
      );
    }
  }
  await Promise.all(checks);
  for (const [url, { detail, from }] of problemsByUrl) {
    report("broken link", url.replace(origin, ""), `${detail} (on ${[...from].sort().join(", ")})`);
  }
  return fetched.size;
}

/** The site's own server, plus axe-core at AXE_PATH for the audit only. */
const handle = createRequestHandler({ root, basePath: base });
const server = createServer((req, res) => {
  if (req.url !== AXE_PATH) return handle(req, res);
  res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "max-age=3600" });
  res.end(axe.source);
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch(launchOptions);
const queue = [...routes, UNKNOWN_PATH];
const total = queue.length;
let checkedUrls = 0;
try {
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const tab = await openTab(browser, origin);
      for (let route = queue.shift(); route; route = queue.shift()) await visit(tab, origin, route);
      await tab.context.close();
    }),
  );
  checkedUrls = await checkReferences(origin);
} finally {
  await browser.close();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const count = (kind) => problems.filter((p) => p.kind === kind).length;
await mkdir("reports", { recursive: true });
await writeFile(
  join("reports", "audit.json"),
  JSON.stringify(
    {
      build: buildDir(),
      pages: routes,
      unknownPath: UNKNOWN_PATH,
      themes: THEMES,
      visits: total,
      urlsChecked: checkedUrls,
      seconds: Number(seconds),
      problems,
      timings,
    },
    null,
    2,
  ) + "\n",
);

const summary =
  `audit: ${routes.length} pages + 404 × ${THEMES.length} themes, ${count("axe")} violations, ` +
  `${problems.length - count("axe")} other problems, ${checkedUrls} URLs checked (${seconds} s)`;
if (problems.length > 0) {
  const lines = problems
    .map((p) => `  [${p.kind}] ${p.where}: ${p.detail}`)
    .sort((a, b) => a.localeCompare(b));
  console.error(`${lines.join("\n")}\n${summary}; details in reports/audit.json`);
  process.exit(1);
}
console.log(summary);
