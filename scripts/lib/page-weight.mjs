/**
 * What a pre-rendered page makes a first-time visitor download before they touch anything, read from
 * the build output (no browser): the HTML, the stylesheets that block rendering, the script it runs
 * before it is idle (decision 030: its inline scripts, the behaviours' entry and the modules of the
 * markers it holds, `pageScripts`), any framework code it carries (scripts/lib/framework-free.mjs),
 * the picture of the first screen (`fetchpriority="high"`, as a phone picks it from its `srcset`), and
 * the brand font embedded in the inline CSS (decision 018). Sizes are gzip bytes, from the `.gz` files
 * the post-build step writes next to each text file (br is smaller still; gzip is what every host
 * can serve). The byte budgets (`npm run budgets`) and the benchmark report read it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pageFramework, pageScriptTags } from "./framework-free.mjs";
import { pageMarkers } from "./markers.mjs";

/** The gzip size of a built text file (its precompressed `.gz`, or compressed here). */
export function gzipBytes(file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** An absolute URL path of the site ("/assets/x.js", or under BASE_PATH) → a file of `root`. */
export function fileOf(root, base, path) {
  if (!path.startsWith(base)) throw new Error(`page-weight: ${path} is not under the base path ${base}`);
  return join(root, decodeURIComponent(path.slice(base.length).split(/[?#]/)[0] ?? ""));
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The markup a browser with scripts enabled reads: without `<noscript>` elements. */
const withScripts = (html) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

/**
 * The stylesheet URLs that block the first paint: `<link rel="stylesheet">` without a non-matching
 * media, outside `<noscript>`.
 */
export function blockingStylesheets(html) {
  return [...withScripts(html).matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, "rel") === "stylesheet")
    .filter((tag) => !["print", "none"].includes(attribute(tag, "media") ?? "all"))
    .map((tag) => attribute(tag, "href"))
    .filter(Boolean);
}

/** The CSS inlined in `<style>` elements (the critical CSS, decision 019), as one text. */
export function inlineCss(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
}

const EMBEDDED_FONT = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/g;

/**
 * The fonts embedded in a text as `data:` URLs (the cut brand font, decision 018): their bytes, and
 * the text without them (each URL left as `url(data:font/woff2)`), so that the font is budgeted on
 * its own and not as CSS or HTML.
 */
export function embeddedFonts(text) {
  let bytes = 0;
  const rest = text.replace(EMBEDDED_FONT, (_, base64) => {
    bytes += Buffer.from(base64, "base64").length;
    return "url(data:font/woff2)";
  });
  return { bytes, rest };
}

/** The gzip size of a text compressed on its own (an inline script, the inlined CSS). */
export const gzipText = (text) => gzipSync(text, { level: 9 }).length;

/**
 * `(url) => text` of the build's files under `root` served at `base`, null for a URL of another
 * origin or outside the base path, or a file the build does not have.
 */
export function assetReader(root, base) {
  return (url) => {
    if (isExternal(url) || !url.startsWith(base)) return null;
    const path = fileOf(root, base, url);
    return existsSync(path) ? readFileSync(path, "utf8") : null;
  };
}

const isExternal = (url) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);

/**
 * The script a page runs before it is idle (decision 030), given the behaviours' record of its build
 * (`behavioursGraph` in scripts/lib/module-graph.mjs, `build/behaviours.json`): `inline`, the text
 * of each inline script it runs (the theme and controls scripts); `markers`, the selectors of the
 * registry the page holds; `files`, the URLs of what it fetches for them: its `<script src>` files
 * of this site and, when one is the behaviours' entry, the entry's static imports and the files of
 * the modules of its markers; `later`, what those modules may fetch when the visitor nears or uses
 * their widget (not counted: it waits for the visitor); `external`, scripts of other origins.
 */
export async function pageScripts(html, record, base = "/") {
  const { inline, urls } = pageScriptTags(html);
  const external = urls.filter(isExternal);
  const files = new Set(urls.filter((url) => !isExternal(url)));
  const later = new Set();
  const entry = record.entry.map((file) => base + file);
  let markers = [];
  if (entry.some((url) => files.has(url))) {
    for (const url of entry) files.add(url);
    markers = await pageMarkers(
      html,
      record.behaviours.map((b) => b.selector),
    );
    for (const behaviour of record.behaviours.filter((b) => markers.includes(b.selector))) {
      for (const file of behaviour.files) files.add(base + file);
      for (const file of behaviour.later) later.add(base + file);
    }
  }
  for (const url of files) later.delete(url);
  return {
    inline: inline.map((script) => script.text),
    markers,
    files: [...files].sort(),
    later: [...later].sort(),
    external,
  };
}

/** The phone Lighthouse's mobile run emulates (Moto G Power): 412 CSS pixels wide, 1.75 device pixels each. */
export const mobileScreen = { width: 412, dpr: 1.75 };

const ROOT_FONT_PX = 16;

/** A CSS length of a `sizes` value (px, rem, em, vw, or calc() of them with + and -) in CSS px. */
export function lengthPx(text, viewportWidth) {
  const value = text.trim();
  const calc = /^calc\((.*)\)$/.exec(value);
  if (calc) {
    const terms = calc[1].split(/\s+([+-])\s+/);
    let total = lengthPx(terms[0], viewportWidth);
    for (let i = 1; i < terms.length; i += 2) {
      total += (terms[i] === "-" ? -1 : 1) * lengthPx(terms[i + 1], viewportWidth);
    }
    return total;
  }
  const m = /^(-?[\d.]+)(px|rem|em|vw)$/.exec(value);
  if (!m) throw new Error(`page-weight: cannot evaluate the length "${value}"`);
  const n = Number(m[1]);
  return m[2] === "px" ? n : m[2] === "vw" ? (n * viewportWidth) / 100 : n * ROOT_FONT_PX;
}

/** The slot width, in CSS px, a `sizes` attribute gives at a viewport width. */
export function slotWidth(sizes, viewportWidth) {
  for (const entry of sizes.split(",").map((e) => e.trim())) {
    const m = /^\((min|max)-width:\s*([^)]+)\)\s+(.+)$/.exec(entry);
    if (!m) return lengthPx(entry, viewportWidth);
    const limit = lengthPx(m[2], viewportWidth);
    if (m[1] === "min" ? viewportWidth >= limit : viewportWidth <= limit)
      return lengthPx(m[3], viewportWidth);
  }
  throw new Error(`page-weight: "${sizes}" has no default length`);
}

/** The candidates of a `srcset` with `w` descriptors, narrowest first (throws without them). */
export function candidatesOf(srcset) {
  const candidates = srcset
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, width: Number(/^(\d+)w$/.exec(descriptor ?? "")?.[1] ?? NaN) }))
    .sort((a, b) => a.width - b.width);
  if (candidates.some((c) => !(c.width > 0)))
    throw new Error(`page-weight: srcset without w descriptors: ${srcset}`);
  return candidates;
}

/** The candidate a screen picks for `width` device pixels: the narrowest that covers them, else the widest. */
export function pick(candidates, width) {
  return candidates.find((c) => c.width >= width) ?? candidates.at(-1);
}

/** The candidate of a `srcset` with `w` descriptors a screen picks: the smallest that covers the slot. */
export function pickCandidate(srcset, slot, dpr) {
  return pick(candidatesOf(srcset), slot * dpr).url;
}

/**
 * Whether a media query of `min-width` and `max-width` conditions (px, rem or em, joined with `and`)
 * matches a window `viewportWidth` px wide; throws on any other query.
 */
export function mediaMatches(media, viewportWidth) {
  return media.split(/\s+and\s+/).every((condition) => {
    const m = /^\(\s*(min|max)-width:\s*([^)]+)\)$/.exec(condition.trim());
    if (!m) throw new Error(`page-weight: cannot evaluate the media query "${media}"`);
    const limit = lengthPx(m[2], viewportWidth);
    return m[1] === "min" ? viewportWidth >= limit : viewportWidth <= limit;
  });
}

/**
 * The picture the page asks for first (`fetchpriority="high"`, the hero): its `<source>` elements in
 * order (`sources`: `media`, `srcset`, `sizes`), the `srcset` and `sizes` of the first without
 * `media` (AVIF, the format every supported browser takes), or of the `<img>` itself, and the
 * `<img>`'s `src`. Null without such a picture. Which source a screen takes: `pictureSourceAt`.
 */
export function firstScreenPicture(html) {
  const picture = [...html.matchAll(/<picture\b[^>]*>((?:<source\b[^>]*>)*)(<img\b[^>]*>)/g)].find((m) =>
    /\sfetchpriority="high"/i.test(m[2]),
  );
  const img =
    picture?.[2] ??
    [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((t) => /\sfetchpriority="high"/i.test(t));
  if (!img) return null;
  const srcsetOf = (tag) => attribute(tag, "srcset") ?? attribute(tag, "srcSet");
  const sources = [...(picture?.[1] ?? "").matchAll(/<source\b[^>]*>/g)].map(([tag]) => ({
    media: attribute(tag, "media"),
    srcset: srcsetOf(tag),
    sizes: attribute(tag, "sizes"),
  }));
  const fallback = sources.find((source) => !source.media) ?? {
    srcset: srcsetOf(img),
    sizes: attribute(img, "sizes"),
  };
  return { sources, srcset: fallback.srcset, sizes: fallback.sizes, src: attribute(img, "src") };
}

/**
 * The `srcset` and `sizes` a window `viewportWidth` px wide takes from a picture of
 * `firstScreenPicture`: those of its first `<source>` whose `media` matches (a phone's tall crop,
 * decision 003) or that has none, else the `<img>`'s; with the `media` that chose them.
 */
export function pictureSourceAt(picture, viewportWidth) {
  const source = (picture.sources ?? []).find((s) => !s.media || mediaMatches(s.media, viewportWidth));
  if (source?.media) return source;
  return { media: undefined, srcset: picture.srcset, sizes: picture.sizes };
}

/** The file of the first screen's picture a screen downloads (`mobileScreen`: Lighthouse's phone). */
export function firstScreenImage(html, screen = mobileScreen) {
  const picture = firstScreenPicture(html);
  if (!picture) return null;
  const { srcset, sizes } = pictureSourceAt(picture, screen.width);
  if (srcset && sizes) return pickCandidate(srcset, slotWidth(sizes, screen.width), screen.dpr);
  return picture.src ?? null;
}

/**
 * The screens a first-screen picture is fitted to: phones at 2× and 3× (and Lighthouse's at
 * 1.75×), a tablet, and laptops at 1× and 2×.
 */
export const pictureScreens = [
  { width: 360, dpr: 2 },
  { width: 375, dpr: 2 },
  { width: 390, dpr: 3 },
  mobileScreen,
  { width: 412, dpr: 2.625 },
  { width: 430, dpr: 3 },
  { width: 768, dpr: 2 },
  { width: 1024, dpr: 1 },
  { width: 1024, dpr: 2 },
  { width: 1280, dpr: 1 },
  { width: 1280, dpr: 2 },
  { width: 1440, dpr: 1 },
  { width: 1440, dpr: 2 },
];

/**
 * A picture is right-sized on a screen when the file that screen picks is at most 35% wider than
 * the device pixels its slot needs (fewer bytes wasted) and at least 95% of them (not blurred).
 */
export const pictureFit = { over: 1.35, under: 0.95 };

/**
 * The screens on which a picture (`firstScreenPicture`'s, or `{ srcset, sizes }`) has no file that
 * fits what its `sizes` asks for, with the figures: on each screen, the source it takes
 * (`pictureSourceAt`: a phone takes the tall crop of a `media` source).
 */
export function pictureMisfits(picture, screens = pictureScreens) {
  const misfits = [];
  for (const screen of screens) {
    const { media, srcset, sizes } = pictureSourceAt(picture, screen.width);
    const need = slotWidth(sizes, screen.width) * screen.dpr;
    const { width } = pick(candidatesOf(srcset), need);
    if (width > need * pictureFit.over || width < need * pictureFit.under)
      misfits.push(
        `${screen.width} px at ${screen.dpr}x needs ${Math.round(need)} px, gets ${width}` +
          ` (sizes "${sizes}"${media ? ` of the source for ${media}` : ""})`,
      );
  }
  return misfits;
}

/**
 * The weight of one page: `{ html, inlineCss, font, css, script, framework, image }` in bytes (gzip
 * for text, raw for the font and the picture; `html` includes the inlined CSS and the inline scripts,
 * `inlineCss` is that CSS alone, both without the font embedded in it, `font` that font, `css` the
 * render-blocking stylesheets, `script` what `pageScripts` counts, the inline scripts each
 * compressed on its own, `framework` the scripts among everything the page can load that hold
 * framework code; `image` is 0 without a high-priority picture) and the files behind them (with
 * `picture`, its `srcset` and `sizes`; `framework`, the findings of `pageFramework`). `record` is
 * the build's behaviours' record (`readBehavioursRecord`).
 */
export async function pageWeight(root, file, base = "/", record) {
  const html = readFileSync(join(root, file), "utf8");
  const styles = blockingStylesheets(html);
  const inlined = inlineCss(html);
  const scripts = await pageScripts(html, record, base);
  const picture = firstScreenPicture(html);
  const image = firstScreenImage(html);
  const sum = (paths) => paths.reduce((total, path) => total + gzipBytes(fileOf(root, base, path)), 0);
  const fonts = embeddedFonts(html);
  const readAsset = assetReader(root, base);
  const { findings } = pageFramework(html, readAsset);
  const framework = findings.reduce(
    (total, f) =>
      total + (f.text !== undefined ? gzipText(f.text) : readAsset(f.source) === null ? 0 : sum([f.source])),
    0,
  );
  return {
    html: fonts.bytes ? gzipText(fonts.rest) : gzipBytes(join(root, file)),
    inlineCss: inlined ? gzipText(embeddedFonts(inlined).rest) : 0,
    font: fonts.bytes,
    css: sum(styles),
    script: scripts.inline.reduce((total, text) => total + gzipText(text), 0) + sum(scripts.files),
    framework,
    image: image ? statSync(fileOf(root, base, image)).size : 0,
    files: { styles, scripts, image, picture, framework: findings },
  };
}
