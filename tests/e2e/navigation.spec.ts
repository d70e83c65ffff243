/**
 * Where a followed link lands (issue 28, decision 028): a router link followed from low on a page
 * shows the new page from its top in the first frame that shows it, and Back shows the old page where
 * the visitor left it, in its first frame too. Each frame's state is recorded in the page (by
 * `requestAnimationFrame`, which runs just before the frame is drawn), so the test asserts what each
 * frame showed, in order, never how long anything took.
 */
import type { Page } from "@playwright/test";
import { footerColumns } from "../../app/content/navigation";
import { expect, test, url, visit } from "./fixtures";

type Frame = { path: string; h1: string; y: number };

/** Starts recording, at every frame, the path, the page's heading and the scroll position. */
function recordFrames(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[] };
    w.__frames = [];
    const tick = () => {
      w.__frames.push({
        path: location.pathname,
        h1: document.querySelector("h1")?.textContent ?? "",
        y: Math.round(scrollY),
      });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The frames recorded so far, once two more have been drawn. */
function frames(page: Page): Promise<Frame[]> {
  return page.evaluate(
    () =>
      new Promise<Frame[]>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { __frames: Frame[] }).__frames)),
        ),
      ),
  );
}

/** The first frame that shows the page headed `h1`. */
function shownFirst(recorded: Frame[], h1: string): Frame | undefined {
  return recorded.find((frame) => frame.h1 === h1);
}

test.describe("following a link", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("from low on a page shows the new page from its top at once; Back returns where the visitor was", async ({
    page,
  }) => {
    const from = "/about";
    // A footer link to another page: the footer is what a visitor reaches at the foot of any page.
    const link = footerColumns
      .flatMap((column): readonly { label: string; href: string }[] => column.links)
      .find((entry) => entry.href.startsWith("/") && entry.href !== from)!;
    await visit(page, from);
    const fromHeading = await page.locator("h1").textContent();

    // To the foot of the page, where the footer's links are.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const footerLink = page.getByRole("navigation", { name: "Footer" }).getByRole("link", {
      name: link.label,
      exact: true,
    });
    await expect(footerLink).toBeInViewport();
    const low = await page.evaluate(() => Math.round(scrollY));
    expect(low).toBeGreaterThan(2 * 900);

    await recordFrames(page);
    await footerLink.click();
    await expect(page).toHaveURL(url(link.href));
    await expect(page.locator("h1")).not.toHaveText(fromHeading!);
    const toHeading = await page.locator("h1").textContent();
    const forward = await frames(page);
    // The router changes the address, then draws the new page (a transition): the frames between
    // still show the old page as it was. The first frame that shows the new page shows its top, and
    // no frame shows it lower down (a smooth scroll would start from the old position).
    expect(shownFirst(forward, toHeading!)).toEqual({ path: url(link.href), h1: toHeading, y: 0 });
    expect(forward.filter((frame) => frame.h1 === toHeading && frame.y !== 0)).toEqual([]);

    await recordFrames(page);
    await page.goBack();
    await expect(page).toHaveURL(url(from));
    await expect(page.locator("h1")).toHaveText(fromHeading!);
    const back = await frames(page);
    // The first frame that shows the old page again shows it where the visitor left it.
    expect(shownFirst(back, fromHeading!)).toEqual({ path: url(from), h1: fromHeading, y: low });
  });
});
