/**
 * The brand lives in app/content/brand.ts only: a buyer who renames the site edits one line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { documentTitle, TITLE_LIMIT } from "~/lib/seo";
import { brand } from "./brand";

const appDir = join(import.meta.dirname, "..");
const brandModule = join(import.meta.dirname, "brand.ts");

/** Every source file of `app/` a buyer edits or the build reads: code, content, posts, styles. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|mdx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The name the template ships with. After a rebrand it appears nowhere, and the check still
 * holds; the buyer's own name may well appear in their copy ("the Northwind Rebrand project"), so
 * the check is for the shipped name, not for `brand.name`.
 */
const SHIPPED_NAME = "Doob";

describe("the brand module", () => {
  it("is the only file of app/ that writes the shipped name", () => {
    const literal = new RegExp(`\\b${SHIPPED_NAME}\\b`);
    const offenders = sources(appDir)
      .filter((file) => file !== brandModule)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            literal.test(line) ? [`${relative(appDir, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders, `write ${"${brand.name}"} instead (app/content/brand.ts)`).toEqual([]);
  });

  it("has a name and a tagline, and a mark of path data", () => {
    expect(brand.name.trim()).not.toBe("");
    expect(brand.tagline.trim()).not.toBe("");
    expect(brand.mark.cutout).toMatch(/^M[\d\s.,a-zA-Z-]+$/);
    // The inlay may be left out.
    expect(brand.mark.inlay).toMatch(/^(M[\d\s.,a-zA-Z-]+)?$/);
  });
});

describe("titles", () => {
  it("a page's title carries the brand's name while it fits 70 characters, and drops it after", () => {
    const name = brand.name;
    expect(documentTitle({ title: "About", path: "/about" })).toBe(`About | ${name}`);
    expect(documentTitle({ title: "Home", path: "/" })).toBe("Home");
    const long = "x".repeat(TITLE_LIMIT - ` | ${name}`.length + 1);
    expect(documentTitle({ title: long, path: "/a" })).toBe(long);
    expect(documentTitle({ title: long.slice(1), path: "/a" })).toHaveLength(TITLE_LIMIT);
  });
});
