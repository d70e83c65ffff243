/**
 * The first screen first (decision 023, scripts/lib/first-screen.mjs): a fresh load draws what is on
 * screen and leaves the sections below for when they are scrolled to; anything that could jump past
 * them first draws the whole page, and the loads that restore a position never leave anything out.
 */
import type { Page } from "@playwright/test";
import { FIRST_SCREEN_CLASS } from "../../scripts/lib/first-screen.mjs";
import { expect, layoutShifts, test, url, visit, waitForBehaviours } from "./fixtures";

/** A long page: ten sections, the footer ~10 windows down at 375 px. */
const LONG = "/index-business";

const marked = (page: Page) =>
  page.evaluate((name) => document.documentElement.classList.contains(name), FIRST_SCREEN_CLASS);

/** Whether the engine has drawn an element's content (false while `content-visibility` skips it). */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

const FIRST = "main > :first-child > *";
const LAST = "main > :last-child > *";
const FOOTER = "#site-footer > *";

test.describe("the first screen first", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a fresh load draws the first screen only; scrolling draws each section before it shows, and nothing shifts", async ({
    page,
  }) => {
    await visit(page, LONG);
    expect(await marked(page)).toBe(true);
    expect(await drawn(page, FIRST)).toBe(true);
    expect(await drawn(page, LAST), "the last section waits until it is scrolled to").toBe(false);
    expect(await drawn(page, FOOTER), "the footer waits until it is scrolled to").toBe(false);

    // Down the page as a visitor scrolls: a wheel step at a time, each under half a window, so that
    // two steps merged by a busy compositor still stay under the window that drops the class. Each
    // step lands (the scroll position moves) and is drawn before the next.
    test.slow(); // ~30 steps down a page ~15 windows long, each section drawn and revealed
    await page.mouse.move(180, 400);
    for (let step = 0; step < 90; step++) {
      const before = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 400);
      const atEnd = await page.evaluate(
        (from) =>
          new Promise<boolean>((done) => {
            const end = () => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
            const check = () =>
              scrollY !== from || end()
                ? requestAnimationFrame(() => requestAnimationFrame(() => done(end())))
                : requestAnimationFrame(check);
            check();
          }),
        before,
      );
      if (atEnd) break;
    }
    expect(await drawn(page, FOOTER)).toBe(true);
    expect(await marked(page), "small steps keep the class: nothing was jumped past").toBe(true);
    const shifts = await layoutShifts(page);
    expect(shifts.fromLoad, "scrolling down moved nothing on screen").toEqual([]);
  });

  for (const [name, jump] of [
    ["the End key", (page: Page) => page.keyboard.press("End")],
    [
      "a scroll of more than a window (a scrollbar drag, find-in-page)",
      (page: Page) => page.evaluate(() => window.scrollTo({ top: innerHeight * 4, behavior: "instant" })),
    ],
    [
      "a link in the page (the skip link)",
      (page: Page) => page.locator('a[href="#main"]').evaluate((link: HTMLElement) => link.click()),
    ],
  ] as const) {
    test(`${name} draws the whole page before the jump, and nothing shifts`, async ({ page }) => {
      await visit(page, LONG);
      expect(await drawn(page, FOOTER)).toBe(false);
      await jump(page);
      await expect.poll(() => marked(page)).toBe(false);
      expect(await drawn(page, FOOTER)).toBe(true);
      await page.keyboard.press("End");
      await expect
        .poll(() =>
          page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight),
        )
        .toBe(true);
      expect((await layoutShifts(page)).fromLoad).toEqual([]);
    });
  }

  test("the entrances below the first screen still wait for the visitor, as on a page drawn whole", async ({
    page,
  }) => {
    // Their content has no box until drawn: an entrance must not take that for "already seen".
    const waiting = () => page.locator('[data-reveal="hidden"]').count();
    await visit(page, LONG);
    expect(await marked(page)).toBe(true);
    // The reveal module marks them on its observer's first report, a frame after it started.
    await expect.poll(waiting).toBeGreaterThan(0);
    const fresh = await waiting();
    await page.reload();
    await waitForBehaviours(page);
    expect(await marked(page)).toBe(false);
    await expect.poll(waiting).toBe(fresh);
  });

  // A back/forward load takes the same path as a reload (the navigation's type is not "navigate");
  // Chromium may restore the page from its back/forward cache instead, as it was left.
  test("a reload and a URL with a fragment draw the whole page", async ({ page }) => {
    await page.goto(url(`${LONG}#pricing`));
    expect(await marked(page), "a fragment URL").toBe(false);
    expect(await drawn(page, FOOTER)).toBe(true);

    await visit(page, LONG);
    expect(await marked(page)).toBe(true);
    await page.reload();
    expect(await marked(page), "a reload restores the scroll position").toBe(false);
    expect(await drawn(page, FOOTER)).toBe(true);
  });
});
