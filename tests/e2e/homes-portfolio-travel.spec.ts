/**
 * Five demo homes of §2.4 in a real browser against the built site, for what is their own:
 * the travel agency's destinations, the event conference's schedule by day and its speakers,
 * the international consulting offices under a hero slider, the personal portfolio's skills,
 * timeline, filterable projects and contact form, and the creative portfolio's masonry,
 * filters and gallery. Titles, single h1, axe and links of every page are covered by the
 * generic route tests and the audit.
 */
import type { Locator, Page } from "@playwright/test";
import { destinations } from "../../app/content/destinations";
import { eventDays, speakers } from "../../app/content/events";
import { offices } from "../../app/content/offices";
import { allPortfolioItems, matchesFilter, portfolioItems } from "../../app/content/portfolio";
import { expect, test, url, visit } from "./fixtures";

const section = (page: Page, id: string) => page.locator(`section[id="${id}"]`);
/** The picture cards of a portfolio grid: the items of its list. */
const cards = (grid: Locator) => grid.locator("ul[aria-labelledby] > li");

test.describe("/index-travel-agency", () => {
  test("teal accent, top bar, hero with its picture first, and the destinations it links to", async ({
    page,
  }) => {
    await visit(page, "/index-travel-agency");
    await expect(page).toHaveTitle("Travel Agency | Doob");
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "teal");
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Trips planned by people who have been there",
    );
    const heroImage = page.locator("#home img").first();
    await expect(heroImage).toHaveAttribute("fetchpriority", "high");
    await expect(heroImage).toHaveAttribute("loading", "eager");

    const explore = page.getByRole("link", { name: "Explore Destinations" });
    await expect(explore).toHaveAttribute("href", "#destinations");
    await explore.click();
    await expect(page).toHaveURL(/#destinations$/);
    await expect(section(page, "destinations").getByRole("heading", { level: 2 })).toBeInViewport();

    const cardsShown = section(page, "destinations").getByRole("article");
    await expect(cardsShown).toHaveCount(destinations.length);
    for (const [i, destination] of destinations.entries()) {
      const card = cardsShown.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(destination.name);
      await expect(card).toContainText(destination.country);
      await expect(card).toContainText(`${destination.nights} nights`);
      await expect(card).toContainText(`$${destination.priceFrom.toLocaleString("en-US")} per person`);
      await expect(card.getByRole("img")).toHaveAttribute("alt", destination.image.alt);
      await expect(card.getByRole("link", { name: `Plan a trip to ${destination.name}` })).toHaveAttribute(
        "href",
        url("/contact"),
      );
    }
  });
});

test.describe("/index-event-conference", () => {
  test("the schedule: one tab per day, the first open, sessions in order with times and speakers", async ({
    page,
  }) => {
    await visit(page, "/index-event-conference");
    await expect(page).toHaveTitle("Event Conference | Doob");
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "rose");
    await expect(page.getByRole("link", { name: "Register Now" }).first()).toHaveAttribute(
      "href",
      url("/login"),
    );
    await expect(page.getByRole("link", { name: "View Schedule" })).toHaveAttribute("href", "#schedule");

    const schedule = section(page, "schedule");
    const tabs = schedule.getByRole("tablist", { name: "Three days, one theme each" }).getByRole("tab");
    await expect(tabs).toHaveText(eventDays.map((day) => `${day.label}${day.date.display}`));
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

    const panel = schedule.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    const sessionTitles = panel.locator("ol > li").getByRole("heading", { level: 3 });
    await expect(sessionTitles).toHaveText(eventDays[0]!.sessions.map((session) => session.title));
    const keynote = eventDays[0]!.sessions.find((session) => session.kind === "keynote")!;
    const keynoteRow = panel.locator("ol > li").filter({ hasText: keynote.title });
    const times = await keynoteRow
      .locator("time")
      .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")));
    expect(times).toEqual([keynote.start, keynote.end]);
    await expect(keynoteRow.getByRole("list", { name: "Speakers" })).toContainText(
      keynote.speakers![0]!.name,
    );

    // A click on Day 2 shows its sessions; the arrow key moves on to Day 3 and takes focus.
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(panel).toContainText(eventDays[1]!.theme);
    await expect(sessionTitles).toHaveText(eventDays[1]!.sessions.map((session) => session.title));
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(sessionTitles).toHaveText(eventDays[2]!.sessions.map((session) => session.title));
  });

  test("the speakers are team cards, each with name, role and social links", async ({ page }) => {
    await visit(page, "/index-event-conference");
    const cardsShown = section(page, "speakers").getByRole("article");
    await expect(cardsShown).toHaveCount(speakers.length);
    await expect(cardsShown.getByRole("heading", { level: 3 })).toHaveText(speakers.map((s) => s.name));
    await expect(
      cardsShown.first().getByRole("list", { name: `${speakers[0]!.name} on social media` }),
    ).toBeVisible();
  });
});

test.describe("/index-international-consulting", () => {
  test("hero slider, top bar and the offices with their markets and e-mail links", async ({ page }) => {
    await visit(page, "/index-international-consulting");
    await expect(page).toHaveTitle("International Consulting | Doob");
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "blue");
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Grow across borders with advisers on the ground",
    );
    await expect(page.getByRole("region", { name: "International consulting" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Our Offices" })).toHaveAttribute("href", "#offices");

    const cardsShown = section(page, "offices").getByRole("article");
    await expect(cardsShown).toHaveCount(offices.length);
    for (const [i, office] of offices.entries()) {
      const card = cardsShown.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(office.city);
      await expect(card.getByRole("link", { name: office.email })).toHaveAttribute(
        "href",
        `mailto:${office.email}`,
      );
      await expect(
        card.getByRole("list", { name: `Markets served from ${office.city}` }).getByRole("listitem"),
      ).toHaveText([...office.markets]);
      await expect(card).toContainText(office.lead.name);
    }
    await expect(section(page, "offices").getByText("Headquarters")).toHaveCount(1);
    await expect(cardsShown.filter({ hasText: "Headquarters" }).getByRole("heading")).toHaveText("London");
  });
});

test.describe("/index-personal-portfolio", () => {
  test("a person's site: skill values, the timeline, the project filter and the contact form", async ({
    page,
  }) => {
    await visit(page, "/index-personal-portfolio");
    await expect(page).toHaveTitle("Personal Portfolio | Doob");
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "green");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hi, I am Priya. I design");
    await expect(page.getByRole("link", { name: "See My Work" })).toHaveAttribute("href", "#work");

    await expect(section(page, "skills").getByRole("progressbar")).toHaveCount(4);
    const values = await section(page, "skills")
      .getByRole("progressbar")
      .evaluateAll((bars) => bars.map((bar) => bar.getAttribute("aria-valuenow")));
    expect(values).toEqual(["95", "90", "85", "70"]);

    const timeline = section(page, "experience");
    await expect(timeline.getByRole("heading", { level: 3 })).toHaveText([
      "Experience",
      "Education and awards",
    ]);
    await expect(timeline.getByRole("heading", { level: 4 }).first()).toHaveText("Head of Product Design");

    const work = section(page, "work");
    const filters = work.getByRole("group", { name: "Filter projects by discipline" }).getByRole("button");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");
    await expect(cards(work)).toHaveCount(portfolioItems.length);
    await filters.filter({ hasText: "Art" }).click();
    await expect(filters.filter({ hasText: "Art" })).toHaveAttribute("aria-pressed", "true");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "false");
    const art = portfolioItems.filter((item) => matchesFilter(item.categories, "cat--2"));
    await expect(cards(work)).toHaveCount(art.length);
    const hrefs = await cards(work)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(art.map((item) => url(`/portfolio-details/${item.id}`)));
    await expect(work.getByRole("link", { name: "View All Projects" })).toHaveAttribute(
      "href",
      url("/portfolio"),
    );

    const form = section(page, "contact").getByRole("form");
    await expect(form.getByRole("textbox")).toHaveCount(5);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("/index-creative-portfolio", () => {
  test("full-width masonry with filters and Load More, and a gallery of six pictures", async ({ page }) => {
    await visit(page, "/index-creative-portfolio");
    await expect(page).toHaveTitle("Creative Portfolio | Doob");
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "orange");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We make brands impossible to scroll past",
    );

    const work = section(page, "work");
    const shown = allPortfolioItems.slice(0, 8);
    await expect(cards(work)).toHaveCount(shown.length);
    const development = work.getByRole("button", { name: "Development" });
    await development.click();
    await expect(development).toHaveAttribute("aria-pressed", "true");
    const developed = shown.filter((item) => matchesFilter(item.categories, "cat--4"));
    await expect(cards(work)).toHaveCount(developed.length);
    await expect(cards(work).getByRole("heading")).toHaveText(developed.map((item) => item.title));
    await expect(work.getByRole("link", { name: "Load More" })).toHaveAttribute("href", url("/portfolio"));

    await expect(section(page, "studio-wall").locator("ul > li a")).toHaveCount(6);
  });
});
