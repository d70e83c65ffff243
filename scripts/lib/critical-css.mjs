/**
 * The first paint without waiting for the stylesheet (issue 12, decision 019). Every page of the
 * build links one stylesheet for the whole site (~125 KB raw, ~19 KB gzip); a first-time visitor
 * waited a round trip and its download before seeing anything. `inlineCriticalCss(html)` puts the
 * rules the page's own markup uses into a `<style>` in its head and loads the full stylesheet
 * without blocking rendering:
 *
 *   <style>…the page's rules…</style>
 *   <script>…on the stylesheet's load, switch it on…</script>
 *   <script>…on a fresh load, mark <html> to draw the first screen first (./first-screen.mjs)…</script>
 *   <link rel="stylesheet" href="/assets/site-….css" media="print" data-media="all"/>
 *   <noscript><link rel="stylesheet" href="/assets/site-….css"/></noscript>
 *
 * Beasties picks the rules: every rule with a selector that matches an element of the page, with
 * pseudo-classes removed by `stateFreeSelector` below, not by Beasties (so `:hover`,
 * `:focus-visible`, `open:` and `group-open:` looks come along with their elements) and the
 * keyframes they animate with; every @font-face of the stylesheet goes first (it then leaves the
 * stylesheet: `removeFontFacesFromStylesheets`), the cut brand font's with the font in it
 * (`embedCutFont`). It matches against the page as it can look before
 * the full stylesheet arrives: in either theme (`.dark` set) and with the offer banner dismissed
 * (both set on <html> by inline scripts before the first paint). Only the CSS is taken from
 * Beasties; the page's bytes are otherwise unchanged (its serializer would rewrite the document).
 *
 * The full stylesheet loads as `media="print"` (not render-blocking) and is switched on by a
 * capture-phase `load` listener that runs before the link is parsed, so it can never block the
 * first paint, and no inline event handler is needed (the Content-Security-Policy allows none;
 * this script's hash is added like the others). React's links stay where React rendered them, so
 * hydration matches. Scripts run after `load` (decision 001), by which time the full stylesheet has
 * applied: client-side navigation and anything scripts change always have every rule.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";
import { parse } from "css-what";
import { FIRST_SCREEN_CLASS, FIRST_SCREEN_SCRIPT } from "./first-screen.mjs";

/** The attribute that holds the stylesheet's real media until it has loaded. */
export const DEFERRED_MEDIA = "data-media";

/** Switches a deferred stylesheet on once it has loaded; runs before the link is parsed. */
export const ACTIVATE_SCRIPT =
  `document.addEventListener("load",function(e){var l=e.target,m=l.getAttribute&&l.getAttribute("${DEFERRED_MEDIA}");` +
  `if(m){l.media=m;l.removeAttribute("${DEFERRED_MEDIA}")}},true)`;

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\/>/g;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/**
 * The `src` of the cut brand font's face (scripts/font-plugin.ts: `brand-<family>.generated.woff2`,
 * whatever the family) as the build names the file. The customizer's fonts (`look-…`) stay files.
 */
export const CUT_FONT_SRC = /url\("?([^")]*\/brand-[\w-]+\.generated-[\w-]+\.woff2)"?\)/;

/**
 * The cut brand font's face with the font itself in it (decision 018, amended 2026-11-28): a file,
 * even preloaded, comes a round trip after the HTML, and a fast phone lays the first screen out
 * before it is there. In the page it is there at the first layout, so it can be `block`: no text
 * ever waits on the network for it. Every other face is returned as it is.
 * @param {string} face one `@font-face` rule
 * @param {(href: string) => string} fileOf the built file of a URL
 */
export function embedCutFont(face, fileOf) {
  const src = CUT_FONT_SRC.exec(face);
  if (!src) return face;
  const embedded = face
    .replace(src[0], () => `url(data:font/woff2;base64,${readFileSync(fileOf(src[1])).toString("base64")})`)
    .replace(/font-display:\s*optional/, "font-display:block");
  if (!embedded.includes("font-display:block")) {
    throw new Error(`critical-css: the cut font's face is not font-display: optional: ${face}`);
  }
  return embedded;
}

const ENTITIES = { "&amp;": "&", "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** A class attribute's value as written in the HTML, its entities decoded (all but `&quot;`). */
export function decodeClassNames(names) {
  return names.replace(/&(?:amp|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

/**
 * Beasties parses the page without decoding entities, so a class written `[&amp;_input]:h-12` in the
 * HTML would never match the selector of `[&_input]:h-12`: class attributes are given decoded (all
 * but `&quot;`, which has to stay inside the quoted attribute).
 */
function decodedClasses(html) {
  return html.replace(/\sclass="([^"]*)"/g, (_, names) => ` class="${decodeClassNames(names)}"`);
}

/**
 * Selectors kept whatever the page holds:
 *   - a bare `[id]` or `[class]`, which Beasties drops although they match (its fast path looks for
 *     an id or class named "");
 *   - a visitor's look on <html> (~/lib/look: the accents, the corners, the font), which the look
 *     script sets before the first paint from a link or the visit's storage, so the first paint shows
 *     it before the full stylesheet has come.
 */
export const ALWAYS_KEPT = [/\[(?:id|class)\]/, /:root(?:\.dark)?\[data-(?:accent|radius|font)=/];

/** Pseudo-classes that take a selector list and match what it matches: kept, their lists normalised. */
const SELECTOR_LISTS = new Set(["is", "where", "matches", "any"]);
const COMBINATORS = new Set(["child", "descendant", "adjacent", "sibling", "parent", "column-combinator"]);
const UNIVERSAL = { type: "universal", namespace: null };

function withoutStates(tokens) {
  const kept = [];
  for (const token of tokens) {
    if (token.type === "pseudo-element") continue;
    if (token.type === "pseudo") {
      if (SELECTOR_LISTS.has(token.name) && Array.isArray(token.data)) {
        kept.push({ ...token, data: token.data.map(withoutStates) });
      }
      continue;
    }
    kept.push(token);
  }
  // A compound left empty (`> :not(:last-child)` → `>`) matches any element.
  const filled = [];
  for (const token of kept) {
    if (COMBINATORS.has(token.type) && (filled.length === 0 || COMBINATORS.has(filled.at(-1).type))) {
      filled.push(UNIVERSAL);
    }
    filled.push(token);
  }
  if (filled.length === 0 || COMBINATORS.has(filled.at(-1).type)) filled.push(UNIVERSAL);
  return filled;
}

/** An identifier escaped for a selector: every character but letters, digits, `-` and `_`. */
function escapeIdent(name) {
  const escaped = name.replace(/[^\w-]/g, (c) => `\\${c}`);
  return /^\d/.test(escaped) ? `\\3${escaped[0]} ${escaped.slice(1)}` : escaped;
}

const COMBINATOR_TEXT = {
  child: " > ",
  descendant: " ",
  adjacent: " + ",
  sibling: " ~ ",
  parent: " < ",
  "column-combinator": " || ",
};
const ATTRIBUTE_OPERATOR = {
  equals: "=",
  element: "~=",
  start: "^=",
  end: "$=",
  any: "*=",
  hyphen: "|=",
  not: "!=",
};

/**
 * css-what's own stringify leaves `/`, `,` and `.` in class names unescaped (`.left-1/2`), which then
 * fails to parse: this one escapes them.
 */
function selectorText(tokens) {
  return tokens
    .map((token) => {
      if (COMBINATORS.has(token.type)) return COMBINATOR_TEXT[token.type];
      if (token.type === "universal") return "*";
      if (token.type === "tag") return token.name;
      if (token.type === "pseudo") return `:${token.name}(${token.data.map(selectorText).join(", ")})`;
      if (token.name === "class" && token.action === "element") return `.${escapeIdent(token.value)}`;
      if (token.name === "id" && token.action === "equals") return `#${escapeIdent(token.value)}`;
      if (token.action === "exists") return `[${token.name}]`;
      const flag = token.ignoreCase === true ? " i" : "";
      return `[${token.name}${ATTRIBUTE_OPERATOR[token.action]}${JSON.stringify(token.value)}${flag}]`;
    })
    .join("");
}

/**
 * A selector as it matches the page whatever state its elements are in: every pseudo-class and
 * pseudo-element removed (`:hover`, `:not(…)`, `:has(…)`, `::before`: a rule is kept for the
 * element it styles in any state), `:is()` and `:where()` kept with their lists treated the same,
 * an emptied compound made `*`. Beasties' own version cuts from a pseudo-class to the last `)` of
 * the selector, so `:where(.space-y-4>:not(:last-child))` (Tailwind's space-y, divide-y) became
 * empty and its rule was never inlined. A selector it cannot parse becomes `*` (kept).
 */
export function stateFreeSelector(selector) {
  try {
    return parse(selector).map(withoutStates).map(selectorText).join(", ");
  } catch {
    return "*";
  }
}

/** Beasties with the selector normalisation above. */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector) {
    return stateFreeSelector(selector);
  }
}

/**
 * <html> as inline scripts may have changed it before the first paint: dark, first screen first
 * (./first-screen.mjs), banner dismissed.
 */
function everyFirstPaintState(html) {
  return decodedClasses(html).replace(/<html\b([^>]*)>/, (tag, attributes) => {
    const withClass = /\sclass="/.test(attributes)
      ? attributes.replace(/\sclass="([^"]*)"/, (_, names) => ` class="${names} dark ${FIRST_SCREEN_CLASS}"`)
      : `${attributes} class="dark ${FIRST_SCREEN_CLASS}"`;
    return `<html${withClass} data-offer-dismissed="">`;
  });
}

/**
 * A function that rewrites a page as described above. `root` is the folder the stylesheet URLs
 * resolve in and `base` the site's base path ("/" or "/doob/"). A page without a stylesheet link,
 * or already rewritten, comes back unchanged (`inlined: false`).
 */
export function criticalCssInliner({ root, base }) {
  const beasties = new PageBeasties({
    path: root,
    publicPath: base,
    preload: "media-script",
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: "critical",
    allowRules: ALWAYS_KEPT,
    compress: true,
    logLevel: "warn",
  });
  const fileOf = (href) => join(root, href.startsWith(base) ? href.slice(base.length) : href);
  const facesOf = new Map();
  const fontFaces = (href) => {
    if (!facesOf.has(href))
      facesOf.set(
        href,
        (readFileSync(fileOf(href), "utf8").match(FONT_FACE) ?? [])
          .map((face) => embedCutFont(face, fileOf))
          .join(""),
      );
    return facesOf.get(href);
  };
  const inlineCriticalCss = async function inlineCriticalCss(html) {
    const head = html.slice(0, html.indexOf("</head>"));
    const links = [...head.matchAll(STYLESHEET_LINK)];
    if (links.length === 0 || head.includes(` ${DEFERRED_MEDIA}=`)) return { html, inlined: false };
    const processed = await beasties.process(everyFirstPaintState(html));
    const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    if (styles.length !== 1) {
      const hrefs = links.map((link) => link[1]).join(", ");
      throw new Error(
        `critical-css: ${hrefs}: Beasties inlined ${styles.length} <style> elements, not one (is the stylesheet in ${root}?)`,
      );
    }
    // Every @font-face of the stylesheet, in its order (the cut brand font last, so it is tried
    // first), then the page's rules.
    const css = links.map((link) => fontFaces(link[1])).join("") + styles[0][1];
    if (css.includes("</")) throw new Error("critical-css: the CSS contains </ and cannot be inlined");
    let first = true;
    const rewritten = html.replace(STYLESHEET_LINK, (link, href) => {
      if (!head.includes(link)) return link;
      const before = first
        ? `<style>${css}</style><script>${ACTIVATE_SCRIPT}</script><script>${FIRST_SCREEN_SCRIPT}</script>`
        : "";
      first = false;
      return (
        `${before}<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_MEDIA}="all"/>` +
        `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
      );
    });
    return { html: rewritten, inlined: true, bytes: css.length };
  };
  /**
   * Takes the @font-face rules out of the stylesheets the pages link, once every page holds them
   * inline. Declared twice, the faces were registered again when the stylesheet switched on, and
   * Chromium then sometimes fetched Fontsource's full Latin file beside the preloaded cut
   * (tests/e2e/fonts.spec.ts). Returns how many stylesheets it rewrote.
   */
  inlineCriticalCss.removeFontFacesFromStylesheets = () => {
    for (const href of facesOf.keys()) {
      const file = fileOf(href);
      writeFileSync(file, readFileSync(file, "utf8").replace(FONT_FACE, ""));
    }
    return facesOf.size;
  };
  return inlineCriticalCss;
}
