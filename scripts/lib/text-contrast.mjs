/**
 * Text over pictures (issue 42): axe measures text against the colour of the boxes behind it, and
 * cannot see a photograph or a gradient. This check looks at what is drawn: every run of text whose
 * box lies on a picture (`img`, `video`) or on an element painted with a `background-image` (a
 * gradient, a picture), with no solid box between, is sampled. The page's text is made transparent,
 * the box behind each run is captured, and the text's colour (its alpha blended over each pixel) is
 * compared with every pixel. `text-contrast` fails a run where more than `SPARE` of the pixels give
 * less than 4.5:1 (3:1 for large text: 24 px, or 18.66 px bold).
 *
 * Run by the page gate at the widths it loads pages at, in both themes (the theme is a class on
 * <html>, ~/lib/theme, switched here with every transition off, so the colours read are final).
 * Disabled controls are left out (WCAG's exception); a run's colour is drawn through its ancestors'
 * opacity. Carousels that turn by themselves are
 * paused first (their own button), so every sample is of a slide at rest.
 */
/* global document, window, getComputedStyle, NodeFilter, requestAnimationFrame */
import { wcagLuminance } from "culori";
import sharp from "sharp";
import { carouselsAtRest } from "./browser.mjs";
import { inPage } from "./geometry.mjs";

/** The share of a run's pixels that may fall short (a highlight, a stray bright pixel). */
export const SPARE = 0.05;

/**
 * In the page (`inPage(textOverPictures)`): the runs of text drawn over a picture or a gradient, each
 * with its box in page coordinates, its colour and whether it is large.
 * @param {object} _options unused
 * @param {(el: Element) => string} describe
 */
export function textOverPictures(_options, describe) {
  const solid = (s) => {
    const m = /rgba?\(([^)]+)\)/.exec(s.backgroundColor);
    const alpha = m ? Number(m[1].split(/[ ,/]+/)[3] ?? 1) : 0;
    return alpha >= 1;
  };
  const pictures = [...document.querySelectorAll("img, video")]
    .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    .map((el) => el.getBoundingClientRect());
  const inside = (x, y, r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  /** Whether the point is within every box that clips the element (a carousel's row, a card). */
  const unclipped = (el, x, y) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") {
        if (a === document.documentElement || a === document.body) continue;
        if (!inside(x, y, a.getBoundingClientRect())) return false;
      }
    }
    return true;
  };
  /** Over a gradient: an element (itself or an ancestor) painted with an image, before a solid one. */
  const onGradient = (el) => {
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.backgroundImage !== "none" && !s.backgroundClip.includes("text")) return true;
      if (solid(s)) return false;
    }
    return false;
  };
  const runs = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest("script, style, template, noscript, [aria-hidden=true] svg")) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // Text for screen readers only (a 1 px box, clipped) is not drawn.
    const own = el.getBoundingClientRect();
    if (own.width <= 1 || own.height <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((r) => r.width >= 2 && r.height >= 2);
    if (boxes.length === 0) continue;
    const run = runs.get(el) ?? { boxes: [] };
    run.boxes.push(...boxes);
    runs.set(el, run);
  }
  const found = [];
  for (const [el, { boxes }] of runs) {
    // A disabled control's text needs no contrast (WCAG 1.4.3's exception for inactive components).
    if (el.closest(":disabled, [aria-disabled=true]")) continue;
    const s = getComputedStyle(el);
    const colour = /rgba?\(([^)]+)\)/
      .exec(s.color)?.[1]
      .split(/[ ,/]+/)
      .map(Number);
    if (!colour || (colour[3] ?? 1) === 0 || s.webkitTextFillColor?.includes("rgba(0, 0, 0, 0)")) continue;
    // Drawn through its ancestors' opacity, as its box's own background is.
    let opacity = 1;
    for (let a = el; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
    const left = Math.min(...boxes.map((r) => r.left));
    const top = Math.min(...boxes.map((r) => r.top));
    const right = Math.max(...boxes.map((r) => r.right));
    const bottom = Math.max(...boxes.map((r) => r.bottom));
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    const overPicture = pictures.some((r) => inside(x, y, r));
    if ((!overPicture && !onGradient(el)) || !unclipped(el, x, y)) continue;
    const size = parseFloat(s.fontSize);
    found.push({
      where: describe(el),
      text: el.textContent.replace(/\s+/g, " ").trim().slice(0, 40),
      box: { x: left + window.scrollX, y: top + window.scrollY, width: right - left, height: bottom - top },
      colour: [colour[0], colour[1], colour[2], (colour[3] ?? 1) * opacity],
      large: size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700),
    });
  }
  return found;
}

/** The WCAG relative luminance of a colour of 0-255 channels (culori's, as `app/lib/palette.ts` uses). */
const luminance = (r, g, b) => wcagLuminance({ mode: "rgb", r: r / 255, g: g / 255, b: b / 255 });

/**
 * The contrast of text of `colour` (r, g, b, alpha) over each pixel of a raw RGB(A) image: the
 * lowest after the weakest `SPARE` of the pixels are set aside.
 */
export function sampledContrast(pixels, channels, colour) {
  const [tr, tg, tb, ta] = colour;
  const ratios = [];
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const [pr, pg, pb] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    const text = luminance(ta * tr + (1 - ta) * pr, ta * tg + (1 - ta) * pg, ta * tb + (1 - ta) * pb);
    const back = luminance(pr, pg, pb);
    ratios.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
  }
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * SPARE)] ?? Infinity;
}

/**
 * No transitions while the check runs: the theme switches at once, and the colours read are the
 * theme's, not a frame of a transition towards them (which a busy machine would catch).
 */
const STILL = `*, *::before, *::after { transition: none !important; }`;
/** Hides every glyph (and what floats over the page) without moving anything, for the samples. */
const HIDE_TEXT = `*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important;
  text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; }
  [data-back-to-top] { visibility: hidden !important; }`;

/**
 * The text-over-pictures check of the page as it is, in the light and the dark theme.
 * @param {import("playwright-core").Page} page
 * @returns {Promise<{ check: string, where: string, detail: string }[]>}
 */
export async function checkTextOverPictures(page) {
  // Carousels that turn by themselves stop (as a visitor's pause would) and come to rest.
  await page.evaluate(carouselsAtRest, 10_000);
  const problems = [];
  const still = await page.addStyleTag({ content: STILL });
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const dark of [wasDark, !wasDark]) {
    const theme = dark ? "dark" : "light";
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    // Collected from the top of the page, where a sticky header's box is where the page puts it.
    await page.evaluate(
      () =>
        new Promise((done) => {
          window.scrollTo({ top: 0, behavior: "instant" });
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
    const runs = await page.evaluate(inPage(textOverPictures));
    if (runs.length === 0) continue;
    const style = await page.addStyleTag({ content: HIDE_TEXT });
    try {
      for (const run of runs) {
        const { height } = page.viewportSize();
        // The run in the middle of the window, clear of the sticky header.
        const top = await page.evaluate(
          ({ y, h, view }) => {
            window.scrollTo({ top: Math.max(0, y + h / 2 - view / 2), behavior: "instant" });
            return new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY))),
            );
          },
          { y: run.box.y, h: run.box.height, view: height },
        );
        const clip = {
          x: Math.max(0, Math.floor(run.box.x)),
          y: Math.max(0, Math.floor(run.box.y - top)),
          width: Math.max(1, Math.ceil(run.box.width)),
          height: Math.max(1, Math.min(Math.ceil(run.box.height), height)),
        };
        const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        const ratio = sampledContrast(data, info.channels, run.colour);
        const needed = run.large ? 3 : 4.5;
        if (ratio < needed) {
          problems.push({
            check: "text-contrast",
            where: run.where,
            detail: `"${run.text}" ${ratio.toFixed(2)}:1 over the picture or gradient behind it (${theme}; needs ${needed}:1 for ${run.large ? "large" : "body"} text)`,
          });
        }
      }
    } finally {
      await style.evaluate((el) => el.remove());
    }
  }
  await page.evaluate(
    ({ on, y }) => {
      document.documentElement.classList.toggle("dark", on);
      window.scrollTo({ top: y, behavior: "instant" });
    },
    { on: wasDark, y: scrolled },
  );
  await still.evaluate((el) => el.remove());
  return problems;
}
