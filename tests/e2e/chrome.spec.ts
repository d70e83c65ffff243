/**
 * The site chrome in a real browser, at 1280 px and 375 px: menus by pointer and keyboard,
 * the mobile panel, the sticky look, back-to-top, the theme switch (no flash, broken storage).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, url, visit, waitForBehaviours } from "./fixtures";
import { brand } from "../../app/content/brand";

const desktop = { width: 1280, height: 900 };
const mobile = { width: 375, height: 800 };

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();
const header = (page: Page) => page.locator("header").first();

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

async function panelOf(trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute("aria-controls");
  expect(id, "the menu button names its panel").toBeTruthy();
  return trigger.page().locator(`[id="${id}"]`);
}

test.describe("desktop header (1280 px)", () => {
  test.use({ viewport: desktop });

  test("the menu links are in the pre-rendered HTML", async ({ request }) => {
    const html = await (await request.get(url("/login"))).text();
    const headerHtml = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
    expect(headerHtml).toContain(">Landing Home<");
    expect(headerHtml).toContain(">Profile<");
    expect(headerHtml).toContain(`href="${url("/privacy-policy")}"`);
    expect(headerHtml).toMatch(/aria-expanded="false"/);
  });

  test("the item of the current section is active and its page link is aria-current", async ({ page }) => {
    await visit(page, "/login");
    const nav = mainNav(page);
    await expect(nav.getByRole("button", { name: "Elements" })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("button", { name: "Home" })).not.toHaveAttribute("data-active");
    await nav.getByRole("button", { name: "Elements" }).click();
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Privacy Policy" })).not.toHaveAttribute("aria-current");
  });

  test("pointer: hover opens, leaving closes; click opens, outside click closes", async ({ page }) => {
    await visit(page, "/privacy-policy");
    const home = mainNav(page).getByRole("button", { name: "Home" });
    const panel = await panelOf(home);
    await expect(panel).toBeHidden();

    await home.hover();
    await expect(home).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: /Landing Home/ })).toBeVisible();
    await expect(
      panel.getByRole("link", { name: /Landing Home/ }).getByText("Hot", { exact: true }),
    ).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(home).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    const elements = mainNav(page).getByRole("button", { name: "Elements" });
    await elements.click();
    await expect(elements).toHaveAttribute("aria-expanded", "true");
    // Moving onto the open panel keeps it open.
    await (await panelOf(elements)).getByRole("link", { name: "Profile" }).hover();
    await expect(elements).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 700);
    await expect(elements).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: Enter, Space, arrows, Escape", async ({ page }) => {
    await visit(page, "/privacy-policy");
    const elements = mainNav(page).getByRole("button", { name: "Elements" });
    const panel = await panelOf(elements);
    const links = panel.getByRole("link");

    await elements.focus();
    await page.keyboard.press("Enter");
    await expect(elements).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Space");
    await expect(elements).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(elements).toHaveAttribute("aria-expanded", "true");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(elements).toHaveAttribute("aria-expanded", "false");
    await expect(elements).toBeFocused();
    await expect(panel).toBeHidden();

    // Tabbing out of an open menu closes it.
    await page.keyboard.press("Enter");
    await expect(elements).toHaveAttribute("aria-expanded", "true");
    const count = await links.count();
    for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
    await expect(elements).toHaveAttribute("aria-expanded", "false");

    // Left and right arrows move along the top items.
    await elements.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(mainNav(page).getByRole("link", { name: "About", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(mainNav(page).getByRole("button", { name: "Home" })).toBeFocused();
  });

  test("BUY NOW opens the marketplace in a new tab", async ({ page }) => {
    await visit(page, "/login");
    const buy = header(page).getByRole("link", { name: /Buy Now/ });
    await expect(buy).toBeVisible();
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", /noopener/);
    expect(await buy.getAttribute("href")).toMatch(/^https:\/\//);
  });

  test("sticky look after 250 px, removed at 250 px and above it; nothing shifts", async ({ page }) => {
    await visit(page, "/login");
    await page.evaluate(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.__cls += entry.value;
      }).observe({ type: "layout-shift" }); // shifts from now on: the scrolling below
    });
    const before = await page
      .locator("main")
      .evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    const height = await header(page).evaluate((el) => el.getBoundingClientRect().height);

    await scrollToY(page, 251);
    await expect(header(page)).toHaveAttribute("data-sticky");
    await expect(header(page)).toBeInViewport();
    expect(await header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    expect(await header(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(height);

    await scrollToY(page, 250);
    await expect(header(page)).not.toHaveAttribute("data-sticky");
    await scrollToY(page, 600);
    await expect(header(page)).toHaveAttribute("data-sticky");
    await scrollToY(page, 0);
    await expect(header(page)).not.toHaveAttribute("data-sticky");

    const after = await page
      .locator("main")
      .evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });

  test("back-to-top appears after 150 px and brings the page and the focus to the top", async ({ page }) => {
    await visit(page, "/login");
    const button = page.getByRole("button", { name: "Back to top" });
    await scrollToY(page, 150);
    await expect(button).toBeHidden();
    await scrollToY(page, 151);
    await expect(button).toBeVisible();
    await scrollToY(page, 700);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header(page).getByRole("link", { name: `${brand.name} home` })).toBeFocused();
    await expect(button).toBeHidden();
  });
});

test.describe("theme switch", () => {
  test.use({ viewport: desktop });

  test("switches, is stored, survives client navigation and a reload without a flash", async ({ page }) => {
    await visit(page, "/login");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/); // the site default
    const toLight = page.getByRole("button", { name: "Switch to light theme" });
    await expect(toLight).toBeVisible();
    await toLight.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("isDarkmode"))).toBe("false");

    // Following a link keeps it.
    await mainNav(page).getByRole("button", { name: "Elements" }).click();
    await mainNav(page).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(url("/privacy-policy"));
    await expect(html).not.toHaveClass(/\bdark\b/);

    // Reload: the class is right before the body is even parsed (the pre-rendered HTML says dark).
    await page.addInitScript(() => {
      const w = window as unknown as { __classAtDomReady?: string };
      document.addEventListener(
        "DOMContentLoaded",
        () => (w.__classAtDomReady = document.documentElement.className),
      );
    });
    const response = await page.reload();
    expect(await response?.text()).toMatch(/<html[^>]*class="dark"/);
    expect(
      await page.evaluate(() => (window as unknown as { __classAtDomReady?: string }).__classAtDomReady),
    ).not.toMatch(/\bdark\b/);
    await expect(html).not.toHaveClass(/\bdark\b/);

    // The switch works once the page's behaviours have started too.
    await waitForBehaviours(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("isDarkmode"))).toBe("true");
  });

  // Blocked storage (access itself throws, as with cookies blocked) and broken storage (every call throws).
  const breakages = {
    blocked: () => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    },
    broken: () => {
      const { getItem, setItem } = Storage.prototype;
      const fail = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
      Storage.prototype.getItem = function (this: Storage, key: string) {
        return this === window.localStorage ? fail() : getItem.call(this, key);
      };
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        return this === window.localStorage ? fail() : setItem.call(this, key, value);
      };
    },
  };

  for (const [name, breakStorage] of Object.entries(breakages)) {
    test(`a ${name} localStorage leaves the page working`, async ({ page }) => {
      await page.addInitScript(breakStorage);
      await visit(page, "/login");
      const html = page.locator("html");
      await expect(html).toHaveClass(/\bdark\b/);
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      await expect(html).not.toHaveClass(/\bdark\b/);
      await mainNav(page).getByRole("button", { name: "Home" }).click();
      await expect(mainNav(page).getByRole("link", { name: /Landing Home/ })).toBeVisible();
      await page.reload();
      await expect(html).toHaveClass(/\bdark\b/); // nothing could be stored: the default again
    });
  }
});

test.describe("mobile menu (375 px)", () => {
  test.use({ viewport: mobile });

  const isOpen = (panel: Locator) => panel.evaluate((el) => el.matches(":popover-open"));
  /** A group of the panel: its `<details>`, found by its summary's text. */
  const group = (panel: Locator, title: string) =>
    panel
      .locator("details")
      .filter({ has: panel.page().locator("summary", { hasText: new RegExp(`^${title}$`) }) });

  /**
   * Whether Chromium's accessibility tree reports the named button as expanded ("absent": the button
   * is not in the tree).
   */
  async function expandedInBrowser(page: Page, name: string): Promise<boolean | "absent"> {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    await cdp.detach();
    const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name);
    if (!button) return "absent";
    const expanded = button.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean;
  }

  async function openMenu(page: Page) {
    const toggle = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog", { name: "Menu", includeHidden: true });
    expect(await isOpen(dialog)).toBe(false);
    await toggle.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await isOpen(dialog)).toBe(true);
    return { toggle, dialog };
  }

  test("the panel and every menu link are in the pre-rendered HTML", async ({ request }) => {
    const html = await (await request.get(url("/login"))).text();
    const panel = /<div id="site-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(panel).toMatch(/\bpopover="auto"/);
    expect(panel).toContain(">Landing Home<");
    expect(panel).toContain(`href="${url("/privacy-policy")}"`);
    // The toggle opens it without a script.
    expect(html).toMatch(/<button [^>]*popoverTarget="site-menu"/i);
  });

  test("the desktop menu is hidden and the toggle is named", async ({ page }) => {
    await visit(page, "/login");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.locator('header nav[aria-label="Main"]').first()).toBeHidden();
  });

  test("the browser reports the toggle collapsed; the page behind neither scrolls nor is read while open", async ({
    page,
  }) => {
    await visit(page, "/login");
    expect(await expandedInBrowser(page, "Open menu")).toBe(false);
    await scrollToY(page, 200);
    await openMenu(page);
    const behind = () =>
      page.evaluate(() => ({
        overflow: getComputedStyle(document.documentElement).overflow,
        main: getComputedStyle(document.querySelector("main")!).visibility,
      }));
    await expect.poll(behind).toEqual({ overflow: "hidden", main: "hidden" });
    // Hidden from screen readers too, the toggle with it (the panel is what they read now).
    expect(await expandedInBrowser(page, "Open menu")).toBe("absent");
    expect(await expandedInBrowser(page, "Close menu")).not.toBe("absent");
    await page.mouse.wheel(0, 400);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(200);
  });

  test("focus stays inside while open; Escape closes and focus returns to the toggle", async ({ page }) => {
    await visit(page, "/login");
    const { toggle, dialog } = await openMenu(page);
    // The panel takes the focus, as a dialog does.
    await expect(dialog).toBeFocused();
    // The page behind is hidden once the panel is in place.
    await expect(page.locator("main")).toBeHidden();
    const focusables = await dialog.locator("a:visible, button:visible, summary:visible").count();
    // Once through every link of the menu and on past its end, where focus must come back to it.
    for (let i = 0; i < focusables + 3; i++) {
      await page.keyboard.press("Tab");
      // Chromium may hand focus to its own UI for one step after the last element; never to the page.
      const where = await dialog.evaluate((el) =>
        el.contains(document.activeElement)
          ? "menu"
          : document.activeElement === document.body
            ? "none"
            : "page",
      );
      expect(where, `Tab ${i + 1} keeps focus in the menu`).not.toBe("page");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("one group open at a time; choosing the open group closes it", async ({ page }) => {
    await visit(page, "/privacy-policy");
    const { dialog } = await openMenu(page);
    const home = group(dialog, "Home");
    const elements = group(dialog, "Elements");
    // Every group starts closed (issue 42), the current page's marked; opened, it shows the page.
    await expect(home).toHaveJSProperty("open", false);
    await expect(elements).toHaveJSProperty("open", false);
    await expect(elements.locator("summary")).toHaveAttribute("data-active", "true");
    await elements.locator("summary").click();
    await expect(elements).toHaveJSProperty("open", true);
    await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await home.locator("summary").click();
    await expect(home).toHaveJSProperty("open", true);
    await expect(elements).toHaveJSProperty("open", false);
    await expect(dialog.getByRole("link", { name: /Landing Home/ })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Profile" })).toBeHidden();

    await home.locator("summary").click();
    await expect(home).toHaveJSProperty("open", false);
    await expect(dialog.getByRole("link", { name: /Landing Home/ })).toBeHidden();
  });

  test("a click outside the panel closes it", async ({ page }) => {
    await visit(page, "/login");
    const { toggle, dialog } = await openMenu(page);
    // The panel comes from the start side (the left): the strip beside it, at the right.
    await page.mouse.click(mobile.width - 8, 400);
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a followed link closes it, and Back shows the page with it closed", async ({ page }) => {
    await visit(page, "/login");
    const { dialog } = await openMenu(page);
    // The page's group (closed when the menu opens, issue 42), then one of its links.
    await dialog.locator("summary[data-active]").click();
    await dialog.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(url("/privacy-policy"));
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(url("/login"));
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("growing into the desktop layout closes it", async ({ page }) => {
    await visit(page, "/login");
    const { dialog } = await openMenu(page);
    await page.setViewportSize(desktop);
    await expect.poll(() => isOpen(dialog)).toBe(false);
    await expect(page.locator("main")).toBeVisible();
  });

  test("the panel slides in from the start side, but not under reduced motion", async ({ page }) => {
    /** Opens the menu and reads where the panel's left edge is in the next frame. */
    const leftEdgeAfterOneFrame = () =>
      page.evaluate(async () => {
        const panel = document.getElementById("site-menu")!;
        document.querySelector<HTMLButtonElement>('button[popovertarget="site-menu"]')!.click();
        await new Promise((done) => requestAnimationFrame(done));
        return Math.round(panel.getBoundingClientRect().left);
      });

    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/login");
    expect(await leftEdgeAfterOneFrame(), "reduced motion: already in place").toBe(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await leftEdgeAfterOneFrame(), "with motion: still off to the left").toBeLessThan(0);
    await expect
      .poll(() =>
        page.getByRole("dialog", { name: "Menu" }).evaluate((el) => el.getBoundingClientRect().left),
      )
      .toBe(0);
  });

  test("theme switch and back-to-top work on mobile too", async ({ page }) => {
    await visit(page, "/login");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await scrollToY(page, 400);
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("footer", () => {
  test.use({ viewport: desktop });

  test("columns, social icons, newsletter that sends nothing, legal links, this year", async ({ page }) => {
    await visit(page, "/login");
    const footer = page.getByRole("contentinfo");
    const social = footer.getByRole("list", { name: /social/ });
    await expect(social.getByRole("link")).toHaveCount(4);
    for (const link of await social.getByRole("link").all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      expect(
        (await link.innerText()).length + ((await link.getAttribute("aria-label")) ?? "").length,
      ).toBeGreaterThan(0);
    }
    const email = footer.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("placeholder", "Enter Your Email Here");
    await email.fill("someone@example.com");
    const before = page.url();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    expect(page.url()).toBe(before);

    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      url("/privacy-policy"),
    );
    await expect(legal.getByText("Terms And Condition")).toBeVisible();
    await expect(legal.getByRole("link", { name: "Terms And Condition" })).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.name}`);
  });
});
