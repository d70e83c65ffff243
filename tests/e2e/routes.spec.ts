/**
 * Every pre-rendered page, discovered from the build output (so new pages are covered by
 * themselves), plus the 404 document and the client-side fallback. Each page's status, `lang`, title
 * and single h1 are checked by the page gate (`npm run test:pages`), which loads every page anyway (scripts/lib/audit.mjs).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fallbackPrefixes, firstItemFallbacks } from "../../scripts/fallback-routes.mjs";
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
import { expect, test, url, visit, waitForBehaviours } from "./fixtures";

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

test("a page reached by a client-side link draws every icon, including those of no earlier page", async ({
  page,
}) => {
  const start = pages.find((p) => p.route === "/login")!;
  const known = new Set(iconsOf(start.html));
  // A page the header links to that uses an icon /login does not.
  const target = pages.find(
    (p) => start.html.includes(`href="${url(p.route)}"`) && iconsOf(p.html).some((name) => !known.has(name)),
  );
  expect(target, "a page with icons /login lacks").toBeTruthy();
  await visit(page, start.route);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  // The link may sit in a closed menu panel: click() runs the router's handler all the same.
  await page.evaluate(
    (href) => document.querySelector<HTMLAnchorElement>(`header a[href="${href}"]`)!.click(),
    url(target!.route),
  );
  await expect(page).toHaveTitle(titleOf(target!.html));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  const missing = await page.evaluate(() =>
    Array.from(document.querySelectorAll("svg use"), (use) => use.getAttribute("href") ?? "").filter(
      (href) => !(document.querySelector(href) instanceof SVGSymbolElement),
    ),
  );
  expect(missing).toEqual([]);
  for (const name of iconsOf(target!.html)) {
    await expect(page.locator(`#icon-sprite > symbol#icon-${name}`)).toHaveCount(1);
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
      // page hydrates over the markup it was built from.
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

// The client router ignores case, extra slashes and index.html, so the server must not answer
// these with the 404 document (the page would hydrate into another page): they redirect.
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

for (const prefix of fallbackPrefixes) {
  // Unknown ids get the first item's pre-rendered page; other values the client-side fallback.
  const firstItem = firstItemFallbacks.some((f) => f.prefix === prefix);
  test(`${prefix}<unknown> gets ${firstItem ? "the first item's page" : "the client-side fallback"}`, async ({
    page,
    request,
  }) => {
    const path = `${prefix}no-such-value-${Date.now()}`;
    const response = await request.get(url(path));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(firstItem ? '"isSpaMode":false' : '"isSpaMode":true');
    if (firstItem) expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect((await request.get(url(`${path}/deeper`))).status()).toBe(404);

    await visit(page, path);
    await expect(page.locator("h1")).toHaveCount(1);
  });
}

test("a router link navigates on the client without reloading the document", async ({ page }) => {
  // Any page with a visible router link to another pre-rendered page (every same-tab link to a page
  // is a router link: SmartLink).
  for (const route of routes) {
    await visit(page, route);
    const here = new URL(page.url()).pathname;
    const targets = await page
      .locator("a[href]:not([target]):visible")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const trim = (path: string) => path.replace(/(.)\/$/, "$1");
    const pageAt = (href: string) => pages.find((p) => trim(url(p.route)) === trim(decodeURI(href)));
    const target = targets.find(
      (href) => href.startsWith("/") && !href.includes("#") && href !== here && pageAt(href),
    );
    const page2 = target && pageAt(target);
    if (!target || !page2) continue;

    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator(`a[href="${target}"]:not([target]):visible`).first().click();
    await expect(page).toHaveURL((u) => u.pathname === target);
    await expect(page).toHaveTitle(titleOf(page2.html));
    await waitForBehaviours(page);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    return;
  }
  throw new Error("no page has a visible router link to another pre-rendered page");
});
