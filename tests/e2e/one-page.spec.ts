/**
 * The corporate one-page home: the sticky header of in-page anchors with scroll
 * spy (desktop and mobile), the rotating hero, the projects filter, the clients' carousels, and
 * the contact form that sends nothing.
 */
import type { Page } from "@playwright/test";
import { corporateOnePageHome } from "../../app/content/homes/corporate-one-page";
import { portfolioFilters, portfolioItems } from "../../app/content/portfolio";
import { expect, test, url, visit } from "./fixtures";
import { expectSnugRotatingWord } from "./home-checks";

const path = "/index-corporate-one-page";
const { anchors, hero: heroContent, projects: projectsContent } = corporateOnePageHome;
/** The label of the anchor to section `id`. */
const label = (id: string) => anchors.find((anchor) => anchor.id === id)!.label;

const sectionNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();
const header = (page: Page) => page.locator("header").first();
const topOf = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

/**
 * Scrolls so that the section's top sits `y` px below the viewport top. On a fresh page the sections
 * below the first screen are counted at a guessed height until drawn (decision 023), and the jump
 * draws them, which moves the section: it is placed again until it stays.
 */
async function placeSection(page: Page, id: string, y: number) {
  await expect
    .poll(() =>
      page.locator(`[id="${id}"]`).evaluate(async (el, at) => {
        window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - at, behavior: "instant" });
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return Math.round(el.getBoundingClientRect().top);
      }, y),
    )
    .toBe(y);
}

test.describe("desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("hero: the rotating word leaves no gap beside it and moves nothing", async ({ page }) => {
    await expectSnugRotatingWord(page, path, heroContent.words.words);
  });

  test("the header holds the six anchors in order, Buy Now and the theme switch, not the site menu", async ({
    page,
  }) => {
    await visit(page, path);
    const nav = sectionNav(page);
    expect(anchors.map((anchor) => anchor.id)).toEqual([
      "home",
      "service",
      "projects",
      "clients",
      "team",
      "contact",
    ]);
    await expect(nav.getByRole("link")).toHaveText(anchors.map((anchor) => anchor.label));
    for (const anchor of anchors) {
      await expect(nav.getByRole("link", { name: anchor.label })).toHaveAttribute("href", `#${anchor.id}`);
      await expect(page.locator(`section[id="${anchor.id}"]`)).toHaveCount(1);
    }
    await expect(nav.getByRole("button", { name: "Elements" })).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: /Buy Now/ })).toHaveAttribute("target", "_blank");
    await expect(header(page).getByRole("button", { name: /Switch to (light|dark) theme/ })).toBeVisible();
    // At the top, the hero (#home) is the current section.
    await expect(nav.getByRole("link", { name: label("home") })).toHaveAttribute("aria-current", "location");
  });

  test("clicking an anchor scrolls smoothly to its section, which becomes the current one", async ({
    page,
  }) => {
    await visit(page, path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      "smooth",
    );
    const nav = sectionNav(page);
    for (const anchor of [...anchors.slice(1)].reverse().concat(anchors[0]!)) {
      await nav.getByRole("link", { name: anchor.label }).click();
      await expect(page).toHaveURL(new RegExp(`#${anchor.id}$`));
      // The smooth scroll ends with the section just under the sticky header.
      // Scrolling up, the top starts negative; down, it starts large: wait for it to land in range.
      const min = anchor.id === "home" ? 0 : 80;
      await expect
        .poll(async () => {
          const top = await topOf(page, anchor.id);
          return top >= min && top < 120;
        })
        .toBe(true);
      await expect(nav.getByRole("link", { name: anchor.label })).toHaveAttribute("aria-current", "location");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    }
  });

  test("scroll spy: a section is current once its top is 40 px or less below the header", async ({
    page,
  }) => {
    await visit(page, path);
    const nav = sectionNav(page);
    const headerBottom = await header(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
    expect(headerBottom).toBe(80);

    await placeSection(page, "team", headerBottom + 41);
    await expect(nav.getByRole("link", { name: label("clients") })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(nav.getByRole("link", { name: label("team") })).not.toHaveAttribute("aria-current");

    await placeSection(page, "team", headerBottom + 40);
    await expect(nav.getByRole("link", { name: label("team") })).toHaveAttribute("aria-current", "location");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    // Scrolling back up hands the mark back.
    await placeSection(page, "service", headerBottom);
    await expect(nav.getByRole("link", { name: label("service") })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });

  test("under reduced motion the anchors jump instantly", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await sectionNav(page)
      .getByRole("link", { name: label("contact") })
      .click();
    expect(await topOf(page, "contact")).toBeLessThan(120);
    await expect(sectionNav(page).getByRole("link", { name: label("contact") })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });

  test("hero: the rotating words are in the HTML; GET STARTED NOW leads to the contact form", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(url(path))).text();
    const { words } = heroContent.words;
    for (const word of words) expect(html).toContain(word);
    await visit(page, path);
    const hero = page.locator("#home");
    await expect(hero.getByRole("heading", { level: 1 })).toContainText(words[0]!);
    const start = heroContent.ctas[0]!;
    expect(start.href).toBe("#contact");
    await hero.getByRole("link", { name: start.label }).click();
    await expect(page).toHaveURL(/#contact$/);
  });

  test("projects: filters narrow the masonry grid; cards open their details; Load More goes to /portfolio", async ({
    page,
  }) => {
    await visit(page, path);
    const projects = page.locator("#projects");
    const filters = projects.getByRole("group", { name: "Filter by category" });
    const cards = projects.locator("ul[aria-labelledby] > li:not([hidden])");
    await expect(cards).toHaveCount(portfolioItems.length);
    const filter = portfolioItems[0]!.categories[0]!;
    const expected = portfolioItems.filter((item) => (item.categories as readonly string[]).includes(filter));
    const button = filters.locator("button[aria-pressed]").nth(1);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(filters.getByRole("button", { name: portfolioFilters[0]!.label })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await cards.count()).toBeLessThanOrEqual(portfolioItems.length);
    await filters.getByRole("button", { name: portfolioFilters[0]!.label }).click();
    await expect(cards).toHaveCount(portfolioItems.length);
    for (const item of expected)
      await expect(
        projects.locator(`a[href="${url(`/portfolio-details/${item.id}`)}"]`).first(),
      ).toBeVisible();
    const { loadMore } = projectsContent;
    expect(loadMore.href).toBe("/portfolio");
    await expect(projects.getByRole("link", { name: loadMore.label })).toHaveAttribute(
      "href",
      url(loadMore.href),
    );
  });

  test("clients: the brand carousel and the testimonial slider move with their arrows", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, path);
    const logos = page.getByRole("region", { name: "Client logos" });
    await logos.scrollIntoViewIfNeeded();
    await expect(logos.getByRole("group", { name: /(^|, )1 of \d+$/ })).toBeInViewport();
    await logos.getByRole("button", { name: "Next slide" }).click();
    await expect(logos.getByRole("group", { name: /(^|, )1 of \d+$/ })).not.toBeInViewport();

    const stories = page.getByRole("region", { name: "Client testimonials" });
    await stories.scrollIntoViewIfNeeded();
    await stories.getByRole("button", { name: "Next slide" }).click();
    await expect(stories.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("contact: name, phone, email, subject and message; submitting sends nothing", async ({ page }) => {
    // What a send would be: a fetch, a POST or a page load (lazy images arriving on scroll are not).
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || ["document", "fetch", "xhr"].includes(request.resourceType()))
        requests.push(`${request.method()} ${request.url()}`);
    });
    await visit(page, path);
    const contact = page.locator("#contact");
    const form = contact.locator("form");
    await expect(form.locator("input, textarea")).toHaveCount(5);
    for (const name of ["name", "phone", "email", "subject", "message"])
      await expect(form.locator(`[name="${name}"]`)).toHaveCount(1);
    await expect(form.locator('[name="email"]')).toHaveAttribute("type", "email");
    await form.locator('[name="name"]').fill("Ada Lovelace");
    await form.locator('[name="email"]').fill("ada@example.com");
    await form.locator('[name="message"]').fill("Hello");
    requests.length = 0;
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(page).toHaveURL(url(path));
    expect(requests, "no request leaves the page").toEqual([]);
    // The map waits for the visitor: a button, no third-party frame.
    await expect(contact.getByRole("button", { name: /Show map/ })).toBeVisible();
    await expect(contact.locator("iframe")).toHaveCount(0);
  });
});

test.describe("mobile (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("hero: the rotating word leaves no gap beside it and moves nothing", async ({ page }) => {
    await expectSnugRotatingWord(page, path, heroContent.words.words);
  });

  test("the menu lists the anchors; choosing one closes it, scrolls there and goes on from that section", async ({
    page,
  }) => {
    await visit(page, path);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog.getByRole("link")).toContainText(anchors.map((a) => a.label));
    await expect(dialog.getByRole("link", { name: label("home"), exact: true })).toHaveAttribute(
      "aria-current",
      "location",
    );

    // Keyboard: Enter on a link of the panel.
    await dialog.getByRole("link", { name: label("team") }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect.poll(() => topOf(page, "team")).toBeLessThan(120);
    expect(await topOf(page, "team")).toBeGreaterThanOrEqual(80);

    // The next Tab lands in the chosen section (or after it), not back in the header.
    await page.keyboard.press("Tab");
    const inTeamOrAfter = await page.evaluate(() => {
      const team = document.getElementById("team")!;
      const active = document.activeElement;
      if (!active || active === document.body) return false;
      return (
        team.contains(active) ||
        Boolean(team.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(inTeamOrAfter).toBe(true);

    await toggle.click();
    await expect(dialog.getByRole("link", { name: label("team") })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
  });
});
