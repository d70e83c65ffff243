/**
 * Checks that every demo home spec needs: the marketplace link of a Purchase button, the video
 * popup behind a play button, the exclusive FAQ accordion, and the demos' own accents and top bar.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, mockThirdParty, visit } from "./fixtures";

/** A Purchase button: the marketplace address the header's Buy Now links, in a new tab. */
export async function expectMarketplaceLink(link: Locator) {
  const buyNow = link
    .page()
    .getByRole("banner")
    .getByRole("link", { name: /^Buy Now/i })
    .first();
  const marketplace = await buyNow.getAttribute("href");
  expect(marketplace, "the header links the marketplace").toMatch(/^https:\/\//);
  await expect(link).toHaveAttribute("href", marketplace!);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}

/**
 * A play button opens the video popup, and the player is created only then. It closes with Escape
 * and with its close button (so nothing around it may swallow pointer events); each time the
 * player goes away and focus returns to the play button. (A click outside is tested on /video.)
 */
export async function expectVideoPopup(page: Page, play: Locator, title: string) {
  await mockThirdParty(page, /youtube-nocookie\.com/, { status: 200, contentType: "text/html", body: "" });
  await expect(page.locator("iframe")).toHaveCount(0);
  await play.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(play).toBeFocused();

  await play.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close video" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(play).toBeFocused();
}

/** The FAQ of section `id`: `count` questions, the first open; opening another closes it, by pointer and key. */
export async function expectExclusiveFaq(page: Page, id: string, count = 4) {
  const items = page.locator(`section[id="${id}"] details`);
  await expect(items).toHaveCount(count);
  const openIndexes = () =>
    items.evaluateAll((all) => all.flatMap((item, i) => ((item as HTMLDetailsElement).open ? [i] : [])));
  await expect.poll(openIndexes).toEqual([0]);
  await items.nth(2).locator("summary").click();
  await expect.poll(openIndexes).toEqual([2]);
  await expect(items.nth(2).locator("p")).toBeVisible();
  await expect(items.nth(0).locator("p")).toBeHidden();
  await items
    .nth(count - 1)
    .locator("summary")
    .focus();
  await page.keyboard.press("Enter");
  await expect.poll(openIndexes).toEqual([count - 1]);
}

/** Each home wears its own accent (its primary colour differs from the others'); the top bar where expected. */
export async function expectOwnAccents(page: Page, homes: readonly { path: string; topBar: boolean }[]) {
  const primaries = new Set<string>();
  for (const home of homes) {
    await visit(page, home.path);
    primaries.add(
      await page
        .getByRole("main")
        .evaluate((main) => getComputedStyle(main).getPropertyValue("--primary").trim()),
    );
    await expect(page.getByRole("list", { name: "Contact details" }), home.path).toHaveCount(
      home.topBar ? 1 : 0,
    );
  }
  expect(primaries.size, "one accent per home").toBe(homes.length);
}
