/**
 * The audit of a page, run by the page gate (scripts/page-gate.mjs) on the page it has loaded at
 * 1280 px, in the theme it loads in and then in the other, switched by the page's own theme switch
 * (the theme is only a class on <html>: app/lib/theme.ts). It reports:
 *   - any axe-core violation of WCAG 2.0/2.1/2.2 A and AA or of axe's best practices, in both themes;
 *   - any console error or uncaught page error, at every load of the gate;
 *   - any failed same-origin request (the deliberate 404 document excepted), and a status other than
 *     200 (404 for the unknown path);
 *   - any request to another host during load (after it, the gate's scrolling may start on-demand
 *     embeds such as the comments: those requests are refused by the browser's proxy, not reported);
 *   - any link whose whole text says nothing out of context ("Read More", "here");
 *   - any checkbox or radio button the engine draws itself (`appearance` other than `none`): each
 *     engine draws its own (WebKitGTK's unchecked box is white on a white card, without a border),
 *     so the site draws them, one way (`CheckboxField`, app/components/forms/field.tsx);
 *   - any page whose document is not `lang="en"`, whose title once hydrated is not the one written in
 *     its pre-rendered HTML, or that holds other than one h1, in that HTML and once hydrated;
 *   - any use of the browser's `Intl` (`Intl.*`, `localeCompare`, `toLocaleString`): its first use
 *     starts the ICU library, 30–110 ms of main thread on this machine, four times that on a phone
 *     (app/lib/price-pattern.ts shows how prices are written without it);
 *   - any broken internal link or image: every href (a, link), src/srcset (img, source, script) and
 *     the canonical/Open Graph URLs must answer 200; #fragments must name an element on the target.
 */
/* global window, document, getComputedStyle -- functions passed to page.evaluate() run in the browser */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import axe from "axe-core";
import { REFUSED_BY_PROXY } from "../chromium.mjs";
import { carouselsAtRest, isExpected404Message, isLocalUrl, untilAtRest } from "./browser.mjs";
import { htmlFiles, notFoundDocument, routeOf, titleOf } from "./pages.mjs";

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (landmarks, heading order, …). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Where the gate's server answers with axe-core's script (see `serveAxe`). */
const AXE_PATH = "/__audit__/axe.js";

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
/** The checkboxes and radio buttons shown that the engine draws (`appearance` not `none`). */
function engineDrawnControls() {
  return [...document.querySelectorAll("input[type=checkbox], input[type=radio]")]
    .filter((input) => input.getClientRects().length > 0 && getComputedStyle(input).appearance !== "none")
    .map((input) => `the ${input.type} "${input.name || input.id}"`);
}

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

/** Runs axe on the page as it is and reports each violation at `where`. */
async function runAxe(page, report, where) {
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

/**
 * Wraps the gate's request handler: axe-core's script at AXE_PATH, everything else from the site.
 * Served by URL (not evaluated as a string) so Chromium caches the compiled script.
 */
export function serveAxe(handle) {
  return (req, res) => {
    if (req.url !== AXE_PATH) return handle(req, res);
    res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "max-age=3600" });
    res.end(axe.source);
  };
}

/**
 * The audit of one gate run, for the pages pre-rendered in `root` served at `origin`.
 * `unknownPath` is the path the gate loads for the 404 page. Use:
 *   - `prepare(context)` once per browser context, before its first page: watches `Intl`;
 *   - `watch(page)` once per tab: returns the tab's lane, whose events are reported at the load in
 *     progress;
 *   - around every load of the tab: `begin(lane, route, where)` before it, `loaded(lane, response)`
 *     after it, `scrolling(lane)` once hydrated and before any scrolling, `end(lane)` once done;
 *   - `check(lane, route)` on a page hydrated at the width to audit: the full audit, both themes;
 *   - `finish()` once every page is done: checks the links collected and resolves with the problems.
 */
export function createAudit({ root, origin, unknownPath }) {
  /** Each page's pre-rendered HTML by route, the unknown path's being the 404 document. */
  const documents = new Map(
    htmlFiles(root).map((file) => [routeOf(file), readFileSync(join(root, file), "utf8")]),
  );
  documents.set(unknownPath, readFileSync(join(root, notFoundDocument), "utf8"));
  /** Everything that went wrong, one entry per problem. */
  const problems = [];
  const report = (kind, where, detail) => problems.push({ kind, where, detail });
  /** Per visited path: the ids on the page (for fragment checks) and the references it makes. */
  const visited = new Map();
  const siteOrigins = new Set();
  const fetched = new Map();

  function watch(page) {
    const lane = { page, where: null, documents404: new Set(), expected404: false, scrolled: false };
    // launchOptions' proxy refuses every other host; what asks for one is noted here. Once the gate
    // scrolls, on-demand embeds (the comments) may rightly ask for their host: refused, not reported.
    // During load, or between loads, any such request is a problem.
    page.on("request", (request) => {
      if (isLocalUrl(request.url()) || lane.scrolled) return;
      report("external request", lane.where ?? "between loads", `${request.method()} ${request.url()}`);
    });
    page.on("console", (message) => {
      if (!lane.where || message.type() !== "error") return;
      if (isExpected404Message(message.text(), message.location(), lane.documents404)) return;
      if (message.text().includes(REFUSED_BY_PROXY)) return;
      report("console error", lane.where, message.text());
    });
    page.on("pageerror", (error) => lane.where && report("page error", lane.where, error.message));
    page.on("response", (response) => {
      if (!lane.where || !response.url().startsWith(origin) || response.status() < 400) return;
      if (lane.expected404 && response.request().isNavigationRequest() && response.status() === 404) {
        lane.documents404.add(response.url());
        return;
      }
      report("failed request", lane.where, `${response.status()} ${response.url()}`);
    });
    page.on("requestfailed", (request) => {
      if (lane.where && request.url().startsWith(origin)) {
        report("failed request", lane.where, `${request.failure()?.errorText} ${request.url()}`);
      }
    });
    return lane;
  }

  function begin(lane, route, where) {
    Object.assign(lane, {
      where,
      // The unknown path may carry a look (`?dir=rtl`): still the 404 page.
      expected404: route.split("?")[0] === unknownPath,
      documents404: new Set(),
      scrolled: false,
    });
  }

  /** After the load: its status. */
  function loaded(lane, response) {
    const status = response?.status();
    if (status !== (lane.expected404 ? 404 : 200)) report("status", lane.where, `answered ${status}`);
  }

  /** The gate starts scrolling: on-demand embeds may ask for their hosts from now on. */
  function scrolling(lane) {
    lane.scrolled = true;
  }

  /** Done with the page: the tab rests on about:blank, so that late events of one page (a picture's
   * load aborted by the next navigation) are not blamed on the next. */
  async function end(lane) {
    lane.where = null;
    lane.scrolled = false;
    await lane.page.goto("about:blank").catch(() => {});
  }

  /** The document, the links, `Intl` and axe, in the theme the page loaded in and then the other. */
  async function check(lane, route) {
    const { page } = lane;
    // A route may carry a visitor's look (`/tab?dir=rtl`): its document is the path's.
    const html = documents.get(route.split("?")[0]);
    const loadedIn = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    const themes = loadedIn ? ["dark", "light"] : ["light", "dark"];
    let where = `${route} (${themes[0]})`;
    lane.where = where;
    try {
      const { lang, title, headings } = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        title: document.title,
        headings: document.querySelectorAll("h1").length,
      }));
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
      await settle(page);

      for (const use of new Set(await page.evaluate(() => window.__intlUses)))
        report("intl", where, `${use}: the browser's Intl starts ICU on the main thread; write it without`);

      // The references are read before axe's own script tag is added.
      const { refs, ids, vague } = await page.evaluate(collectReferences, VAGUE_LINK_TEXTS);
      for (const text of new Set(vague))
        report("link-text", where, `a link says only "${text}": give it words of its own`);
      for (const control of await page.evaluate(engineDrawnControls))
        report("native-control", where, `${control} is drawn by the engine: use CheckboxField`);
      visited.set(new URL(page.url()).pathname.replace(/(.)\/$/, "$1"), { ids: new Set(ids), refs });
      for (const { url: ref, kind } of refs)
        if (kind === "link[rel=canonical]") siteOrigins.add(new URL(ref).origin);

      const tag = await page.addScriptTag({ url: AXE_PATH });
      await tag.evaluate((el) => el.remove());
      await runAxe(page, report, where);

      // The other theme, as the visitor switches to it: colours change, the markup does not.
      const other = themes[1];
      where = `${route} (${other})`;
      lane.where = where;
      await page.getByRole("button", { name: `Switch to ${other} theme` }).click();
      const switched = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains("dark"),
        stored: localStorage.getItem("isDarkmode"),
      }));
      if (switched.dark !== (other === "dark") || switched.stored !== String(other === "dark"))
        report("theme", where, `the theme switch gave ${JSON.stringify(switched)}`);
      // Sections out of view are not rendered (content-visibility: auto, decision 023), so their
      // colour transitions would only start when axe reads their style, and axe would measure their
      // first frame. Every element's style is read here instead, and the transitions waited out.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll("body *")) void window.getComputedStyle(el).color;
      });
      await page.evaluate(untilAtRest, 10_000);
      await runAxe(page, report, where);
    } catch (error) {
      report("visit", where, error.message.split("\n")[0]);
    }
  }

  /** Fetches a same-origin URL once; resolves with its status and (for HTML) the ids in it. */
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
  async function checkReferences() {
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

  async function finish() {
    const urlsChecked = await checkReferences();
    return { problems, urlsChecked };
  }

  return {
    prepare: (context) => context.addInitScript(watchIntl),
    watch,
    begin,
    loaded,
    scrolling,
    end,
    check,
    finish,
  };
}
