/**
 * After the buyer's hour (tests/buyer/hour.mjs): the new demo and the new post are pages like the
 * others, in the new brand, with the buyer's own photos; the pages show the look whose theme file the
 * hour pasted (the customizer's Copy theme: its colour, font and corners). Runs only in the hour's
 * scratch copy.
 */
import { BRAND_TOKENS, derivePalette } from "../../app/lib/palette";
import { drawnTokens } from "../../scripts/lib/browser.mjs";
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
  await expect(page).toHaveTitle(/\| Harbor & Finch Studio$/);
  // The header's home link (the phone menu's panel, in the header too, repeats the logo, hidden).
  await expect(
    page.locator("#site-home-link").getByText("Harbor & Finch Studio", { exact: true }),
  ).toBeVisible();
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

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (a: string, b: string) => Math.max(...channels(a).map((v, i) => Math.abs(v - channels(b)[i]!)));

for (const route of ["/", "/pricing"]) {
  test(`${route}: the new face from the first paint, and the new accent on Buy Now`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await visit(page, route);
    // The face the first paint draws is the one embedded in the page's inline CSS: Fraunces's cut.
    const embedded = await page.evaluate(() =>
      (document.querySelector("head style")?.textContent?.match(/@font-face\{[^}]*\}/g) ?? [])
        .filter((face) => face.includes("url(data:font/woff2;base64,"))
        .map((face) => /font-family:([^;]+);/.exec(face)?.[1]),
    );
    expect(embedded).toEqual(["Fraunces Variable"]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"?Fraunces Variable/,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts: drawn } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(drawn.map((font) => `${font.familyName} ${font.isCustomFont ? "web font" : "local"}`)).toEqual([
      "Fraunces web font",
    ]);
    await cdp.detach();
    expect(fonts, "no font file: the cut is in the page").toEqual([]);
    // The customizer's soft corners, from the pasted theme.
    expect(
      await page.evaluate(() =>
        Number(getComputedStyle(document.documentElement).getPropertyValue("--corners")),
      ),
    ).toBe(0.5);

    // Buy Now (the header's) in the new brand: its gradient is the tokens the amber derives, ending in
    // the buyer's own brown in the light theme.
    const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    const tokens: Record<string, string> = await page.evaluate(drawnTokens, { tokens: [...BRAND_TOKENS] });
    const derived = derivePalette("#b45309").tokens[dark ? "dark" : "light"];
    for (const token of ["primary", "gradient-from", "gradient-via"] as const)
      expect(
        near(tokens[token]!, derived[token]),
        `--${token}: ${tokens[token]} vs ${derived[token]}`,
      ).toBeLessThanOrEqual(3);
    if (!dark) expect(tokens["gradient-to"]).toBe("#7c2d12");
    const stops = await page
      .getByRole("banner")
      .getByRole("link", { name: /buy now/i })
      .first()
      .evaluate((link) => {
        const image = getComputedStyle(link).backgroundImage;
        const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
        // Each colour of the gradient, as the engine draws it.
        return [...image.matchAll(/(?:rgba?|oklch|oklab|color|lab|lch)\([^()]*(?:\([^()]*\)[^()]*)*\)/g)].map(
          ([colour]) => {
            context.clearRect(0, 0, 1, 1);
            context.fillStyle = colour;
            context.fillRect(0, 0, 1, 1);
            const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
            return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, "0")).join("")}`;
          },
        );
      });
    expect(stops.length, `Buy Now's gradient: ${stops.join(", ")}`).toBeGreaterThanOrEqual(3);
    expect(near(stops[0]!, tokens["gradient-from"]!), `first stop ${stops[0]}`).toBeLessThanOrEqual(3);
    expect(near(stops.at(-1)!, tokens["gradient-to"]!), `last stop ${stops.at(-1)}`).toBeLessThanOrEqual(3);
  });
}

test("the longer name leaves the header whole, on a phone and beside the desktop menu", async ({ page }) => {
  for (const width of [375, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/");
    const boxes = await page.evaluate(() => {
      const header = document.querySelector("header")!;
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      const shown = (element: Element) => element.getClientRects().length > 0;
      return {
        scroll: document.documentElement.scrollWidth,
        home: box(header.querySelector("#site-home-link")!),
        name: box(header.querySelector("#site-home-link span span:last-child")!),
        others: [...header.querySelectorAll("a, button")]
          .filter((element) => element.id !== "site-home-link" && shown(element))
          .filter((element) => !element.closest("[popover]") && element.checkVisibility())
          .map((element) => ({
            label: element.textContent?.trim() || element.getAttribute("aria-label"),
            ...box(element),
          })),
      };
    });
    expect(boxes.scroll, `${width} px: no sideways scroll`).toBeLessThanOrEqual(width);
    // The name is drawn inside its link, and nothing of the header is drawn over it.
    expect(boxes.name.right, `${width} px: the name inside its link`).toBeLessThanOrEqual(
      boxes.home.right + 0.5,
    );
    for (const other of boxes.others) {
      expect(other.right, `${width} px: ${other.label} on the screen`).toBeLessThanOrEqual(width);
      const overlaps =
        other.left < boxes.home.right &&
        other.right > boxes.home.left &&
        other.top < boxes.home.bottom &&
        other.bottom > boxes.home.top;
      expect(overlaps, `${width} px: ${other.label} clear of the name`).toBe(false);
    }
  }
});
