/**
 * The "people" element pages in a real browser against the built site: /about, /team,
 * /testimonial (four static styles and the slider's arrows, dots and loop), /timeline (Working
 * Process One to Five) and /split (four layouts; counters that count up when seen and show their
 * targets without JavaScript).
 */
import type { Locator, Page } from "@playwright/test";
import { counters } from "../../app/content/metrics";
import { teamMembers } from "../../app/content/team";
import { testimonials } from "../../app/content/testimonials";
import { aboutPage } from "../../app/content/pages/about";
import { splitPage } from "../../app/content/pages/split";
import { teamPage } from "../../app/content/pages/team";
import { testimonialPage } from "../../app/content/pages/testimonial";
import { timelinePage } from "../../app/content/pages/timeline";
import { twoStepProcess, workingProcesses } from "../../app/content/timeline";
import { documentTitle } from "./content-text";
import { expect, test, url, visit } from "./fixtures";

const section = (page: Page, id: string) => page.locator(`section[id="${id}"]`);
/** The direct items of a section's first list (cards, steps, logos). */
const items = (scope: Locator) => scope.locator(":is(ul, ol)").first().locator(":scope > li");

/** A counter's visible digits (innerText: without the invisible ones that keep its width). */
/**
 * The digits a counter draws: its text but the invisible digits that hold its width. Read from the
 * DOM, not with innerText, which is empty while the section is not drawn yet (decision 023).
 */
const shownValue = (counter: Locator) =>
  counter.locator("[data-count-up]").evaluate((el) => {
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let shown = "";
    for (let node = texts.nextNode(); node; node = texts.nextNode())
      if (!node.parentElement?.closest(".invisible")) shown += node.textContent;
    return shown;
  });

const target = (id: string) => {
  const counter = counters.find((c) => c.id === id)!;
  return `${counter.value}${counter.suffix ?? ""}`;
};

test.describe("/about", () => {
  test("hero, intro, 9 brands, services, four steps, values, counters band, team with location", async ({
    page,
  }) => {
    await visit(page, "/about");
    const { hero, intro } = aboutPage;
    await expect(page).toHaveTitle(documentTitle(aboutPage.seo));
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(hero.title);
    const contact = hero.ctas[0]!;
    const howWeWork = hero.ctas[1]!;
    expect([contact.href, howWeWork.href]).toEqual(["/contact", "#process"]);
    await expect(page.getByRole("link", { name: contact.label }).first()).toHaveAttribute(
      "href",
      url(contact.href),
    );
    await expect(page.getByRole("link", { name: howWeWork.label })).toHaveAttribute("href", howWeWork.href);
    // The hero picture is the largest image: it loads eagerly with high priority.
    const heroImage = page.locator("section[aria-labelledby=about-hero-title] img").first();
    await expect(heroImage).toHaveAttribute("fetchpriority", "high");
    await expect(heroImage).toHaveAttribute("loading", "eager");

    await expect(section(page, "intro").getByRole("heading", { level: 2 })).toHaveText(intro.heading.title);
    expect(intro.cta.href).toBe("/team");
    await expect(section(page, "intro").getByRole("link", { name: intro.cta.label })).toHaveAttribute(
      "href",
      url(intro.cta.href),
    );

    const logos = section(page, "clients").getByRole("img");
    await expect(logos).toHaveCount(9);
    for (const logo of await logos.all()) await expect(logo).toHaveAttribute("alt", /\S/);

    const services = section(page, "services");
    await expect(items(services)).toHaveCount(3);
    for (const link of await services.getByRole("link", { name: /Read More/ }).all())
      await expect(link).toHaveAttribute("href", url("/service"));

    const process = section(page, "process");
    await expect(process.locator("ol > li")).toHaveCount(4);
    await expect(process.locator("ol > li h3")).toHaveText(aboutPage.process.items.map((item) => item.title));

    const values = section(page, "values");
    for (const statement of aboutPage.values.statements)
      await expect(values.getByRole("heading", { level: 3, name: statement.title })).toBeVisible();

    const numbers = section(page, "numbers");
    await expect(numbers.locator("[data-count-up]")).toHaveCount(counters.length);

    const team = section(page, "team");
    await expect(items(team)).toHaveCount(4);
    for (const member of teamMembers.slice(0, 4)) {
      const card = items(team).filter({ has: page.getByRole("heading", { name: member.name }) });
      await expect(card).toContainText(member.role);
      await expect(card).toContainText(member.location);
    }
  });

  test("the About menu item is active and links here", async ({ page }) => {
    await visit(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const about = nav.getByRole("link", { name: "About", exact: true });
    await expect(about).toHaveAttribute("href", url("/about"));
    await expect(about).toHaveAttribute("aria-current", "page");
  });
});

test.describe("/team", () => {
  test("four card styles, each member named with role and social profiles", async ({ page }) => {
    await visit(page, "/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(teamPage.banner.title);
    const styles = ["team-portrait", "team-round", "team-location", "team-overlay"];
    for (const id of styles) {
      const cards = items(section(page, id));
      const count = await cards.count();
      expect(count, `${id}: 3 or 4 members`).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(4);
      for (const card of await cards.all()) {
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\S/);
        await expect(card.getByRole("img")).toHaveAttribute("alt", /^Portrait of /);
        const links = card.getByRole("link");
        expect(await links.count()).toBeGreaterThan(0);
        for (const link of await links.all()) {
          await expect(link).toHaveAccessibleName(
            / on (Facebook|Twitter|Instagram|LinkedIn) \(opens in a new tab\)$/,
          );
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", /noopener/);
        }
      }
    }
    // Only the location style shows where people work and their bio.
    const located = section(page, "team-location");
    const first = teamMembers[0]!;
    await expect(located).toContainText(first.location);
    await expect(located).toContainText(first.description);
    await expect(section(page, "team-portrait")).not.toContainText(first.location);
  });
});

test.describe("/testimonial", () => {
  test("four static styles show the clients' words, names and details", async ({ page }) => {
    await visit(page, "/testimonial");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(testimonialPage.banner.title);

    const cards = items(section(page, "testimonial-cards"));
    await expect(cards).toHaveCount(3);
    const first = testimonialPage.cards.testimonials[0]!;
    await expect(cards.first().locator("blockquote")).toContainText(first.quote);
    await expect(cards.first()).toContainText(first.name);
    await expect(cards.first()).toContainText(first.location!);

    const headline = items(section(page, "testimonial-headline"));
    await expect(headline).toHaveCount(3);
    for (const card of await headline.all()) {
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\S/);
      await expect(card.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    }

    await expect(items(section(page, "testimonial-portrait"))).toHaveCount(
      testimonialPage.portrait.testimonials.length,
    );
    await expect(items(section(page, "testimonial-wall"))).toHaveCount(
      testimonialPage.wall.testimonials.length,
    );
  });

  test.describe("the slider", () => {
    // Reduced motion: no autoplay, and every move lands at once.
    test.use({ reducedMotion: "reduce" });

    const carousel = (page: Page) =>
      section(page, "testimonial-slider").locator("[aria-roledescription=carousel]");
    const slide = (page: Page, n: number, total: number) =>
      carousel(page).getByRole("group", { name: `${n} of ${total}`, exact: true });
    /** The one slide that is reachable (not inert) and inside the carousel's viewport. */
    async function shownSlide(page: Page): Promise<string> {
      return carousel(page).evaluate((root) => {
        const view = root.querySelector("[data-carousel-slide]")!.parentElement!.parentElement!;
        const box = view.getBoundingClientRect();
        const shown = [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")].filter((el) => {
          const r = el.getBoundingClientRect();
          return !el.inert && r.left >= box.left - 1 && r.right <= box.right + 1;
        });
        return shown.map((el) => el.getAttribute("aria-label")).join(",");
      });
    }

    test("one slide at a time; arrows and dots move it, and it loops both ways", async ({ page }) => {
      await visit(page, "/testimonial");
      await carousel(page).scrollIntoViewIfNeeded();
      const slides = carousel(page).getByRole("group");
      const total = await slides.count();
      expect(total).toBeGreaterThan(2);
      const dots = carousel(page).getByRole("button", { name: /^Go to slide \d+$/ });
      await expect(dots).toHaveCount(total);
      const next = carousel(page).getByRole("button", { name: "Next slide" });
      const previous = carousel(page).getByRole("button", { name: "Previous slide" });

      await expect.poll(() => shownSlide(page)).toBe(`1 of ${total}`);
      await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");

      await next.click();
      await expect.poll(() => shownSlide(page)).toBe(`2 of ${total}`);
      await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
      await expect(dots.nth(0)).not.toHaveAttribute("aria-current");

      // Back past the first slide: the loop lands on the last.
      await previous.click();
      await previous.click();
      await expect.poll(() => shownSlide(page)).toBe(`${total} of ${total}`);
      await expect(dots.nth(total - 1)).toHaveAttribute("aria-current", "true");
      await expect(previous).not.toHaveAttribute("aria-disabled");

      // Forward past the last: the loop lands on the first.
      await next.click();
      await expect.poll(() => shownSlide(page)).toBe(`1 of ${total}`);

      // A dot goes straight to its slide (two or more on), which shows that client's words.
      const target = Math.min(4, total);
      await dots.nth(target - 1).click();
      await expect.poll(() => shownSlide(page)).toBe(`${target} of ${total}`);
      await expect(dots.nth(target - 1)).toHaveAttribute("aria-current", "true");
      const quote = (await slide(page, target, total).locator("blockquote").textContent()) ?? "";
      expect(testimonials.some((t) => quote.includes(t.quote))).toBe(true);
      await expect(slide(page, target, total)).toBeInViewport();
    });

    test("every slide's words are in the pre-rendered HTML", async ({ request }) => {
      const html = await (await request.get(url("/testimonial"))).text();
      const slider = html.slice(html.indexOf('id="testimonial-slider"'));
      expect(slider.match(/aria-roledescription="slide"/g)?.length ?? 0).toBeGreaterThan(2);
      for (const t of testimonialPage.slider.testimonials) expect(slider).toContain(t.name);
    });
  });
});

test.describe("/timeline", () => {
  test("Working Process One lists its steps and Get Started Now leads to /contact", async ({ page }) => {
    await visit(page, "/timeline");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(timelinePage.banner.title);
    const one = section(page, "working-process-one");
    const steps = one.locator("ol > li");
    await expect(steps).toHaveCount(twoStepProcess.length);
    for (const [i, step] of twoStepProcess.entries()) await expect(steps.nth(i)).toContainText(step.step);
    for (const step of await steps.all()) {
      await expect(step.getByRole("heading", { level: 3 })).toHaveText(/\S/);
      // Titled items: a heading and a text each.
      const titled = step.locator("ul > li");
      expect(await titled.count()).toBeGreaterThan(0);
      for (const item of await titled.all()) {
        await expect(item.getByRole("heading", { level: 4 })).toHaveText(/\S/);
        await expect(item.locator("p")).toHaveText(/\S/);
      }
      await expect(step.getByRole("img")).toHaveAttribute("alt", /\S/);
    }
    const first = workingProcesses[0]!;
    const firstCta = "cta" in first ? first.cta : undefined;
    expect(firstCta?.href).toBe("/contact");
    const cta = one.getByRole("link", { name: firstCta!.label });
    await expect(cta).toHaveAttribute("href", url("/contact"));
  });

  test("Working Process Two to Five show four items in four columns", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, "/timeline");
    const ids = ["two", "three", "four", "five"].map((n) => `working-process-${n}`);
    await expect(page.locator("main section[id^=working-process-]")).toHaveCount(5);
    for (const id of ids) {
      const list = section(page, id).locator("ol > li");
      await expect(list).toHaveCount(4);
      await list.first().scrollIntoViewIfNeeded();
      // Four columns: the four items share one row (layout position, not the reveal's transform).
      const tops = await list.evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetTop));
      expect(new Set(tops).size, `${id}: items in one row`).toBe(1);
      for (const item of await list.all()) {
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(/\S/);
        await expect(item.locator("p")).toHaveText(/\S/);
      }
    }
  });
});

test.describe("/split", () => {
  const layouts = ["split-image-start", "split-image-end", "split-bleed", "split-panel"];

  test("four layouts with picture, heading, text and counters; Contact With Us leads to /contact", async ({
    page,
  }) => {
    await visit(page, "/split");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(splitPage.banner.title);
    for (const id of layouts) {
      const block = section(page, id);
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(/\S/);
      await expect(block.getByRole("img")).toHaveAttribute("alt", /\S/);
      expect(await block.locator("[data-count-up]").count(), `${id}: counters`).toBeGreaterThan(1);
    }
    const contact = page.getByRole("link", { name: "Contact With Us" });
    await expect(contact).toHaveCount(1);
    await expect(contact).toHaveAttribute("href", url("/contact"));
  });

  test("counters below the fold count up from 0 to their targets once in view, moving nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, "/split");
    const panel = section(page, "split-panel");
    const first = panel.locator("dd").first();
    // Out of sight, the counter waits at 0 while screen readers already get the target.
    await expect.poll(() => shownValue(first)).toBe("0+");
    await expect(first.locator(".sr-only")).toHaveText(target("projects"));

    // Record every value it shows, and any layout shift, while it counts.
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[]; shifts: number };
      w.seen = [];
      w.shifts = 0;
      const digits = document.querySelector<HTMLElement>("#split-panel dd [data-count-up]")!;
      new MutationObserver(() => w.seen.push(digits.innerText)).observe(digits, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift" });
    });
    await panel.locator("dl").scrollIntoViewIfNeeded();

    for (const [i, id] of ["projects", "clients", "awards", "workshops"].entries())
      await expect.poll(() => shownValue(panel.locator("dd").nth(i))).toBe(target(id));

    const seen = await page.evaluate(() =>
      (window as unknown as { seen: string[] }).seen.map((s) => Number(s.replace(/\D/g, ""))),
    );
    // 199 in steps of ceil(199 / 20) = 10: 10, 20, … 190, 199.
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(seen.at(-1)).toBe(199);
    expect(seen[0]).toBe(10);
    for (let i = 1; i < seen.length; i++) expect(seen[i]! - seen[i - 1]!).toBeGreaterThan(0);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBe(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every counter shows its final value", async ({ page }) => {
      await page.goto(url("/split"));
      for (const id of layouts) {
        const values = section(page, id).locator("[data-count-up]");
        for (const counter of await values.all()) {
          const text = (await counter.textContent())?.replace(/[\u2007\u2008]/g, "") ?? "";
          expect(counters.map((c) => `${c.value}${c.suffix ?? ""}`)).toContain(text);
        }
      }
      await expect(section(page, "split-panel").locator("[data-count-up]")).toHaveText(
        ["projects", "clients", "awards", "workshops"].map(target),
      );
    });
  });
});
