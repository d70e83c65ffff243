/**
 * Checks that every demo home spec needs: the marketplace link of a Purchase button, the video
 * popup behind a play button, the exclusive FAQ accordion, the demos' own accents and top bar, and
 * the rotating word of a hero that leaves no gap.
 */
import type { Locator, Page } from "@playwright/test";
import { behavioursStarted } from "../../scripts/lib/browser.mjs";
import { expect, mockThirdParty, url, visit } from "./fixtures";

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

/** Where the rotating word of a page's h1 is drawn, beside what, and how tall the title is. */
type WordPlace = {
  word: string;
  /** Space between the word's ink and the title's text before and after it on its line (null: none there). */
  gapBefore: number | null;
  gapAfter: number | null;
  /** The word's centre less the title's centre, px (for a word alone on its line). */
  offCentre: number;
  textAlign: string;
  fontSize: number;
  titleHeight: number;
};

function wordPlace(shown: Element): WordPlace {
  const slot = shown.parentElement!;
  const title = shown.closest("h1")!;
  const box = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range;
  };
  const word = box(shown).getBoundingClientRect();
  let gapBefore: number | null = null;
  let gapAfter: number | null = null;
  const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (slot.contains(node) || !node.textContent?.trim()) continue;
    for (const rect of box(node).getClientRects()) {
      // Text on another line does not count.
      if (rect.bottom <= word.top + 1 || rect.top >= word.bottom - 1) continue;
      if (rect.right <= word.left + 1) gapBefore = Math.min(gapBefore ?? Infinity, word.left - rect.right);
      else if (rect.left >= word.right - 1) gapAfter = Math.min(gapAfter ?? Infinity, rect.left - word.right);
    }
  }
  const whole = title.getBoundingClientRect();
  const style = getComputedStyle(title);
  return {
    word: shown.textContent ?? "",
    gapBefore,
    gapAfter,
    offCentre: (word.left + word.right) / 2 - (whole.left + whole.right) / 2,
    textAlign: style.textAlign,
    fontSize: parseFloat(style.fontSize),
    titleHeight: whole.height,
  };
}

/**
 * The hero's rotating word leaves no gap: shown one word after the other (the test moves the page's
 * clock, so every word is measured whatever the machine's speed), each word sits no further from
 * the text beside it than a space (0.4 em), or alone on its line, centred in a centred title; and
 * the title keeps its height from word to word (nothing below moves).
 */
export async function expectSnugRotatingWord(page: Page, route: string, words: readonly string[]) {
  await page.clock.install({ time: new Date("2025-05-30T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-05-30T09:00:01Z"));
  await page.goto(url(route));
  await page.waitForFunction(behavioursStarted);
  const shown = page.locator('h1 span[aria-hidden="true"]:not(.invisible)').first();
  const places: WordPlace[] = [];
  for (const word of words) {
    for (let step = 0; step < 20 && (await shown.textContent()) !== word; step++)
      await page.clock.runFor(500);
    await expect(shown).toHaveText(word);
    // Past the word's entrance (a short fade and rise).
    await page.clock.runFor(600);
    places.push(await shown.evaluate(wordPlace));
  }
  for (const place of places) {
    const space = 0.4 * place.fontSize;
    for (const gap of [place.gapBefore, place.gapAfter])
      if (gap !== null) expect(gap, `space beside "${place.word}" (px)`).toBeLessThanOrEqual(space);
    if (place.gapBefore === null && place.gapAfter === null && place.textAlign === "center")
      expect(
        Math.abs(place.offCentre),
        `"${place.word}", alone on its line, off centre (px)`,
      ).toBeLessThanOrEqual(1);
  }
  expect(new Set(places.map((place) => place.titleHeight)).size, "the title's height, word to word").toBe(1);
}
