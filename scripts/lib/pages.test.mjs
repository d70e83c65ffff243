// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { basePath, prerenderedRoutes, routeOf } from "./pages.mjs";

test("routeOf maps output files to route paths", () => {
  expect(routeOf("index.html")).toBe("/");
  expect(routeOf("login/index.html")).toBe("/login");
  expect(routeOf("blog-grid/tag/App Landing/index.html")).toBe("/blog-grid/tag/App Landing");
  expect(routeOf("about.html")).toBe("/about");
});

test("basePath normalises BASE_PATH", () => {
  expect(basePath(undefined)).toBe("/");
  expect(basePath("")).toBe("/");
  expect(basePath("/")).toBe("/");
  expect(basePath("doob")).toBe("/doob/");
  expect(basePath("/doob/")).toBe("/doob/");
  expect(basePath("/a/b")).toBe("/a/b/");
});

test("prerenderedRoutes lists pages, not the 404 document or the fallback documents", () => {
  const dir = mkdtempSync(join(tmpdir(), "doob-pages-"));
  try {
    for (const file of [
      "index.html",
      "404.html",
      "__blog-details-fallback.html",
      "__blog-tag-fallback.html",
      "login/index.html",
      "blog-details/1/index.html",
      "assets/x.js",
    ]) {
      mkdirSync(join(dir, file, ".."), { recursive: true });
      writeFileSync(join(dir, file), "");
    }
    expect(prerenderedRoutes(dir)).toEqual(["/", "/blog-details/1", "/login"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
