/**
 * The picture checks of the page gate (scripts/page-gate.mjs), beside the layout checks
 * (scripts/lib/geometry.mjs) and reported like them, `{ check, where, detail }`:
 *
 *   - `picture-aspect`: a picture drawn at an aspect ratio other than its own, by more than
 *     ASPECT_TOLERANCE (and more than a pixel): a round photo drawn oval, a wide picture squeezed
 *     into a square. Its own aspect is the file's when it has loaded, else its `width` and `height`
 *     attributes (the manifest's, decision 003). A picture cropped or fitted on purpose (`object-fit`
 *     other than `fill`) is drawn at its own aspect inside its box, so it passes.
 *   - `picture-upscaled`: a picture drawn more than UPSCALE_LIMIT times the pixels of the file a
 *     browser chooses for it, on a screen of each of DPRS device pixels per CSS pixel: soft. What
 *     is drawn is the picture's painted width, not its box's: under `object-fit: cover` a wide
 *     picture in a square box is painted as wide as the box is high times its aspect.
 *   - `picture-repeated`: the same picture (the same file name without its width and format) twice
 *     in one page, among what a visitor sees at this width and what the page's tabs show. Copies
 *     hidden from assistive technology (`aria-hidden`, e.g. the second run of a marquee) are
 *     deliberate and not counted; the site's carousels (Embla) do not clone slides. Nor is one item
 *     shown twice (a post in the list and in the sidebar's Recent Posts): two pictures whose links
 *     (their own or their card's) lead to the same page stand for one thing.
 *
 * Which file a browser chooses (`picture-upscaled`), the same at every run and for every screen:
 * the candidates are the `srcset` of the `<picture>`'s first `<source>` whose `media` matches the
 * window, or that has none (a source without `media` lists the same widths as the `<img>`:
 * scripts/lib/picture-files.mjs; one with `media` may be another picture, a phone's tall crop, with
 * its own `sizes` and aspect: its `width` and `height`), else the `<img>`'s;
 * the slot is what the `sizes` attribute gives at the window's width (`slotWidth`, shared with
 * `npm run budgets`); the chosen file is the narrowest candidate at least the slot times the
 * device pixel ratio wide, else the widest (`pick`: what the HTML standard intends and
 * Firefox and WebKit do; Chromium may take one candidate less at 2×, so this is the lenient end).
 * A `srcset` with `x` descriptors, or none, is judged by the file that has loaded (`naturalWidth`)
 * when it has. The files already loaded are not used for `srcset` pictures: after the window is
 * resized, which file is on screen depends on timing; the choice does not. Vector files (SVG) are
 * never soft.
 */
/* global document, window, getComputedStyle */
import { candidatesOf, pick, slotWidth } from "./page-weight.mjs";
import { inPage } from "./geometry.mjs";

/** How far a drawn aspect ratio may be from the picture's own (a share of it). */
export const ASPECT_TOLERANCE = 0.03;
/** How many times the file's pixels a picture may be drawn at before it looks soft. */
export const UPSCALE_LIMIT = 1.1;
/** The device pixel ratios every picture is judged at. */
export const DPRS = [1, 2];

/**
 * Runs in the page (`page.evaluate(inPage(measurePictures))`): every `<img>` of the page with what
 * the checks need: its box, its own aspect, how it is fitted, its candidates and `sizes`, the file
 * it shows, and whether it counts for `picture-repeated`.
 * @param {{ scope?: string | null }} options
 * @param {(el: Element) => string} describe
 */
export function measurePictures({ scope = null } = {}, describe) {
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) return [];
  const pictures = [];
  for (const img of root.querySelectorAll("img")) {
    const s = getComputedStyle(img);
    const drawn = img.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const source = [...(img.parentElement?.localName === "picture" ? img.parentElement.children : [])].find(
      (el) => el.localName === "source" && (!el.media || window.matchMedia(el.media).matches),
    );
    const set = source ?? img;
    const box = img.getBoundingClientRect();
    const px = (name) => parseFloat(s.getPropertyValue(name)) || 0;
    const loaded = img.complete && img.naturalWidth > 0;
    const attr = (name) => Number(img.getAttribute(name)) || 0;
    pictures.push({
      where: describe(img),
      drawn,
      // A copy made on purpose, or a picture a tab shows when chosen: see `picture-repeated`.
      copy: Boolean(img.closest("[aria-hidden=true]")),
      inTab: Boolean(img.closest("[role=tabpanel]")),
      // What the picture stands for: the page its link leads to, or its card's title link.
      href:
        (
          img.closest("a[href]") ??
          [img.closest("article, li")].map(
            (card) => card?.querySelector(":is(h2, h3, h4) a[href]") ?? card?.querySelector("a[href]"),
          )[0]
        )?.getAttribute("href") ?? null,
      width:
        box.width -
        px("padding-left") -
        px("padding-right") -
        px("border-left-width") -
        px("border-right-width"),
      height:
        box.height -
        px("padding-top") -
        px("padding-bottom") -
        px("border-top-width") -
        px("border-bottom-width"),
      // A source for some screens (`media`: a phone's tall crop) names its own aspect, which its
      // files have whichever one has loaded (after a resize, the one of the former width may).
      aspect:
        (source?.media && Number(source.getAttribute("width")) / Number(source.getAttribute("height"))) ||
        (loaded ? img.naturalWidth / img.naturalHeight : attr("width") / attr("height") || null),
      fit: s.objectFit,
      srcset: set.getAttribute("srcset") ?? "",
      sizes: set.getAttribute("sizes") ?? "",
      src: img.currentSrc || img.getAttribute("src") || "",
      naturalWidth: loaded ? img.naturalWidth : 0,
    });
  }
  return pictures;
}

/** The candidates of the picture's `srcset` (`w` descriptors), narrowest first; null without. */
function candidates(picture) {
  try {
    return picture.srcset ? candidatesOf(picture.srcset) : null;
  } catch {
    return null;
  }
}

/** The file name a picture's files share: "/art/hero-1-480.avif" (480w) → "/art/hero-1". */
export function pictureName(picture) {
  const [first] = candidates(picture) ?? [{ url: picture.src, width: null }];
  const path = first.url.replace(/[?#].*$/, "").replace(/^[a-z]+:\/\/[^/]+/i, "");
  return path.replace(new RegExp(`${first.width ? `-${first.width}` : ""}\\.[a-z0-9]+$`, "i"), "");
}

/** Whether the picture's file is a vector image (SVG), sharp at every size. */
const isVector = (picture) =>
  /\.svg$/i.test((candidates(picture)?.[0].url ?? picture.src).replace(/[?#].*$/, ""));

/** The width, in CSS px, of the picture as painted in its box (`object-fit`). */
function paintedWidth(p) {
  if (!p.aspect) return p.width;
  if (p.fit === "cover") return Math.max(p.width, p.height * p.aspect);
  if (p.fit === "contain") return Math.min(p.width, p.height * p.aspect);
  return p.width;
}

const round = (n) => Math.round(n);
const fileOf = (url) => url.split("/").pop();

/**
 * The problems of the pictures `measurePictures` found, in a window `viewportWidth` px wide.
 * @param {ReturnType<typeof measurePictures>} pictures
 * @param {number} viewportWidth
 * @returns {{ check: string, where: string, detail: string }[]}
 */
export function pictureProblems(pictures, viewportWidth) {
  const problems = [];
  const seen = new Map();
  for (const p of pictures) {
    if ((p.drawn || p.inTab) && !p.copy) {
      const name = pictureName(p);
      const first = seen.get(name);
      if (first && !(p.href && p.href === first.href))
        problems.push({
          check: "picture-repeated",
          where: p.where,
          detail: `${fileOf(name)} is also ${first.where}`,
        });
      else if (name) seen.set(name, p);
    }
    if (!p.drawn || p.width < 1 || p.height < 1) continue;

    if (p.aspect && (p.fit === "fill" || !p.fit)) {
      const expected = p.width / p.aspect;
      const off = Math.abs(p.height - expected);
      if (off > 1 && off > expected * ASPECT_TOLERANCE)
        problems.push({
          check: "picture-aspect",
          where: p.where,
          detail: `${fileOf(pictureName(p))} (${p.aspect.toFixed(3)}) drawn ${round(p.width)} × ${round(p.height)} px (${(p.width / p.height).toFixed(3)}), without object-fit`,
        });
    }

    if (isVector(p)) continue;
    const painted = paintedWidth(p);
    const files = candidates(p);
    let slot = null;
    if (files) {
      try {
        slot = slotWidth(p.sizes || "100vw", viewportWidth);
      } catch (error) {
        problems.push({ check: "picture-upscaled", where: p.where, detail: error.message });
        continue;
      }
    } else if (!p.naturalWidth) continue;
    const soft = [];
    for (const dpr of DPRS) {
      const file = files ? pick(files, slot * dpr).width : p.naturalWidth;
      const scale = (painted * dpr) / file;
      if (scale > UPSCALE_LIMIT)
        soft.push(`at ${dpr}x ${round(painted * dpr)} px from the ${file} px file (${scale.toFixed(2)}×)`);
    }
    if (soft.length > 0)
      problems.push({
        check: "picture-upscaled",
        where: p.where,
        detail: `${fileOf(pictureName(p))} painted ${round(painted)} px wide${files ? ` in a ${round(slot)} px sizes slot` : ""}: ${soft.join("; ")}`,
      });
  }
  return problems;
}

/** Measures the pictures of the page in `page` (Playwright) and returns their problems. */
export async function inspectPictures(page, options = {}) {
  const [pictures, viewportWidth] = await Promise.all([
    page.evaluate(inPage(measurePictures, options)),
    page.evaluate(() => window.innerWidth),
  ]);
  return pictureProblems(pictures, viewportWidth);
}
