/**
 * Five demo homes in a real browser against the built site, for what is their own:
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
import {
  allPortfolioItems,
  matchesFilter,
  portfolioFilters,
  portfolioItems,
} from "../../app/content/portfolio";
import { creativePortfolioHome } from "../../app/content/homes/creative-portfolio";
import { eventConferenceHome } from "../../app/content/homes/event-conference";
import { internationalConsultingHome } from "../../app/content/homes/international-consulting";
import { personalPortfolioHome } from "../../app/content/homes/personal-portfolio";
import { travelAgencyHome } from "../../app/content/homes/travel-agency";
import { contactFormMessages } from "../../app/content/contact";
import { documentTitle } from "./content-text";
import { expect, test, url, visit } from "./fixtures";

const section = (page: Page, id: string) => page.locator(`section[id="${id}"]`);
/** The picture cards of a portfolio grid: the items of its list. */
/** The cards a filter shows (the others stay in the list, hidden). */
const cards = (grid: Locator) => grid.locator("ul[aria-labelledby] > li:not([hidden])");

test.describe("/index-travel-agency", () => {
  test("teal accent, top bar, hero with its picture first, and the destinations it links to", async ({
    page,
  }) => {
    await visit(page, "/index-travel-agency");
    await expect(page).toHaveTitle(documentTitle(travelAgencyHome.seo));
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "teal");
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(travelAgencyHome.hero.title);
    const heroImage = page.locator("#home img").first();
    await expect(heroImage).toHaveAttribute("fetchpriority", "high");
    await expect(heroImage).toHaveAttribute("loading", "eager");

    const exploreCta = travelAgencyHome.hero.ctas[0]!;
    expect(exploreCta.href).toBe("#destinations");
    const explore = page.getByRole("link", { name: exploreCta.label });
    await expect(explore).toHaveAttribute("href", exploreCta.href);
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
    await expect(page).toHaveTitle(documentTitle(eventConferenceHome.seo));
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "rose");
    const register = eventConferenceHome.hero.ctas[0]!;
    const toSchedule = eventConferenceHome.hero.ctas[1]!;
    expect([register.href, toSchedule.href]).toEqual(["/login", "#schedule"]);
    await expect(page.getByRole("link", { name: register.label }).first()).toHaveAttribute(
      "href",
      url(register.href),
    );
    await expect(page.getByRole("link", { name: toSchedule.label })).toHaveAttribute("href", toSchedule.href);

    const schedule = section(page, "schedule");
    const tabs = schedule
      .getByRole("tablist", { name: eventConferenceHome.schedule.heading.title })
      .getByRole("tab");
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
    // A speaker's portrait is in the speakers section only, not again in the schedule.
    await expect(schedule.locator("img")).toHaveCount(0);

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
    const { hero } = internationalConsultingHome;
    const firstSlide = hero.slides[0]!;
    await expect(page).toHaveTitle(documentTitle(internationalConsultingHome.seo));
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "blue");
    await expect(page.getByRole("list", { name: "Contact details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    await expect(page.getByRole("region", { name: hero.label })).toBeVisible();
    expect(firstSlide.secondaryCta.href).toBe("#offices");
    await expect(page.getByRole("link", { name: firstSlide.secondaryCta.label })).toHaveAttribute(
      "href",
      firstSlide.secondaryCta.href,
    );

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
    await expect(cardsShown.filter({ hasText: "Headquarters" }).getByRole("heading")).toHaveText(
      offices.find((office) => office.headquarters)!.city,
    );
  });
});

test.describe("/index-personal-portfolio", () => {
  test("a person's site: skill values, the timeline, the project filter and the contact form", async ({
    page,
  }) => {
    await visit(page, "/index-personal-portfolio");
    const home = personalPortfolioHome;
    await expect(page).toHaveTitle(documentTitle(home.seo));
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "green");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(home.hero.title);
    const seeWork = home.hero.ctas[0]!;
    expect(seeWork.href).toBe("#work");
    await expect(page.getByRole("link", { name: seeWork.label })).toHaveAttribute("href", seeWork.href);

    const bars = home.skills.bars;
    await expect(section(page, "skills").getByRole("progressbar")).toHaveCount(bars.length);
    const values = await section(page, "skills")
      .getByRole("progressbar")
      .evaluateAll((elements) => elements.map((bar) => bar.getAttribute("aria-valuenow")));
    expect(values).toEqual(bars.map((bar) => String(bar.value)));

    const timeline = section(page, "experience");
    await expect(timeline.getByRole("heading", { level: 3 })).toHaveText(
      home.record.groups.map((group) => group.title),
    );
    await expect(timeline.getByRole("heading", { level: 4 }).first()).toHaveText(
      home.record.groups[0]!.entries[0]!.title,
    );

    const work = section(page, "work");
    const filters = work.getByRole("group", { name: home.work.filterLabel }).getByRole("button");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");
    await expect(cards(work)).toHaveCount(portfolioItems.length);
    const artFilter = portfolioFilters[2]!;
    await filters.filter({ hasText: artFilter.label }).click();
    await expect(filters.filter({ hasText: artFilter.label })).toHaveAttribute("aria-pressed", "true");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "false");
    const art = portfolioItems.filter((item) => matchesFilter(item.categories, artFilter.value));
    await expect(cards(work)).toHaveCount(art.length);
    const hrefs = await cards(work)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(art.map((item) => url(`/portfolio-details/${item.id}`)));
    const viewAll = home.work.loadMore;
    expect(viewAll.href).toBe("/portfolio");
    await expect(work.getByRole("link", { name: viewAll.label })).toHaveAttribute("href", url(viewAll.href));

    const form = section(page, "contact").getByRole("form");
    await expect(form.getByRole("textbox")).toHaveCount(5);
    await expect(form.getByRole("button", { name: contactFormMessages.submit })).toBeEnabled();
  });
});

test.describe("/index-creative-portfolio", () => {
  test("full-width masonry with filters and Load More, and a gallery of six pictures", async ({ page }) => {
    await visit(page, "/index-creative-portfolio");
    await expect(page).toHaveTitle(documentTitle(creativePortfolioHome.seo));
    await expect(page.locator("[data-accent]").first()).toHaveAttribute("data-accent", "orange");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(creativePortfolioHome.hero.title);

    const work = section(page, "work");
    const shown = allPortfolioItems.slice(0, 8);
    await expect(cards(work)).toHaveCount(shown.length);
    const developmentFilter = portfolioFilters[4]!;
    const development = work.getByRole("button", { name: developmentFilter.label });
    await development.click();
    await expect(development).toHaveAttribute("aria-pressed", "true");
    const developed = shown.filter((item) => matchesFilter(item.categories, developmentFilter.value));
    await expect(cards(work)).toHaveCount(developed.length);
    await expect(cards(work).getByRole("heading")).toHaveText(developed.map((item) => item.title));
    const { loadMore } = creativePortfolioHome.work;
    expect(loadMore.href).toBe("/portfolio");
    await expect(work.getByRole("link", { name: loadMore.label })).toHaveAttribute(
      "href",
      url(loadMore.href),
    );

    await expect(section(page, "studio-wall").locator("ul > li a")).toHaveCount(6);
  });
});
