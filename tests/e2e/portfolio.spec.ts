/**
 * The portfolio in a real browser: the list layouts' filters (aria-pressed, the grid
 * narrowing, nothing moving), the cards' links, a details page with its facts and lightbox, the
 * fallback for an unknown id (served by `npm start`'s server, not indexed), the photographer
 * home's filterable picture grid with its honest Load More, and every masonry of the site reading
 * in rows, balanced, and final in the pre-rendered HTML (decision 012).
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { photographerHome } from "../../app/content/homes/photographer";
import {
  portfolioBoxLayoutPage,
  portfolioFullWidthPage,
  portfolioGridLayoutPage,
  portfolioPage,
  portfolioThreeColumnPage,
} from "../../app/content/pages/portfolio";
import {
  allPortfolioItems,
  matchesFilter,
  photoHref,
  photoItems,
  portfolioDetail,
  portfolioFilters,
} from "../../app/content/portfolio";
import { otherProject, startingWith } from "./content-text";
import {
  annotateFirstPaintShifts,
  expect,
  withholdAppScripts,
  layoutShifts,
  test,
  url,
  visit,
} from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

const grid = (page: Page, id = "projects") => page.locator(`#${id} ul`).first();
const filters = (page: Page, name = "Filter by category") => page.getByRole("group", { name });

/** The accessible names of the pressed filter buttons. */
const pressed = (group: Locator) => group.locator('button[aria-pressed="true"]');

/** Every details link of a grid, as paths. */
const hrefs = (list: Locator) =>
  list.locator("li:not([hidden]) a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

test.describe("list layouts", () => {
  const layouts = [
    portfolioPage,
    portfolioThreeColumnPage,
    portfolioFullWidthPage,
    portfolioBoxLayoutPage,
    portfolioGridLayoutPage,
  ].map((layout) => ({
    route: layout.seo.path,
    count: layout.grid.items.length,
    loadMore: layout.grid.loadMore,
  }));

  for (const { route, count, loadMore } of layouts) {
    test(`${route}: every card links to its details page; Load More ${loadMore ? "to /portfolio" : "absent"}`, async ({
      page,
    }) => {
      await visit(page, route);
      await expect(page.locator("h1")).toHaveCount(1);
      const ids = allPortfolioItems.slice(0, count).map((item) => url(`/portfolio-details/${item.id}`));
      expect(await hrefs(grid(page))).toEqual(ids);
      const more = page.getByRole("link", { name: "Load More" });
      if (loadMore) {
        expect(loadMore).toMatchObject({ label: "Load More", href: "/portfolio" });
        await expect(more).toHaveAttribute("href", url("/portfolio"));
      } else await expect(more).toHaveCount(0);
    });
  }

  test("/portfolio-box-layout shows the same view as /portfolio-full-width", async ({ page }) => {
    await visit(page, "/portfolio-full-width");
    const fullWidth = await page.locator("#projects").innerHTML();
    await visit(page, "/portfolio-box-layout");
    expect(await page.locator("#projects").innerHTML()).toBe(fullWidth);
    await expect(page).not.toHaveTitle(startingWith(portfolioFullWidthPage.seo.title));
  });

  test("/portfolio: a filter narrows the grid and is pressed; All restores it", async ({ page }) => {
    await visit(page, "/portfolio");
    const group = filters(page);
    const [all, , art] = portfolioFilters;
    const total = allPortfolioItems.length;
    await expect(group.getByRole("button")).toHaveText(portfolioFilters.map((filter) => filter.label));
    await expect(pressed(group)).toHaveText(all!.label);
    await expect(grid(page).locator("li:not([hidden])")).toHaveCount(total);

    await group.getByRole("button", { name: art!.label }).click();
    await expect(pressed(group)).toHaveText(art!.label);
    await expect(group.getByRole("button", { name: all!.label })).toHaveAttribute("aria-pressed", "false");
    const artItems = allPortfolioItems.filter((item) => matchesFilter(item.categories, art!.value));
    expect(artItems.length).toBeGreaterThan(0);
    expect(artItems.length).toBeLessThan(total);
    expect(await hrefs(grid(page))).toEqual(artItems.map((item) => url(`/portfolio-details/${item.id}`)));
    await expect(page.getByRole("status")).toHaveText(`${art!.label}: ${artItems.length} of ${total} shown`);

    await group.getByRole("button", { name: all!.label }).click();
    await expect(pressed(group)).toHaveText(all!.label);
    await expect(grid(page).locator("li:not([hidden])")).toHaveCount(total);
  });

  test("the keyboard works the filters; under reduced motion the change is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/portfolio-three-column");
    const group = filters(page);
    const [all, design, art] = portfolioFilters;
    const shown = portfolioThreeColumnPage.grid.items.length;
    await group.getByRole("button", { name: all!.label }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(pressed(group)).toHaveText(design!.label);
    await expect(grid(page).locator("li:not([hidden])")).toHaveCount(
      allPortfolioItems.slice(0, shown).filter((item) => matchesFilter(item.categories, design!.value))
        .length,
    );
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(pressed(group)).toHaveText(art!.label);
    await expect(group.getByRole("button", { name: art!.label })).toBeFocused();
  });

  test("every picture has its size: nothing shifts while the grid loads and scrolls", async ({ page }) => {
    await visit(page, "/portfolio");
    for (const img of await grid(page).locator("img").all()) {
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
    }
    await page.mouse.wheel(0, 3000);
    await page.mouse.wheel(0, -3000);
    // From load on (hydration, pictures arriving, the scrolling), in the grid; the engine's rare
    // first-paint shift under load is reported, not failed (see layoutShifts), and so is a shift
    // of the header and headings alone, the section's own heading included (CI met one of 0.0019
    // at hydration, under load, twice: docs/performance.md, "Known"), which is not about pictures.
    const shifts = await layoutShifts(page, { within: "#projects ul" });
    annotateFirstPaintShifts(test.info(), "/portfolio", shifts);
    expect(shifts.fromLoad).toEqual([]);
  });
});

test.describe("details page", () => {
  test("a project's page: title, facts, description, canonical and three pictures", async ({ page }) => {
    const detail = portfolioDetail(otherProject.id);
    await visit(page, `/portfolio-details/${otherProject.id}`);
    await expect(page.locator("h1")).toHaveText(detail.title);
    await expect(page).toHaveTitle(startingWith(detail.title));
    const facts = page.locator("#project dl");
    await expect(facts.locator("dt")).toHaveText(["Date", "Client", "Category"]);
    await expect(facts.locator("dd")).toHaveText([detail.date.display, detail.client, detail.category]);
    await expect(facts.locator("time")).toHaveAttribute("datetime", detail.date.iso);
    await expect(page.locator("#project").getByText(detail.description[0]!)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/portfolio-details/${otherProject.id}$`),
    );
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
    await visit(page, `/portfolio-details/${otherProject.id}`);
    const pictures = page.locator("#project a:has(img)");
    await expect(pictures).toHaveCount(3);
    await pictures.nth(1).scrollIntoViewIfNeeded();
    await pictures.nth(1).click();
    const viewer = page.locator(".pswp");
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute("aria-modal", "true");
    await expect(viewer.locator(".pswp__counter")).toHaveText("2 / 3");
    await expect(viewer.locator(".pswp__caption")).toHaveText(
      portfolioDetail(otherProject.id).images[1]!.alt,
    );
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(pictures.nth(1)).toBeFocused();
  });

  test("an unknown id shows the first project, pre-rendered and hydrated, not indexed", async ({
    page,
    request,
  }) => {
    const path = "/portfolio-details/no-such-project";
    const response = await request.get(url(path));
    expect(response.status()).toBe(200);
    // The server's fallback document for the prefix is the first project's page, marked noindex.
    const first = allPortfolioItems[0]!;
    const html = await response.text();
    expect(html).toContain(first.title.replace(/&/g, "&amp;"));
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    await visit(page, path);
    await expect(page.locator("h1")).toHaveText(first.title);
    await expect(page.locator("#project dd").nth(1)).toHaveText(first.client);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(url(path));
  });

  test("a known id is pre-rendered with its content in the HTML", async ({ request }) => {
    const last = allPortfolioItems.at(-1)!;
    const html = await (await request.get(url(`/portfolio-details/${last.id}`))).text();
    expect(html).toContain(last.title.replace(/&/g, "&amp;"));
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
    expect(await hrefs(list)).toEqual(photoItems.map((photo) => url(photoHref(photo))));
    // The pictures are the links, named by their alternative text.
    for (const photo of photoItems)
      await expect(list.getByRole("link", { name: photo.image.alt, exact: true })).toHaveAttribute(
        "href",
        url(photoHref(photo)),
      );

    const { gallery } = photographerHome;
    const group = filters(page, gallery.filterLabel);
    await expect(group.getByRole("button")).toHaveText(gallery.filters.map((filter) => filter.label));
    const last = gallery.filters.at(-1)!;
    await group.getByRole("button", { name: last.label }).click();
    await expect(pressed(group)).toHaveText(last.label);
    const matching = photoItems.filter((photo) => photo.category === last.value);
    expect(matching.length).toBeLessThan(photoItems.length);
    expect(await hrefs(list)).toEqual(matching.map((photo) => url(photoHref(photo))));
  });

  test("Load More is honestly unavailable and says why", async ({ page }) => {
    await visit(page, "/index-photographer");
    const { loadMore } = photographerHome.gallery;
    const more = page.getByRole("button", { name: loadMore.label });
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await expect(more).toHaveAccessibleDescription(loadMore.unavailable);
    await expect(page.getByRole("link", { name: loadMore.label })).toHaveCount(0);
    // Focusable (aria-disabled, not disabled), so keyboard users find it and hear why; it does nothing.
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toBeFocused();
    await expect(page).toHaveURL((u) => u.pathname === url("/index-photographer"));
    await expect(grid(page, "gallery").locator("li:not([hidden])")).toHaveCount(photoItems.length);
  });
});

/** Every masonry of the site: the page, the section that holds it, its columns at 1280 px (default 3). */
const masonries: { route: string; section: string; wide?: number }[] = [
  { route: "/portfolio", section: "projects" },
  { route: "/portfolio-three-column", section: "projects" },
  { route: "/portfolio-full-width", section: "projects", wide: 4 },
  { route: "/portfolio-box-layout", section: "projects", wide: 4 },
  { route: "/index-photographer", section: "gallery" },
  { route: "/index-corporate-one-page", section: "projects" },
  { route: "/index-business-consulting", section: "cases" },
  { route: "/index-digital-agency", section: "work" },
  { route: "/index-creative-portfolio", section: "work", wide: 4 },
];
/** The testimonial walls: cards of text in the same masonry, measured in the browser. */
const walls: typeof masonries = [
  { route: "/index-business", section: "reviews" },
  { route: "/index-collaborate", section: "testimonials" },
  { route: "/index-digital-agency", section: "testimonials" },
];

type Box = { top: number; left: number; bottom: number; height: number };

/**
 * The cards of a section's list in DOM order, in page coordinates. With `scrolledTo`, the page
 * first scrolls the section into view and the cards are measured two frames later, in one
 * script: what the first frame that draws the section shows (decision 023), not what it settles
 * to afterwards.
 */
const cardBoxes = (page: Page, section: string, { scrolledTo = false } = {}): Promise<Box[]> =>
  page
    .locator(`#${section} ul`)
    .first()
    .evaluate(
      async (list, [id, scroll]) => {
        if (scroll) {
          document.getElementById(id)!.scrollIntoView({ block: "nearest" });
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        }
        // The cards shown: a filter leaves the others in the list, hidden.
        return [...list.children]
          .filter((item) => !(item as HTMLElement).hidden)
          .map((item) => {
            const r = item.getBoundingClientRect();
            return {
              top: r.top + scrollY,
              left: r.left + scrollX,
              bottom: r.bottom + scrollY,
              height: r.height,
            };
          });
      },
      [section, scrolledTo] as const,
    );

/** Loads every picture of the page now (lazy ones too) and waits until they are decoded. */
const loadAllImages = (page: Page) =>
  page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });

/**
 * Reads in rows: the first row holds the first cards in DOM order, left to right; every card
 * starts at or below the one before it, and beside it (to the right) when level with it; and the
 * columns end within one card's height of each other.
 */
function expectRowFirstAndBalanced(cards: Box[], columns: number) {
  const lefts = [...new Set(cards.map((c) => Math.round(c.left)))].sort((a, b) => a - b);
  expect(lefts, "columns").toHaveLength(columns);
  const firstRow = cards.slice(0, columns);
  for (const card of firstRow)
    expect(Math.abs(card.top - firstRow[0]!.top), "first row level").toBeLessThan(3);
  expect(
    firstRow.map((c) => Math.round(c.left)),
    "first row left to right",
  ).toEqual(lefts);

  const visual = cards
    .map((card, index) => ({ ...card, index }))
    .sort((a, b) => (Math.abs(a.top - b.top) < 1 ? a.left - b.left : a.top - b.top));
  expect(
    visual.map((c) => c.index),
    "DOM order is the visual order (rows, then columns)",
  ).toEqual(cards.map((_, i) => i));

  // Within a column the cards follow each other at the gap (1.5rem, give or take a 2 px row):
  // none overlaps the next, none leaves a hole.
  for (const left of lefts) {
    const column = cards.filter((c) => Math.round(c.left) === left);
    for (let i = 1; i < column.length; i++) {
      const gap = column[i]!.top - column[i - 1]!.bottom;
      expect(gap, `gap above card ${cards.indexOf(column[i]!) + 1}`).toBeGreaterThanOrEqual(23);
      expect(gap, `gap above card ${cards.indexOf(column[i]!) + 1}`).toBeLessThanOrEqual(27);
    }
  }

  const bottoms = lefts.map((left) =>
    Math.max(...cards.filter((c) => Math.round(c.left) === left).map((c) => c.bottom)),
  );
  const shortestCard = Math.min(...cards.map((c) => c.height));
  expect(Math.max(...bottoms) - Math.min(...bottoms), "columns balanced").toBeLessThan(shortestCard);
}

/** The cards' boxes in the pre-rendered HTML, without JavaScript. */
/**
 * Both sides of a before/after comparison draw the same font: the fallback. Inter is
 * `font-display: optional`, so each fresh load draws Inter or the fallback by chance (whether the
 * file arrives within the first moments) and keeps it; a heading near a wrap point then takes one
 * line more in one of the two loads. That is no shift for a visitor (the font never swaps), but it
 * would be for a comparison of two loads.
 */
const withoutWebFont = (target: Page | BrowserContext) =>
  target.route(/\.woff2$/, (route) => route.abort("blockedbyclient"));

/**
 * The cards as the pre-rendered page draws them before hydration: the app's scripts withheld, the
 * page's inline scripts running (without JavaScript the filter bar above the grid is hidden).
 */
async function staticBoxes(browser: Browser, route: string, section: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    reducedMotion: "reduce",
  });
  await withoutWebFont(context);
  const page = await context.newPage();
  await withholdAppScripts(page);
  await page.goto(url(route));
  await loadAllImages(page).catch(() => undefined); // evaluate works without page scripts
  const boxes = await cardBoxes(page, section);
  await context.close();
  return boxes;
}

test.describe("row-first masonry", () => {
  test.use({ reducedMotion: "reduce" });

  for (const { route, section, wide = 3 } of walls) {
    test(`${route} #${section}: reads in rows, DOM order is the visual order, columns balanced (1280 and 800 px)`, async ({
      page,
    }) => {
      // Three columns (four for the four-column grids) at 1280 px, two at 800 px.
      for (const [width, columns] of [
        [1280, wide],
        [800, 2],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await visit(page, route);
        await loadAllImages(page);
        // Where a visitor sees it: a section below the first screen is drawn, and its cards
        // measured, when it comes near (decision 023); they must be in place in the first frame
        // that draws them (under reduced motion, a transition of the list's gap once kept them
        // ~3600 px apart there).
        expectRowFirstAndBalanced(await cardBoxes(page, section, { scrolledTo: true }), columns);
      }
    });
  }

  test("/portfolio: after a filter, and when a caption wraps, the cards still read in rows at the gap", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, "/portfolio");
    const digitalFilter = portfolioFilters[3]!;
    await filters(page).getByRole("button", { name: digitalFilter.label }).click();
    const digital = allPortfolioItems.filter((item) => matchesFilter(item.categories, digitalFilter.value));
    await expect(grid(page).locator("li:not([hidden])")).toHaveCount(digital.length);
    await loadAllImages(page);
    expectRowFirstAndBalanced(await cardBoxes(page, "projects"), 3);

    // A title three lines long: the browser measures the card and gives it the rows it needs.
    const gapBelowFirst = async () => {
      const [first, ...rest] = await cardBoxes(page, "projects");
      const below = rest.find((c) => Math.abs(c.left - first!.left) < 1)!;
      return below.top - first!.bottom;
    };
    expect(Math.abs((await gapBelowFirst()) - 24)).toBeLessThanOrEqual(2);
    await grid(page)
      .locator("h3 a")
      .first()
      .evaluate((link) => {
        link.textContent = "A much longer project title that wraps over three lines of its card";
      });
    await expect.poll(gapBelowFirst).toBeGreaterThanOrEqual(23);
    expect(await gapBelowFirst()).toBeLessThanOrEqual(27);
    expectRowFirstAndBalanced(await cardBoxes(page, "projects"), 3);
  });

  for (const { route, section, wide = 3 } of masonries) {
    test(`${route} #${section}: the pre-rendered masonry is final and reads in rows, DOM order is the visual order, columns balanced (1280 and 800 px)`, async ({
      page,
      browser,
    }) => {
      await withoutWebFont(page);
      // Three columns (four for the four-column grids) at 1280 px, two at 800 px.
      for (const [width, columns] of [
        [1280, wide],
        [800, 2],
      ] as const) {
        const before = await staticBoxes(browser, route, section, width);
        await page.setViewportSize({ width, height: 800 });
        await visit(page, route);
        await loadAllImages(page);
        // Where a visitor sees it: a section below the first screen is drawn, and its cards
        // measured, when it comes near (decision 023); they must be in place in the first frame
        // that draws them (under reduced motion, a transition of the list's gap once kept them
        // ~3600 px apart there).
        const after = await cardBoxes(page, section, { scrolledTo: true });
        expectRowFirstAndBalanced(after, columns);
        // What the HTML drew without any script is final: hydration and the pictures move nothing.
        expect(after).toHaveLength(before.length);
        after.forEach((box, i) => {
          for (const side of ["top", "left", "bottom"] as const) {
            expect(
              Math.abs(box[side] - before[i]![side]),
              `card ${i + 1} ${side} at ${width} px`,
            ).toBeLessThanOrEqual(1);
          }
        });
        // Hydration and the image loads come after `load`: from then on nothing may move.
        const shifts = await layoutShifts(page);
        annotateFirstPaintShifts(test.info(), `${width} px`, shifts);
        expect(shifts.fromLoad, `layout shifts from load on, at ${width} px`).toEqual([]);
      }
    });
  }
});
