/**
 * Which behaviour markers a built page holds (decision 030): the selectors of
 * app/behaviours/registry.ts matched against the page's markup, as the behaviours' entry matches
 * them in the browser once the document is parsed, read without a browser.
 *
 * The markers are simple selectors of the markup a component renders (`[data-back-to-top]`,
 * `form[data-contact-form]`, `.a[data-x="y"]`, lists of them): those are matched against the start
 * tags of the page directly. A selector with a combinator or a pseudo-class is matched in jsdom,
 * which takes about a tenth of a second a page.
 */
import { parse } from "css-what";
import { decodeText } from "./pages.mjs";

/** The markup a browser with scripts turns into elements: without `<noscript>`, scripts and styles. */
export function elementMarkup(html) {
  return html.replace(/<(noscript|script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The start tags of a markup: `[{ tag, attributes: Map }]`, names in lower case, values decoded. */
export function startTags(markup) {
  const tags = [];
  for (const m of markup.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+(?:"[^"]*"|'[^']*'|[^>"'])*)?)\/?>/g)) {
    const attributes = new Map();
    for (const a of (m[2] ?? "").matchAll(ATTRIBUTE)) {
      const name = a[1].toLowerCase();
      if (!attributes.has(name)) attributes.set(name, decodeText(a[2] ?? a[3] ?? a[4] ?? ""));
    }
    tags.push({ tag: m[1].toLowerCase(), attributes });
  }
  return tags;
}

const ATTRIBUTE_TESTS = {
  exists: () => true,
  equals: (value, wanted) => value === wanted,
  element: (value, wanted) => value.split(/\s+/).includes(wanted),
  start: (value, wanted) => wanted !== "" && value.startsWith(wanted),
  end: (value, wanted) => wanted !== "" && value.endsWith(wanted),
  any: (value, wanted) => wanted !== "" && value.includes(wanted),
  hyphen: (value, wanted) => value === wanted || value.startsWith(`${wanted}-`),
};

/**
 * A selector as tests of one start tag (`(tag) => boolean`), one per selector of its list, or null
 * when any part of it needs the tree (a combinator, a pseudo-class).
 */
export function simpleSelector(selector) {
  const tests = [];
  for (const compound of parse(selector)) {
    const parts = [];
    for (const token of compound) {
      if (token.type === "tag") parts.push(({ tag }) => tag === token.name.toLowerCase());
      else if (token.type === "universal") continue;
      else if (token.type === "attribute" && ATTRIBUTE_TESTS[token.action]) {
        const fold = token.ignoreCase === true;
        const wanted = fold ? token.value.toLowerCase() : token.value;
        const name = token.name.toLowerCase();
        parts.push(({ attributes }) => {
          if (!attributes.has(name)) return false;
          const value = attributes.get(name);
          return ATTRIBUTE_TESTS[token.action](fold ? value.toLowerCase() : value, wanted);
        });
      } else return null;
    }
    tests.push((tag) => parts.every((test) => test(tag)));
  }
  return tests;
}

/** The selectors of `selectors` that match an element of `html`, in their order. */
export async function pageMarkers(html, selectors) {
  const markup = elementMarkup(html);
  const tags = startTags(markup);
  const found = [];
  const complex = [];
  for (const selector of selectors) {
    const tests = simpleSelector(selector);
    if (tests === null) complex.push(selector);
    else if (tags.some((tag) => tests.some((test) => test(tag)))) found.push(selector);
  }
  if (complex.length > 0) {
    const { JSDOM } = await import("jsdom");
    const { window } = new JSDOM(markup);
    for (const selector of complex) if (window.document.querySelector(selector)) found.push(selector);
    window.close();
  }
  return selectors.filter((selector) => found.includes(selector));
}
