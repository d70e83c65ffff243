/**
 * `npm run test:pages`: the page gate. Every pre-rendered page (found in BUILD_DIR) and the 404 page,
 * loaded in Debian Chromium, is checked for its layout at each width of WIDTHS and audited at 1280 px
 * in both themes; every desktop menu is opened in each window of MENU_WINDOWS.
 *
 * Layout (`inspectLayout`, scripts/lib/geometry.mjs): no sideways scroll, no clipped text or boxes, no
 * overlapping targets, targets big or spaced enough (WCAG 2.2, 2.5.8), menu panels wholly inside the
 * window. Rows and grids (`inspectRows`, scripts/lib/row-checks.mjs): no tab, filter or control left
 * alone on a wrapped row, no control group split over rows, no empty slot in a grid's last row.
 * Pictures (`inspectPictures`, scripts/lib/picture-checks.mjs): none drawn at another aspect than
 * its own, painted past its file's pixels at 1x or 2x, or shown twice. A page is loaded afresh at a
 * phone's and a laptop's width (LOADS), walked down for layout shifts, checked there, then resized
 * to the neighbouring widths, as a window is resized or a phone
 * turned (decision 014, amended). At each width it is checked twice once hydrated: as a visitor sees it
 * right after load (reveals below the fold put back in the start position they waited in), then with
 * every reveal in its final place.
 *
 * Text over pictures (`checkTextOverPictures`, scripts/lib/text-contrast.mjs, issue 42): at both
 * loads, in both themes, the pixels behind every run of text drawn on a picture or a gradient give
 * it 4.5:1 (3:1 large).
 *
 * Focus (`walkFocus`, scripts/lib/focus-walk.mjs): at both loads, once walked down, the focus is
 * walked through the whole page with the real Tab key, forwards and then backwards: no focused
 * element entirely under a fixed or sticky layer (the header, back-to-top) or outside the window
 * (WCAG 2.2, 2.4.11; issue 28).
 *
 * Audit (scripts/lib/audit.mjs): every load's status, console and requests; at 1280 px, once the
 * layout is checked, the document, links, `Intl` and axe in the theme the page loads in (the site's
 * default) and in the other, switched by the page's own switch. Run on the laptop load of the layout
 * checks rather than on loads of its own: a load and hydration cost more than the audit.
 *
 * Right to left (issue 41): `RTL_SAMPLE`, a page of each kind with `?dir=rtl`, gets every check above,
 * and the menus are opened once at 1280 px. Every other page gets the checks that right to left can
 * break (`checkMirrored`): loaded with `?dir=rtl` at 1280 px and resized to 375, the layout and
 * rows checks (sideways scroll, clipping, overlaps, targets, rows) at both (the 404 page too), the mirror check
 * (`mirrorBoxes`, scripts/lib/geometry.mjs: the header's controls and the pictures of `main` where
 * the mirror of the page's left-to-right load puts them) at both, and the audit, axe included, in
 * both themes at 1280 px. Not repeated right to left: the focus walk, the layout-shift walk and the
 * picture checks, which the reading direction does not change (the sample still has them).
 *
 * `npm run test:pages -- /route …` checks only the routes given (menus are opened on the first); a
 * route may carry a look (`/tab?dir=rtl`).
 * Writes reports/pages.json and prints one summary line; exits 1 on any problem.
 */
/* global document, window, Element, requestAnimationFrame */
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { launchOptions } from "./chromium.mjs";
import { createAudit, serveAxe } from "./lib/audit.mjs";
import { untilAtRest, waitForBehaviours } from "./lib/browser.mjs";
import { walkFocus } from "./lib/focus-walk.mjs";
import { inPage, inspectLayout, mirrorBoxes, unmirrored } from "./lib/geometry.mjs";
import { inspectRows } from "./lib/row-checks.mjs";
import { checkTextOverPictures } from "./lib/text-contrast.mjs";
import { basePath, clientDir, prerenderedRoutes } from "./lib/pages.mjs";
import { inspectPictures } from "./lib/picture-checks.mjs";
import { createRequestHandler } from "./serve.mjs";

/**
 * The widths every page is checked at (WCAG reflow at 320, phones, tablet, laptops): loaded afresh at
 * each key's width, then resized to the widths it lists.
 */
export const LOADS = { 375: [320, 768], 1280: [1024, 1440] };
export const WIDTHS = Object.entries(LOADS)
  .flatMap(([width, resized]) => [Number(width), ...resized])
  .sort((a, b) => a - b);
const HEIGHT = 900;
/** The windows the desktop menus are opened in: common laptop and desktop screens. */
export const MENU_WINDOWS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];
/** The width the audit runs at: the laptop load's. */
const AUDIT_WIDTH = 1280;
const PARALLEL = 2;
const UNKNOWN_PATH = "/page-gate/no-such-page";

const started = Date.now();
const root = clientDir();
const base = basePath();
const all = prerenderedRoutes(root);
if (all.length === 0) {
  console.error(`pages: no pre-rendered pages in ${root}; run npm run build first.`);
  process.exit(1);
}
const asked = process.argv.slice(2);
// A route may carry a visitor's look (`/tab?dir=rtl`, issue 41): its path must be a page.
const unknownRoutes = asked.filter((route) => !all.includes(route.split("?")[0]));
if (unknownRoutes.length > 0) {
  console.error(`pages: not pre-rendered: ${unknownRoutes.join(", ")}`);
  process.exit(1);
}
/**
 * Right to left (issue 41, §1): a page of each kind is checked again with the visitor's look
 * `?dir=rtl` (~/lib/look), layout, focus and audit alike, and the desktop menus are opened right to
 * left in one window.
 */
export const RTL_SAMPLE = [
  "/",
  "/index-landing",
  "/index-magazine",
  "/index-finance",
  "/tab",
  "/gallery",
  "/pricing",
  "/contact",
  "/blog-grid",
  "/portfolio",
  "/portfolio-details/1",
].map((route) => `${route}?dir=rtl`);
const routes = [...(asked.length > 0 ? asked : [...all, ...RTL_SAMPLE]), UNKNOWN_PATH];
const menuRoute = routes.includes("/") ? "/" : routes[0];
/** Every other page right to left, the 404 page included, with the fewer checks of `checkMirrored`. */
const mirroredRoutes =
  asked.length > 0
    ? []
    : [...all.filter((route) => !RTL_SAMPLE.includes(`${route}?dir=rtl`)), UNKNOWN_PATH].map(
        (route) => `${route}?dir=rtl`,
      );

/**
 * The boxes of each page left to right (`mirrorBoxes`) at each load width, by `route@width`, for its
 * right-to-left check, which may start before the left-to-right one has got that far.
 */
const mirrors = new Map();
function mirrorOf(route, width) {
  const key = `${route}@${width}`;
  if (!mirrors.has(key)) {
    let resolve;
    const boxes = new Promise((done) => (resolve = done));
    mirrors.set(key, { boxes, resolve });
  }
  return mirrors.get(key);
}
/** Whether the left-to-right page of a right-to-left route is checked in this run (it is measured there). */
const measured = (route) => routes.includes(route.split("?")[0]);

/**
 * At a load width: keeps a left-to-right page's boxes, or compares a right-to-left page's with the
 * mirror of its left-to-right page's at that width.
 */
async function mirrorStep(page, route, width, where) {
  const boxes = await page.evaluate(inPage(mirrorBoxes));
  const [path, look] = route.split("?");
  if (!look) mirrorOf(path, width).resolve(boxes);
  else if (look === "dir=rtl" && measured(route)) {
    const ltr = await mirrorOf(path, width).boxes;
    if (ltr) record(where, unmirrored(ltr, boxes));
  }
}

const problems = [];
const seen = new Set();
/** The time the focus walks took, summed over both lanes. */
let focusWalkMs = 0;
/** Records a page's problems once (the second look at a page repeats what the first found). */
function record(page, found) {
  for (const p of found) {
    const key = JSON.stringify([page, p.check, p.where, p.detail]);
    if (!seen.has(key)) problems.push({ page, ...p });
    seen.add(key);
  }
}

const server = createServer(serveAxe(createRequestHandler({ root, basePath: base })));
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;
const audit = createAudit({ root, origin, unknownPath: UNKNOWN_PATH });
const pageUrl = (route) => origin + base.slice(0, -1) + route;

/** Resolves when the page's fonts are in and two more frames have been drawn. */
const rest = (page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/**
 * Draws every section the browser leaves undrawn until it comes near (decision 023), as scrolling
 * down the page would, without scrolling: a section whose content is selected is drawn, and keeps its
 * real size once the selection is gone. The page stays marked as on a fresh load, so what the
 * sections' containment would cut is still seen.
 */
const drawAll = (page) =>
  page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    window.getSelection().selectAllChildren(document.body);
    await frames();
    window.getSelection().removeAllRanges();
    await frames();
  });

/** Loads `route` afresh in the lane's tab at `size`, watched by the audit as `where`. */
async function load(lane, route, size, where) {
  const { page } = lane;
  audit.begin(lane, route, where);
  await page.setViewportSize(size);
  audit.loaded(lane, await page.goto(pageUrl(route), { waitUntil: "load" }));
  await waitForBehaviours(page);
  audit.scrolling(lane);
  await rest(page);
}

/**
 * Jumps down the page two and a half windows at a time, past what the browser renders ahead of the
 * window (a fragment link, the End key, a dragged scrollbar land where nothing is drawn yet), and back to
 * the top, and reports every layout shift meanwhile: what is drawn for the first time as the visitor
 * arrives (a carousel, a masonry measured, a section the browser skipped) must not move.
 */
function scrollThrough() {
  const shifts = [];
  const note = (entries) => {
    for (const entry of entries) {
      const moved = entry.sources.map((s) => {
        const node = s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : "?";
        const [from, to] = [s.previousRect, s.currentRect];
        return `${node.slice(0, 60)} (${Math.round(from.x)},${Math.round(from.y)} → ${Math.round(to.x)},${Math.round(to.y)}, ${Math.round(from.height)} → ${Math.round(to.height)} px high)`;
      });
      shifts.push({
        check: "layout-shift",
        detail: `${entry.value.toFixed(4)} while scrolling: ${moved.join("; ")}`,
      });
    }
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: "layout-shift" });
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return (async () => {
    const step = window.innerHeight * 2.5;
    for (let y = step; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frames();
      // What starts when it comes near (a carousel's script) has a moment to settle.
      await new Promise((done) => setTimeout(done, 100));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await frames();
    note(observer.takeRecords());
    observer.disconnect();
    return shifts;
  })();
}

/** The layout checks and the row and grid checks of the page (or of the open panel `scope`). */
const inspect = async (page, options = {}) => [
  ...(await page.evaluate(inPage(inspectLayout, options))),
  ...(await page.evaluate(inPage(inspectRows, options))),
];

/** Every finite animation (a reveal's transition back to its start) has ended. */
const still = (page) => page.evaluate(untilAtRest, 10_000);

/** The page at its current width: as loaded (reveals waiting), then with every reveal in place. */
async function inspectBoth(page, where) {
  await drawAll(page);
  record(where, await inspect(page));
  // Every reveal in its final place at once (its transition only runs while it is marked).
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("[data-reveal]")) el.removeAttribute("data-reveal");
  });
  await rest(page);
  record(where, await inspect(page));
  record(where, await inspectPictures(page));
}

/**
 * A page loaded afresh at `width` (nothing drawn yet below the first screen, as on arrival) and walked
 * down, then checked with its reveals put back where they waited after the load, then resized to each
 * of `resized` and checked again the same way; then, if it was loaded at AUDIT_WIDTH, audited there.
 */
async function checkPage(lane, route, width, resized) {
  const { page } = lane;
  let where = `${route} @ ${width}px`;
  try {
    await load(lane, route, { width, height: HEIGHT }, where);
    await page.evaluate(() => {
      window.__gateReveals = [...document.querySelectorAll("[data-reveal]")].map((el) => [
        el,
        el.getAttribute("data-reveal"),
      ]);
    });
    record(where, await page.evaluate(scrollThrough));
    const walkStarted = Date.now();
    record(where, await walkFocus(page));
    // The walk ends back at the top: what followed its scrolling (the back-to-top button fading out,
    // a frame after the scroll) settles before the page is inspected.
    await rest(page);
    await still(page);
    focusWalkMs += Date.now() - walkStarted;
    for (const next of [width, ...resized]) {
      where = `${route} @ ${next}px`;
      await page.setViewportSize({ width: next, height: HEIGHT });
      await page.evaluate(() => {
        for (const [el, value] of window.__gateReveals) el.setAttribute("data-reveal", value);
      });
      await still(page);
      await rest(page);
      await inspectBoth(page, where);
      if (next === width) {
        await mirrorStep(page, route, width, where);
        // Text over pictures and gradients, in both themes, at the phone's and the laptop's width.
        if (!route.includes("?")) record(where, await checkTextOverPictures(page));
      }
    }
    if (width === AUDIT_WIDTH) {
      await page.setViewportSize({ width, height: HEIGHT });
      await audit.check(lane, route);
    }
  } catch (error) {
    record(where, [{ check: "visit", detail: error.message.split("\n")[0] }]);
  } finally {
    // A page that failed has no boxes for its right-to-left check (which then only skips that).
    if (!route.includes("?")) mirrorOf(route, width).resolve(null);
    await audit.end(lane);
  }
}

/**
 * A page right to left, with what the reading direction can break (see the header): loaded at
 * AUDIT_WIDTH, its layout, rows and mirror checked there and, resized, at 375 px; then audited in
 * both themes at AUDIT_WIDTH.
 */
async function checkMirrored(lane, route) {
  const { page } = lane;
  let where = `${route} @ ${AUDIT_WIDTH}px`;
  try {
    await load(lane, route, { width: AUDIT_WIDTH, height: HEIGHT }, where);
    for (const width of [AUDIT_WIDTH, 375]) {
      where = `${route} @ ${width}px`;
      await page.setViewportSize({ width, height: HEIGHT });
      await drawAll(page);
      await page.evaluate(() => {
        for (const el of document.querySelectorAll("[data-reveal]")) el.removeAttribute("data-reveal");
      });
      await rest(page);
      await still(page);
      record(where, await inspect(page));
      await mirrorStep(page, route, width, where);
    }
    where = `${route} @ ${AUDIT_WIDTH}px`;
    await page.setViewportSize({ width: AUDIT_WIDTH, height: HEIGHT });
    await rest(page);
    await audit.check(lane, route);
  } catch (error) {
    record(where, [{ check: "visit", detail: error.message.split("\n")[0] }]);
  } finally {
    await audit.end(lane);
  }
}

/** Opens each menu of the desktop bar in turn (by its button, as a click would) and checks its panel. */
async function checkMenus(lane, route, size) {
  const { page } = lane;
  const at = `${route} @ ${size.width}×${size.height}`;
  try {
    await load(lane, route, size, `${at} menus`);
    const triggers = page.locator('nav[aria-label="Main"] button[aria-controls]');
    const count = await triggers.count();
    if (count === 0) record(at, [{ check: "menu", detail: "no menu to open" }]);
    for (let i = 0; i < count; i += 1) {
      const trigger = triggers.nth(i);
      const where = `${at}, ${(await trigger.textContent()).trim()} menu open`;
      await trigger.click();
      const panel = `[id="${await trigger.getAttribute("aria-controls")}"]`;
      // Its fade over, and the demo screenshots it adds on first opening loaded.
      await page.waitForFunction(
        (selector) => {
          const el = document.querySelector(selector);
          const finite = (a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity);
          return (
            el &&
            el.getAnimations({ subtree: true }).every((a) => a.playState !== "running" || !finite(a)) &&
            [...el.querySelectorAll("img")].every((img) => img.complete || !img.checkVisibility())
          );
        },
        panel,
        { timeout: 10_000 },
      );
      await rest(page);
      record(where, await inspect(page, { scope: panel }));
      await page.keyboard.press("Escape");
      await page.mouse.move(0, size.height - 1);
    }
  } catch (error) {
    record(`${at} menus`, [{ check: "visit", detail: error.message.split("\n")[0] }]);
  } finally {
    await audit.end(lane);
  }
}

const tasks = [
  ...routes.flatMap((route) =>
    Object.entries(LOADS).map(
      ([width, resized]) =>
        () =>
        (lane) =>
          checkPage(lane, route, Number(width), resized),
    ),
  ),
  ...MENU_WINDOWS.map((size) => () => (lane) => checkMenus(lane, menuRoute, size)),
  ...mirroredRoutes.map((route) => () => (lane) => checkMirrored(lane, route)),
  ...(asked.length > 0 ? [] : [() => (lane) => checkMenus(lane, "/?dir=rtl", MENU_WINDOWS[1])]),
];
const total = tasks.length;
const browser = await chromium.launch(launchOptions);
let audited;
try {
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      // Nothing leaves 127.0.0.1: launchOptions' proxy refuses every other host.
      const context = await browser.newContext();
      // A look a route carried (`?dir=rtl`) lasts for the tab's visit (~/lib/look): every document
      // starts without one, before its scripts run (clearing it from the page left missed the pages
      // loaded after about:blank, where each check ends).
      await context.addInitScript(() => {
        try {
          sessionStorage.clear();
        } catch {
          /* about:blank has no storage */
        }
      });
      await audit.prepare(context);
      const lane = audit.watch(await context.newPage());
      for (let task = tasks.shift(); task; task = tasks.shift()) await task()(lane);
      await context.close();
    }),
  );
  audited = await audit.finish();
} finally {
  await browser.close();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);

const { problems: auditProblems, urlsChecked } = audited;
const report = {
  routes,
  mirroredRoutes,
  widths: WIDTHS,
  menuWindows: MENU_WINDOWS,
  auditWidth: AUDIT_WIDTH,
  checks: total,
  urlsChecked,
  seconds: Number(seconds),
  focusWalkSeconds: Number((focusWalkMs / 1000).toFixed(1)),
  layout: problems,
  audit: auditProblems,
};
await mkdir("reports", { recursive: true });
await writeFile(join("reports", "pages.json"), JSON.stringify(report, null, 2) + "\n");
const axeCount = auditProblems.filter((p) => p.kind === "axe").length;
const pagesWithProblems = new Set(problems.map((p) => p.page.split(" @ ")[0]));
const summary =
  `pages: ${routes.length} pages × ${WIDTHS.length} widths + menus in ${MENU_WINDOWS.length} windows ` +
  `+ ${mirroredRoutes.length} pages right to left at 2 widths ` +
  `(${total} checks): ${problems.length} layout problems on ${pagesWithProblems.size} pages; ` +
  `audit in 2 themes at ${AUDIT_WIDTH} px: ${axeCount} axe violations, ` +
  `${auditProblems.length - axeCount} other problems, ${urlsChecked} URLs checked (${seconds} s)`;
if (problems.length + auditProblems.length > 0) {
  const lines = [
    ...problems.map((p) => `  [${p.check}] ${p.page}: ${p.where ? `${p.where} ` : ""}${p.detail}`),
    ...auditProblems.map((p) => `  [${p.kind}] ${p.where}: ${p.detail}`).sort((a, b) => a.localeCompare(b)),
  ];
  console.error(`${lines.join("\n")}\n${summary}; details in reports/pages.json`);
  process.exit(1);
}
console.log(summary);
