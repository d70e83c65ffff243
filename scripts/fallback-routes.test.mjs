// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  anyValue,
  fallbackDocumentFor,
  fallbackDocuments,
  fallbackPrefixes,
  fallbackRoutes,
  firstItemId,
  matchesFallback,
  nginxTaxonomyMap,
  redirectsFile,
  slugify,
  taxonomyRedirect,
  trimmedIdRedirect,
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
      "/doob/blog-grid/category/:value  /doob/__blog-category-fallback.html  200",
      "/doob/blog-grid/tag/:value  /doob/__blog-tag-fallback.html  200",
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

test("fallbackDocumentFor: each prefix's own pre-rendered document, in any case", () => {
  expect(fallbackDocumentFor("/blog-details/999")).toBe("__blog-details-fallback.html");
  expect(fallbackDocumentFor("/Portfolio-Details/x")).toBe("__portfolio-details-fallback.html");
  expect(fallbackDocumentFor("/blog-grid/category/Lorem%20Ipsum")).toBe("__blog-category-fallback.html");
  expect(fallbackDocumentFor("/blog-grid/tag/x")).toBe("__blog-tag-fallback.html");
  expect(fallbackDocumentFor("/blog-details/a%20b")).toBe("__blog-details-fallback.html");
  expect(fallbackDocumentFor("/blog-grid/x")).toBeNull();
  expect(fallbackDocuments).toEqual(fallbackRoutes.map((route) => route.document));
});

test("every fallback is rendered at a reserved value that no name or id takes", () => {
  for (const { prefix, render, answer } of fallbackRoutes) {
    expect(render).toBe(prefix + (answer === "value" ? anyValue : firstItemId));
    expect(matchesFallback(render), render).toBe(true);
    // A name never slugifies to it, so no category or tag page is ever pre-rendered there.
    expect(slugify(render.slice(prefix.length))).not.toBe(render.slice(prefix.length));
  }
});

describe("trimmedIdRedirect", () => {
  test("an id with spaces around it redirects to the id without them, under the prefix's own case", () => {
    for (const [from, to] of [
      ["/blog-details/%202", "/blog-details/2"],
      ["/portfolio-details/3%20/", "/portfolio-details/3"],
      ["/Blog-Details/%20%207%20", "/blog-details/7"],
      ["/blog-details/%C2%A0abc", "/blog-details/abc"],
      ["/blog-details/%20a%20b", "/blog-details/a%20b"],
      ["/blog-details/%20%C3%A9", "/blog-details/%C3%A9"],
    ])
      expect(trimmedIdRedirect(from), from).toBe(to);
  });
  test("nothing for ids without such spaces, refused values, dot segments and other prefixes", () => {
    for (const path of [
      "/blog-details/2",
      "/blog-details/a%20b",
      "/blog-details/%20",
      "/blog-details/%20..",
      "/blog-details/%20a%2Fb",
      "/blog-details/%E0%A4%A",
      "/blog-grid/tag/%20design",
      "/blog-grid/category/%20x%20",
    ])
      expect(trimmedIdRedirect(path), path).toBeNull();
  });
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
