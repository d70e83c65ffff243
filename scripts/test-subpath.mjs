/**
 * `npm run test:subpath`: the site built under a sub-path works entirely under it.
 *
 *   1. builds with BASE_PATH=/doob/ into BUILD_DIR=build-subpath (`--no-build` reuses that build);
 *   2. serves it with scripts/serve.mjs (BASE_PATH=/doob/) on a free port;
 *   3. crawls every pre-rendered page with fetch: each answers 200, and every internal href, src and
 *      srcset URL starts with /doob/ and answers 200; so do the fonts and images the CSS refers to,
 *      in the stylesheets and in each page's inlined CSS (where the font faces live, decision 019);
 *      canonical and og:url carry /doob/, and so do sitemap.xml, robots.txt and rss.xml;
 *   4. an unknown path under /doob/ answers 404 with the 404 page, whose links stay under /doob/;
 *   5. one Chromium page: a click on a menu link loads its page under the base path.
 *   6. analytics (this build turns it on, `npm test`'s main build leaves it off): every page's policy
 *      allows the tracker's origin; in Chromium, with the tracker's host intercepted, the tracker
 *      loads only after `load`, and a Buy Now click reaches it as the named event "Buy Now".
 *
 * Prints every problem and exits 1 if there is any.
 */
/* global window -- functions passed to the page run in the browser */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { launchOptions } from "./chromium.mjs";
import { waitForBehaviours } from "./lib/browser.mjs";
import { clientDir, decodeText, prerenderedRoutes } from "./lib/pages.mjs";
import { startServer } from "./serve.mjs";

const BASE = "/doob/";
const BUILD = "build-subpath";
/** Analytics on, with a tracker host that the browser test intercepts (nothing leaves 127.0.0.1). */
const ANALYTICS = { domain: "doob.example.com", origin: "https://stats.doob.test" };
const problems = [];
const fail = (message) => problems.push(message);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build:test"], {
    stdio: "inherit",
    env: {
      ...process.env,
      BASE_PATH: BASE,
      BUILD_DIR: BUILD,
      VITE_PLAUSIBLE_DOMAIN: ANALYTICS.domain,
      VITE_PLAUSIBLE_SCRIPT: `${ANALYTICS.origin}/js/script.js`,
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const root = clientDir(resolve(BUILD));
const routes = prerenderedRoutes(root);
const { url: siteUrl, close } = await startServer({ root, port: 0, basePath: BASE });
const origin = new URL(siteUrl).origin;
/** The public origin the build writes into canonical URLs, the sitemap and the feed. */
let publicOrigin = null;

/** href, src and srcset URLs of a document (scripts' and JSON-LD contents are not markup). */
function urlsOf(html) {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const urls = [];
  for (const [, name, value] of markup.matchAll(/\s(href|src|srcset|imagesrcset)="([^"]*)"/gi)) {
    const text = decodeText(value);
    if (/srcset/i.test(name)) urls.push(...text.split(",").map((part) => part.trim().split(/\s+/)[0]));
    else urls.push(text);
  }
  return urls.filter(Boolean);
}

/** Internal URLs as paths (fragment dropped); other sites, mail and phone links are skipped. */
function internalPath(raw, page) {
  if (/^(mailto|tel|data|javascript):/i.test(raw) || raw.startsWith("#")) return null;
  const resolved = new URL(raw, origin + page);
  if (resolved.origin !== origin) {
    if (publicOrigin && resolved.origin === publicOrigin) return resolved.pathname;
    return null;
  }
  return resolved.pathname + resolved.search;
}

const checked = new Map();
async function status(path) {
  if (!checked.has(path))
    checked.set(
      path,
      fetch(origin + path, { redirect: "manual" }).then((r) => r.status),
    );
  return checked.get(path);
}

async function checkLinks(html, page) {
  for (const raw of urlsOf(html)) {
    const path = internalPath(raw, page);
    if (path === null) continue;
    if (!path.startsWith(BASE)) fail(`${page}: ${raw} is outside ${BASE}`);
    else if ((await status(path)) !== 200) fail(`${page}: ${raw} answers ${await status(path)}`);
  }
}

// The public origin, from the home page's canonical link.
const homeHtml = await (await fetch(origin + BASE)).text();
const canonicalOf = (html) => /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
publicOrigin = new URL(decodeText(canonicalOf(homeHtml) ?? "https://invalid")).origin;

// 3. Every page and what it links to.
let canonicals = 0;
const stylesheets = new Set();
/** Each page's inlined CSS, with the page it is in. */
const inlineCss = [];
for (const route of routes) {
  const page = BASE + route.slice(1);
  const response = await fetch(origin + page);
  if (response.status !== 200) {
    fail(`${page} answers ${response.status}`);
    continue;
  }
  const html = await response.text();
  await checkLinks(html, page);
  const policy = response.headers.get("content-security-policy") ?? "";
  for (const name of ["script-src", "connect-src"]) {
    const sources = policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    if (!sources.split(" ").includes(ANALYTICS.origin))
      fail(`${page}: ${name} does not allow the analytics origin ${ANALYTICS.origin}`);
  }
  for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    stylesheets.add(href);
  for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) inlineCss.push({ css, at: page });
  const canonical = canonicalOf(html);
  const ogUrl = /<meta[^>]*property="og:url"[^>]*content="([^"]+)"/.exec(html)?.[1];
  const noindex = /<meta name="robots" content="noindex/.test(html);
  if (!noindex) {
    if (!canonical) fail(`${page}: no canonical link`);
    for (const [label, value] of [
      ["canonical", canonical],
      ["og:url", ogUrl],
    ]) {
      if (value && new URL(decodeText(value)).pathname !== page.replace(/\/$/, "") && route !== "/")
        fail(`${page}: ${label} ${value} is not this page under ${BASE}`);
      if (value && !new URL(decodeText(value)).pathname.startsWith(BASE.slice(0, -1)))
        fail(`${page}: ${label} ${value} lacks ${BASE}`);
    }
    canonicals += canonical ? 1 : 0;
  }
}
if (stylesheets.size === 0) fail("no page links a stylesheet");

// Fonts and images the CSS refers to: the stylesheets' and the pages' inlined CSS.
let cssUrls = 0;
let fontUrls = 0;
const checkedCssUrls = new Set();
async function checkCssUrls(css, at) {
  for (const [, raw] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    if (raw.startsWith("data:") || raw.startsWith("#")) continue;
    const path = new URL(raw, origin + at).pathname;
    if (/\.woff2?$/.test(path)) fontUrls += 1;
    if (checkedCssUrls.has(path)) continue;
    checkedCssUrls.add(path);
    cssUrls += 1;
    if (!path.startsWith(BASE)) fail(`${at}: url(${raw}) is outside ${BASE}`);
    else if ((await status(path)) !== 200) fail(`${at}: url(${raw}) answers ${await status(path)}`);
  }
}
for (const href of stylesheets) {
  const cssPath = new URL(href, origin + BASE).pathname;
  await checkCssUrls(await (await fetch(origin + cssPath)).text(), cssPath);
}
for (const { css, at } of inlineCss) await checkCssUrls(css, at);
if (fontUrls === 0) fail("the CSS refers to no font file");

// sitemap.xml, robots.txt and the feed.
const sitemap = await (await fetch(origin + BASE + "sitemap.xml")).text();
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decodeText(m[1])).pathname);
if (locs.length !== canonicals)
  fail(`sitemap.xml has ${locs.length} URLs, the pages ${canonicals} canonicals`);
for (const loc of locs) {
  if (!loc.startsWith(BASE.slice(0, -1))) fail(`sitemap.xml: ${loc} lacks ${BASE}`);
  else if ((await status(loc)) !== 200) fail(`sitemap.xml: ${loc} answers ${await status(loc)}`);
}
const robots = await (await fetch(origin + BASE + "robots.txt")).text();
if (!robots.includes(`${publicOrigin}${BASE}sitemap.xml`))
  fail(`robots.txt does not point to ${BASE}sitemap.xml`);
const feed = await (await fetch(origin + BASE + "rss.xml")).text();
const feedLinks = [...feed.matchAll(/<(?:link|guid)[^>]*>([^<]+)<\//g)].map(
  (m) => new URL(decodeText(m[1])).pathname,
);
if (feedLinks.length === 0) fail("rss.xml has no links");
for (const link of feedLinks) {
  if (!link.startsWith(BASE.slice(0, -1))) fail(`rss.xml: ${link} lacks ${BASE}`);
  else if ((await status(link)) !== 200) fail(`rss.xml: ${link} answers ${await status(link)}`);
}

// 4. The 404, under the prefix and outside it.
const missing = await fetch(origin + BASE + "no-such-page");
const missingHtml = await missing.text();
if (missing.status !== 404) fail(`${BASE}no-such-page answers ${missing.status}`);
if (!/<h1[^>]*>404<\/h1>/.test(missingHtml)) fail(`${BASE}no-such-page is not the 404 page`);
await checkLinks(missingHtml, BASE + "no-such-page");
if ((await fetch(origin + "/about")).status !== 404) fail("/about outside the prefix does not answer 404");

// 5. Client-side navigation in a browser.
const browser = await chromium.launch(launchOptions);
try {
  // Nothing leaves 127.0.0.1: launchOptions' proxy refuses every other host.
  const context = await browser.newContext();
  // The analytics tracker (checked in 6), intercepted by a stand-in that forwards what it is given;
  // only what the page of step 6 sends counts.
  const tracker = { page: null, requests: [], events: [] };
  await context.route(`${ANALYTICS.origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    const counts = route.request().frame().page() === tracker.page;
    if (url.pathname === "/api/event") {
      if (counts) tracker.events.push(JSON.parse(route.request().postData() ?? "{}"));
      return route.fulfill({ status: 202, body: "ok" });
    }
    if (counts) tracker.requests.push(url.pathname);
    return route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        const script = document.currentScript;
        window.__tracker = {
          domain: script && script.getAttribute("data-domain"),
          afterLoad: performance.getEntriesByType("navigation")[0].loadEventEnd > 0,
        };
        const send = (name, options) =>
          fetch(${JSON.stringify(ANALYTICS.origin)} + "/api/event", {
            method: "POST",
            body: JSON.stringify({ n: name, p: (options && options.props) || null }),
          });
        const queue = (window.plausible && window.plausible.q) || [];
        window.plausible = send;
        for (const args of queue) send(...args);
      })();`,
    });
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const documents = [];
  page.on("request", (request) => request.isNavigationRequest() && documents.push(request.url()));
  await page.goto(origin + BASE);
  await waitForBehaviours(page);
  // A menu link loads its page under the base path as a document of its own (decision 030).
  await page.locator('header nav[aria-label="Main"] a[href="/doob/about"]').first().click();
  await page.waitForURL(origin + BASE + "about");
  await waitForBehaviours(page);
  await page.getByRole("heading", { level: 1 }).waitFor();
  const away = documents.filter((url) => url !== origin + BASE && url !== origin + BASE + "about");
  if (away.length > 0) fail(`documents requested outside the base path: ${away.join(", ")}`);

  // 6. Analytics on a fresh page.
  const landing = await context.newPage();
  tracker.page = landing;
  landing.on("pageerror", (error) => errors.push(error.message));
  landing.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await landing.goto(origin + BASE + "pricing");
  await waitForBehaviours(landing);
  await landing.waitForFunction(() => window.__tracker !== undefined);
  const loaded = await landing.evaluate(() => window.__tracker);
  if (tracker.requests.join() !== "/js/script.js")
    fail(`analytics: tracker requests ${JSON.stringify(tracker.requests)}`);
  if (!loaded.afterLoad) fail("analytics: the tracker ran before the load event");
  if (loaded.domain !== ANALYTICS.domain) fail(`analytics: data-domain is ${loaded.domain}`);
  const popup = landing.waitForEvent("popup");
  await landing
    .locator("header")
    .getByRole("link", { name: /^Buy Now/ })
    .first()
    .click();
  await (await popup).close();
  for (let i = 0; i < 50 && tracker.events.length === 0; i += 1) await landing.waitForTimeout(100);
  const expected = { n: "Buy Now", p: { page: BASE + "pricing" } };
  if (JSON.stringify(tracker.events) !== JSON.stringify([expected]))
    fail(`analytics: events ${JSON.stringify(tracker.events)}, expected [${JSON.stringify(expected)}]`);

  for (const error of errors) fail(`browser: ${error}`);
} finally {
  await browser.close();
  await close();
}

console.log(
  `test:subpath: ${routes.length} pages under ${BASE}, ${checked.size} internal URLs, ${cssUrls} CSS urls, ` +
    `${locs.length} sitemap URLs, ${feedLinks.length} feed links, navigation, analytics`,
);
if (problems.length > 0) {
  console.error(`\n${problems.length} problems:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("test:subpath: 1 passed, 0 failed");
