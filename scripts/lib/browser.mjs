/**
 * Browser-side helpers shared by the Playwright tests and the audit (playwright-core pages).
 */
/* global document, getComputedStyle, requestAnimationFrame -- functions passed to the page run in the browser */

/**
 * Runs in the page (`page.evaluate(drawnTokens, { tokens })`): each colour token (`primary`, …) as the
 * engine draws it, `#rrggbb` read back through a canvas, whatever syntax it computes (decision 031).
 * With `brand` (a colour, or null for the page's own) and `dark`, first sets the visitor's colour on
 * <html> (`data-accent="custom"`, `--brand`) and the theme.
 * @param {{ tokens: string[], brand?: string | null, dark?: boolean }} options
 * @returns {Record<string, string>}
 */
export function drawnTokens({ tokens, brand, dark }) {
  const root = document.documentElement;
  if (brand !== undefined) {
    if (brand) {
      root.dataset.accent = "custom";
      root.style.setProperty("--brand", brand);
    } else {
      delete root.dataset.accent;
      root.style.removeProperty("--brand");
    }
    root.classList.toggle("dark", Boolean(dark));
  }
  const probe = document.createElement("span");
  root.append(probe);
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  /** @type {Record<string, string>} */
  const result = {};
  for (const token of tokens) {
    probe.style.color = `var(--${token})`;
    canvas.fillStyle = getComputedStyle(probe).color;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    result[token] = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  }
  probe.remove();
  return result;
}

/**
 * Runs in the page (`page.evaluate(behavioursStarted)`, or inside an init script as source): whether
 * every behaviour module of the page has started (app/behaviours/main.ts marks <html>, decision 030).
 */
export function behavioursStarted() {
  return document.documentElement?.getAttribute("data-behaviours") === "ready";
}

/**
 * Applies a phone profile to a page through its CDP session, as DevTools throttles: an empty cache,
 * `latency` ms per request, `downloadThroughput`/`uploadThroughput` in bytes per second, the CPU
 * slowed `cpuSlowdown` times.
 */
export async function throttle(cdp, { latency, downloadThroughput, uploadThroughput, cpuSlowdown }) {
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency,
    downloadThroughput,
    uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}

/**
 * Resolves once the page's behaviour modules have started (decision 030): the entry has loaded every
 * module whose marker the page holds and run it on its elements. What a module loads later, when the
 * visitor nears or uses its widget (Embla, PhotoSwipe, EmailJS, the comments), has states of its own.
 */
export async function waitForBehaviours(page, timeout = 15_000) {
  await page.waitForFunction(behavioursStarted, undefined, { timeout });
}

/**
 * Runs in the page, as `page.evaluate(untilAtRest, limit)`: resolves once no finite animation or
 * transition is running (an endless one, a marquee or a spinner, does not count), checked each frame;
 * throws if something still moves after `limit` ms.
 */
export async function untilAtRest(limit) {
  const moving = () =>
    document
      .getAnimations()
      .some(
        (a) =>
          a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
      );
  const stop = performance.now() + limit;
  while (moving()) {
    if (performance.now() > stop) throw new Error(`still moving after ${limit / 1000} s`);
    await new Promise((next) => requestAnimationFrame(next));
  }
}

/**
 * Runs in the page, as `page.evaluate(carouselsAtRest, limit)`: presses every autoplaying carousel's
 * own "Stop automatic slide show" button, as a visitor who stops to read would, then resolves once
 * no carousel moves. Embla moves a row by setting its transform each frame, which
 * `getAnimations()` does not see: a row counts as still once its transform, and its slides' (the
 * loop moves slides too), are unchanged over three frames. Throws if one still moves after `limit`
 * ms.
 */
export async function carouselsAtRest(limit) {
  const carousels = [...document.querySelectorAll('[aria-roledescription="carousel"]')];
  for (const carousel of carousels)
    carousel.querySelector('button[aria-label="Stop automatic slide show"]')?.click();
  const rows = carousels.flatMap((carousel) => {
    const slides = [...carousel.querySelectorAll("[data-carousel-slide]")];
    return slides.length > 0 ? [slides[0].parentElement, ...slides] : [];
  });
  const look = () => rows.map((el) => getComputedStyle(el).transform).join("|");
  const frame = () => new Promise((next) => requestAnimationFrame(next));
  const stop = performance.now() + limit;
  let last = look();
  for (let same = 0; same < 3;) {
    if (performance.now() > stop) throw new Error(`a carousel still moves after ${limit / 1000} s`);
    await frame();
    const now = look();
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

/** True for URLs the tests may load: this machine only (and the browser's own chrome:// pages). */
export function isLocalUrl(url) {
  try {
    const { protocol, hostname } = new URL(url);
    if (["data:", "blob:", "about:", "chrome:"].includes(protocol)) return true;
    return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
  } catch {
    return false;
  }
}

/**
 * Chromium logs "Failed to load resource: … 404" for a document that answers 404 on purpose (the
 * 404 page). `documents404` holds the URLs of such documents; only those messages are excused.
 */
export function isExpected404Message(message, location, documents404) {
  // The console reports the document's URL with its fragment; the response's URL has none.
  const url = (location?.url ?? "").replace(/#.*$/, "");
  return /Failed to load resource: .*404/.test(message) && documents404.has(url);
}

/**
 * Stores the theme ("light" or "dark") under the site's key before any page script of the context
 * runs, as a returning visitor's choice would be (the site's own default is dark).
 */
export async function storeTheme(context, theme) {
  await context.addInitScript(
    (dark) => {
      try {
        localStorage.setItem("isDarkmode", dark);
      } catch {
        /* storage blocked (about:blank): the default theme applies */
      }
    },
    String(theme === "dark"),
  );
}

/** True when the page's h1 is drawn with the web font (not the metric-matched fallback). */
export async function usesWebFont(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    if (!nodeId) return true;
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.some((font) => font.isCustomFont);
  } finally {
    await cdp.detach();
  }
}
