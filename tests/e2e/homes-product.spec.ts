/**
 * The product and studio homes (§2.4, §5): application, collaborate, startup, web agency and
 * freelancer, in a real browser against the built site. Headlines are timed with `page.clock`;
 * the video host is intercepted and nothing else leaves this machine.
 */
import type { Locator, Page, Request } from "@playwright/test";
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
  // Hydrated: React has attached itself to the document (polled without the page's own timers).
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
}

/**
 * Lets the typing headline take one step at a time (the page renders between two steps; 2 s is
 * its longest pause) until `locator` reads `text`; fails after `maxSteps`.
 */
async function stepUntilText(page: Page, locator: Locator, text: string, maxSteps: number) {
  for (let step = 0; step < maxSteps; step++) {
    if ((await locator.textContent()) === text) return;
    await page.clock.runFor(2_000);
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
  test("the headline rotates Bank Account, Web Payment, Android & iOS every 3 s", async ({ page }) => {
    await visitWithClock(page, "/index-application");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveAccessibleName(
      "The smart way to manage your Bank Account, Web Payment, and Android & iOS",
    );
    const word = shownWord(page);
    await expect(word).toHaveText("Bank Account");
    await page.clock.runFor(3_000);
    await expect(word).toHaveText("Web Payment");
    await page.clock.runFor(3_000);
    await expect(word).toHaveText("Android & iOS");
    await page.clock.runFor(3_000);
    await expect(word).toHaveText("Bank Account");
  });

  test("client strip of 6 logos; case-study and feature tabs switch", async ({ page }) => {
    await visit(page, "/index-application");
    await expect(page.locator("#clients img")).toHaveCount(6);

    const caseStudy = page.locator("#case-study");
    await expect(caseStudy.getByRole("tab", { selected: true })).toHaveText("Online Verification");
    await selectTab(caseStudy, "Homescreen Widget");
    await selectTab(caseStudy, "Online Verification");

    const features = page.locator("#features");
    await expect(features.getByRole("tab")).toHaveText([
      "Smart integrations",
      "Share the load",
      "Capture anywhere",
    ]);
    await selectTab(features, "Share the load");
    await selectTab(features, "Capture anywhere");
  });

  test("three plans; Purchase Now opens the marketplace in a new tab", async ({ page }) => {
    await visit(page, "/index-application");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(["Free", "Business", "Advanced"]);
    const buy = hero(page).getByRole("link", { name: "Purchase Now" });
    await expect(buy).toHaveAttribute("href", /^https:\/\//);
    await expectLink(hero(page), "Purchase Now", (await buy.getAttribute("href"))!, true);
    await expectLink(hero(page), "Create Account", "/login");
    await expect(page.locator("#feedback").getByRole("heading", { level: 2 })).toBeVisible();
  });
});

test.describe("/index-collaborate", () => {
  test("each of the three feature rows plays its video in the popup", async ({ page }) => {
    await mockThirdParty(page, /youtube-nocookie\.com/, { status: 200, contentType: "text/html", body: "" });
    await visit(page, "/index-collaborate");
    const plays = page.locator("#how-it-works").getByRole("button", { name: /^Play video: / });
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
    await expectLink(hero(page), "Create Account", "/login");
    const cta = main(page).locator("section").last();
    await expectLink(cta, "Create Account", "/login");
  });
});

test("/index-startup: Get started now leads to /login", async ({ page }) => {
  await visit(page, "/index-startup");
  await expectLink(hero(page), "Get started now", "/login");
  await page.getByRole("main").getByRole("link", { name: "Get started now" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/index-web-agency: Explore Now, Contact Us, View More and the first 8 brands", async ({ page }) => {
  await visit(page, "/index-web-agency");
  await expectLink(hero(page), "Explore Now", "/login");
  await expectLink(hero(page), "Contact Us", "/contact");
  await expectLink(page.locator("#intro"), "View More", "/about");
  await expect(page.locator("#brands img")).toHaveCount(8);
  // Counters carry their final value in the HTML.
  await expect(page.locator("#figures")).toContainText("575");
});

test.describe("/index-freelancer", () => {
  test("the headline types Freelancer, Developer, Startup", async ({ page }) => {
    test.slow(); // One round trip per letter.
    await visitWithClock(page, "/index-freelancer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      "Design and code for every Freelancer, Developer, and Startup",
    );
    const word = shownWord(page);
    await expect(word).toHaveText("Freelancer");
    // Held, erased letter by letter, the next word typed; one step per letter.
    await stepUntilText(page, word, "Freelance", 3);
    await stepUntilText(page, word, "Developer", 25);
    await stepUntilText(page, word, "Startup", 25);
  });

  test("the form requires its four fields and sends nothing", async ({ page }) => {
    const requests: Request[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || request.url().includes("?")) requests.push(request);
    });
    await visit(page, "/index-freelancer");
    const form = page.getByRole("form", { name: "Tell me about your idea" });
    const fields = {
      fullname: form.locator('[name="fullname"]'),
      phone: form.locator('[name="phone"]'),
      email: form.locator('[name="email"]'),
      message: form.locator('[name="message"]'),
    };
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute("required", "");
    await expect(fields.email).toHaveAttribute("type", "email");

    const submit = form.getByRole("button", { name: "Send Message" });
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
    await submit.click();
    await page.waitForTimeout(300);
    expect(page.url(), "no navigation, no query string").toBe(before);
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test("Hire Me and See My Work lead to the form and the work on the page", async ({ page }) => {
    await visit(page, "/index-freelancer");
    await expectLink(hero(page), "Hire Me", "#contact");
    await expectLink(hero(page), "See My Work", "#portfolio");
    await expect(page.locator("#contact form")).toHaveCount(1);
    await expect(page.locator("#portfolio a[href^='/portfolio-details/']").first()).toBeVisible();
  });
});
