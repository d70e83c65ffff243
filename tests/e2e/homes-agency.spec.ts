/**
 * The agency, company and finance demo homes in a real browser against the built site:
 * /index-digital-agency (portfolio filters and cards, Strategy tabs, showreel popup),
 * /index-marketing-agency (the three-slide hero slider's arrows and dots, results, campaign
 * table), /index-seo-agency (audit rings, keyword rankings, skill bars, plans),
 * /index-company (top bar, story video, history timeline, vertical practice tabs, team) and
 * /index-finance (top bar, key figures, rates table, monthly/yearly plans), plus what sets
 * the five apart (accent, top bar).
 *
 * The home content modules read the build's environment (the marketplace address), which
 * Node does not have, so the words a visitor reads are written out here.
 */
import type { Page } from "@playwright/test";
import { portfolioItems } from "../../app/content/portfolio";
import { advanceTabs, strategyTabs } from "../../app/content/tabs";
import { teamMembers } from "../../app/content/team";
import { expect, test, url, visit } from "./fixtures";
import { expectExclusiveFaq, expectMarketplaceLink, expectOwnAccents, expectVideoPopup } from "./home-checks";

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
    await visit(page, "/index-digital-agency");
    await expect(page).toHaveTitle(/^Digital Agency Home \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We design digital products people love to use",
    );
    const hero = section(page, "home");
    await expect(hero.getByRole("link", { name: "See Our Work" })).toHaveAttribute("href", url("/portfolio"));
    await expectMarketplaceLink(hero.getByRole("link", { name: "Purchase Now" }));
    const picture = hero.getByRole("img", { name: /^Two phones showing a card wallet/ });
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expectVideoPopup(
      page,
      hero.getByRole("button", { name: "Play video: Our studio showreel" }),
      "Our studio showreel",
    );
  });

  test("work: a filter narrows the grid, cards open their project, Load More goes to /portfolio", async ({
    page,
  }) => {
    await visit(page, "/index-digital-agency");
    const work = section(page, "work");
    const cards = work.locator("ul[aria-labelledby] > li");
    await expect(cards).toHaveCount(portfolioItems.length);
    for (const item of portfolioItems)
      await expect(work.getByRole("link", { name: new RegExp(`^${item.title}`) }).first()).toHaveAttribute(
        "href",
        url(`/portfolio-details/${item.id}`),
      );

    const design = work.getByRole("button", { name: "Design", exact: true });
    await design.click();
    await expect(design).toHaveAttribute("aria-pressed", "true");
    await expect(work.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await expect(cards).toHaveCount(
      portfolioItems.filter((item) => (item.categories as readonly string[]).includes("cat--1")).length,
    );
    await expect(work.getByRole("link", { name: "Load More" })).toHaveAttribute("href", url("/portfolio"));
  });

  test("approach: the Strategy, Reporting, Development tabs switch by keyboard", async ({ page }) => {
    await visit(page, "/index-digital-agency");
    const approach = section(page, "approach");
    const tabs = approach.getByRole("tab");
    await expect(tabs).toHaveText(["Strategy", "Reporting", "Development"]);
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
  const slides = [
    "Campaigns that fill your calendar, not just your feed",
    "Every dollar of ad spend, accounted for",
    "Launch your agency site this week",
  ];

  test("hero slider: three slides in the HTML; arrows and dots move it, and it loops", async ({ page }) => {
    const html = await prerendered(page, "/index-marketing-agency");
    for (const title of slides) expect(html).toContain(title);

    await visit(page, "/index-marketing-agency");
    await expect(page).toHaveTitle(/^Marketing Agency Home \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(slides[0]!);
    const slider = section(page, "home").locator("[aria-roledescription=carousel]");
    await expect(slider.getByRole("group")).toHaveCount(3);
    const dots = slider.getByRole("button", { name: /^Go to slide \d$/ });
    await expect(dots).toHaveCount(3);
    const heading = (n: number) => slider.getByRole("heading", { name: slides[n] });

    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(heading(1)).toBeInViewport();
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(heading(2)).toBeInViewport();
    // The third slide sells the template: its button opens the marketplace.
    await expectMarketplaceLink(slider.getByRole("link", { name: "Purchase Now" }));
    // Past the last slide: back to the first.
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(heading(0)).toBeInViewport();
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  });

  test("results: the counters' final values are in the HTML", async ({ page }) => {
    expect(counterValues(await prerendered(page, "/index-marketing-agency"), "results")).toEqual([
      "320+",
      "4.8×",
      "38%",
      "92%",
    ]);
  });

  test("campaign table: four campaigns with their figures; the best return is badged", async ({ page }) => {
    await visit(page, "/index-marketing-agency");
    const table = section(page, "campaigns").getByRole("table", { name: "Results of four client campaigns" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Campaign",
      "Leads",
      "Cost per lead",
      "Return",
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(4);
    const best = table.getByRole("row", { name: /Early-bird tickets/ });
    await expect(best).toContainText("Best return");
    await expect(best.getByRole("cell")).toHaveText(["3,870", "$6 (down)", "7.5×"]);
    await expect(
      section(page, "campaigns").getByRole("link", { name: "Plan Your Campaign" }),
    ).toHaveAttribute("href", url("/contact"));
  });

  test("FAQ: one answer open at a time", async ({ page }) => {
    await visit(page, "/index-marketing-agency");
    await expectExclusiveFaq(page, "faq");
  });
});

test.describe("/index-seo-agency", () => {
  const words = ["Organic Traffic", "Qualified Leads", "Top Rankings"];

  test("hero: rotating words, every one in the HTML; Get a Free Audit goes to /contact", async ({ page }) => {
    const html = await prerendered(page, "/index-seo-agency");
    for (const word of words) expect(html).toContain(word);

    await visit(page, "/index-seo-agency");
    await expect(page).toHaveTitle(/^SEO Agency Home \|/);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toContainText("More Organic Traffic");
    await expect(h1).toContainText("from search, month after month");
    const hero = section(page, "home");
    await expect(hero.getByRole("link", { name: "Get a Free Audit" })).toHaveAttribute(
      "href",
      url("/contact"),
    );
    await expectMarketplaceLink(hero.getByRole("link", { name: "Purchase Now" }));
  });

  test("audit rings and result bars expose their values, in the HTML and to assistive technology", async ({
    page,
  }) => {
    const html = await prerendered(page, "/index-seo-agency");
    expect([...html.matchAll(/aria-valuenow="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
      80, 60, 70, 95, 90, 75, 95, 45,
    ]);

    await visit(page, "/index-seo-agency");
    const rings = { "Technical health": 80, "Content coverage": 60, "Link authority": 70, "Page speed": 95 };
    for (const [name, value] of Object.entries(rings))
      await expect(section(page, "audit").getByRole("progressbar", { name })).toHaveAttribute(
        "aria-valuenow",
        String(value),
      );
    const bars = {
      "Pages indexed": 90,
      "Target keywords in the top ten": 75,
      "Pages passing Core Web Vitals": 95,
      "Share of voice in the market": 45,
    };
    for (const [name, value] of Object.entries(bars))
      await expect(section(page, "results").getByRole("progressbar", { name })).toHaveAttribute(
        "aria-valuenow",
        String(value),
      );
  });

  test("rankings: five keywords with their positions before and now", async ({ page }) => {
    await visit(page, "/index-seo-agency");
    const table = section(page, "rankings").getByRole("table", {
      name: "Google positions of five keywords, before and after six months",
    });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Keyword",
      "Before",
      "Now",
      "Searches a month",
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(5);
    await expect(table.getByRole("row", { name: /free quote template/ }).getByRole("cell")).toHaveText([
      "#21",
      "#1 (up)",
      "8,100",
    ]);
  });

  test("pricing: the first three plans, each bought on the marketplace; FAQ one at a time", async ({
    page,
  }) => {
    await visit(page, "/index-seo-agency");
    const pricing = section(page, "pricing");
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(["Free", "Business", "Advanced"]);
    const buttons = pricing.getByRole("link", { name: /^Purchase Now/ });
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) await expectMarketplaceLink(button);
    await expectExclusiveFaq(page, "faq");
  });
});

test.describe("/index-company", () => {
  test("top bar, hero links, and the company in numbers in the HTML", async ({ page }) => {
    expect(counterValues(await prerendered(page, "/index-company"), "numbers")).toEqual([
      "240",
      "4",
      "575",
      "1,200+",
    ]);
    await visit(page, "/index-company");
    await expect(page).toHaveTitle(/^Company Home \|/);
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A company built on long partnerships");
    const hero = section(page, "home");
    await expect(hero.getByRole("link", { name: "About Us" })).toHaveAttribute("href", url("/about"));
    await expect(hero.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", url("/contact"));
  });

  test("the story's play button opens the company video", async ({ page }) => {
    await visit(page, "/index-company");
    const title = "Our company story in three minutes";
    await expectVideoPopup(
      page,
      section(page, "story").getByRole("button", { name: `Play video: ${title}` }),
      title,
    );
  });

  test("history in order, practices as vertical tabs, four leaders", async ({ page }) => {
    await visit(page, "/index-company");
    const history = section(page, "history").locator("ol > li");
    await expect(history).toHaveCount(3);
    const steps = [
      ["2012", "A research studio in Lisbon"],
      ["2017", "Corporate reporting and a London office"],
      ["2024", "Software, and four offices"],
    ] as const;
    for (const [i, [year, title]] of steps.entries()) {
      await expect(history.nth(i)).toContainText(year);
      await expect(history.nth(i).getByRole("heading", { level: 3 })).toHaveText(title);
    }

    const practices = section(page, "practices");
    await expect(practices.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    const tabs = practices.getByRole("tab");
    await expect(tabs).toHaveText(["Market Research", "Corporate Report", "App Development"]);
    await tabs.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(practices.getByRole("tabpanel")).toContainText(advanceTabs.tabs[1]!.title);

    await expect(section(page, "team").getByRole("heading", { level: 3 })).toHaveText(
      teamMembers.slice(4, 8).map((member) => member.name),
    );
  });
});

test.describe("/index-finance", () => {
  test("top bar, hero links and video, key figures in the HTML", async ({ page }) => {
    expect(counterValues(await prerendered(page, "/index-finance"), "figures")).toEqual([
      "$2.4B",
      "18,500+",
      "25",
      "98%",
    ]);
    await visit(page, "/index-finance");
    await expect(page).toHaveTitle(/^Finance Home \|/);
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Make every dollar work as hard as you do",
    );
    const hero = section(page, "home");
    await expect(hero.getByRole("link", { name: "Talk to an Adviser" })).toHaveAttribute(
      "href",
      url("/contact"),
    );
    await expectMarketplaceLink(hero.getByRole("link", { name: "Purchase Now" }));
    await expectVideoPopup(
      page,
      hero.getByRole("button", { name: "Play video: How we build a financial plan, in two minutes" }),
      "How we build a financial plan, in two minutes",
    );
  });

  test("rates: a table of four accounts; the best rate is badged and each change said in words", async ({
    page,
  }) => {
    await visit(page, "/index-finance");
    const table = section(page, "rates").getByRole("table", { name: "Savings and deposit rates, per year" });
    await expect(table.getByRole("columnheader")).toHaveText(["Account", "Rate", "Last month", "Minimum"]);
    await expect(table.getByRole("rowheader")).toHaveCount(4);
    const best = table.getByRole("row", { name: /High-yield savings/ });
    await expect(best).toContainText("Best rate");
    await expect(best.getByRole("cell")).toHaveText(["4.10 %", "+0.15 (up)", "$500"]);
    await expect(
      table
        .getByRole("row", { name: /12-month fixed deposit/ })
        .getByRole("cell")
        .nth(1),
    ).toHaveText("−0.10 (down)");
  });

  test("plans: monthly prices, and the yearly view shows twelve months of each", async ({ page }) => {
    await visit(page, "/index-finance");
    const plans = section(page, "plans");
    const monthly = plans.getByRole("tab", { name: "Monthly" });
    const yearly = plans.getByRole("tab", { name: "Yearly" });
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    const panel = plans.getByRole("tabpanel");
    for (const price of ["$29", "$50", "$500"]) await expect(panel).toContainText(`${price}/month`);
    await yearly.click();
    await expect(yearly).toHaveAttribute("aria-selected", "true");
    for (const price of ["$348", "$600", "$6,000"]) await expect(panel).toContainText(`${price}/year`);
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
