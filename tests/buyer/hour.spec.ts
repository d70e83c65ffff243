/**
 * After the buyer's hour (tests/buyer/hour.mjs): the new demo and the new post are pages like the
 * others, in the new brand, with the buyer's own photos. Runs only in the hour's scratch copy.
 */
import { expect, test, url, visit } from "../e2e/fixtures";

/** Every picture of the page whose source names `file`, loaded in full. */
async function expectPhoto(page: import("@playwright/test").Page, file: string) {
  const pictures = page.locator(`img[src*="${file}"], img[srcset*="${file}"]`);
  await expect(pictures.first()).toBeVisible();
  await pictures.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the new demo home: its hero with the buyer's photo, in the new brand", async ({ page }) => {
  const response = await visit(page, "/index-law-firm");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /Counsel for companies that are growing fast/,
  );
  await expect(page).toHaveTitle(/\| Northwind$/);
  // The header's home link (the phone menu's panel, in the header too, repeats the logo, hidden).
  await expect(page.locator("#site-home-link").getByText("Northwind", { exact: true })).toBeVisible();
  await expectPhoto(page, "our-office");
  // The favicon and the social card are the new brand's.
  const favicon = await (await page.request.get(url("/favicon.svg"))).text();
  expect(favicon).toContain("M11 30V10h4.5l9 12.5V10H29v20h-4.5l-9-12.5V30Z");
  const card = await page.request.get(url("/og-default.png"));
  expect(card.headers()["content-type"]).toBe("image/png");
});

test("the new post: its page, its cover photo, and its new category", async ({ page }) => {
  const response = await visit(page, "/blog-details/99");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contracts in plain words");
  await expectPhoto(page, "contracts-in-plain-words");
  await page.getByRole("link", { name: "Law", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog-grid\/category\/law$/);
  await expect(page.getByRole("link", { name: /Contracts in plain words/ }).first()).toBeVisible();
});
