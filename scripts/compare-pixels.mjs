#!/usr/bin/env node
/**
 * `npm run compare -- --base <commit|build folder>`: every pre-rendered page of two builds drawn in
 * Chromium and compared pixel by pixel, so that a change meant to leave the pages as they look
 * (issue 40: the same markup without React in the browser) is shown to. Not part of `npm test`:
 * four full-page screenshots of every page, two builds each, take a while.
 *
 *   npm run build:test && npm run compare -- --base main
 *   npm run compare -- --base build-old --head build --pages /,/about --widths 375
 *
 * - `--base`, `--head`: a build folder (with `client/` and `headers.json`, as `npm run build` writes
 *   it) or a commit. A commit is built with `npm run <--script>` (default `build:test`, what the
 *   tests check) in a temporary git worktree, into `build-compare-<commit>` in the project (kept:
 *   the next comparison with that commit reuses it; `--rebuild` builds it again). `--head` defaults
 *   to BUILD_DIR ("build").
 * - `--pages`: comma-separated routes ("/,/about"; default: every pre-rendered page of the head,
 *   scripts/lib/pages.mjs). `--widths` (default 375,1280) and `--themes` (default light,dark).
 * - `--port`: the base is served on it and the head on the next (default: free ports), each by the
 *   site's own server (scripts/serve.mjs), so headers and policies are those of production.
 * - `--jobs`: screenshots taken side by side, at most 2 (default 2): one page open per job.
 *
 * Each page, in a fresh browser context of its width (800 px high, device scale 1) and theme (the
 * site's stored choice, `isDarkmode`, and the system's), with reduced motion: loaded, its scripts
 * started (`data-behaviours="ready"`, decision 030; for a build from before, React's hydration), the
 * web font in use (the page is loaded again once if the font came too late for `font-display:
 * optional`), every section drawn (the first-screen class of decision 023 taken off), every image loaded and decoded (lazy ones too: the screenshot covers the whole
 * page), the network idle and nothing moving (`untilAtRest`); then a full-page screenshot at scroll
 * 0. The two builds' screenshots are compared as raw RGBA pixels (sharp).
 *
 * Prints one line per page, width and theme with differing pixels, and writes into reports/pixels/
 * (emptied first) `<page>-<width>-<theme>.diff.png` (differing pixels red over the base, faded),
 * the two screenshots beside it, and `summary.json`. Exits 0 when no pixel differs anywhere.
 */
/* global document, window, requestAnimationFrame -- functions passed to the page run in the browser */
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { launchOptions } from "./chromium.mjs";
import { isLocalUrl, storeTheme, untilAtRest, usesWebFont } from "./lib/browser.mjs";
import { FIRST_SCREEN_CLASS } from "./lib/first-screen.mjs";
import { basePath, buildDir, clientDir, prerenderedRoutes } from "./lib/pages.mjs";
import { startServer } from "./serve.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const outDir = join(root, "reports", "pixels");
const HEIGHT = 800;
const MAX_JOBS = 2;

/** The options of the command line (see the top of the file). */
export function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: "string" },
      head: { type: "string" },
      pages: { type: "string" },
      widths: { type: "string", default: "375,1280" },
      themes: { type: "string", default: "light,dark" },
      port: { type: "string" },
      jobs: { type: "string", default: String(MAX_JOBS) },
      script: { type: "string", default: "build:test" },
      rebuild: { type: "boolean", default: false },
    },
  });
  if (!values.base) throw new Error("--base <commit|build folder> is required");
  const list = (text) =>
    text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  const widths = list(values.widths).map(Number);
  if (widths.some((width) => !(Number.isInteger(width) && width > 0)))
    throw new Error(`--widths: ${values.widths}`);
  const themes = list(values.themes);
  if (themes.some((theme) => !["light", "dark"].includes(theme)))
    throw new Error(`--themes: ${values.themes}`);
  const jobs = Number(values.jobs);
  if (!(Number.isInteger(jobs) && jobs >= 1 && jobs <= MAX_JOBS)) throw new Error(`--jobs: 1 to ${MAX_JOBS}`);
  return {
    base: values.base,
    head: values.head ?? buildDir(),
    pages: values.pages ? list(values.pages) : null,
    widths,
    themes,
    port: values.port === undefined ? 0 : Number(values.port),
    jobs,
    script: values.script,
    rebuild: values.rebuild,
  };
}

/** "/" → "index", "/blog-details/1" → "blog-details_1": a file name for a route. */
export function routeSlug(route) {
  return route === "/" ? "index" : route.replace(/^\/+/, "").replace(/[^\w.-]+/g, "_");
}

const isBuild = (folder) => existsSync(join(folder, "client")) && existsSync(join(folder, "headers.json"));

/**
 * A build folder for `spec`: the folder itself, or the build of a commit (made in a temporary
 * worktree, kept as build-compare-<commit> in the project).
 */
function buildOf(spec, { script, rebuild }) {
  const folder = resolve(spec);
  if (existsSync(folder) && statSync(folder).isDirectory()) {
    if (!isBuild(folder)) throw new Error(`${spec} is not a build folder (no client/ and headers.json)`);
    return { folder, label: relative(root, folder) || folder };
  }
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  let commit;
  try {
    commit = git("rev-parse", "--verify", "--quiet", `${spec}^{commit}`);
  } catch {
    throw new Error(`${spec} is neither a build folder nor a commit`);
  }
  const label = `${spec} (${commit.slice(0, 12)})`;
  const cached = join(root, `build-compare-${commit.slice(0, 12)}`);
  if (isBuild(cached) && !rebuild) {
    console.log(`compare: ${label}: the build in ${relative(root, cached)}`);
    return { folder: cached, label };
  }
  const worktree = mkdtempSync(join(tmpdir(), "doob-compare-"));
  console.log(`compare: ${label}: npm run ${script} in a worktree (${worktree})`);
  git("worktree", "add", "--detach", "--force", worktree, commit);
  try {
    symlinkSync(join(root, "node_modules"), join(worktree, "node_modules"));
    const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` };
    delete env.BUILD_DIR;
    const result = spawnSync("npm", ["run", script], { cwd: worktree, env, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`npm run ${script} of ${label} failed`);
    rmSync(cached, { recursive: true, force: true });
    cpSync(join(worktree, "build"), cached, { recursive: true });
  } finally {
    git("worktree", "remove", "--force", worktree);
  }
  return { folder: cached, label };
}

/** Runs in the page: its scripts have started (decision 030), or, in a build from before, React hydrated. */
function scriptsStarted() {
  return (
    document.documentElement.getAttribute("data-behaviours") === "ready" ||
    Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactFiber$"))
  );
}

/** Runs in the page: every image loaded (the lazy ones asked for now) and decoded, and the fonts. */
async function imagesAndFonts() {
  await document.fonts.ready;
  const images = [...document.images];
  for (const img of images) if (img.loading === "lazy") img.loading = "eager";
  await Promise.all(
    images.map(async (img) => {
      if (!img.complete)
        await new Promise((done) => {
          img.addEventListener("load", done, { once: true });
          img.addEventListener("error", done, { once: true });
        });
      await img.decode().catch(() => {});
    }),
  );
  await document.fonts.ready;
}

const frames = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))));

/** A full-page screenshot (PNG) of `url` at `width` in `theme`, once the page is at rest. */
async function screenshot(browser, url, { width, theme }) {
  const context = await browser.newContext({
    viewport: { width, height: HEIGHT },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    colorScheme: theme,
  });
  const offHost = new Set();
  try {
    await storeTheme(context, theme);
    const page = await context.newPage();
    page.on("request", (request) => {
      if (!isLocalUrl(request.url())) offHost.add(request.url());
    });
    // `font-display: optional`: a page that had to wait for the font keeps the fallback; it is
    // cached after the first load, so a second one shows it.
    for (let attempt = 1; ; attempt++) {
      const response = await page.goto(url, { waitUntil: "load" });
      if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
      await page.waitForFunction(scriptsStarted, undefined, { timeout: 30_000 });
      await page.evaluate(frames);
      if (await usesWebFont(page)) break;
      if (attempt === 2) throw new Error(`${url}: the web font is not used`);
    }
    const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    if (dark !== (theme === "dark")) throw new Error(`${url}: the ${theme} theme was not applied`);
    // Every section drawn (decision 023 leaves those below the first screen for when the visitor
    // nears them; a full-page screenshot would catch some drawn and some not, differently each time).
    await page.evaluate((name) => document.documentElement.classList.remove(name), FIRST_SCREEN_CLASS);
    await page.evaluate(imagesAndFonts);
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
    await page.evaluate(untilAtRest, 15_000);
    await page.evaluate(frames);
    const scroll = await page.evaluate(() => window.scrollY);
    if (scroll !== 0) throw new Error(`${url}: scrolled to ${scroll} px by itself`);
    return await page.screenshot({ type: "png", fullPage: true, animations: "disabled", caret: "hide" });
  } finally {
    await context.close();
    if (offHost.size > 0) console.warn(`compare: ${url} asked for ${[...offHost].join(", ")} (refused)`);
  }
}

/**
 * Compares two screenshots (PNG) pixel by pixel: `{ differing, total, width, height, sizes, diff }`,
 * the count of pixels that differ in any channel (a pixel only one of them has counts), over the
 * larger of the two sizes, and, when any does, the diff as PNG: those pixels red, the others the
 * base's, faded.
 */
export async function comparePixels(basePng, headPng) {
  const [a, b] = await Promise.all(
    [basePng, headPng].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const width = Math.max(a.info.width, b.info.width);
  const height = Math.max(a.info.height, b.info.height);
  const out = Buffer.alloc(width * height * 4);
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inA = x < a.info.width && y < a.info.height;
      const inB = x < b.info.width && y < b.info.height;
      const ia = (y * a.info.width + x) * 4;
      const ib = (y * b.info.width + x) * 4;
      const o = (y * width + x) * 4;
      let same = inA && inB;
      for (let c = 0; same && c < 4; c++) same = a.data[ia + c] === b.data[ib + c];
      if (same) {
        const grey = (a.data[ia] * 0.3 + a.data[ia + 1] * 0.59 + a.data[ia + 2] * 0.11) * 0.25 + 191;
        out[o] = out[o + 1] = out[o + 2] = grey;
      } else {
        differing += 1;
        out[o] = 255;
        out[o + 1] = out[o + 2] = 0;
      }
      out[o + 3] = 255;
    }
  }
  const sizes = [`${a.info.width}x${a.info.height}`, `${b.info.width}x${b.info.height}`];
  const diff = differing
    ? await sharp(out, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer()
    : null;
  return { differing, total: width * height, width, height, sizes, diff };
}

/** Runs `work` on each item, at most `jobs` at once, in order of the list. */
async function pool(items, jobs, work) {
  let next = 0;
  const run = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, run));
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const base = buildOf(options.base, options);
  const head = buildOf(options.head, options);
  const headRoutes = prerenderedRoutes(clientDir(head.folder));
  const baseRoutes = new Set(prerenderedRoutes(clientDir(base.folder)));
  const unknown = (options.pages ?? []).filter((route) => !headRoutes.includes(route));
  if (unknown.length > 0)
    throw new Error(`--pages: not pre-rendered in ${head.label}: ${unknown.join(", ")}`);
  const routes = options.pages ?? headRoutes;
  const missing = routes.filter((route) => !baseRoutes.has(route));

  const shots = routes
    .filter((route) => baseRoutes.has(route))
    .flatMap((route) =>
      options.widths.flatMap((width) => options.themes.map((theme) => ({ route, width, theme }))),
    );
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const prefix = basePath();
  const servers = [];
  let browser;
  const results = [];
  const started = performance.now();
  try {
    for (const [i, build] of [base, head].entries()) {
      const port = options.port ? options.port + i : 0;
      servers.push(await startServer({ root: clientDir(build.folder), port, basePath: prefix }));
    }
    const [baseUrl, headUrl] = servers.map((server) => server.url);
    console.log(
      `compare: ${shots.length} screenshots of each build (${routes.length - missing.length} pages × ` +
        `${options.widths.join(", ")} px × ${options.themes.join(", ")}); base ${base.label} at ${baseUrl}, ` +
        `head ${head.label} at ${headUrl}`,
    );
    browser = await chromium.launch(launchOptions);
    let done = 0;
    await pool(shots, options.jobs, async (shot) => {
      const path = shot.route.replace(/^\//, "");
      const name = `${routeSlug(shot.route)}-${shot.width}-${shot.theme}`;
      const where = `${shot.route} ${shot.width} px ${shot.theme}`;
      try {
        const basePng = await screenshot(browser, new URL(path, baseUrl).href, shot);
        const headPng = await screenshot(browser, new URL(path, headUrl).href, shot);
        const { diff, ...result } = await comparePixels(basePng, headPng);
        results.push({ ...shot, ...result });
        if (diff) {
          writeFileSync(join(outDir, `${name}.diff.png`), diff);
          writeFileSync(join(outDir, `${name}.base.png`), basePng);
          writeFileSync(join(outDir, `${name}.head.png`), headPng);
          const share = ((result.differing / result.total) * 100).toFixed(3);
          const sizes = result.sizes[0] === result.sizes[1] ? "" : `; sizes ${result.sizes.join(" → ")}`;
          console.log(
            `compare: ${where}: ${result.differing} pixels differ (${share}%${sizes}): reports/pixels/${name}.diff.png`,
          );
        }
      } catch (error) {
        results.push({ ...shot, error: error.message });
        console.log(`compare: ${where}: ${error.message}`);
      }
      done += 1;
      if (done % 20 === 0) console.log(`compare: ${done} of ${shots.length}`);
    });
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }

  const order = (r) => `${r.route} ${String(r.width).padStart(5)} ${r.theme}`;
  results.sort((x, y) => order(x).localeCompare(order(y)));
  const differing = results.filter((r) => r.differing > 0);
  const failed = results.filter((r) => r.error);
  writeFileSync(
    join(outDir, "summary.json"),
    JSON.stringify({ base: base.label, head: head.label, missing, results }, null, 1) + "\n",
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  for (const route of missing) console.log(`compare: ${route}: not in ${base.label}`);
  if (differing.length === 0 && failed.length === 0 && missing.length === 0) {
    console.log(`compare: 0 differing pixels in ${results.length} screenshots (${seconds} s)`);
    return 0;
  }
  console.log(
    `compare: ${differing.length} of ${results.length} screenshots differ, ${failed.length} failed, ` +
      `${missing.length} pages missing in the base (${seconds} s); reports/pixels/`,
  );
  for (const r of differing) console.log(`  ${r.route} ${r.width} px ${r.theme}: ${r.differing} pixels`);
  for (const r of failed) console.log(`  ${r.route} ${r.width} px ${r.theme}: ${r.error}`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`compare: ${error.message}`);
      process.exit(1);
    },
  );
}
