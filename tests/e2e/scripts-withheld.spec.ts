/**
 * Every control works from the first paint (issue 28, decision 027): with the app's script files
 * withheld (a module that never finishes: a network too slow to deliver the behaviour modules), with
 * JavaScript off, and when the modules arrive late without losing what the visitor did before they
 * start (decision 030).
 */
import type { Locator, Page } from "@playwright/test";
import { isItemActive, itemLinks, mainMenu } from "../../app/components/site/menu-model";
import { contactFormFields, contactFormMessages } from "../../app/content/contact";
import { corporateOnePageHome } from "../../app/content/homes/corporate-one-page";
import { demos } from "../../app/content/demos";
import {
  expect,
  holdAppScripts,
  behavioursReady,
  mockThirdParty,
  test,
  url,
  visitWithScriptsWithheld,
  waitForBehaviours,
} from "./fixtures";

/** The controls as a visitor finds them: by role and name, not by the attributes the script reads. */
const carouselOf = (page: Page) => page.locator('[aria-roledescription="carousel"]').first();
const dotsOf = (carousel: Locator) => carousel.getByRole("button", { name: /^Go to slides? / });
/** The scrolling row: the slides' parent's parent. */
const rowOf = (carousel: Locator) => carousel.locator("[data-carousel-slide]").first().locator("xpath=../..");
const playButton = (page: Page) => page.locator('main [aria-label^="Play video: "]').first();
const themeSwitch = (page: Page) =>
  page.locator("header button").filter({ hasText: /Switch to (light|dark) theme/ });

const selectedTab = (page: Page, list: string) =>
  page.getByRole("tablist", { name: list }).locator('[role="tab"][aria-selected="true"]');

test.describe("before the modules start (the app's scripts withheld)", () => {
  test("the theme switch switches and stores the theme", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visitWithScriptsWithheld(page, "/about");
    const root = page.locator("html");
    await expect(root).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(root).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("isDarkmode"))).toBe("false");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(root).toHaveClass(/\bdark\b/);
    expect(await behavioursReady(page)).toBe(false);
  });

  test("tabs choose by click and by keyboard", async ({ page }) => {
    await visitWithScriptsWithheld(page, "/tab");
    const list = page.getByRole("tablist").first();
    const name = (await list.getAttribute("aria-label"))!;
    const tabs = list.getByRole("tab");
    const second = tabs.nth(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-selected", "true");
    const panel = page.locator(`#${await second.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(page.locator(`#${await tabs.first().getAttribute("aria-controls")}`)).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(selectedTab(page, name)).toHaveText((await tabs.nth(2).textContent())!);
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(tabs.first()).toHaveAttribute("tabindex", "0");
    await expect(second).toHaveAttribute("tabindex", "-1");
    expect(await behavioursReady(page)).toBe(false);
  });

  test("the portfolio filters narrow the grid and say so", async ({ page }) => {
    await visitWithScriptsWithheld(page, "/portfolio");
    const group = page.getByRole("group", { name: "Filter by category" });
    const list = page.locator(`#${await group.getAttribute("data-filter-list")}`);
    const items = list.locator(":scope > li");
    const total = await items.count();
    const filter = group.getByRole("button").nth(1);
    const value = (await filter.getAttribute("data-filter"))!;
    await filter.click();
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    await expect(group.getByRole("button").first()).toHaveAttribute("aria-pressed", "false");
    const shown = await list.locator(":scope > li:not([hidden])").count();
    const matching = await list.locator(`:scope > li[data-categories~="${value}"]`).count();
    expect(shown).toBe(matching);
    expect(shown).toBeLessThan(total);
    await expect(page.getByRole("status").filter({ hasText: "shown" })).toHaveText(
      `${(await filter.textContent())!.trim()}: ${shown} of ${total} shown`,
    );
    await group.getByRole("button").first().click();
    await expect(list.locator(":scope > li:not([hidden])")).toHaveCount(total);
    expect(await behavioursReady(page)).toBe(false);
  });

  test("carousel arrows and dots move the row and mark the slide shown", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visitWithScriptsWithheld(page, "/testimonial");
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    const viewport = rowOf(carousel);
    const dots = dotsOf(carousel);
    const scrolled = () => viewport.evaluate((el) => Math.round(Math.abs(el.scrollLeft)));
    expect(await scrolled()).toBe(0);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(scrolled).toBeGreaterThan(0);
    const step = await viewport.evaluate((el) => {
      const [a, b] = el.querySelectorAll<HTMLElement>("[data-carousel-slide]");
      return Math.round(b!.offsetLeft - a!.offsetLeft);
    });
    await expect.poll(scrolled).toBe(step);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(dots.first()).not.toHaveAttribute("aria-current", "true");
    // A dot two or more slides on goes straight there.
    const far = Math.min(3, (await dots.count()) - 1);
    await dots.nth(far).click();
    await expect.poll(scrolled).toBe(far * step);
    await expect(dots.nth(far)).toHaveAttribute("aria-current", "true");
    // It loops: previous from the first slide goes to the last.
    await dots.first().click();
    await expect.poll(scrolled).toBe(0);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    const max = await viewport.evaluate((el) => el.scrollWidth - el.clientWidth);
    await expect.poll(scrolled).toBe(max);
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
    expect(await behavioursReady(page)).toBe(false);
  });

  test("the video popup opens with its player and closes", async ({ page }) => {
    // The player's address is answered here; nothing leaves the machine.
    const player = await mockThirdParty(page, /youtube-nocookie\.com/, {
      contentType: "text/html",
      body: "<title>player</title>",
    });
    await visitWithScriptsWithheld(page, "/index-company");
    const play = playButton(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    await play.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
    await expect(page).toHaveURL(url("/index-company"));
    expect(player).toHaveLength(1);
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(play).toBeFocused();
    // Escape closes it too.
    await play.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await behavioursReady(page)).toBe(false);
  });

  test("the offer banner closes and stays closed", async ({ page }) => {
    await visitWithScriptsWithheld(page, "/index-landing");
    const banner = page.getByRole("region", { name: "Limited-time offer" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Dismiss the offer" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("doob:offer-banner-dismissed"))).toBe("1");
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.getByRole("region", { name: "Limited-time offer" })).toBeHidden();
    expect(await behavioursReady(page)).toBe(false);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("what cannot work is hidden, tabs show every panel, the play button leads to the video", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url("/tab"));
    // What cannot work is in the page, hidden (found by attribute: role queries skip hidden elements).
    const hiddenControl = async (control: ReturnType<Page["locator"]>) => {
      await expect(control).toBeAttached();
      await expect(control).toBeHidden();
    };
    await hiddenControl(themeSwitch(page));
    // (Role queries skip hidden elements: the tab list is found by its attribute.)
    const list = page.locator('[role="tablist"]').first();
    await expect(list).toBeAttached();
    await expect(list).toBeHidden();
    const panels = await list
      .locator('[role="tab"]')
      .evaluateAll((tabs) => tabs.map((t) => t.getAttribute("aria-controls")!));
    expect(panels.length).toBeGreaterThan(1);
    for (const id of panels) {
      const panel = page.locator(`[id="${id}"]`);
      await expect(panel).toBeVisible();
      // Under its tab's name.
      expect(await panel.evaluate((el) => getComputedStyle(el, "::before").content)).toMatch(/^".+"$/);
    }

    await page.goto(url("/portfolio"));
    await hiddenControl(page.locator("[data-filter-list]"));
    const items = page.locator("[data-categories]");
    expect(await items.count()).toBeGreaterThan(1);
    for (const item of await items.all()) await expect(item).toBeVisible();

    await page.goto(url("/testimonial"));
    const carousel = carouselOf(page);
    await hiddenControl(carousel.locator('button[aria-label="Next slide"]').first());
    // The row still scrolls by hand (and by swipe).
    await expect(rowOf(carousel)).toHaveCSS("overflow-x", "auto");

    await page.goto(url("/index-landing"));
    await hiddenControl(page.locator("[data-offer-dismiss]"));

    await page.goto(url("/index-company"));
    await expect(playButton(page)).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=/);
  });
});

test.describe("when the modules arrive late", () => {
  test("a tab and the theme chosen before the modules start stay chosen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdAppScripts(page);
    await page.goto(url("/"), { waitUntil: "domcontentloaded" });
    expect(await behavioursReady(page)).toBe(false);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    const list = page.getByRole("tablist").first();
    const tab = list.getByRole("tab").nth(1);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");

    release();
    await waitForBehaviours(page);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`#${await tab.getAttribute("aria-controls")}`)).toBeVisible();
    // And it goes on working the same way once the modules have started.
    await list.getByRole("tab").first().click();
    await expect(list.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
    await expect(tab).toHaveAttribute("aria-selected", "false");
  });

  test("a filter chosen before the modules start stays chosen", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await holdAppScripts(page);
    await page.goto(url("/portfolio"), { waitUntil: "domcontentloaded" });
    const group = page.getByRole("group", { name: "Filter by category" });
    const filter = group.getByRole("button").nth(1);
    await filter.click();
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    const hidden = await page.locator("[data-categories][hidden]").count();
    expect(hidden).toBeGreaterThan(0);

    release();
    await waitForBehaviours(page);
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-categories][hidden]")).toHaveCount(hidden);
    await group.getByRole("button").first().click();
    await expect(page.locator("[data-categories][hidden]")).toHaveCount(0);
  });

  test("a carousel moved before the modules start starts Embla from the slide shown", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await holdAppScripts(page);
    await page.goto(url("/testimonial"), { waitUntil: "domcontentloaded" });
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    const dots = dotsOf(carousel);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    release();
    await waitForBehaviours(page);
    await expect(carousel).toHaveAttribute("data-ready");
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(carousel.locator("[data-carousel-slide]:not([inert])").first()).toHaveAttribute(
      "aria-label",
      /^3 of /,
    );
    // Next goes on from there (round to the first after the last: the slider loops).
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(dots.nth(3 % (await dots.count()))).toHaveAttribute("aria-current", "true");
  });

  test("a carousel whose module arrives during an early move's smooth scroll starts where the move ends", async ({
    page,
  }) => {
    // Under load Embla can arrive while the row is still on its way (a CI run once lost a Next this
    // way): Embla starts on the row at rest, so the move finishes and Embla starts from its slide.
    const release = await holdAppScripts(page);
    await page.goto(url("/testimonial"), { waitUntil: "domcontentloaded" });
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    const dots = dotsOf(carousel);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    release();
    await waitForBehaviours(page);
    await expect(carousel).toHaveAttribute("data-ready");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(carousel.locator("[data-carousel-slide]:not([inert])").first()).toHaveAttribute(
      "aria-label",
      /^2 of /,
    );
  });

  test("a video opened before the modules start keeps playing", async ({ page }) => {
    const player = await mockThirdParty(page, /youtube-nocookie\.com/, {
      contentType: "text/html",
      body: "<title>player</title>",
    });
    const release = await holdAppScripts(page);
    await page.goto(url("/index-company"), { waitUntil: "domcontentloaded" });
    await playButton(page).click();
    const frame = page.getByRole("dialog").locator("iframe");
    await expect(frame).toHaveCount(1);
    const marked = await frame.evaluate((el) => ((el as HTMLElement).dataset.seen = "yes"));
    expect(marked).toBe("yes");
    release();
    await waitForBehaviours(page);
    // The same frame (not a new one that would restart the video), and no error (the guard).
    await expect(page.getByRole("dialog").locator('iframe[data-seen="yes"]')).toHaveCount(1);
    expect(player).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("a message sent before the modules start is held, kept, and sent once they have", async ({ page }) => {
    const calls = await mockThirdParty(page, "https://api.emailjs.com/api/v1.0/email/send-form", {
      body: "OK",
      contentType: "text/plain",
    });
    const release = await holdAppScripts(page);
    await page.goto(url("/contact"), { waitUntil: "domcontentloaded" });
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: contactFormMessages.submit }) });
    const typed = new Map<string, string>();
    for (const field of contactFormFields) {
      const value =
        field.type === "email"
          ? "ada@example.org"
          : field.type === "tel"
            ? "+44 20 7946 0000"
            : `A ${field.name} typed early`;
      typed.set(field.label, value);
      await form.getByLabel(field.label, { exact: true }).fill(value);
    }
    await form.locator("button[type=submit]").click();
    await expect(form.getByText(contactFormMessages.waiting)).toBeVisible();
    // Not submitted natively: the same address, nothing in a URL, every value still there.
    await expect(page).toHaveURL(url("/contact"));
    for (const [label, value] of typed)
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    expect(calls).toHaveLength(0);

    release();
    await waitForBehaviours(page);
    await expect(form.getByRole("status").filter({ hasText: contactFormMessages.success })).toBeVisible({
      timeout: 15_000,
    });
    expect(calls).toHaveLength(1);
    await expect(form.getByText(contactFormMessages.waiting)).toBeHidden();
  });
});

test.describe("phone menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const start = "/login";
  const groups = mainMenu.filter((item) => item.kind !== "link");
  /** The group of the page's own section, closed like the others when the menu first opens (issue 42). */
  const current = groups.find((item) => isItemActive(item, start))!;
  /** Another group, and its first link. */
  const other = groups.find((item) => !isItemActive(item, start))!;
  const target = itemLinks(other)[0]!;

  const panel = (page: Page) => page.getByRole("dialog", { name: "Menu" });
  const group = (page: Page, title: string) =>
    panel(page)
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: new RegExp(`^${title}$`) }) });

  const link = (page: Page) => group(page, other.title).locator(`a[href="${url(target.href)}"]`);

  /** Opens the menu and the other group, checks what shows; the current group closed by the other. */
  async function openMenuAndGroup(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel(page), "the menu button opens the panel").toBeVisible();
    await expect(group(page, current.title), "the page's own group starts closed").toHaveJSProperty(
      "open",
      false,
    );
    await group(page, current.title).locator("summary").click();
    await expect(group(page, current.title)).toHaveJSProperty("open", true);
    await group(page, other.title).locator("summary").click();
    await expect(group(page, other.title)).toHaveJSProperty("open", true);
    await expect(group(page, current.title), "one group open at a time").toHaveJSProperty("open", false);
    await expect(link(page)).toBeVisible();
  }

  async function followLink(page: Page) {
    await link(page).click();
    await expect(page).toHaveURL(url(target.href));
    await expect(panel(page)).toBeHidden();
  }

  test("works with the app's scripts withheld: opens, opens a group, follows a link", async ({ page }) => {
    await visitWithScriptsWithheld(page, start);
    await openMenuAndGroup(page);
    expect(await behavioursReady(page)).toBe(false);
    await followLink(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens, opens a group, follows a link", async ({ page }) => {
      await page.goto(url(start));
      await openMenuAndGroup(page);
      await followLink(page);
    });
  });

  test("a menu and a group opened before the modules start stay open", async ({ page }) => {
    // The app's scripts are held back until the menu is open, then let through.
    const release = await holdAppScripts(page);
    await page.goto(url(start), { waitUntil: "domcontentloaded" });
    // The Home group lists the demos: their screenshots are added once its module runs (decoration).
    const home = groups.find((item) => itemLinks(item).some((link) => link.href === demos[0]!.href))!;
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel(page), "the menu button opens the panel").toBeVisible();
    await group(page, home.title).locator("summary").click();
    await expect(group(page, home.title)).toHaveJSProperty("open", true);
    expect(await behavioursReady(page)).toBe(false);

    release();
    await waitForBehaviours(page);
    await expect(panel(page), "the panel is still open").toBeVisible();
    await expect(group(page, home.title), "the group is still open").toHaveJSProperty("open", true);
    await expect(group(page, current.title)).toHaveJSProperty("open", false);
    await expect(group(page, home.title).locator("img:visible").first()).toBeVisible();
    // Still working: the close button closes it, focus back on the menu button.
    await panel(page).getByRole("button", { name: "Close menu" }).click();
    await expect(panel(page)).toBeHidden();
  });

  test("a one-page header's in-page link closes the panel and moves to its section", async ({ page }) => {
    const onePage = "/index-corporate-one-page";
    const { anchors } = corporateOnePageHome;
    const team = anchors.find((anchor) => anchor.id === "team")!;
    await visitWithScriptsWithheld(page, onePage);
    await page.getByRole("button", { name: "Open menu" }).click();
    await panel(page).getByRole("link", { name: team.label, exact: true }).click();
    await expect(panel(page), "the link closed the panel").toBeHidden();
    await expect(page).toHaveURL((u) => u.hash === "#team");
    await expect
      .poll(() => page.evaluate(() => document.getElementById("team")!.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(await behavioursReady(page)).toBe(false);
  });
});
