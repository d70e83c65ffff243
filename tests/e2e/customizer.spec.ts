/**
 * The customizer (issue 41, decisions 032 and 033): a button on every demo home and element page that
 * loads its React panel on the first press and not before; the panel, a labelled modal dialog, changes
 * the page's look at once, copies a link of the view and a theme file, and resets.
 */
import { customizer as words } from "../../app/content/customizer";
import { lookFonts } from "../../app/content/settings";
import { expect, test, url, visit } from "./fixtures";

test("the panel loads on the first press only, changes the look, copies the view and the theme, and resets", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const widgetRequests: string[] = [];
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/widgets/")) widgetRequests.push(request.url());
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  await visit(page, "/index-finance");
  const button = page.getByRole("button", { name: words.button });
  await expect(button).toBeVisible();
  // Nothing of the panel, nor React, before the visitor asks for it.
  expect(widgetRequests).toEqual([]);
  expect(await page.evaluate(() => document.querySelector("dialog[open]"))).toBeNull();

  await button.click();
  const dialog = page.getByRole("dialog", { name: words.title });
  await expect(dialog).toBeVisible();
  expect(widgetRequests).toHaveLength(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);

  const html = page.locator("html");
  await dialog.getByText(words.direction.rtl).click();
  await expect(html).toHaveAttribute("dir", "rtl");
  await dialog.getByText(words.accent.names.teal).click();
  await expect(html).toHaveAttribute("data-accent", "teal");
  await dialog.getByText(words.corners.sharp).click();
  await expect(html).toHaveAttribute("data-radius", "sharp");
  // A font of the customizer's: its cut fetched then, and not before.
  const serif = lookFonts.find((font) => font.id === "serif")!;
  expect(fontRequests).toEqual([]);
  await dialog.getByText(serif.label).click();
  await expect(html).toHaveAttribute("data-font", "serif");
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .toMatch(/^"?Fraunces Variable/);
  await expect
    .poll(() => fontRequests)
    .toEqual([expect.stringMatching(/\/look-fraunces\.generated-[\w-]+\.woff2$/)]);

  // A colour of the visitor's own that cannot keep its contrast on white: adjusted, and the panel says so.
  await dialog.locator('input[type="color"]').fill("#ffff00");
  await expect(html).toHaveAttribute("data-accent", "custom");
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--brand"))).toBe(
    "#ffff00",
  );
  await expect(dialog.getByText(/Adjusted for contrast/)).toBeVisible();

  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  await dialog.getByRole("button", { name: words.copyLink }).click();
  await expect(dialog.getByRole("status")).toHaveText(words.copiedLink);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(
    new URL(
      url(`/index-finance?theme=${dark ? "dark" : "light"}&dir=rtl&accent=ffff00&font=serif&radius=sharp`),
      page.url(),
    ).href,
  );
  await dialog.getByRole("button", { name: words.copyTheme }).click();
  await expect(dialog.getByRole("status")).toHaveText(words.copiedTheme);
  const theme = await page.evaluate(() => navigator.clipboard.readText());
  expect(theme).toContain(
    ':root {\n  --brand: #ffff00;\n  --corners: 0;\n  --radius-control: 0;\n  --font-sans: "Fraunces Variable", "Fraunces Fallback", ui-serif, Georgia, serif;\n}',
  );
  expect(theme).toContain('dir="rtl"');

  // The theme, as the header's switch does it.
  await dialog.getByRole("button", { name: dark ? words.theme.light : words.theme.dark }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
    .toBe(!dark);

  // The link opened elsewhere shows that view (a new context: nothing stored).
  const other = await context.browser()!.newPage();
  await other.goto(link);
  expect(
    await other.evaluate(() => [
      document.documentElement.dir,
      document.documentElement.dataset.accent,
      document.documentElement.dataset.radius,
      document.documentElement.dataset.font,
    ]),
  ).toEqual(["rtl", "custom", "sharp", "serif"]);
  await other.close();

  await dialog.getByRole("button", { name: words.reset }).click();
  await expect(html).not.toHaveAttribute("dir", /./);
  await expect(html).not.toHaveAttribute("data-accent", /./);
  await expect(html).not.toHaveAttribute("data-radius", /./);
  await expect(html).not.toHaveAttribute("data-font", /./);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Open again: the same panel, not a second download.
  await button.click();
  await expect(dialog).toBeVisible();
  expect(widgetRequests).toHaveLength(1);
});

test("the button is on demo homes and element pages only, and never shows without JavaScript", async ({
  page,
  browser,
}) => {
  await visit(page, "/about");
  await expect(page.locator("[data-customizer]")).toHaveCount(0);
  await visit(page, "/button");
  await expect(page.getByRole("button", { name: words.button })).toBeVisible();
  const off = await browser.newContext({ javaScriptEnabled: false });
  const still = await off.newPage();
  await still.goto(new URL(url("/index-finance"), page.url()).href);
  await expect(still.locator("[data-customizer]")).toBeHidden();
  await off.close();
});
