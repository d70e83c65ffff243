/**
 * The product and studio homes: application, collaborate, startup, web agency and
 * freelancer, in a real browser against the built site. Headlines are timed with `page.clock`;
 * the video host is intercepted and nothing else leaves this machine.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { applicationHome } from "../../app/content/homes/application";
import { collaborateHome } from "../../app/content/homes/collaborate";
import { freelancerHome } from "../../app/content/homes/freelancer";
import { startupHome } from "../../app/content/homes/startup";
import { webAgencyHome } from "../../app/content/homes/web-agency";
import { contactFormMessages } from "../../app/content/contact";
import { listSizes, typingRhythm } from "../../app/content/settings";
import { counterText } from "./content-text";
import { behavioursStarted } from "../../scripts/lib/browser.mjs";
import { expect, mockThirdParty, test, url, visit } from "./fixtures";

const main = (page: Page) => page.locator("main");
const hero = (page: Page) => main(page).locator("section").first();
/** The changing word of the h1 as drawn on screen (the copies that reserve space are invisible). */
const shownWord = (page: Page) => page.locator('h1 span[aria-hidden="true"]:not(.invisible)').first();

/**
 * Opens a page whose clock stands still from the start: its time moves only when the test
 * moves it, so the headline's first word stays until then however long loading takes.
 */
async function visitWithClock(page: Page, route: string) {
  await page.clock.install({ time: new Date("2025-05-30T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-05-30T09:00:01Z"));
  await page.goto(url(route));
  // The behaviours have started (polled without the page's own timers).
  await page.waitForFunction(behavioursStarted);
}

/** A headline's accessible name: its opening words, then its changing words as a list ("A, B, and C"). */
function headlineName(headline: { before: string; words: readonly string[] }): string {
  const { before, words } = headline;
  return `${before} ${words.slice(0, -1).join(", ")}, and ${words.at(-1)}`;
}

/**
 * Moves the clock by the typing headline's shortest wait (a letter erased) at a time, so that it takes
 * at most one step between two looks, until `locator` reads `text`; fails after `within` ms.
 */
async function stepUntilText(page: Page, locator: Locator, text: string, within: number) {
  for (let moved = 0; moved < within; moved += typingRhythm.erase) {
    if ((await locator.textContent()) === text) return;
    await page.clock.runFor(typingRhythm.erase);
  }
  await expect(locator).toHaveText(text);
}

async function expectLink(scope: Locator, name: string, href: string, newTab = false) {
  const link = scope.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", href);
  if (newTab) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  } else {
    await expect(link).not.toHaveAttribute("target", /.*/);
  }
}

/** Selects a tab by clicking it; checks that it alone is selected and its panel alone is shown. */
async function selectTab(list: Locator, name: string) {
  const tab = list.getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(list.getByRole("tab", { selected: true })).toHaveCount(1);
  const panel = list.page().locator(`#${await tab.getAttribute("aria-controls")}`);
  await expect(panel).toBeVisible();
}

test.describe("/index-application", () => {
  test("the headline rotates its words at its interval, then starts again", async ({ page }) => {
    const headline = applicationHome.hero.words;
    await visitWithClock(page, "/index-application");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveAccessibleName(headlineName(headline));
    const word = shownWord(page);
    await expect(word).toHaveText(headline.words[0]!);
    // Each word comes within two intervals of the last, in order. Stepped, not one runFor(interval):
    // the timer is armed when the module's observer first reports, which the test cannot wait on directly.
    for (const text of [...headline.words.slice(1), headline.words[0]!]) {
      await stepUntilText(page, word, text, 2 * headline.intervalMs);
    }
  });

  test("client strip of 6 logos; case-study and feature tabs switch", async ({ page }) => {
    await visit(page, "/index-application");
    await expect(page.locator("#clients img")).toHaveCount(listSizes.clientStrip);

    const caseStudy = page.locator("#case-study");
    const [firstCase, secondCase] = applicationHome.caseStudy.tabs.tabs.map((tab) => tab.label);
    await expect(caseStudy.getByRole("tab", { selected: true })).toHaveText(firstCase!);
    await selectTab(caseStudy, secondCase!);
    await selectTab(caseStudy, firstCase!);

    const features = page.locator("#features");
    const featureLabels = applicationHome.features.set.tabs.map((tab) => tab.label);
    await expect(features.getByRole("tab")).toHaveText(featureLabels);
    for (const label of featureLabels.slice(1)) await selectTab(features, label);
  });

  test("three plans; Purchase Now opens the marketplace in a new tab", async ({ page }) => {
    await visit(page, "/index-application");
    const pricing = page.locator("#pricing");
    const plans = applicationHome.pricing.plans;
    expect(plans).toHaveLength(listSizes.pricingWide);
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(plans.map((plan) => plan.title));
    const purchase = applicationHome.hero.ctas[0]!;
    const createAccount = applicationHome.hero.ctas[1]!;
    const buy = hero(page).getByRole("link", { name: purchase.label });
    await expect(buy).toHaveAttribute("href", /^https:\/\//);
    await expectLink(hero(page), purchase.label, (await buy.getAttribute("href"))!, true);
    expect(createAccount.href).toBe("/login");
    await expectLink(hero(page), createAccount.label, createAccount.href);
    await expect(page.locator("#feedback").getByRole("heading", { level: 2 })).toBeVisible();
  });
});

test.describe("/index-collaborate", () => {
  test("each of the three feature rows plays its video in the popup", async ({ page }) => {
    await mockThirdParty(page, /youtube-nocookie\.com/, { status: 200, contentType: "text/html", body: "" });
    await visit(page, "/index-collaborate");
    const plays = page.locator("#how-it-works").getByRole("link", { name: /^Play video: / });
    await expect(plays).toHaveCount(3);
    for (const play of await plays.all()) {
      const title = (await play.getAttribute("aria-label"))!.replace(/^Play video: /, "");
      await play.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveAttribute("title", title);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(play).toBeFocused();
    }
  });

  test("Say Hi cards link to social networks; Create Account goes to /login", async ({ page }) => {
    await visit(page, "/index-collaborate");
    const social = page
      .locator("#say-hi")
      .getByRole("link", { name: / on (Facebook|Twitter|Instagram|LinkedIn) \(opens in a new tab\)$/ });
    expect(await social.count()).toBeGreaterThanOrEqual(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\/(www\.)?[a-z]+\.com\/$/);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    const heroCta = collaborateHome.hero.ctas[0]!;
    const finalCta = collaborateHome.cta.cta;
    expect([heroCta.href, finalCta.href]).toEqual(["/login", "/login"]);
    await expectLink(hero(page), heroCta.label, heroCta.href);
    const cta = main(page).locator("section").last();
    await expectLink(cta, finalCta.label, finalCta.href);
  });
});

test("/index-startup: Get started now leads to /login", async ({ page }) => {
  const start = startupHome.hero.ctas[0]!;
  expect(start.href).toBe("/login");
  await visit(page, "/index-startup");
  await expectLink(hero(page), start.label, start.href);
  await page.getByRole("main").getByRole("link", { name: start.label }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/index-web-agency: Explore Now, Contact Us, View More and the first 8 brands", async ({ page }) => {
  const { hero: content, intro, figures } = webAgencyHome;
  expect(content.ctas.map((cta) => cta.href)).toEqual(["/login", "/contact"]);
  expect(intro.cta.href).toBe("/about");
  await visit(page, "/index-web-agency");
  for (const cta of content.ctas) await expectLink(hero(page), cta.label, cta.href);
  await expectLink(page.locator("#intro"), intro.cta.label, intro.cta.href);
  await expect(page.locator("#brands img")).toHaveCount(listSizes.brandsCommon);
  // Counters carry their final value in the HTML.
  for (const counter of figures.counters)
    await expect(page.locator("#figures")).toContainText(counterText(counter));
});

test.describe("/index-freelancer", () => {
  test("the headline types its words one after the other", async ({ page }) => {
    test.slow(); // A look at the page per letter.
    const headline = freelancerHome.hero.words;
    const [first, ...rest] = headline.words;
    await visitWithClock(page, "/index-freelancer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(headlineName(headline));
    const word = shownWord(page);
    await expect(word).toHaveText(first!);
    // The caret, the typed word's end border, is drawn while it types.
    await expect(word).not.toHaveCSS("border-inline-end-color", "rgba(0, 0, 0, 0)");
    // Held, erased letter by letter, the next word typed; one step per letter.
    await stepUntilText(page, word, first!.slice(0, -1), 2 * headline.intervalMs);
    for (const next of rest) await stepUntilText(page, word, next, 2 * headline.intervalMs);
  });

  test("the form requires its four fields and sends nothing", async ({ page }) => {
    const requests: Request[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || request.url().includes("?")) requests.push(request);
    });
    await visit(page, "/index-freelancer");
    const form = page.getByRole("form", { name: freelancerHome.contact.heading.title });
    const fields = {
      fullname: form.locator('[name="fullname"]'),
      phone: form.locator('[name="phone"]'),
      email: form.locator('[name="email"]'),
      message: form.locator('[name="message"]'),
    };
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute("required", "");
    await expect(fields.email).toHaveAttribute("type", "email");

    const submit = form.getByRole("button", { name: contactFormMessages.submit });
    await submit.click();
    expect(await form.evaluate((el: HTMLFormElement) => el.checkValidity())).toBe(false);
    await expect(fields.fullname).toBeFocused();

    await fields.fullname.fill("Ada Lovelace");
    await fields.phone.fill("+44 20 7946 0000");
    await fields.email.fill("not an address");
    await fields.message.fill("I would like a website for my studio.");
    await submit.click();
    await expect(fields.email).toBeFocused();
    expect(await fields.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

    await fields.email.fill("ada@example.org");
    const before = page.url();
    // Whether the valid form's submission was cancelled is known when its submit event has passed
    // every listener (this one, on window, is the last): no waiting for a navigation that may come.
    await page.evaluate(() => {
      window.addEventListener("submit", (event) => {
        (window as unknown as { __submitted: string }).__submitted = event.defaultPrevented
          ? "cancelled"
          : "sent";
      });
    });
    await submit.click();
    expect(
      await page.evaluate(() => (window as unknown as { __submitted?: string }).__submitted),
      "the valid form's submission",
    ).toBe("cancelled");
    expect(page.url(), "no navigation, no query string").toBe(before);
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test("Hire Me and See My Work lead to the form and the work on the page", async ({ page }) => {
    const ctas = freelancerHome.hero.ctas;
    expect(ctas.map((cta) => cta.href)).toEqual(["#contact", "#portfolio"]);
    await visit(page, "/index-freelancer");
    for (const cta of ctas) await expectLink(hero(page), cta.label, cta.href);
    await expect(page.locator("#contact form")).toHaveCount(1);
    await expect(page.locator("#portfolio a[href^='/portfolio-details/']").first()).toBeVisible();
  });
});
