/**
 * The brand lives in app/content/brand.ts only: a buyer who renames the site edits one line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { documentTitle } from "~/lib/seo";
import { fittedTitle, TITLE_LIMIT, titleLength } from "~/lib/title";
import { brand, type Brand } from "./brand";

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
    const long = "x".repeat(TITLE_LIMIT - titleLength(` | ${name}`) + 1);
    expect(documentTitle({ title: long, path: "/a" })).toBe(long);
    expect(titleLength(documentTitle({ title: long.slice(1), path: "/a" }))).toBe(TITLE_LIMIT);
  });

  it("are counted as a reader counts: '&' is one character, and so is an accented letter", () => {
    expect(titleLength("Harbor & Finch")).toBe(14);
    expect(titleLength("Cafe\u0301 Nord")).toBe(9);
    expect(titleLength("Café Nord")).toBe(9);
    const own = "x".repeat(TITLE_LIMIT - titleLength(" | Harbor & Finch Studio"));
    expect(titleLength(`${own} | Harbor & Finch Studio`)).toBe(TITLE_LIMIT);
  });

  it("a composed title is the longest wording that fits, or the shortest when none does", () => {
    const long = "x".repeat(TITLE_LIMIT + 1);
    expect(fittedTitle("a", long, "abc")).toBe("abc");
    expect(fittedTitle(long, `${long}y`)).toBe(long);
  });
});

/** Names a buyer may well choose: with "&", and one of 30 characters, the longest we promise. */
const BUYER_NAMES = ["Northwind Advisory", "Harbor & Finch Studio", "Northwind Harbour Advisory Ltd"];

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type RouteModule = { meta?: (args: unknown) => MetaDescriptor[] };
const routeModules = import.meta.glob<RouteModule>("../routes/**/*.tsx");

/**
 * Every page's document title, as its route's `meta` composes it with the brand renamed to `name`:
 * the static routes of app/routes.ts, each computed path (app/content/paths.ts) for the routes with
 * a parameter, and the 404 page.
 */
async function pageTitles(name: string): Promise<{ page: string; title: string }[]> {
  vi.resetModules();
  vi.doMock("~/content/brand", async (importOriginal) => {
    const real = await importOriginal<{ brand: Brand }>();
    return { ...real, brand: { ...real.brand, name } };
  });
  const { default: routes } = (await import("~/routes")) as { default: RouteEntry[] };
  const { dynamicPaths } = await import("./paths");
  const computed = dynamicPaths();
  const leaves = (list: RouteEntry[]): RouteEntry[] =>
    list.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));
  const titles: { page: string; title: string }[] = [];
  for (const entry of leaves(routes)) {
    const load = routeModules[`../${entry.file}`];
    if (!load) continue;
    const { meta } = await load();
    if (!meta) continue;
    const pattern = entry.index ? "/" : entry.path === "*" ? "/404" : `/${entry.path}`;
    const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);
    const matcher = new RegExp(`^${pattern.replace(/:\w+/g, "([^/]+)")}$`);
    const paths = names.length ? computed.filter((path) => matcher.test(path)) : [pattern];
    expect(paths, `app/content/paths.ts: no computed path for ${entry.file}`).not.toEqual([]);
    for (const pathname of paths) {
      const values = matcher.exec(pathname)!.slice(1);
      const params = Object.fromEntries(names.map((key, i) => [key, decodeURIComponent(values[i] ?? "")]));
      const tags = meta({ params, location: { pathname }, matches: [], data: undefined });
      const title = tags.find((tag): tag is { title: string } => "title" in tag)?.title;
      titles.push({ page: `${pathname} (app/${entry.file})`, title: String(title) });
    }
  }
  vi.doUnmock("~/content/brand");
  return titles;
}

describe.each(BUYER_NAMES)("renamed to %s", (name) => {
  it(`every page's title fits ${TITLE_LIMIT} characters, counted as a reader counts`, async () => {
    const titles = await pageTitles(name);
    expect(titles.length).toBeGreaterThan(50);
    const tooLong = titles
      .filter(({ title }) => titleLength(title) > TITLE_LIMIT)
      .map(({ page, title }) => `${page}: "${title}" (${titleLength(title)} characters)`);
    expect(tooLong, "shorten the page's `seo.title`, or give a composed title a shorter wording").toEqual([]);
    const home = titles.find(({ page }) => page.startsWith("/ "));
    expect(home?.title, "the home page's title (app/content/homes/landing-home.ts)").toContain(name);
  }, 60_000);
});
