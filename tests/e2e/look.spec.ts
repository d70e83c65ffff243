/**
 * A visitor's look from a link (issue 41, ~/lib/look): applied by the head script before the first
 * paint, drawn by the inlined CSS alone (the full stylesheet is refused here, as it has not come by the
 * first paint), kept for the rest of the visit, and odd values ignored.
 */
import type { Page } from "@playwright/test";
import { toHex } from "../../scripts/lib/brand-colours.mjs";
import { drawnTokens } from "../../scripts/lib/browser.mjs";
import { derivePalette } from "../../app/lib/palette";
import { LOOK_STORAGE_KEY } from "../../app/lib/look";
import { expect, test, url } from "./fixtures";

const STYLESHEET = /\/assets\/root-[\w-]+\.css$/;

/** What the page shows of the look: <html>'s attributes, a button's corner and the primary as drawn. */
async function shownLook(page: Page) {
  const { primary } = await page.evaluate(drawnTokens, { tokens: ["primary"] });
  const look = await page.evaluate(() => {
    const root = document.documentElement;
    const button = document.querySelector("main .rounded-control");
    return {
      dir: root.getAttribute("dir"),
      dark: root.classList.contains("dark"),
      accent: root.dataset.accent ?? null,
      radius: button ? getComputedStyle(button).borderTopLeftRadius : null,
    };
  });
  return { ...look, primary: primary as string };
}

const near = (a: string, b: string) =>
  [1, 3, 5].every((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) <= 3);

test("a link's look shows from the first paint with the inlined CSS alone, and lasts for the visit", async ({
  page,
  guard,
}) => {
  // The full stylesheet refused: what the first paint has is the inlined CSS.
  guard.allowErrors(/Failed to load resource|root-[\w-]+\.css/);
  await page.route(STYLESHEET, (route) => route.abort());
  await page.goto(url("/index-finance?accent=0D9488&dir=rtl&radius=sharp&theme=light"));
  const first = await shownLook(page);
  expect(first).toMatchObject({ dir: "rtl", dark: false, accent: "custom", radius: "0px" });
  expect(near(first.primary, derivePalette("#0d9488").tokens.light.primary), first.primary).toBe(true);

  // The next page of the visit, by a link, with no parameters of its own.
  await page.locator('footer a[href$="/about"]').first().click();
  await page.waitForURL(/\/about$/);
  expect(await shownLook(page)).toMatchObject({ dir: "rtl", dark: false, accent: "custom", radius: "0px" });

  // A demo accent by name wins over the page's own, corners soft.
  await page.goto(url("/index-finance?accent=rose&radius=soft&dir=ltr"));
  const rose = await shownLook(page);
  expect(rose).toMatchObject({ dir: null, accent: "rose", radius: "12px" });
  expect(near(rose.primary, toHex("oklch(0.5 0.2 5)")), rose.primary).toBe(true);
});

test("right to left, a phone number reads left to right and Buy Now's arrow points the other way", async ({
  page,
}) => {
  await page.goto(url("/index-finance?dir=rtl"));
  const shown = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    let text: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (/\d/.test(node.textContent ?? "")) text = node as Text;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text!, index);
      range.setEnd(text!, index + 1);
      return range.getBoundingClientRect().left;
    };
    const number = text!.textContent!;
    const arrow = document.querySelector('header a[href*="buy"] svg, header a[target="_blank"] svg');
    return {
      number,
      plusFirst: at(number.indexOf("+")) < at(number.length - 1),
      arrow: arrow ? getComputedStyle(arrow).scale : null,
    };
  });
  expect(shown.plusFirst, shown.number).toBe(true);
  expect(shown.arrow).toBe("-1 1");
});

test("odd values in a link are ignored; nothing of them reaches the page", async ({ page }) => {
  const hostile = "%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E";
  page.on("dialog", () => {
    throw new Error("a parameter ran as script");
  });
  await page.goto(url(`/?accent=${hostile}&font=comic-sans&radius=blob&dir=up&theme=${hostile}`));
  const look = await shownLook(page);
  expect(look).toMatchObject({ dir: null, accent: null });
  expect(await page.evaluate(() => document.querySelectorAll("img[src=x]").length)).toBe(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), LOOK_STORAGE_KEY)).toBe("{}");
});
