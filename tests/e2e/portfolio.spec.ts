/**
 * The portfolio in a real browser (§2.5, §8): the list layouts' filters (aria-pressed, the grid
 * narrowing, nothing moving), the cards' links, a details page with its facts and lightbox, the
 * fallback for an unknown id (served by `npm start`'s server, not indexed), and the photographer
 * home's filterable picture grid with its honest Load More.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, url, visit } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

const grid = (page: Page, id = "projects") => page.locator(`#${id} ul`).first();
const filters = (page: Page, name = "Filter by category") => page.getByRole("group", { name });

/** The accessible names of the pressed filter buttons. */
const pressed = (group: Locator) => group.locator('button[aria-pressed="true"]');

/** Every details link of a grid, as paths. */
const hrefs = (list: Locator) =>
  list.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

test.describe("list layouts", () => {
  const layouts = [
    { route: "/portfolio", count: 18, loadMore: false },
    { route: "/portfolio-three-column", count: 9, loadMore: true },
    { route: "/portfolio-full-width", count: 12, loadMore: true },
    { route: "/portfolio-box-layout", count: 12, loadMore: true },
    { route: "/portfolio-grid-layout", count: 18, loadMore: false },
  ];

  for (const { route, count, loadMore } of layouts) {
    test(`${route}: every card links to its details page; Load More ${loadMore ? "to /portfolio" : "absent"}`, async ({
      page,
    }) => {
      await visit(page, route);
      await expect(page.locator("h1")).toHaveCount(1);
      const ids = Array.from({ length: count }, (_, i) => url(`/portfolio-details/${i + 1}`));
      expect(await hrefs(grid(page))).toEqual(ids);
      const more = page.getByRole("link", { name: "Load More" });
      if (loadMore) await expect(more).toHaveAttribute("href", url("/portfolio"));
      else await expect(more).toHaveCount(0);
    });
  }

  test("/portfolio-box-layout shows the same view as /portfolio-full-width", async ({ page }) => {
    await visit(page, "/portfolio-full-width");
    const fullWidth = await page.locator("#projects").innerHTML();
    await visit(page, "/portfolio-box-layout");
    expect(await page.locator("#projects").innerHTML()).toBe(fullWidth);
    await expect(page).not.toHaveTitle(/Full Width/);
  });

  test("/portfolio: a filter narrows the grid and is pressed; All restores it", async ({ page }) => {
    await visit(page, "/portfolio");
    const group = filters(page);
    await expect(group.getByRole("button")).toHaveText(["All", "Design", "Art", "Digital", "Development"]);
    await expect(pressed(group)).toHaveText("All");
    await expect(grid(page).locator("li")).toHaveCount(18);

    await group.getByRole("button", { name: "Art" }).click();
    await expect(pressed(group)).toHaveText("Art");
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    // Art: Atlas Annual Report, Solace, Kinetic, Prism, Tidewater, Nova.
    expect(await hrefs(grid(page))).toEqual(
      [3, 5, 6, 11, 13, 17].map((id) => url(`/portfolio-details/${id}`)),
    );
    await expect(page.getByRole("status")).toHaveText("Art: 6 of 18 shown");

    await group.getByRole("button", { name: "All" }).click();
    await expect(pressed(group)).toHaveText("All");
    await expect(grid(page).locator("li")).toHaveCount(18);
  });

  test("the keyboard works the filters; under reduced motion the change is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/portfolio-three-column");
    const group = filters(page);
    await group.getByRole("button", { name: "All" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(pressed(group)).toHaveText("Design");
    await expect(grid(page).locator("li")).toHaveCount(4);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(pressed(group)).toHaveText("Art");
    await expect(group.getByRole("button", { name: "Art" })).toBeFocused();
  });

  test("every picture has its size: nothing shifts while the grid loads and scrolls", async ({ page }) => {
    await visit(page, "/portfolio");
    for (const img of await grid(page).locator("img").all()) {
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
    }
    await page.mouse.wheel(0, 3000);
    await page.mouse.wheel(0, -3000);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
  });
});

test.describe("details page", () => {
  test("/portfolio-details/7: title, facts, description, canonical and three pictures", async ({ page }) => {
    await visit(page, "/portfolio-details/7");
    await expect(page.locator("h1")).toHaveText("Harbor Client Portal");
    await expect(page).toHaveTitle(/^Harbor Client Portal/);
    const year = new Date().getFullYear();
    const facts = page.locator("#project dl");
    await expect(facts.locator("dt")).toHaveText(["Date", "Client", "Category"]);
    await expect(facts.locator("dd")).toHaveText([
      `30 May ${year}`,
      "Harbor & Co. Accountants",
      "Development",
    ]);
    await expect(facts.locator("time")).toHaveAttribute("datetime", `${year}-05-30`);
    await expect(
      page.locator("#project").getByText(/secure portal where clients upload receipts/),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/portfolio-details\/7$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
      "Home",
      "Portfolio",
    ]);
    const breadcrumbs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? "{}") as { "@type"?: string }),
      );
    expect(breadcrumbs.map((data) => data["@type"])).toContain("BreadcrumbList");
  });

  test("the three pictures open in the lightbox and it returns focus", async ({ page }) => {
    await visit(page, "/portfolio-details/2");
    const pictures = page.locator("#project a:has(img)");
    await expect(pictures).toHaveCount(3);
    await pictures.nth(1).scrollIntoViewIfNeeded();
    await pictures.nth(1).click();
    const viewer = page.locator(".pswp");
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute("aria-modal", "true");
    await expect(viewer.locator(".pswp__counter")).toHaveText("2 / 3");
    await expect(viewer.locator(".pswp__caption")).toHaveText("Lumen Banking App, detail view");
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(pictures.nth(1)).toBeFocused();
  });

  test("an unknown id shows the first project on the client, not indexed", async ({ page, request }) => {
    const path = "/portfolio-details/no-such-project";
    const response = await request.get(url(path));
    expect(response.status()).toBe(200);
    // The server's fallback document: the project is rendered in the browser.
    expect(await response.text()).not.toContain("Northwind Rebrand");

    await visit(page, path);
    // The fallback document first shows a loading state, then fetches the route's modules.
    await expect(page.locator("h1")).toHaveText("Northwind Rebrand", { timeout: 15_000 });
    await expect(page.locator("#project dd").nth(1)).toHaveText("Northwind Logistics");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(url(path));
  });

  test("a known id is pre-rendered with its content in the HTML", async ({ request }) => {
    const html = await (await request.get(url("/portfolio-details/18"))).text();
    expect(html).toContain("Cobalt Developer Docs");
    expect(html).toContain(`30 May ${new Date().getFullYear()}`);
    expect(html).not.toMatch(/<meta name="robots"/);
  });
});

test.describe("photographer home", () => {
  test("a filterable masonry of pictures linking to their project pages", async ({ page }) => {
    await visit(page, "/index-photographer");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("[data-accent]")).toHaveAttribute("data-accent", "orange");
    const list = grid(page, "gallery");
    expect(await hrefs(list)).toEqual(
      Array.from({ length: 12 }, (_, i) => url(`/portfolio-details/${i + 1}`)),
    );
    // The pictures are the links, named by their alternative text.
    await expect(
      list.getByRole("link", { name: "Northern lights over dark hills and a pine ridge" }),
    ).toHaveAttribute("href", url("/portfolio-details/3"));

    const group = filters(page, "Filter by subject");
    await expect(group.getByRole("button")).toHaveText(["All", "Landscape", "Water", "Night"]);
    await group.getByRole("button", { name: "Night" }).click();
    await expect(pressed(group)).toHaveText("Night");
    expect(await hrefs(list)).toEqual([3, 7, 9].map((id) => url(`/portfolio-details/${id}`)));
  });

  test("Load More is honestly unavailable and says why", async ({ page }) => {
    await visit(page, "/index-photographer");
    const more = page.getByRole("button", { name: "Load More" });
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await expect(more).toHaveAccessibleDescription("Every photograph of the collection is already shown.");
    await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);
    // Focusable (aria-disabled, not disabled), so keyboard users find it and hear why; it does nothing.
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toBeFocused();
    await expect(page).toHaveURL((u) => u.pathname === url("/index-photographer"));
    await expect(grid(page, "gallery").locator("li")).toHaveCount(12);
  });
});
