/**
 * The demo landing page in a real browser: the in-page header and its scroll spy, the
 * offer banner that stays dismissed (also with a broken localStorage, and without a layout
 * shift), the demo cards, the figures in the HTML, the inner-pages slider, the FAQ and JSON-LD.
 */
import type { Page } from "@playwright/test";
import { landingPage } from "../../app/content/homes/landing";
import { offer, offerLines } from "../../app/content/pricing";
import { brand } from "../../app/content/brand";
import { counterText, formatPrice } from "./content-text";
import { annotateFirstPaintShifts, expect, layoutShifts, test, url, visit } from "./fixtures";

const path = "/index-landing";
const desktop = { width: 1280, height: 900 };

const banner = (page: Page) => page.getByRole("region", { name: "Limited-time offer" });
const sectionNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();

/** Records whether the offer banner is displayed in the page's first animation frame (its first paint). */
async function recordBannerAtFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const banner = document.querySelector("[data-offer-banner]");
      (window as unknown as { __bannerAtFirstFrame: string }).__bannerAtFirstFrame = banner
        ? getComputedStyle(banner).display
        : "not parsed";
    });
  });
}
const bannerAtFirstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bannerAtFirstFrame?: string }).__bannerAtFirstFrame);

test.use({ viewport: desktop });

test("the figures and claims are in the pre-rendered HTML", async ({ request }) => {
  const html = (await (await request.get(url(path))).text()).replace(/<!-- -->/g, "");
  const { ring, counter } = landingPage.tldr;
  const { scores, time } = landingPage.speed;
  // The summary ring (its value and size) and the elements counter's target.
  expect(html).toMatch(new RegExp(`role="progressbar"[^>]*aria-valuenow="${ring.percent}"`));
  const size = ring.size;
  expect(html).toContain(`<svg viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"`);
  expect(html).toContain(`<span class="sr-only">${counterText(counter)}</span>`);
  // Speed scores and the load time.
  for (const score of scores) expect(html).toMatch(new RegExp(`aria-valuenow="${score.value}"`));
  expect(html).toContain(`${time.value}${time.unit}`);
  // The offer's claims, as the content states them.
  for (const claim of [
    `${offer.discountPercent}% off`,
    formatPrice(offer.salePrice),
    offerLines.demos,
    offer.updates,
    offer.support.days,
    `within ${offer.support.responseHours} hours`,
    `${offer.trialDays}-day free trial`,
  ]) {
    expect(html, claim).toContain(claim);
  }
});

test("the header links to the page's sections and keeps Buy Now and the theme switch", async ({ page }) => {
  await visit(page, path);
  const nav = sectionNav(page);
  const links = nav.getByRole("link");
  await expect(links).toHaveText(landingPage.anchors.map((anchor) => anchor.label));
  for (const { label: name, id } of landingPage.anchors) {
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", `#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
  const buy = page.locator("header").getByRole("link", { name: /Buy Now/ });
  await expect(buy).toHaveAttribute("target", "_blank");
  await expect(
    page.locator("header").getByRole("button", { name: /Switch to (light|dark) theme/ }),
  ).toBeVisible();
});

test.describe("scroll", () => {
  test.use({ reducedMotion: "reduce" });

  test("an anchor scrolls its section under the header, and scroll spy marks it current", async ({
    page,
  }) => {
    await visit(page, path);
    const nav = sectionNav(page);
    // At the top no section has been passed yet.
    await expect(nav.locator("[aria-current]")).toHaveCount(0);

    // Down to the last section, up, down again and up to the first: both directions.
    const { anchors } = landingPage;
    const order = [anchors.length - 1, 1, 2, 0].map((i) => anchors[i]!);
    for (const { label: name, id } of order) {
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "location");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      const top = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
      // Below the 80 px header (scroll-margin-top), never hidden under it.
      expect(top).toBeGreaterThanOrEqual(80);
      expect(top).toBeLessThan(120);
    }
  });

  test("View Demo leads to the demo grid", async ({ page }) => {
    await visit(page, path);
    const viewDemo = landingPage.hero.ctas[0]!;
    const demos = landingPage.anchors.find((anchor) => anchor.id === "demo")!;
    expect(viewDemo.href).toBe("#demo");
    await page.getByRole("link", { name: viewDemo.label }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(page.getByRole("heading", { name: landingPage.demos.heading.title })).toBeInViewport();
    await expect(sectionNav(page).getByRole("link", { name: demos.label })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });
});

test.describe("offer banner", () => {
  test("says the offer, dismisses, and stays dismissed after a reload without moving anything", async ({
    page,
  }) => {
    await recordBannerAtFirstFrame(page);
    await visit(page, path);
    expect(await bannerAtFirstFrame(page)).toBe("block");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(`${offer.discountPercent}% off`);
    await expect(banner(page)).toContainText(formatPrice(offer.salePrice));
    await expect(banner(page).getByRole("link", { name: landingPage.banner.cta.label })).toHaveAttribute(
      "target",
      "_blank",
    );

    await banner(page).getByRole("button", { name: "Dismiss the offer" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("main")).toBeFocused();

    await page.reload();
    // Hidden from the first paint on: before hydration as well as after.
    await expect(banner(page)).toBeHidden();
    await page.waitForFunction(() => document.readyState === "complete");
    await expect(banner(page)).toBeHidden();
    expect(await bannerAtFirstFrame(page), "the banner in the first paint after the reload").toBe("none");
    const shifts = await layoutShifts(page);
    annotateFirstPaintShifts(test.info(), "reload", shifts);
    expect(shifts.fromLoad, "layout shifts from load on (hydration)").toEqual([]);
  });

  test("a localStorage that throws never breaks the page: the banner closes for the visit", async ({
    page,
  }) => {
    // localStorage only, as a browser blocking site data does (sessionStorage keeps working).
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
    });
    await visit(page, path);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Dismiss the offer" }).click();
    await expect(banner(page)).toBeHidden();
    // Nothing could be remembered: the offer is back after a reload, and the page works.
    await visit(page, path);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("demo cards open in a new tab, without access to this page; two more are coming soon", async ({
  page,
}) => {
  await visit(page, path);
  const grid = page.locator("#demo");
  const cards = grid.getByRole("link");
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute("target", "_blank");
    await expect(card).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(card).not.toHaveAttribute("href", url(path));
  }
  const onePage = landingPage.demos.demos.find((demo) => demo.href === "/index-corporate-one-page")!;
  await expect(grid.getByRole("link", { name: onePage.title })).toHaveAttribute("href", url(onePage.href));
  await expect(grid.getByText("Coming soon")).toHaveCount(landingPage.demos.comingSoon.length);
});

test("inner-pages slider: three shown, the arrows move three at a time", async ({ page }) => {
  await visit(page, path);
  const slider = page.getByRole("region", { name: landingPage.innerPages.label });
  await slider.scrollIntoViewIfNeeded();
  const dot = (name: string) => slider.getByRole("button", { name });
  await expect(dot("Go to slides 1 to 3")).toHaveAttribute("aria-current", "true");
  await slider.getByRole("button", { name: "Next slide" }).click();
  await expect(dot("Go to slides 4 to 6")).toHaveAttribute("aria-current", "true");
  await expect(slider.getByRole("group", { name: /^4 of / })).toBeInViewport();
  await slider.getByRole("button", { name: "Previous slide" }).click();
  await slider.getByRole("button", { name: "Previous slide" }).click();
  // It loops: back past the first slides to the last ones.
  await expect(dot("Go to slides 1 to 3")).not.toHaveAttribute("aria-current", "true");
  await expect(slider.getByRole("group", { name: /^1 of / })).not.toBeInViewport();
});

test.describe("inner-pages slider on a tablet", () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test("at 582 to 769 px three are shown and two scrolled", async ({ page }) => {
    await visit(page, path);
    const slider = page.getByRole("region", { name: landingPage.innerPages.label });
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(slider.getByRole("button", { name: "Go to slides 3 to 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});

test("FAQ: five questions, the first open, opening one closes the others", async ({ page }) => {
  await visit(page, path);
  const faq = page.locator("#faqs");
  const items = faq.locator("details");
  await expect(items).toHaveCount(landingPage.faq.items.length);
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(faq.locator("details[open]")).toHaveCount(1);
});

test("JSON-LD: a Product with its sale Offer, and the FAQ as FAQPage", async ({ page }) => {
  await visit(page, path);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const product = data.find((d) => d["@type"] === "Product") as {
    name: string;
    offers: { "@type": string; price: string; priceCurrency: string; url: string };
  };
  expect(product.name).toContain(brand.name);
  expect(product.offers).toMatchObject({
    "@type": "Offer",
    price: offer.salePrice.toFixed(2),
    priceCurrency: "USD",
  });
  expect(product.offers.url).toMatch(/^https:\/\//);
  const faq = data.find((d) => d["@type"] === "FAQPage") as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity).toHaveLength(landingPage.faq.items.length);
  const questions = await page.locator("#faqs summary").allTextContents();
  expect(faq.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()));
});
