/**
 * Every pre-rendered page, discovered from the build output (so new pages are covered by
 * themselves), plus the 404 document and the fallback documents. Each page's status, `lang`, title
 * and single h1 are checked by the page gate (`npm run test:pages`), which loads every page anyway (scripts/lib/audit.mjs).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fallbackRoutes } from "../../scripts/fallback-routes.mjs";
import {
  clientDir,
  decodeText,
  htmlFiles,
  notFoundDocument,
  prerenderedRoutes,
  routeOf,
  titleOf,
} from "../../scripts/lib/pages.mjs";
import { firstPost } from "./content-text";
import { expect, test, url, visit } from "./fixtures";

const root = clientDir();
const routes: string[] = prerenderedRoutes(root);
const pages = htmlFiles(root)
  .filter((file: string) => prerenderedRoutes(root).includes(routeOf(file)))
  .map((file: string) => ({ route: routeOf(file) as string, html: readFileSync(join(root, file), "utf8") }));

const descriptionOf = (html: string) =>
  decodeText(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "").trim();

/** Groups of pages sharing a value, e.g. two routes with the same title. */
function duplicates(pick: (html: string) => string): string[] {
  const byValue = new Map<string, string[]>();
  for (const { route, html } of pages) byValue.set(pick(html), [...(byValue.get(pick(html)) ?? []), route]);
  return [...byValue]
    .filter(([, group]) => group.length > 1)
    .map(([value, group]) => `"${value}": ${group.join(", ")}`);
}

test("the build has pre-rendered pages", () => {
  expect(routes.length).toBeGreaterThan(0);
});

test("every page has a non-empty title and description of its own", () => {
  for (const { route, html } of pages) {
    expect(titleOf(html), `title of ${route}`).not.toBe("");
    expect(descriptionOf(html), `meta description of ${route}`).not.toBe("");
  }
  expect(duplicates(titleOf), "pages sharing a title").toEqual([]);
  expect(duplicates(descriptionOf), "pages sharing a description").toEqual([]);
});

// A long document may reach the browser in parts, and an engine paints what it has parsed; the
// page then grows under the visitor's eyes (a layout shift). Every page's head holds the first
// paint until its content is parsed (`<link rel="expect" blocking="render">`, decision 017): the
// element it waits for comes after everything that is drawn, the footer included.
test("every page holds its first paint until its content is parsed whole", () => {
  for (const { route, html } of pages) {
    const head = /<head>[\s\S]*?<\/head>/.exec(html)?.[0] ?? "";
    const target = /<link rel="expect" href="#([^"]+)" blocking="render"\/?>/.exec(head)?.[1];
    expect(target, `${route}: the render-blocking expect link`).toBeTruthy();
    const ids = [...html.matchAll(new RegExp(`\\sid="${target}"`, "g"))].map((m) => m.index);
    expect(ids, `${route}: one element with id="${target}"`).toHaveLength(1);
    // What may follow it draws nothing: scripts, and the router's data streamed in hidden elements.
    const after = html
      .slice(html.indexOf(">", ids[0]!) + 1, html.lastIndexOf("</body>"))
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    const drawn = after
      .match(/<(?!\/|link\b|template\b)[a-z][^>]*>/g)
      ?.filter((tag) => !/\shidden\b/.test(tag));
    expect(drawn ?? [], `${route}: elements drawn after #${target}`).toEqual([]);
  }
});

/** The icons a page draws (`<use href="#icon-star">`, decision 021), each once. */
const iconsOf = (html: string) => [
  ...new Set(Array.from(html.matchAll(/<use href="#icon-([a-z0-9-]+)"/g), (m) => m[1]!)),
];

// Icons are drawn from one sprite per page: each page's HTML holds the symbol of every icon it uses,
// once, before everything it draws, so no icon waits for JavaScript or for the end of the document.
test("every page holds the symbol of each of its icons once, at the start of <body>", () => {
  for (const { route, html } of pages) {
    const icons = iconsOf(html);
    if (icons.length === 0) continue;
    const sprite = /<body[^>]*>(<svg id="icon-sprite" aria-hidden="true">[\s\S]*?<\/svg>)/.exec(html)?.[1];
    expect(sprite, `${route}: the sprite is the first child of <body>`).toBeTruthy();
    const symbols = Array.from(sprite!.matchAll(/<symbol id="icon-([a-z0-9-]+)"/g), (m) => m[1]);
    expect(symbols, `${route}: one symbol per icon`).toEqual(icons);
    expect(html, `${route}: no icon drawn inline`).not.toMatch(/class="lucide/);
  }
});

/** Where a stalled parser is made to wait: just inside <main>, and just inside the footer. */
const stalls = [
  { inside: "<main>", id: "main" },
  { inside: "the footer", id: "site-footer" },
];

for (const route of ["/", "/portfolio-full-width", "/login"]) {
  for (const stall of stalls) {
    test(`${route}: a parser stalled inside ${stall.inside} paints nothing until it is whole`, async ({
      page,
    }) => {
      // A script the parser must wait for, answered late: an engine that may paint mid-parse does so
      // now (what a slow network or a busy phone does by chance). The script removes itself, so the
      // behaviours start on the markup the page was built from.
      const pause = url("/__parser-pause.js");
      await page.route(pause, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fulfill({ contentType: "text/javascript", body: "document.currentScript.remove();" });
      });
      await page.route(url(route), async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          new RegExp(`<[a-z]+ id="${stall.id}"[^>]*>`),
          (open) => `${open}<script src="${pause}"></script>`,
        );
        expect(body, `the pause is inside ${stall.inside}`).toContain(`<script src="${pause}">`);
        const headers = { ...response.headers() };
        delete headers["content-encoding"];
        delete headers["content-length"];
        await route.fulfill({ response, headers, body });
      });
      await page.addInitScript((id) => {
        requestAnimationFrame(() => {
          (window as unknown as { wholeAtFirstFrame: boolean }).wholeAtFirstFrame =
            document.getElementById(id)?.nextElementSibling != null;
        });
      }, stall.id);
      await visit(page, route);
      expect(
        await page.evaluate(() => (window as unknown as { wholeAtFirstFrame?: boolean }).wholeAtFirstFrame),
      ).toBe(true);
    });
  }
}

const unknownPaths = [
  "/this-page-does-not-exist",
  "/login/extra",
  "/404",
  "/404.html",
  `/blog-details/${firstPost.id}/extra`,
];

test("unknown paths answer 404 with the 404 page", async ({ page }) => {
  for (const path of unknownPaths) {
    await test.step(path, async () => {
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText("Something’s not right.")).toBeVisible();
    });
  }
});

// Other spellings of a page's path (case, extra slashes, index.html) are that page to a visitor, so
// the server does not answer them with the 404 document: they redirect to the page's own address.
const sample = routes.find((r) => r !== "/" && /[a-z]/.test(r)) ?? "/";
test(`other spellings of ${sample} redirect to it`, async ({ page }) => {
  for (const variant of [sample.toUpperCase(), `${sample}//`, `${sample}/index.html`, `${sample}.html`]) {
    await test.step(variant, async () => {
      const response = await visit(page, variant);
      expect(response?.request().redirectedFrom(), `${variant}: a redirect`).toBeTruthy();
      expect(response?.status(), variant).toBe(200);
      expect(new URL(page.url()).pathname).toBe(url(sample));
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }
});

test("the 404 document is not indexed and not in the sitemap", async ({ request }) => {
  const html = readFileSync(join(root, notFoundDocument), "utf8");
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  const sitemap = await (await request.get(url("/sitemap.xml"))).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(locs.length).toBeGreaterThan(0);
  expect(locs).not.toContain(url("/404"));
  for (const loc of locs) expect(routes.map(url), `sitemap entry ${loc} is a page`).toContain(loc);
});

for (const { prefix, answer, document } of fallbackRoutes) {
  // Unknown ids get the first item's pre-rendered page; free values the listing that shows them.
  test(`${prefix}<unknown> gets ${answer === "first-item" ? "the first item's page" : "the value's listing"}`, async ({
    page,
    request,
  }) => {
    const path = `${prefix}no-such-value-${Date.now()}`;
    const response = await request.get(url(path));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toBe(readFileSync(join(root, document), "utf8"));
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain("isSpaMode");
    expect((await request.get(url(`${path}/deeper`))).status()).toBe(404);

    await visit(page, path);
    await expect(page.locator("h1")).toHaveCount(1);
    if (answer === "value") await expect(page.locator("h1")).toHaveText(path.slice(prefix.length));
  });
}

/** Text only the framework's runtime holds: React, React DOM and React Router in the browser. */
const FRAMEWORK_MARKERS = [/__reactRouter/, /react\.transitional\.element/, /__reactFiber/, /react-dom/i];

test("no page loads a framework: every script it runs is the site's own behaviours", async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script")
      scripts.push({ url: response.url(), body: await response.text().catch(() => "") });
  });
  for (const route of ["/", "/index-business-consulting", "/blog-details/1", "/contact", "/portfolio"]) {
    await visit(page, route);
    const seen = await page.evaluate(() => ({
      context: "__reactRouterContext" in window || "__reactRouterRouteModules" in window,
      fibers: [...document.querySelectorAll("body, body *")].some((element) =>
        Object.keys(element).some((key) => key.startsWith("__react")),
      ),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      inline: [...document.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? ""),
    }));
    expect(seen.context, `the router's globals on ${route}`).toBe(false);
    expect(seen.fibers, `React's element keys on ${route}`).toBe(false);
    expect(seen.preloads, `module preloads on ${route}`).toBe(0);
    for (const text of seen.inline)
      for (const marker of FRAMEWORK_MARKERS)
        expect(text, `an inline script of ${route}`).not.toMatch(marker);
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const { url: where, body } of scripts)
    for (const marker of FRAMEWORK_MARKERS) expect(body, where).not.toMatch(marker);
});
