// @vitest-environment node
import { describe, expect, test } from "vitest";
import { fallbackPrefixes, matchesFallback, redirectsFile, routedByFallback } from "./fallback-routes.mjs";

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
  test("one 200 rewrite per prefix, one segment each, under the base path", () => {
    const rules = redirectsFile("/doob/")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual(
      fallbackPrefixes.map((prefix) => `/doob${prefix}:value  /doob/__spa-fallback.html  200`),
    );
  });
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
