#!/usr/bin/env node
/**
 * `npm run screenshots`: real screenshots of every demo home of app/content/demos.ts, in the light
 * and the dark theme, written as card-size AVIF and WebP plus a typed manifest. The Home mega menu
 * and the demo cards show them (docs/decisions/009-demo-thumbnails.md).
 *
 *   npm run screenshots                       build, every demo, build again (with the new thumbnails)
 *   npm run screenshots -- /index-finance     the same for these demos only (others are kept)
 *   npm run screenshots -- --built /index-x  only the screenshots, of the build in BUILD_DIR
 *
 * It serves BUILD_DIR with the site's own request handler
 * (scripts/serve.mjs) and opens each page in Debian Chromium (scripts/chromium.mjs) at
 * 1280×800 with reduced motion, nothing allowed off 127.0.0.1, once fonts and the images of the
 * first screen have loaded. Writes public/art/demos/<file>-<light|dark>-<width>.<avif|webp> and
 * app/content/demo-thumbnails.generated.ts. Names are fixed, so a re-run overwrites; a full run
 * also removes the files of demos that are no longer listed.
 */
/* global window, document, requestAnimationFrame -- functions passed to the page run in the browser */
import { spawnSync } from "node:child_process";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { runnerImport } from "vite";
import { toHex } from "./art/util.mjs";
import { launchOptions } from "./chromium.mjs";
import { isLocalUrl, storeTheme, untilAtRest, usesWebFont, waitForBehaviours } from "./lib/browser.mjs";
import { basePath, clientDir, prerenderedRoutes } from "./lib/pages.mjs";
import { writeSizes } from "./lib/picture-files.mjs";
import {
  manifestSource,
  themes,
  thumbnailDir,
  thumbnailEntry,
  thumbnailFiles,
  thumbnailPath,
  thumbnailWidths,
  viewport,
} from "./lib/thumbnails.mjs";
import { createRequestHandler } from "./serve.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const publicDir = join(root, "public");
const outDir = join(publicDir, thumbnailDir);
const manifestFile = join(root, "app/content/demo-thumbnails.generated.ts");

/** Loads a TypeScript module of the app (Vite compiles it; no config, no plugins). */
async function importApp(path) {
  const { module } = await runnerImport(join(root, path), { configFile: false, logLevel: "silent" });
  return module;
}

/** Waits until the first screen is complete: fonts, its images, and no finite animation running. */
async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (img) => {
      const box = img.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth
      );
    };
    const images = [...document.images].filter(inView);
    await Promise.all(images.map((img) => img.decode().catch(() => {})));
  });
  await page.evaluate(untilAtRest, 10_000);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** A browser tab in one theme that may only talk to this machine. */
async function openTab(browser, theme, offHost) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    colorScheme: theme,
  });
  await storeTheme(context, theme);
  const page = await context.newPage();
  // Off-host requests fail at the browser's dead proxy (see `offline`); they are noted here. No
  // request interception (`route`): it would switch the HTTP cache off, and the font with it.
  page.on("request", (request) => {
    if (!isLocalUrl(request.url())) offHost.add(request.url());
  });
  return { context, page };
}

/** Screenshot of one page's first screen, as PNG. */
async function capture(page, url, theme) {
  // The web font is `font-display: optional`: a page that had to wait for it shows the fallback.
  // It is cached after the first visit, so a second load always shows it.
  for (let attempt = 1; ; attempt++) {
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await waitForBehaviours(page);
    if (await usesWebFont(page)) break;
    if (attempt === 2) throw new Error(`${url}: the web font is not used`);
  }
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  if (dark !== (theme === "dark")) throw new Error(`${url}: the ${theme} theme was not applied`);
  await settle(page);
  return page.screenshot({ type: "png", animations: "disabled", caret: "hide" });
}

/** Writes every width and format of one screenshot; returns its manifest entry and the bytes written. */
async function writeThumbnail(png, file, theme) {
  const pixels = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const bytes = await writeSizes(pixels, thumbnailWidths, join(publicDir, thumbnailPath(file, theme)));
  const { channels } = await sharp(png).removeAlpha().resize({ width: 48 }).stats();
  const color = toHex(channels.slice(0, 3).map((c) => c.mean));
  return { entry: thumbnailEntry(file, theme, color), bytes };
}

async function main() {
  const started = performance.now();
  const { demos, demoFile } = await importApp("app/content/demos.ts");
  const { demoThumbnails: previous } = await importApp("app/content/demo-thumbnails.generated.ts").catch(
    () => ({ demoThumbnails: {} }),
  );

  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
  const unknown = asked.filter((href) => !demos.some((demo) => demo.href === href));
  if (unknown.length) throw new Error(`Not demos of app/content/demos.ts: ${unknown.join(", ")}`);
  const selected = asked.length ? demos.filter((demo) => asked.includes(demo.href)) : demos;

  const client = clientDir();
  const built = new Set(prerenderedRoutes(client));
  const missing = selected.filter((demo) => !built.has(demo.href)).map((demo) => demo.href);
  if (missing.length) {
    throw new Error(`${client} has no page for ${missing.join(", ")}; build first (npm run build).`);
  }

  const base = basePath();
  const server = createServer(createRequestHandler({ root: client, basePath: base }));
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${server.address().port}${base.slice(0, -1)}`;
  const browser = await chromium.launch(launchOptions);
  const offHost = new Set();
  const shots = new Map(Object.entries(previous));
  let total = 0;

  await mkdir(outDir, { recursive: true });
  try {
    const tabs = Object.fromEntries(
      await Promise.all(themes.map(async (theme) => [theme, await openTab(browser, theme, offHost)])),
    );
    for (const demo of selected) {
      const file = demoFile(demo.href);
      const t = performance.now();
      // Both themes at once, one tab each.
      const written = await Promise.all(
        themes.map(async (theme) => {
          const png = await capture(tabs[theme].page, origin + demo.href, theme);
          return writeThumbnail(png, file, theme);
        }),
      );
      const [light, dark] = written;
      shots.set(demo.href, { light: light.entry, dark: dark.entry });
      const bytes = light.bytes + dark.bytes;
      total += bytes;
      console.log(
        `${demo.href.padEnd(34)} ${(bytes / 1024).toFixed(0).padStart(4)} KB  ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    }
    await Promise.all(Object.values(tabs).map(({ context }) => context.close()));
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  if (offHost.size) throw new Error(`Pages asked for other hosts (blocked):\n  ${[...offHost].join("\n  ")}`);

  // The manifest lists the demos of demos.ts that have screenshots, in its order.
  const entries = demos
    .filter((demo) => shots.has(demo.href))
    .map((demo) => ({ href: demo.href, ...shots.get(demo.href) }));
  await writeFile(manifestFile, manifestSource(entries));

  // After a full run, remove the files of demos that are no longer listed.
  if (!asked.length) {
    const expected = new Set(entries.flatMap(({ href }) => thumbnailFiles(demoFile(href))));
    for (const name of await readdir(outDir)) {
      if (!expected.has(`${thumbnailDir}/${name}`)) await rm(join(outDir, name));
    }
  }

  const onDisk = await readdir(outDir);
  const sizes = await Promise.all(onDisk.map(async (name) => (await stat(join(outDir, name))).size));
  const byWidth = thumbnailWidths
    .map((w) => {
      const kb = onDisk.reduce((sum, name, i) => (name.includes(`-${w}.`) ? sum + (sizes[i] ?? 0) : sum), 0);
      return `${w} px ${(kb / 1024).toFixed(0)} KB`;
    })
    .join(", ");
  console.log(
    `\n${selected.length} demos × ${themes.length} themes in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `written ${(total / 1024).toFixed(0)} KB. public/${thumbnailDir}: ${onDisk.length} files, ` +
      `${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KB (${byWidth}).`,
  );
}

/** The site's own build (`npm run build`), in this process's output. */
function build() {
  const run = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("npm run build failed");
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  // One command: the screenshots need a build, and the next build carries their manifest.
  const built = process.argv.includes("--built");
  try {
    if (!built) build();
    await main();
    if (!built) build();
  } catch (error) {
    console.error(`screenshots: ${error.message}`);
    process.exit(1);
  }
}
