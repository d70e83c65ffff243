/**
 * `npm run bench [--behaviours] [route …]`: Lighthouse (default mobile configuration) on every
 * pre-rendered page of BUILD_DIR, or on the routes given, 3 runs each; the run with the median
 * performance score counts (`--behaviours`: only the behaviours' start below).
 * Then the limit: each route of BENCH_LIMIT (comma-separated, default "/"; empty for none) as a page
 * without any JavaScript — the same HTML, inlined CSS, font and pictures, every script and the
 * deferred stylesheet removed — which is as fast as this stack's pages can be.
 * Then the behaviours' start (issue 40): each route loaded 3 times on the phone profile of `phone`
 * below, with an empty cache, from its first contentful paint to the moment its behaviour modules
 * have started (`data-behaviours="ready"`, decision 030); the median counts. The controls work before
 * that from the page's inline script (decision 027).
 * Writes reports/bench.md (the table, the minimum and median of each score, the behaviours' start,
 * and what each measured page's script is made of) and prints the tables and the scores.
 * A benchmark, not a test: no thresholds. It serves a copy of the build (the limit pages are added
 * to the copy, never to BUILD_DIR).
 */
/* global window -- functions passed to the page run in the browser */
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Launcher, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { baseFlags, chromiumFlags, chromiumPath, launchOptions, mergeFlags } from "./chromium.mjs";
import { behavioursStarted, throttle } from "./lib/browser.mjs";
import { buildComposition, markdownTable } from "./lib/bundle-composition.mjs";
import { compressedVariants } from "./lib/compress.mjs";
import { basePath, buildDir, clientDir, htmlFiles, prerenderedRoutes, routeOf } from "./lib/pages.mjs";

const RUNS = 3;

/**
 * The phone of issue 28's figures: Lighthouse's mobile screen, the CPU slowed 4×, 150 ms latency,
 * 1.6 Mbit/s down and 750 kbit/s up, applied by DevTools to each request (so a round trip costs
 * 150 ms, not Lighthouse's simulated 562.5 ms per request).
 */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const CATEGORIES = [
  ["performance", "perf"],
  ["accessibility", "a11y"],
  ["best-practices", "best practices"],
  ["seo", "SEO"],
];

const all = prerenderedRoutes(clientDir());
const args = process.argv.slice(2);
/** `--behaviours`: only the behaviours' start (no Lighthouse, no limit rows). */
const behavioursOnly = args.includes("--behaviours");
const asked = args.filter((arg) => arg !== "--behaviours");
const routes = asked.length > 0 ? asked : all;
const limitRoutes = behavioursOnly ? [] : (process.env.BENCH_LIMIT ?? "/").split(",").filter(Boolean);
const unknown = [...routes, ...limitRoutes].filter((route) => !all.includes(route));
if (routes.length === 0 || unknown.length > 0) {
  console.error(
    `bench: ${unknown.length ? `not pre-rendered: ${unknown.join(", ")}` : `no pages in ${clientDir()}`}`,
  );
  process.exit(1);
}

/** Where a route's zero-JavaScript copy is served: "/" → "/__limit__", "/login" → "/__limit__/login". */
const limitRoute = (route) => `/__limit__${route === "/" ? "" : route}`;
/** The HTML file of a pre-rendered route, relative to the client folder. */
const fileOf = (route) => htmlFiles(clientDir()).find((file) => routeOf(file) === route);

/** A page as it would be without JavaScript: no script, no module preload, no deferred stylesheet. */
function withoutJavaScript(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<link rel="stylesheet"[^>]*media="print"[^>]*>/g, "")
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
}

/** A copy of the build with the limit pages (and their policies and compressed variants) added. */
async function buildWithLimits() {
  const copy = await mkdtemp(join(tmpdir(), "bench-"));
  await cp(buildDir(), copy, { recursive: true });
  const manifest = join(copy, "headers.json");
  const headers = JSON.parse(await readFile(manifest, "utf8"));
  for (const route of limitRoutes) {
    const html = withoutJavaScript(await readFile(join(copy, "client", fileOf(route)), "utf8"));
    const file = `${limitRoute(route).slice(1)}/index.html`;
    const target = join(copy, "client", file);
    await mkdir(dirname(target), { recursive: true });
    const { br, gz } = await compressedVariants(html);
    await Promise.all([
      writeFile(target, html),
      writeFile(`${target}.br`, br),
      writeFile(`${target}.gz`, gz),
    ]);
    headers.policies[file] = headers.policies[fileOf(route)];
  }
  await writeFile(manifest, JSON.stringify(headers, null, 1));
  return copy;
}
const served = await buildWithLimits();

/** A free port for the server, which runs in its own process so Lighthouse cannot slow it. */
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, [fileURLToPath(new URL("serve.mjs", import.meta.url))], {
  env: { ...process.env, BUILD_DIR: served, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.once("exit", (code) => reject(new Error(`bench: the server exited (${code})`)));
  server.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve());
});
const origin = `http://127.0.0.1:${port}${basePath().slice(0, -1)}`;

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: mergeFlags(Launcher.defaultFlags(), chromiumFlags),
  ignoreDefaultFlags: true,
});

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const transfer = (lhr, type) =>
  (lhr.audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === type)
    ?.transferSize ?? 0;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const { version } = JSON.parse(await readFile("node_modules/lighthouse/package.json", "utf8"));

/**
 * Writes reports/bench.md with the rows measured so far (after every route, so a long run that is
 * stopped keeps what it measured; the heading says how many routes of how many) and returns the
 * table and the summary.
 */
async function report(rows, total, windows = []) {
  const table = [
    `| route | ${CATEGORIES.map(([, label]) => label).join(" | ")} | FCP | LCP | TBT | CLS | JS KB | CSS KB | HTML KB | total KB |`,
    `| --- | ${CATEGORIES.map(() => "---:").join(" | ")} | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows.map(
      (r) =>
        `| ${r.route} | ${CATEGORIES.map(([id]) => r.scores[id]).join(" | ")} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ` +
        `${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)} | ${kb(r.total)} |`,
    ),
  ].join("\n");
  const pages = rows.filter((r) => !r.limit);
  const summary = pages.length
    ? [
        ...CATEGORIES.map(([id, label]) => {
          const values = pages.map((r) => r.scores[id]);
          return `${label}: min ${Math.min(...values)}, median ${median(values)}`;
        }),
        ...[
          ["FCP", "fcp"],
          ["LCP", "lcp"],
        ].map(([label, key]) => {
          const values = pages.map((r) => r[key]);
          return `${label}: median ${seconds(median(values))}, max ${seconds(Math.max(...values))}`;
        }),
        `TBT max ${Math.round(Math.max(...pages.map((r) => r.tbt)))} ms`,
        `CLS max ${Math.max(...pages.map((r) => r.cls)).toFixed(3)}`,
      ].join("; ")
    : "no page measured yet";
  const measured = new Set(pages.map((r) => r.route));
  const markdown = [
    rows.length < total
      ? `# Lighthouse benchmark (partial: ${rows.length} of ${total} rows)`
      : "# Lighthouse benchmark",
    "",
    `Lighthouse ${version}, default mobile configuration (simulated throttling), Chromium ${rows[0]?.chrome ?? "?"}, ` +
      `median of ${RUNS} runs by performance score, build \`${buildDir()}\`, ${new Date().toISOString().slice(0, 10)}.`,
    `Reproduce: \`npm run build && npm run bench${asked.length > 0 ? ` -- ${routes.join(" ")}` : ""}\`` +
      ` (limit rows: BENCH_LIMIT=${limitRoutes.join(",") || '""'}).`,
    "",
    table,
    "",
    `Over the site's pages (the limit rows left out): ${summary}.`,
    "",
    "## The behaviours' start",
    "",
    `From the first contentful paint to the page's behaviour modules started (decision 030), on the phone of issue 28 (${phone.viewport.width} px, CPU ${phone.cpuSlowdown}× slower,`,
    `${phone.latency} ms latency, ${(phone.downloadThroughput * 8) / 1024 / 1024} Mbit/s down), empty cache, median of ${RUNS} loads (of the time between).`,
    "The controls work before it from the page's inline script (decision 027).",
    "",
    windows.length ? behavioursTable(windows) : "Not measured yet.",
    "",
    "## Script per route",
    "",
    "What each page runs before it is idle, read from the build (`npm run bundle-report` for every page): KB, gzip",
    "level 9, in the groups of `scripts/lib/bundle-composition.mjs`, heaviest first. Lighthouse counts what it",
    "transferred (brotli), what the behaviours load later included when it happened during the run.",
    "",
    markdownTable((await buildComposition(clientDir(), basePath())).filter((row) => measured.has(row.route))),
    "",
  ].join("\n");
  await mkdir("reports", { recursive: true });
  await writeFile(join("reports", "bench.md"), markdown);
  return { table, summary };
}

/** The behaviours' table: FCP, behaviours started and the time between, each the median run's. */
function behavioursTable(windows) {
  return [
    "| route | FCP | behaviours started | FCP to started |",
    "| --- | ---: | ---: | ---: |",
    ...windows.map(
      (w) => `| ${w.route} | ${seconds(w.fcp)} | ${seconds(w.started)} | ${seconds(w.window)} |`,
    ),
  ].join("\n");
}

/**
 * Loads `route` on the phone profile with an empty cache and returns its first contentful paint and
 * the moment its behaviour modules had started (as `waitForBehaviours` reads it; polled every frame),
 * in ms from the navigation's start.
 */
async function behavioursStart(browser, route) {
  const context = await browser.newContext({
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      const started = ${behavioursStarted};
      const poll = () => {
        if (started()) window.__startedAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    })()`);
    await throttle(await context.newCDPSession(page), phone);
    await page.goto(origin + route, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => window.__startedAt !== undefined, undefined, { timeout: 60_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      started: window.__startedAt,
    }));
  } finally {
    await context.close();
  }
}

const rows = [];
const windows = [];
try {
  const measured = [
    ...routes.map((route) => [route, route]),
    ...limitRoutes.map((r) => [`${r} without JavaScript (the limit)`, limitRoute(r)]),
  ];
  for (const [label, route] of behavioursOnly ? [] : measured) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(origin + route, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`bench: Lighthouse returned nothing for ${route}`);
      if (result.lhr.runtimeError) throw new Error(`bench: ${route}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    }
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = runs[Math.floor(RUNS / 2)];
    const row = {
      route: label,
      limit: label !== route,
      scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, score(lhr, id)])),
      lcp: numeric(lhr, "largest-contentful-paint"),
      fcp: numeric(lhr, "first-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      js: transfer(lhr, "script"),
      css: transfer(lhr, "stylesheet"),
      html: transfer(lhr, "document"),
      total: transfer(lhr, "total"),
      lighthouse: lhr.lighthouseVersion,
      chrome: lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1],
    };
    rows.push(row);
    console.error(`bench: ${label} ${CATEGORIES.map(([id]) => row.scores[id]).join("/")}`);
    await report(rows, measured.length);
  }
  // The visitor's browser (`chromium`, not the headless shell), launched by Playwright.
  const browser = await chromium.launch({ ...launchOptions, executablePath: chromiumPath, args: baseFlags });
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await behavioursStart(browser, route));
    const byWindow = runs
      .map((r) => ({ ...r, window: r.started - r.fcp }))
      .sort((a, b) => a.window - b.window);
    windows.push({ route, ...byWindow[Math.floor(RUNS / 2)] });
    console.error(`bench: ${route} behaviours started ${seconds(windows.at(-1).window)} after FCP`);
    await report(rows, measured.length, windows);
  }
  await browser.close();
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await rm(served, { recursive: true, force: true });
}

const { table, summary } = await report(rows, rows.length, windows);
console.log(`${table}\n\n${summary}\n\n${behavioursTable(windows)}\n(written to reports/bench.md)`);
