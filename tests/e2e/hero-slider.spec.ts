/**
 * The hero slider's autoplay (playing, paused, hovered, focused), on /index-corporate, in a
 * real browser against the built site. Time moves only when the test moves it (`page.clock`).
 * Arrows, dots and loop are covered by the specs of the homes that use the slider.
 */
import type { Page } from "@playwright/test";
import { corporateHome } from "../../app/content/homes/corporate";
import { behavioursStarted } from "../../scripts/lib/browser.mjs";
import { expect, test, url } from "./fixtures";

const route = "/index-corporate";
const hero = (page: Page) => page.locator("#home [aria-roledescription=carousel]");
const currentDot = (page: Page) => hero(page).locator('button[aria-current="true"]');
/** While the slides rotate by themselves, they are not announced (aria-live off). */
const rotating = (page: Page) => hero(page).locator('[aria-live="off"]');
/** One autoplay step (3050 ms) and the slide's move. */
const step = 3_050 + 700;

/**
 * Opens the page with a clock that stands still until the test moves it, and lets the slider start:
 * its module starts Embla on the row at rest, which it knows by watching a few animation frames, and
 * the page's frames wait for the clock too. The clock moves a frame at a time until Embla runs.
 */
async function visitWithClock(page: Page) {
  await page.clock.install({ time: new Date("2025-05-30T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-05-30T09:00:01Z"));
  await page.goto(url(route));
  await page.waitForFunction(behavioursStarted);
  const started = page.locator("#home [data-carousel][data-ready]");
  await expect
    .poll(async () => {
      if ((await started.count()) === 0) await page.clock.runFor(16);
      return started.count();
    })
    .toBe(1);
}

test.describe("hero slider autoplay", () => {
  test("moves on every 3 s, pauses while the mouse is over it and resumes when it leaves", async ({
    page,
  }) => {
    await page.mouse.move(5, 5);
    await visitWithClock(page);
    await expect(rotating(page)).toHaveCount(1);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");
    await page.clock.runFor(step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");

    const box = (await hero(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect(rotating(page)).toHaveCount(0);
    await page.clock.runFor(3 * step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");
    // The first slide is inert now, and the page still has its one h1 for a screen reader.
    await expect(hero(page).locator("[data-carousel-slide]").first()).toHaveAttribute("inert", "");
    expect(
      await page.evaluate(
        () =>
          [...document.querySelectorAll("h1")].filter((h) => !h.closest("[inert], [aria-hidden=true]"))
            .length,
      ),
    ).toBe(1);

    await page.mouse.move(5, 5);
    await expect(rotating(page)).toHaveCount(1);
    await page.clock.runFor(step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 3");
    // It loops: after the last slide comes the first.
    await page.clock.runFor(step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");
  });

  test("pauses while keyboard focus is inside and resumes when focus leaves", async ({ page }) => {
    await page.mouse.move(5, 5);
    await visitWithClock(page);
    await expect(rotating(page)).toHaveCount(1);

    await hero(page).getByRole("button", { name: "Go to slide 1" }).focus();
    await expect(rotating(page)).toHaveCount(0);
    await page.clock.runFor(3 * step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");

    // Focus moves on to the header (which does not scroll the slider away).
    await page.getByRole("banner").getByRole("link").first().focus();
    await expect(rotating(page)).toHaveCount(1);
    await page.clock.runFor(step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");
  });

  test("the pause button stops it for good; play starts it again", async ({ page }) => {
    await page.mouse.move(5, 5);
    await visitWithClock(page);
    await expect(rotating(page)).toHaveCount(1);
    await hero(page).getByRole("button", { name: "Stop automatic slide show" }).click();
    // The mouse leaves (focus on the pause button itself never counts): the choice still holds.
    await page.mouse.move(5, 5);
    await page.clock.runFor(3 * step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");
    await hero(page).getByRole("button", { name: "Start automatic slide show" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(step);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("it never moves by itself", async ({ page }) => {
      await visitWithClock(page);
      await expect(hero(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
      await page.clock.runFor(3 * step);
      await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");
      await expect(
        hero(page).getByRole("heading", { name: corporateHome.hero.slides[0]!.title }),
      ).toBeInViewport();
    });
  });
});
