/**
 * Issue 28: every control works from the first paint, before the app's JavaScript has hydrated the
 * page (hydration starts after `load` and the first paint, decision 001), and without JavaScript at
 * all; what a visitor did before hydration survives it.
 */
import type { Page } from "@playwright/test";
import { expect, isHydrated, test, url, visitBeforeHydration, waitForHydration } from "./fixtures";
import { isItemActive, itemLinks, mainMenu } from "../../app/components/site/menu-model";
import { demos } from "../../app/content/demos";
import { isLocalUrl } from "../../scripts/lib/browser.mjs";

test.describe("phone menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const start = "/login";
  const groups = mainMenu.filter((item) => item.kind !== "link");
  /** The group of the page's own section, open when the menu first opens. */
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
    await expect(group(page, current.title), "the page's own group starts open").toHaveJSProperty(
      "open",
      true,
    );
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
    await visitBeforeHydration(page, start);
    await openMenuAndGroup(page);
    expect(await isHydrated(page)).toBe(false);
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

  test("a menu and a group opened before hydration stay open through it", async ({ page }) => {
    // The app's scripts are held back until the menu is open, then let through.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    await page.route(
      (address) => isLocalUrl(address.href) && /\/assets\/[^/]+\.js$/.test(address.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(url(start), { waitUntil: "load" });
    // The Home group lists the demos: their screenshots are added once hydrated (decoration).
    const home = groups.find((item) => itemLinks(item).some((link) => link.href === demos[0]!.href))!;
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel(page), "the menu button opens the panel").toBeVisible();
    await group(page, home.title).locator("summary").click();
    await expect(group(page, home.title)).toHaveJSProperty("open", true);
    expect(await isHydrated(page)).toBe(false);

    release();
    await waitForHydration(page);
    await expect(panel(page), "the panel is still open").toBeVisible();
    await expect(group(page, home.title), "the group is still open").toHaveJSProperty("open", true);
    await expect(group(page, current.title)).toHaveJSProperty("open", false);
    await expect(group(page, home.title).locator("img:visible").first()).toBeVisible();
    // Still working: the close button closes it, focus back on the menu button.
    await panel(page).getByRole("button", { name: "Close menu" }).click();
    await expect(panel(page)).toBeHidden();
  });
});
