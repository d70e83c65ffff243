/**
 * Demo screenshots in the Home menus (docs/decisions/009-demo-thumbnails.md): each demo link
 * shows the screenshot of the page's theme, only that one is downloaded, and nothing is
 * downloaded before the menu opens.
 */
import type { Page } from "@playwright/test";
import { storeTheme } from "../../scripts/lib/browser.mjs";
import { expect, test, visit } from "./fixtures";

/** Records the screenshot files the page requests. */
function screenshotRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const match = /\/art\/demos\/([^/]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) requested.push(match[1]);
  });
  return requested;
}

for (const theme of ["light", "dark"] as const) {
  const other = theme === "light" ? "dark" : "light";

  test.describe(`${theme} theme`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test.beforeEach(async ({ context }) => {
      await storeTheme(context, theme);
    });

    test(`the Home mega menu shows the ${theme} screenshots only, loaded when it opens`, async ({ page }) => {
      const requested = screenshotRequests(page);
      await visit(page, "/index-finance");
      await page.waitForLoadState("networkidle");
      expect(requested, "nothing before the menu opens").toEqual([]);

      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Home" }).click();
      const panel = page.locator(
        `#${await nav.getByRole("button", { name: "Home" }).getAttribute("aria-controls")}`,
      );
      // Every demo link shows one picture, of this theme, fully loaded.
      const shown = () =>
        panel.locator("[data-menu-column] a").evaluateAll((links) =>
          links.map((link) => {
            const visible = [...link.querySelectorAll("img")].filter((img) => img.checkVisibility());
            return visible.map((img) => (img.complete ? img.currentSrc.split("/").pop() : "loading"));
          }),
        );
      // One reading both waits and is asserted on: a second one could catch a picture that has
      // come into view since (CI met one still loading). The pictures are rendered once the
      // screenshots' manifest has arrived, so a link without any picture yet is waited for too
      // (CI met a reading taken before it had).
      let pictures: (string | undefined)[][] = [];
      await expect
        .poll(async () => {
          pictures = await shown();
          return (
            pictures.length === 0 || pictures.some((files) => files.length === 0 || files.includes("loading"))
          );
        })
        .toBe(false);
      expect(pictures.length).toBeGreaterThan(1);
      for (const files of pictures)
        expect(files).toEqual([expect.stringMatching(new RegExp(`-${theme}-\\d+\\.avif$`))]);
      // The names stay the demos' titles.
      await expect(panel.getByRole("link", { name: /^Finance/ })).toHaveAttribute("aria-current", "page");
      expect(requested.length).toBe(pictures.length);
      expect(requested.filter((file) => file.includes(`-${other}-`))).toEqual([]);
    });
  });
}

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Home group shows the screenshots of the light theme only", async ({ page, context }) => {
    await storeTheme(context, "light");
    const requested = screenshotRequests(page);
    await visit(page, "/index-finance");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    // The group of the current page (Home, on a demo), closed like the others until opened (issue 42).
    const home = dialog.locator("details").filter({ has: page.locator("summary", { hasText: /^Home$/ }) });
    await expect(home).toHaveJSProperty("open", false);
    expect(requested).toEqual([]);
    await home.locator("summary").click();
    await expect(home).toHaveJSProperty("open", true);
    const current = dialog.getByRole("link", { name: /^Finance/ });
    await expect(current.locator("img:visible")).toHaveJSProperty("complete", true);
    expect(requested.length).toBeGreaterThan(0);
    expect(
      requested.filter((file) => file.includes("-dark-")),
      requested.join(" "),
    ).toEqual([]);
  });
});

test.describe("demo cards", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the landing grid downloads the screenshots of the page's theme only", async ({ page, context }) => {
    await storeTheme(context, "light");
    const requested = screenshotRequests(page);
    await visit(page, "/index-landing");
    const cards = page.locator("#demo").getByRole("link");
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 3) await cards.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        cards.evaluateAll((links) =>
          links.every((link) =>
            [...link.querySelectorAll("img")].some((img) => img.complete && img.currentSrc),
          ),
        ),
      )
      .toBe(true);
    expect(requested.filter((file) => file.includes("-light-")).length).toBeGreaterThanOrEqual(count);
    expect(requested.filter((file) => file.includes("-dark-"))).toEqual([]);
  });
});
