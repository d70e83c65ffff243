// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  explainWithoutScripts,
  fallbackDocumentFor,
  fallbackPrefixes,
  matchesFallback,
  nginxTaxonomyMap,
  redirectsFile,
  routedByFallback,
  slugify,
  taxonomyRedirect,
} from "./fallback-routes.mjs";

test("one segment under each listed prefix falls back", () => {
  for (const prefix of fallbackPrefixes) {
    for (const value of [
      "1",
      "-1",
      "1e3",
      "abc",
      "0x1",
      "9".repeat(10_000),
      "App%20Landing",
      "%3Cb%3E%22'%F0%9F%98%80",
    ]) {
      expect(matchesFallback(prefix + value), prefix + value.slice(0, 20)).toBe(true);
      expect(matchesFallback(`${prefix}${value}/`), `${prefix}${value.slice(0, 20)}/`).toBe(true);
    }
  }
});

test("prefixes match in any case, like the client router", () => {
  expect(matchesFallback("/BLOG-DETAILS/1")).toBe(true);
  expect(matchesFallback("/Blog-Grid/Tag/Design")).toBe(true);
});

test("everything else is not a fallback path", () => {
  for (const path of [
    "/",
    "/blog-details",
    "/blog-details/",
    "/blog-details//",
    "/blog-details/1/2",
    "/blog-details/a%2Fb",
    "/blog-details/a%5Cb",
    "/blog-details/%00",
    "/blog-details/%0A",
    "/blog-details/%E0%A4%A",
    "/blog-details/%",
    "/blog-details/..",
    "/blog-details/%2e%2e",
    "/blog-details/%20",
    "/blog-grid/tag/%20%20%09",
    "/blog-grid/category/%C2%A0",
    "/blog-details/.",
    "/blog-grid/1",
    "/blog-grid/category",
    "/blog-grid/author/x",
    "/portfolio/1",
    "/x/blog-details/1",
  ]) {
    expect(matchesFallback(path), path).toBe(false);
  }
});

describe("redirectsFile", () => {
  test("one 200 rewrite per prefix, one segment each, under the base path, to the prefix's document", () => {
    const rules = redirectsFile("/doob/")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/doob/blog-details/:value  /doob/__blog-details-fallback.html  200",
      "/doob/portfolio-details/:value  /doob/__portfolio-details-fallback.html  200",
      "/doob/blog-grid/category/:value  /doob/__spa-fallback.html  200",
      "/doob/blog-grid/tag/:value  /doob/__spa-fallback.html  200",
    ]);
  });

  test("known names redirect to their slug first, as written and in lower case", () => {
    const rules = redirectsFile("/", [
      { path: "/blog-grid/category/ux-design", name: "UX Design" },
      { path: "/blog-grid/tag/app", name: "App" },
      { path: "/blog-grid/tag/minimal", name: "minimal" },
    ])
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules.slice(0, 4)).toEqual([
      "/blog-grid/category/UX%20Design  /blog-grid/category/ux-design  301",
      "/blog-grid/category/ux%20design  /blog-grid/category/ux-design  301",
      "/blog-grid/tag/App  /blog-grid/tag/app  301",
      "/blog-details/:value  /__blog-details-fallback.html  200",
    ]);
  });
});

test("fallbackDocumentFor: the first item's page for unknown ids, the client-side fallback otherwise", () => {
  expect(fallbackDocumentFor("/blog-details/999")).toBe("__blog-details-fallback.html");
  expect(fallbackDocumentFor("/Portfolio-Details/x")).toBe("__portfolio-details-fallback.html");
  expect(fallbackDocumentFor("/blog-grid/tag/x")).toBe("__spa-fallback.html");
  // Spaces around an id: the page reads the id without them, so the browser renders it.
  expect(fallbackDocumentFor("/blog-details/%202")).toBe("__spa-fallback.html");
  expect(fallbackDocumentFor("/portfolio-details/3%20/")).toBe("__spa-fallback.html");
  expect(fallbackDocumentFor("/blog-details/a%20b")).toBe("__blog-details-fallback.html");
});

describe("taxonomyRedirect", () => {
  const pages = new Set(["/blog-grid/category/ux-design", "/blog-grid/tag/app-landing"]);
  const has = (path) => pages.has(path);
  test("a known name in any spelling leads to its slug's page", () => {
    for (const [from, to] of [
      ["/blog-grid/category/UX%20Design", "/blog-grid/category/ux-design"],
      ["/blog-grid/category/ux%20design/", "/blog-grid/category/ux-design"],
      ["/blog-grid/category/UX-Design", "/blog-grid/category/ux-design"],
      ["/Blog-Grid/Tag/App%20Landing", "/blog-grid/tag/app-landing"],
      ["/blog-grid/tag/app_landing", "/blog-grid/tag/app-landing"],
    ])
      expect(taxonomyRedirect(from, has), from).toBe(to);
  });
  test("nothing for the slug itself, unknown names, invalid values and other prefixes", () => {
    for (const path of [
      "/blog-grid/category/ux-design",
      "/blog-grid/category/ux-design/",
      "/blog-grid/category/Lorem%20Ipsum",
      "/blog-grid/category/%E0%A4%A",
      "/blog-grid/category/ux%2Fdesign",
      "/blog-details/UX%20Design",
    ])
      expect(taxonomyRedirect(path, has), path).toBeNull();
  });
});

test("slugify: the one rule for names", () => {
  expect(slugify("UX Design")).toBe("ux-design");
  expect(slugify("  App Landing ")).toBe("app-landing");
  expect(slugify("R&D")).toBe("r-and-d");
});

test("nginxTaxonomyMap: the slug's own address first (served), then every spelling of it", () => {
  const lines = nginxTaxonomyMap(["/blog-grid/category/ux-design"])
    .split("\n")
    .filter((l) => l && !l.startsWith("#"));
  expect(lines).toEqual([
    '"~^/blog-grid/category/ux-design/?$" "";',
    '"~*^/blog-grid/category/[^a-z0-9/]*ux[^a-z0-9/]+design[^a-z0-9/]*/?$" "/blog-grid/category/ux-design";',
  ]);
  const pattern = new RegExp(lines[1].slice(3, lines[1].indexOf('" "')), "i");
  for (const uri of [
    "/blog-grid/category/UX Design",
    "/blog-grid/category/ux  design/",
    "/blog-grid/category/Ux-Design",
  ])
    expect(pattern.test(uri), uri).toBe(true);
  for (const uri of [
    "/blog-grid/category/uxdesign",
    "/blog-grid/category/ux/design",
    "/blog-grid/category/ux design x",
  ])
    expect(pattern.test(uri), uri).toBe(false);
});

test("routedByFallback: every path the client router sends to a fallback route, valid value or not", () => {
  for (const path of [
    "/blog-details/1",
    "/blog-details/1%2F2",
    "/Blog-Grid/Tag/%E0%A4%A/",
    "/portfolio-details/%20",
  ])
    expect(routedByFallback(path), path).toBe(true);
  for (const path of ["/blog-details/", "/blog-details/1/extra", "/blog-grid/x", "/nope"])
    expect(routedByFallback(path), path).toBe(false);
});

test("the client-side fallback says without JavaScript that it needs it, with links under the base", () => {
  const html =
    '<html><head></head><body><div role="status" class="grid"><p>Loading page…</p></div></body></html>';
  for (const base of ["/", "/doob/"]) {
    const out = explainWithoutScripts(html, base);
    expect(out).toMatch(
      /^<html><head><\/head><body><noscript>.*needs JavaScript.*<\/noscript><div role="status"/,
    );
    expect(out).toContain(`href="${base}blog-grid">blog</a>`);
    expect(out).toContain(`href="${base}">home page</a>`);
    expect(out.replace(/<noscript>.*<\/noscript>/, "")).toBe(html);
  }
  expect(() => explainWithoutScripts("<body><main></main></body>")).toThrow(/role="status"/);
  expect(() => explainWithoutScripts(html + html)).toThrow(/one <div role="status">/);
});
