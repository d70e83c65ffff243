/**
 * The consulting and business demo homes in a real browser against the built site:
 * /index-business-consulting (Purchase Now to the marketplace, portfolio filters and Load More,
 * the testimonial carousel's arrows, dots and loop, the video popup, the latest posts),
 * /index-business-consulting-2, /index-corporate, /index-business and /index-consulting (about
 * blocks and heroes with a video popup, exclusive FAQ accordions, the hero slider, tabs), and
 * what sets the five apart (accent, top bar, hero).
 */
import type { Page } from "@playwright/test";
import { businessHome } from "../../app/content/homes/business";
import { businessConsultingHome } from "../../app/content/homes/business-consulting";
import { businessConsulting2Home } from "../../app/content/homes/business-consulting-2";
import { consultingHome } from "../../app/content/homes/consulting";
import { corporateHome } from "../../app/content/homes/corporate";
import { portfolioFilters, portfolioItems } from "../../app/content/portfolio";
import { advanceTabsRetold, strategyTabsRetold } from "../../app/content/tabs";
import { testimonials } from "../../app/content/testimonials";
import { videoTeasers } from "../../app/content/videos";
import { documentTitle } from "./content-text";
import { expect, test, url, visit } from "./fixtures";
import { expectExclusiveFaq, expectMarketplaceLink, expectOwnAccents, expectVideoPopup } from "./home-checks";

test.use({ viewport: { width: 1280, height: 800 } });
// Each test walks through several widgets of a long page (or several pages): triple the time limit.
test.beforeEach(() => test.slow());

const section = (page: Page, id: string) => page.locator(`section[id="${id}"]`);

test.describe("/index-business-consulting", () => {
  test("hero: Purchase Now opens the marketplace in a new tab, Contact Us goes to /contact", async ({
    page,
  }) => {
    const { seo, hero: content } = businessConsultingHome;
    const purchase = content.ctas[0]!;
    const contact = content.ctas[1]!;
    await visit(page, "/index-business-consulting");
    await expect(page).toHaveTitle(documentTitle(seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
    const hero = section(page, "home");
    await expectMarketplaceLink(hero.getByRole("link", { name: purchase.label }));
    expect(contact.href).toBe("/contact");
    await expect(hero.getByRole("link", { name: contact.label })).toHaveAttribute("href", url(contact.href));
    // The hero picture is the page's largest image: eager, high priority.
    const picture = hero.getByRole("img");
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "high");
  });

  test("portfolio: a filter narrows the grid and is marked pressed; Load More goes to /portfolio", async ({
    page,
  }) => {
    await visit(page, "/index-business-consulting");
    const portfolio = section(page, "cases");
    const filters = portfolio.getByRole("group", { name: "Filter by category" });
    const cards = portfolio.locator("ul[aria-labelledby] > li:not([hidden])");
    const all = filters.getByRole("button", { name: portfolioFilters[0]!.label });
    await expect(cards).toHaveCount(portfolioItems.length);
    await expect(all).toHaveAttribute("aria-pressed", "true");

    for (const filter of portfolioFilters.filter((f) => f.value !== "*")) {
      const expected = portfolioItems.filter((item) =>
        (item.categories as readonly string[]).includes(filter.value),
      );
      if (expected.length === 0) continue;
      const button = filters.getByRole("button", { name: filter.label, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(all).toHaveAttribute("aria-pressed", "false");
      await expect(cards).toHaveCount(expected.length);
      for (const item of expected)
        await expect(
          portfolio.getByRole("link", { name: new RegExp(`^${item.title}`) }).first(),
        ).toHaveAttribute("href", url(`/portfolio-details/${item.id}`));
    }
    expect(
      portfolioFilters.some(
        (f) =>
          f.value !== "*" &&
          portfolioItems.some((i) => (i.categories as readonly string[]).includes(f.value)) &&
          portfolioItems.some((i) => !(i.categories as readonly string[]).includes(f.value)),
      ),
      "at least one filter really narrows the grid",
    ).toBe(true);

    await all.click();
    await expect(cards).toHaveCount(portfolioItems.length);
    const { loadMore } = businessConsultingHome.portfolio;
    expect(loadMore.href).toBe("/portfolio");
    await expect(portfolio.getByRole("link", { name: loadMore.label })).toHaveAttribute(
      "href",
      url(loadMore.href),
    );
  });

  test.describe("testimonial carousel", () => {
    // Reduced motion: no autoplay, and every move lands at once.
    test.use({ reducedMotion: "reduce" });

    test("one slide at a time; arrows and dots move it, and it loops both ways", async ({ page }) => {
      await visit(page, "/index-business-consulting");
      const carousel = section(page, "testimonials").locator("[aria-roledescription=carousel]");
      await carousel.scrollIntoViewIfNeeded();
      const shownTestimonials = businessConsultingHome.testimonials.testimonials;
      const total = shownTestimonials.length;
      expect(total).toBeGreaterThanOrEqual(3);
      await expect(carousel.getByRole("group")).toHaveCount(total);
      const dots = carousel.getByRole("button", { name: /^Go to slide \d+$/ });
      await expect(dots).toHaveCount(total);
      const next = carousel.getByRole("button", { name: "Next slide" });
      const previous = carousel.getByRole("button", { name: "Previous slide" });
      const slide = (n: number) => carousel.getByRole("group", { name: `${n} of ${total}`, exact: true });
      const shown = () =>
        carousel.evaluate((root) =>
          [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")]
            .filter((el) => !el.inert)
            .map((el) => el.getAttribute("aria-label"))
            .join(","),
        );

      await expect.poll(shown).toBe(`1 of ${total}`);
      await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
      await next.click();
      await expect.poll(shown).toBe(`2 of ${total}`);
      await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");

      // Back past the first: the loop lands on the last.
      await previous.click();
      await previous.click();
      await expect.poll(shown).toBe(`${total} of ${total}`);
      await expect(dots.nth(total - 1)).toHaveAttribute("aria-current", "true");
      await expect(slide(total)).toBeInViewport();
      // Forward past the last: the first again.
      await next.click();
      await expect.poll(shown).toBe(`1 of ${total}`);

      await dots.nth(2).click();
      await expect.poll(shown).toBe(`3 of ${total}`);
      await expect(slide(3).locator("blockquote")).toContainText(shownTestimonials[2]!.quote);
      expect(shownTestimonials[2]).toEqual(testimonials.find((t) => t.id === shownTestimonials[2]!.id));
    });
  });

  test("the video popup opens on play and closes with Escape and with its button", async ({ page }) => {
    await visit(page, "/index-business-consulting");
    const { title } = videoTeasers[0]!;
    const play = section(page, "video").getByRole("link", { name: `Play video: ${title}` });
    await expectVideoPopup(page, play, title);
  });

  test("latest news: three posts, each linking to its own page", async ({ page }) => {
    const count = businessConsultingHome.news.posts.length;
    await visit(page, "/index-business-consulting");
    const posts = section(page, "news").locator("article");
    await expect(posts).toHaveCount(count);
    const hrefs = await posts.evaluateAll((articles) =>
      articles.map((article) => article.querySelector("h3 a")?.getAttribute("href")),
    );
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${url("/blog-details/")}\\d+$`));
    expect(new Set(hrefs).size).toBe(count);
  });
});

test.describe("/index-business-consulting-2", () => {
  test("top bar, about block with a video popup, and an exclusive FAQ of four", async ({ page }) => {
    await visit(page, "/index-business-consulting-2");
    await expect(page).toHaveTitle(documentTitle(businessConsulting2Home.seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(businessConsulting2Home.hero.title);
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();

    const title = businessConsulting2Home.about.video.title;
    const play = section(page, "about").getByRole("link", { name: `Play video: ${title}` });
    // Laid over the picture, not around it: both pictures keep their own names.
    await expect(section(page, "about").getByRole("img")).toHaveCount(2);
    await expectVideoPopup(page, play, title);

    await expectExclusiveFaq(page, "faq", 4);
  });
});

test.describe("/index-corporate", () => {
  test.use({ reducedMotion: "reduce" });

  test("three-slide hero slider, about block with a video popup, strategy tabs", async ({ page }) => {
    const slides = corporateHome.hero.slides;
    await visit(page, "/index-corporate");
    await expect(page).toHaveTitle(documentTitle(corporateHome.seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(corporateHome.hero.title);
    const hero = section(page, "home").locator("[aria-roledescription=carousel]");
    expect(slides).toHaveLength(3);
    await expect(hero.getByRole("group")).toHaveCount(slides.length);
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(hero.getByRole("heading", { name: slides[1]!.title })).toBeInViewport();

    const title = corporateHome.about.video.title;
    await expectVideoPopup(
      page,
      section(page, "about").getByRole("link", { name: `Play video: ${title}` }),
      title,
    );

    const tabs = section(page, "approach").getByRole("tab");
    const set = corporateHome.tabs.set;
    await expect(tabs).toHaveText(set.tabs.map((tab) => tab.label));
    expect(set.tabs).toEqual(strategyTabsRetold.tabs);
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(section(page, "approach").getByRole("tabpanel")).toContainText(set.tabs[2]!.title);
  });
});

test.describe("/index-business", () => {
  test("hero video popup and an exclusive FAQ of four", async ({ page }) => {
    const { hero: content } = businessHome;
    await visit(page, "/index-business");
    await expect(page).toHaveTitle(documentTitle(businessHome.seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
    const title = content.video.title;
    await expectVideoPopup(
      page,
      section(page, "home").getByRole("link", { name: `Play video: ${title}` }),
      title,
    );
    const toPricing = content.ctas[1]!;
    expect(toPricing.href).toBe("#pricing");
    await expect(section(page, "home").getByRole("link", { name: toPricing.label })).toHaveAttribute(
      "href",
      toPricing.href,
    );
    await expect(section(page, "pricing")).toHaveCount(1);
    await expectExclusiveFaq(page, "faq", 4);
  });
});

test.describe("/index-consulting", () => {
  test("about panel with a video popup, research tabs and an exclusive FAQ of four", async ({ page }) => {
    await visit(page, "/index-consulting");
    await expect(page).toHaveTitle(documentTitle(consultingHome.seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(consultingHome.hero.title);
    const title = consultingHome.about.video.title;
    await expectVideoPopup(
      page,
      section(page, "about").getByRole("link", { name: `Play video: ${title}` }),
      title,
    );
    const tabs = section(page, "expertise").getByRole("tab");
    await expect(tabs).toHaveText(consultingHome.expertise.set.tabs.map((tab) => tab.label));
    expect(consultingHome.expertise.set.tabs).toEqual(advanceTabsRetold.tabs);
    await expectExclusiveFaq(page, "faq", 4);
  });
});

test("the five homes each wear their own accent; two have the top bar", async ({ page }) => {
  await expectOwnAccents(page, [
    { path: "/index-business-consulting", topBar: false },
    { path: "/index-business-consulting-2", topBar: true },
    { path: "/index-corporate", topBar: false },
    { path: "/index-business", topBar: false },
    { path: "/index-consulting", topBar: true },
  ]);
});
