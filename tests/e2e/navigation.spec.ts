/**
 * Navigation is between documents (decision 030): a followed link loads the next page's own
 * pre-rendered document, which shows from its top; Back shows the old page where the visitor left
 * it; the stored theme is there in the new document's first frame; the next page is fetched on
 * intent and never before; pages stay eligible for the back/forward cache.
 *
 * What each frame showed is recorded in the page by an init script (it runs in every new document
 * before the page's own scripts), at `requestAnimationFrame`, which runs just before a frame is
 * drawn: the tests assert what the frames showed, in order, never how long anything took.
 */
import type { Page, Request } from "@playwright/test";
import { footerColumns } from "../../app/content/navigation";
import { THEME_STORAGE_KEY } from "../../app/lib/theme";
import { expect, test, url, visit, waitForBehaviours } from "./fixtures";

type Frame = { path: string; h1: string; y: number; dark: boolean; restored: boolean };

type Recorded = { __frames: Frame[] };

/** From now on, every document of `page` records each of its frames from its first one. */
function recordEveryDocument(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as Recorded & { __restored: boolean };
    w.__frames = [];
    w.__restored = false;
    addEventListener("pageshow", (event) => {
      if (event.persisted) w.__restored = true;
    });
    const tick = () => {
      w.__frames.push({
        path: location.pathname,
        h1: document.querySelector("h1")?.textContent ?? "",
        y: Math.round(scrollY),
        dark: document.documentElement.classList.contains("dark"),
        restored: w.__restored,
      });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The frames this document recorded so far, once two more have been drawn. */
function frames(page: Page): Promise<Frame[]> {
  return page.evaluate(
    () =>
      new Promise<Frame[]>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as Recorded).__frames)),
        ),
      ),
  );
}

/** A footer link to another page: the footer is what a visitor reaches at the foot of any page. */
function footerLinkAway(from: string) {
  return footerColumns
    .flatMap((column): readonly { label: string; href: string }[] => column.links)
    .find((entry) => entry.href.startsWith("/") && entry.href !== from)!;
}

test.describe("following a link", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("from low on a page shows the new page from its top; Back returns where the visitor was", async ({
    page,
  }) => {
    const from = "/about";
    const link = footerLinkAway(from);
    await visit(page, from);
    const fromHeading = await page.locator("h1").textContent();
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

    await recordEveryDocument(page);
    await footerLink.click();
    await expect(page).toHaveURL(url(link.href));
    await waitForBehaviours(page);
    const toHeading = await page.locator("h1").textContent();
    expect(toHeading).not.toBe(fromHeading);
    // A new document: every frame it has drawn shows its own page from the top.
    const forward = await frames(page);
    expect(forward.length).toBeGreaterThan(0);
    expect(forward.filter((frame) => frame.path !== url(link.href) || frame.y !== 0)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(url(from));
    await expect(page.locator("h1")).toHaveText(fromHeading!);
    // The old page is where it was left: at its foot, the link followed in view. (Restored from the
    // back/forward cache the position is exact; loaded again, as in this test's browser, which keeps
    // no page, the browser restores it over sections not yet drawn (decision 023), whose heights are
    // estimates: a few pixels off at the foot of the page.)
    await expect(footerLink).toBeInViewport();
    const back = await frames(page);
    const shownAgain = back.filter((frame) => frame.path === url(from) && frame.h1 === fromHeading);
    expect(shownAgain.length).toBeGreaterThan(0);
    expect(Math.min(...shownAgain.map((frame) => frame.y)), "the lowest frame shown back").toBeGreaterThan(
      low - 900,
    );
  });

  test("the stored theme is the new page's from its first frame", async ({ page }) => {
    const from = "/about";
    const link = footerLinkAway(from);
    await visit(page, from);
    for (const dark of [false, true]) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        String(dark),
      ] as const);
      await recordEveryDocument(page);
      await visit(page, link.href);
      const shown = await frames(page);
      expect(shown.length).toBeGreaterThan(0);
      expect(
        shown.filter((frame) => frame.dark !== dark),
        `frames in the other theme than ${dark ? "dark" : "light"}`,
      ).toEqual([]);
      await visit(page, from);
    }
  });

  test("a page left and shown again by Back is one the back/forward cache may keep", async ({ page }) => {
    const from = "/about";
    const link = footerLinkAway(from);
    const cdp = await page.context().newCDPSession(page);
    const reasons: string[] = [];
    type NotUsed = { notRestoredExplanations: { type: string; reason: string }[] };
    cdp.on("Page.backForwardCacheNotUsed", (event: NotUsed) =>
      reasons.push(...event.notRestoredExplanations.map((why) => `${why.type}: ${why.reason}`)),
    );
    await cdp.send("Page.enable");
    await visit(page, from);
    await visit(page, link.href);
    await page.goBack();
    await expect(page).toHaveURL(url(from));
    await waitForBehaviours(page);
    // The test's browser keeps no page at all (Playwright switches the cache off on its command line,
    // and the headless shell has no cache of its own): those reasons are the harness's. Anything else
    // would be the page's doing (an unload handler, a no-store document, an open connection).
    const harness =
      /^Circumstantial: (BackForwardCacheDisabledByCommandLine|BackForwardCacheDisabledForDelegate|BackForwardCacheDisabled|BrowsingInstanceNotSwapped)$/;
    expect(reasons.length, "Chromium reports on the page it did not restore").toBeGreaterThan(0);
    expect(
      reasons.filter((why) => !harness.test(why)),
      "what keeps the page out of the cache",
    ).toEqual([]);
  });
});

test.describe("prefetch", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the next page is fetched when the visitor points at its link, and nothing before", async ({
    page,
  }) => {
    const from = "/about";
    const documents: Request[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" || request.headers()["sec-purpose"]?.includes("prefetch"))
        documents.push(request);
    });
    await visit(page, from);
    // A round trip to the page: every request it made so far has reached the test (events are in order).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(documents.map((request) => new URL(request.url()).pathname)).toEqual([url(from)]);

    // A link of the header's menu bar to another page (Contact, say).
    const link = page.locator(`header nav a[href^="/"]:not([aria-current]):visible`).first();
    const href = (await link.getAttribute("href"))!;
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === href);
    await link.hover();
    const request = await prefetched;
    expect(request.headers()["sec-purpose"] ?? "", `a prefetch of ${href}, not a navigation`).toContain(
      "prefetch",
    );
    await expect(page).toHaveURL(url(from));
  });
});
