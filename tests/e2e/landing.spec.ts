/**
 * The demo landing page (§2.3) in a real browser: the in-page header and its scroll spy, the
 * offer banner that stays dismissed (also with a broken localStorage, and without a layout
 * shift), the demo cards, the figures in the HTML, the inner-pages slider, the FAQ and JSON-LD.
 */
import type { Page } from "@playwright/test";
import { expect, test, url, visit } from "./fixtures";

const path = "/index-landing";
const desktop = { width: 1280, height: 900 };

const banner = (page: Page) => page.getByRole("region", { name: "Limited-time offer" });
const sectionNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();

/** Records layout shifts from the first paint on (the page's CLS). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

test.use({ viewport: desktop });

test("the figures and claims are in the pre-rendered HTML", async ({ request }) => {
  const html = await (await request.get(url(path))).text();
  // The 97 % ring (size 120) and the elements counter's target.
  expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="97"/);
  expect(html).toMatch(/<svg viewBox="0 0 120 120" width="120" height="120"/);
  expect(html).toContain('<span class="sr-only">100+</span>');
  // Speed scores and the load time.
  for (const score of ["99", "92", "100"]) expect(html).toMatch(new RegExp(`aria-valuenow="${score}"`));
  expect(html).toMatch(/1\.9(<!-- -->)?s/);
  // The claims of §1.
  for (const claim of [
    "95% off",
    "$9.99",
    "40+ demos",
    "Free lifetime updates",
    "Monday to Friday",
    "within 24 hours",
    "14-day free trial",
  ]) {
    expect(html, claim).toContain(claim);
  }
});

test("the header links to the page's sections and keeps Buy Now and the theme switch", async ({ page }) => {
  await visit(page, path);
  const nav = sectionNav(page);
  const links = nav.getByRole("link");
  await expect(links).toHaveText(["Demos", "Features", "Inner Pages", "FAQs"]);
  for (const [name, id] of [
    ["Demos", "demo"],
    ["Features", "features"],
    ["Inner Pages", "inner-pages"],
    ["FAQs", "faqs"],
  ] as const) {
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

    for (const [name, id] of [
      ["FAQs", "faqs"],
      ["Features", "features"],
      ["Inner Pages", "inner-pages"],
      ["Demos", "demo"],
    ] as const) {
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
    await page.getByRole("link", { name: "View Demo" }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(
      page.getByRole("heading", { name: "Choose the demo closest to your business" }),
    ).toBeInViewport();
    await expect(sectionNav(page).getByRole("link", { name: "Demos" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });
});

test.describe("offer banner", () => {
  test("says the offer, dismisses, and stays dismissed after a reload without moving anything", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await visit(page, path);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText("95% off");
    await expect(banner(page)).toContainText("$9.99");
    await expect(banner(page).getByRole("link", { name: /Buy Now/ })).toHaveAttribute("target", "_blank");

    await banner(page).getByRole("button", { name: "Dismiss the offer" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("main")).toBeFocused();

    await page.reload();
    // Hidden from the first paint on: before hydration as well as after.
    await expect(banner(page)).toBeHidden();
    await page.waitForFunction(() => document.readyState === "complete");
    await expect(banner(page)).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
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
  await expect(grid.getByRole("link", { name: /Corporate One Page/ })).toHaveAttribute(
    "href",
    url("/index-corporate-one-page"),
  );
  await expect(grid.getByText("Coming soon")).toHaveCount(2);
});

test("inner-pages slider: three shown, the arrows move three at a time", async ({ page }) => {
  await visit(page, path);
  const slider = page.getByRole("region", { name: "Inner page previews" });
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
    const slider = page.getByRole("region", { name: "Inner page previews" });
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
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(faq.locator("details[open]")).toHaveCount(1);
});

test("JSON-LD: a Product with its $9.99 Offer, and the FAQ as FAQPage", async ({ page }) => {
  await visit(page, path);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const product = data.find((d) => d["@type"] === "Product") as {
    name: string;
    offers: { "@type": string; price: string; priceCurrency: string; url: string };
  };
  expect(product.name).toContain("Doob");
  expect(product.offers).toMatchObject({ "@type": "Offer", price: "9.99", priceCurrency: "USD" });
  expect(product.offers.url).toMatch(/^https:\/\//);
  const faq = data.find((d) => d["@type"] === "FAQPage") as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity).toHaveLength(5);
  const questions = await page.locator("#faqs summary").allTextContents();
  expect(faq.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()));
});
