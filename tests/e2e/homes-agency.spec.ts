/**
 * The agency, company and finance demo homes in a real browser against the built site:
 * /index-digital-agency (portfolio filters and cards, Strategy tabs, showreel popup),
 * /index-marketing-agency (the three-slide hero slider's arrows and dots, results, campaign
 * table), /index-seo-agency (audit rings, keyword rankings, skill bars, plans),
 * /index-company (top bar, story video, history timeline, vertical practice tabs, team) and
 * /index-finance (top bar, key figures, rates table, monthly/yearly plans), plus what sets
 * the five apart (accent, top bar).
 *
 * The words a visitor reads come from the homes' content modules.
 */
import type { Page } from "@playwright/test";
import { companyHome } from "../../app/content/homes/company";
import { digitalAgencyHome } from "../../app/content/homes/digital-agency";
import { financeHome } from "../../app/content/homes/finance";
import { marketingAgencyHome } from "../../app/content/homes/marketing-agency";
import { seoAgencyHome } from "../../app/content/homes/seo-agency";
import { portfolioFilters, portfolioItems } from "../../app/content/portfolio";
import { advanceTabs, strategyTabs } from "../../app/content/tabs";
import { teamMembers } from "../../app/content/team";
import { cellText, counterText, documentTitle, formatPrice, literal, startingWith } from "./content-text";
import { expect, test, url, visit } from "./fixtures";
import {
  expectExclusiveFaq,
  expectMarketplaceLink,
  expectOwnAccents,
  expectSnugRotatingWord,
  expectVideoPopup,
} from "./home-checks";

test.use({ viewport: { width: 1280, height: 800 } });

const section = (page: Page, id: string) => page.locator(`section[id="${id}"]`);

/** The pre-rendered document of a page, without React's text separators. */
async function prerendered(page: Page, route: string): Promise<string> {
  const response = await page.request.get(url(route));
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
}

/** The values the counters of a section put in the HTML (the figure the screen reader hears). */
function counterValues(html: string, id: string): string[] {
  const start = html.search(new RegExp(`<section[^>]*\\sid="${id}"`));
  expect(start, `section #${id} in the HTML`).toBeGreaterThan(-1);
  const body = html.slice(start, html.indexOf("</section>", start));
  return [...body.matchAll(/data-count-up="">([^<]*)</g)].map((m) => m[1]!.replace(/[\u2007\u2008]/g, ""));
}

test.describe("/index-digital-agency", () => {
  test("hero: See Our Work, Purchase Now and the showreel popup", async ({ page }) => {
    const { seo, hero: content } = digitalAgencyHome;
    const work = content.ctas[0]!;
    const purchase = content.ctas[1]!;
    await visit(page, "/index-digital-agency");
    await expect(page).toHaveTitle(documentTitle(seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
    const hero = section(page, "home");
    expect(work.href).toBe("/portfolio");
    await expect(hero.getByRole("link", { name: work.label })).toHaveAttribute("href", url(work.href));
    await expectMarketplaceLink(hero.getByRole("link", { name: purchase.label }));
    const picture = hero.getByRole("img", { name: content.image.alt });
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expectVideoPopup(
      page,
      hero.getByRole("link", { name: `Play video: ${content.video.title}` }),
      content.video.title,
    );
  });

  test("work: a filter narrows the grid, cards open their project, Load More goes to /portfolio", async ({
    page,
  }) => {
    await visit(page, "/index-digital-agency");
    const work = section(page, "work");
    const cards = work.locator("ul[aria-labelledby] > li:not([hidden])");
    await expect(cards).toHaveCount(portfolioItems.length);
    for (const item of portfolioItems)
      await expect(work.getByRole("link", { name: new RegExp(`^${item.title}`) }).first()).toHaveAttribute(
        "href",
        url(`/portfolio-details/${item.id}`),
      );

    const [all, first] = portfolioFilters;
    const design = work.getByRole("button", { name: first!.label, exact: true });
    await design.click();
    await expect(design).toHaveAttribute("aria-pressed", "true");
    await expect(work.getByRole("button", { name: all!.label })).toHaveAttribute("aria-pressed", "false");
    await expect(cards).toHaveCount(
      portfolioItems.filter((item) => (item.categories as readonly string[]).includes(first!.value)).length,
    );
    const loadMore = digitalAgencyHome.work.loadMore;
    expect(loadMore.href).toBe("/portfolio");
    await expect(work.getByRole("link", { name: loadMore.label })).toHaveAttribute(
      "href",
      url(loadMore.href),
    );
  });

  test("approach: the Strategy, Reporting, Development tabs switch by keyboard", async ({ page }) => {
    await visit(page, "/index-digital-agency");
    const approach = section(page, "approach");
    const tabs = approach.getByRole("tab");
    await expect(tabs).toHaveText(strategyTabs.tabs.map((tab) => tab.label));
    await tabs.first().focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(approach.getByRole("tabpanel")).toContainText(strategyTabs.tabs[2]!.title);
  });
});

test.describe("/index-marketing-agency", () => {
  // Reduced motion: no autoplay, so only the visitor moves the slider.
  test.use({ reducedMotion: "reduce" });
  const slides = marketingAgencyHome.hero.slides.map((slide) => slide.title);

  test("hero slider: three slides in the HTML; arrows and dots move it, and it loops", async ({ page }) => {
    const html = await prerendered(page, "/index-marketing-agency");
    for (const title of slides) expect(html).toContain(title);

    await visit(page, "/index-marketing-agency");
    await expect(page).toHaveTitle(documentTitle(marketingAgencyHome.seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(marketingAgencyHome.hero.title);
    const slider = section(page, "home").locator("[aria-roledescription=carousel]");
    expect(slides).toHaveLength(3);
    await expect(slider.getByRole("group")).toHaveCount(slides.length);
    const dots = slider.getByRole("button", { name: /^Go to slide \d$/ });
    await expect(dots).toHaveCount(slides.length);
    const heading = (n: number) => slider.getByRole("heading", { name: slides[n] });

    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(heading(1)).toBeInViewport();
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(heading(2)).toBeInViewport();
    // The third slide sells the template: its button opens the marketplace.
    await expectMarketplaceLink(
      slider.getByRole("link", { name: marketingAgencyHome.hero.slides[2]!.cta.label }),
    );
    // Past the last slide: back to the first.
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(heading(0)).toBeInViewport();
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  });

  test("results: the counters' final values are in the HTML", async ({ page }) => {
    expect(counterValues(await prerendered(page, "/index-marketing-agency"), "results")).toEqual(
      marketingAgencyHome.results.counters.map(counterText),
    );
  });

  test("campaign table: four campaigns with their figures; the best return is badged", async ({ page }) => {
    const { campaigns } = marketingAgencyHome;
    const bestRow = campaigns.rows.find((row) => row.id === campaigns.highlight.rowId)!;
    await visit(page, "/index-marketing-agency");
    const table = section(page, "campaigns").getByRole("table", { name: campaigns.caption });
    await expect(table.getByRole("columnheader")).toHaveText([
      campaigns.rowHeader,
      ...campaigns.columns.map((column) => column.label),
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(campaigns.rows.length);
    const best = table.getByRole("row", { name: literal(bestRow.label) });
    await expect(best).toContainText(campaigns.highlight.label);
    await expect(best.getByRole("cell")).toHaveText(bestRow.values.map(cellText));
    await expect(section(page, "campaigns").getByRole("link", { name: campaigns.cta.label })).toHaveAttribute(
      "href",
      url(campaigns.cta.href),
    );
  });

  test("FAQ: one answer open at a time", async ({ page }) => {
    await visit(page, "/index-marketing-agency");
    await expectExclusiveFaq(page, "faq");
  });
});

test.describe("/index-seo-agency", () => {
  const { hero: heroContent } = seoAgencyHome;
  const words = heroContent.words.words;

  test("hero: rotating words, every one in the HTML; Get a Free Audit goes to /contact", async ({ page }) => {
    const html = await prerendered(page, "/index-seo-agency");
    for (const word of words) expect(html).toContain(word);

    await visit(page, "/index-seo-agency");
    await expect(page).toHaveTitle(documentTitle(seoAgencyHome.seo));
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toContainText(`${heroContent.title} ${words[0]}`);
    await expect(h1).toContainText(heroContent.words.after);
    const hero = section(page, "home");
    const audit = heroContent.ctas[0]!;
    const purchase = heroContent.ctas[1]!;
    expect(audit.href).toBe("/contact");
    await expect(hero.getByRole("link", { name: audit.label })).toHaveAttribute("href", url(audit.href));
    await expectMarketplaceLink(hero.getByRole("link", { name: purchase.label }));
  });

  for (const width of [375, 1280]) {
    test(`hero at ${width} px: the rotating word leaves no gap beside it and moves nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await expectSnugRotatingWord(page, "/index-seo-agency", words);
    });
  }

  test("audit rings and result bars expose their values, in the HTML and to assistive technology", async ({
    page,
  }) => {
    const rings = seoAgencyHome.audit.rings.map((ring) => [ring.title, ring.percent] as const);
    const bars = seoAgencyHome.results.bars.map((bar) => [bar.title, bar.value] as const);
    const html = await prerendered(page, "/index-seo-agency");
    expect([...html.matchAll(/aria-valuenow="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      [...rings, ...bars].map(([, value]) => value),
    );

    await visit(page, "/index-seo-agency");
    for (const [name, value] of rings)
      await expect(section(page, "audit").getByRole("progressbar", { name })).toHaveAttribute(
        "aria-valuenow",
        String(value),
      );
    for (const [name, value] of bars)
      await expect(section(page, "results").getByRole("progressbar", { name })).toHaveAttribute(
        "aria-valuenow",
        String(value),
      );
  });

  test("rankings: five keywords with their positions before and now", async ({ page }) => {
    const { rankings } = seoAgencyHome;
    await visit(page, "/index-seo-agency");
    const table = section(page, "rankings").getByRole("table", { name: rankings.caption });
    await expect(table.getByRole("columnheader")).toHaveText([
      rankings.rowHeader,
      ...rankings.columns.map((column) => column.label),
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(rankings.rows.length);
    for (const row of rankings.rows)
      await expect(table.getByRole("row", { name: literal(row.label) }).getByRole("cell")).toHaveText(
        row.values.map(cellText),
      );
  });

  test("pricing: the first three plans, each bought on the marketplace; FAQ one at a time", async ({
    page,
  }) => {
    await visit(page, "/index-seo-agency");
    const pricing = section(page, "pricing");
    const plans = seoAgencyHome.pricing.plans;
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(plans.map((plan) => plan.title));
    const buttons = pricing.getByRole("link", { name: startingWith(plans[0]!.cta.label) });
    await expect(buttons).toHaveCount(plans.length);
    for (const button of await buttons.all()) await expectMarketplaceLink(button);
    await expectExclusiveFaq(page, "faq");
  });
});

test.describe("/index-company", () => {
  test("top bar, hero links, and the company in numbers in the HTML", async ({ page }) => {
    expect(counterValues(await prerendered(page, "/index-company"), "numbers")).toEqual(
      companyHome.numbers.counters.map(counterText),
    );
    await visit(page, "/index-company");
    await expect(page).toHaveTitle(documentTitle(companyHome.seo));
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(companyHome.hero.title);
    const hero = section(page, "home");
    expect(companyHome.hero.ctas.map((cta) => cta.href)).toEqual(["/about", "/contact"]);
    for (const cta of companyHome.hero.ctas)
      await expect(hero.getByRole("link", { name: cta.label })).toHaveAttribute("href", url(cta.href));
  });

  test("the story's play button opens the company video", async ({ page }) => {
    await visit(page, "/index-company");
    const title = companyHome.story.video.title;
    await expectVideoPopup(
      page,
      section(page, "story").getByRole("link", { name: `Play video: ${title}` }),
      title,
    );
  });

  test("history in order, practices as vertical tabs, four leaders", async ({ page }) => {
    await visit(page, "/index-company");
    const history = section(page, "history").locator("ol > li");
    const steps = companyHome.history.steps;
    await expect(history).toHaveCount(steps.length);
    for (const [i, step] of steps.entries()) {
      await expect(history.nth(i)).toContainText(step.step);
      await expect(history.nth(i).getByRole("heading", { level: 3 })).toHaveText(step.title);
    }

    const practices = section(page, "practices");
    await expect(practices.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    const tabs = practices.getByRole("tab");
    await expect(tabs).toHaveText(advanceTabs.tabs.map((tab) => tab.label));
    await tabs.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(practices.getByRole("tabpanel")).toContainText(advanceTabs.tabs[1]!.title);

    await expect(section(page, "team").getByRole("heading", { level: 3 })).toHaveText(
      companyHome.team.members.map((member) => member.name),
    );
    expect(companyHome.team.members).toEqual(teamMembers.slice(4, 8));
  });
});

test.describe("/index-finance", () => {
  test("top bar, hero links and video, key figures in the HTML", async ({ page }) => {
    expect(counterValues(await prerendered(page, "/index-finance"), "figures")).toEqual(
      financeHome.figures.counters.map(counterText),
    );
    const { hero: content } = financeHome;
    const adviser = content.ctas[0]!;
    const purchase = content.ctas[1]!;
    await visit(page, "/index-finance");
    await expect(page).toHaveTitle(documentTitle(financeHome.seo));
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
    const hero = section(page, "home");
    expect(adviser.href).toBe("/contact");
    await expect(hero.getByRole("link", { name: adviser.label })).toHaveAttribute("href", url(adviser.href));
    await expectMarketplaceLink(hero.getByRole("link", { name: purchase.label }));
    await expectVideoPopup(
      page,
      hero.getByRole("link", { name: `Play video: ${content.video.title}` }),
      content.video.title,
    );
  });

  test("rates: a table of four accounts; the best rate is badged and each change said in words", async ({
    page,
  }) => {
    const { rates } = financeHome;
    await visit(page, "/index-finance");
    const table = section(page, "rates").getByRole("table", { name: rates.caption });
    await expect(table.getByRole("columnheader")).toHaveText([
      rates.rowHeader,
      ...rates.columns.map((column) => column.label),
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(rates.rows.length);
    const bestRow = rates.rows.find((row) => row.id === rates.highlight.rowId)!;
    await expect(table.getByRole("row", { name: literal(bestRow.label) })).toContainText(
      rates.highlight.label,
    );
    // Every row, so each trend (up, down, unchanged) is said in words.
    for (const row of rates.rows)
      await expect(table.getByRole("row", { name: literal(row.label) }).getByRole("cell")).toHaveText(
        row.values.map(cellText),
      );
  });

  test("plans: monthly prices, and the yearly view shows twelve months of each", async ({ page }) => {
    await visit(page, "/index-finance");
    const plans = section(page, "plans");
    const monthly = plans.getByRole("tab", { name: "Monthly" });
    const yearly = plans.getByRole("tab", { name: "Yearly" });
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    const panel = plans.getByRole("tabpanel");
    const prices = financeHome.plans.plans.map((plan) => plan.price);
    for (const price of prices) await expect(panel).toContainText(`${formatPrice(price)}/month`);
    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-selected", "true");
    for (const price of prices) await expect(panel).toContainText(`${formatPrice(price * 12)}/year`);
    await expectExclusiveFaq(page, "faq");
  });
});

test("the five homes each wear their own accent; company and finance have the top bar", async ({ page }) => {
  await expectOwnAccents(page, [
    { path: "/index-digital-agency", topBar: false },
    { path: "/index-marketing-agency", topBar: false },
    { path: "/index-seo-agency", topBar: false },
    { path: "/index-company", topBar: true },
    { path: "/index-finance", topBar: true },
  ]);
});
