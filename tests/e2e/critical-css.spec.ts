/**
 * The first paint has every style it needs (decision 019): each page's inlined CSS alone must style
 * every element exactly as the full stylesheet does, so nothing changes when the stylesheet arrives
 * (no flash of unstyled content, no shift). A page is loaded with its stylesheet
 * request refused and scripts off (the first paint comes before any script runs); the computed style
 * of every element is taken at 375 px light and 1280 px dark, then again once the stylesheet is
 * added, and the two must be equal.
 */
import type { Page } from "@playwright/test";
import { clientDir, prerenderedRoutes } from "../../scripts/lib/pages.mjs";
import { isLocalUrl } from "../../scripts/lib/browser.mjs";
import { expect, test, url, visit, waitForBehaviours } from "./fixtures";

/**
 * Every eighth page (a spread over homes, elements, blog and portfolio: ~14 pages, ~1 min), or every
 * page with CRITICAL_CSS_ALL=1 (~110 pages, several minutes; run it after changing the inliner).
 */
const routes: string[] = prerenderedRoutes(clientDir()).filter(
  (_: string, index: number) => process.env.CRITICAL_CSS_ALL === "1" || index % 8 === 0,
);
const STYLESHEET = /\/assets\/[\w-]+\.css$/;
const looks = [
  { width: 375, dark: false },
  { width: 1280, dark: true },
];

/**
 * What a visitor sees of an element's style (reading all ~400 computed properties of every element
 * costs seconds a look): box, spacing, borders, colours, type, layout, transforms and effects.
 */
const PROPERTIES = [
  ...["display", "position", "top", "right", "bottom", "left", "z-index", "float", "box-sizing"],
  ...["width", "height", "min-width", "min-height", "max-width", "max-height", "aspect-ratio"],
  ...["top", "right", "bottom", "left"].flatMap((side) => [
    `margin-${side}`,
    `padding-${side}`,
    `border-${side}-width`,
    `border-${side}-style`,
    `border-${side}-color`,
  ]),
  ...["top-left", "top-right", "bottom-right", "bottom-left"].map((corner) => `border-${corner}-radius`),
  ...["color", "background-color", "background-image", "background-size", "background-position"],
  ...["opacity", "visibility", "overflow-x", "overflow-y", "clip-path", "mask-image", "object-fit"],
  ...["font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing"],
  ...["text-align", "text-transform", "text-decoration-line", "white-space-collapse", "text-wrap-mode"],
  ...["list-style-type", "transform", "translate", "scale", "rotate", "box-shadow", "filter"],
  ...["backdrop-filter", "outline-style", "scroll-margin-top"],
  ...["flex-direction", "flex-wrap", "flex-grow", "flex-shrink", "flex-basis", "order"],
  ...["align-items", "align-self", "justify-content", "justify-items", "row-gap", "column-gap"],
  ...["grid-template-columns", "grid-template-rows", "grid-auto-flow", "grid-auto-columns"],
  ...["grid-column-start", "grid-column-end", "grid-row-start", "grid-row-end"],
];

/**
 * Waits until every picture with a phone crop (`<source media>`) takes its aspect ratio from the
 * source its `media` now selects. The browser changes source some frames after the window is
 * resized: a snapshot taken before then sees the old source's aspect ratio once and the new one the
 * next time (a fresh-clone run under load failed on /index-corporate this way). An aspect ratio the
 * CSS sets (not `auto …`) does not depend on the source.
 */
async function picturesSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll("picture:has(source[media]) > img")].flatMap((img) => {
            const sources = [...(img.parentElement?.querySelectorAll("source") ?? [])];
            const chosen = sources.find((source) => !source.media || matchMedia(source.media).matches);
            const sized = chosen?.hasAttribute("width") ? chosen : img;
            const expected = `auto ${sized.getAttribute("width")} / ${sized.getAttribute("height")}`;
            const drawn = getComputedStyle(img).aspectRatio;
            return drawn.startsWith("auto") && drawn !== expected ? [`${drawn}, not ${expected}`] : [];
          }),
        ),
      { message: "every picture takes its aspect ratio from the source its media selects" },
    )
    .toEqual([]);
}

/**
 * Takes every element's computed style in each look, kept in the page (it is megabytes), and returns
 * how it differs from the snapshot taken before (none the first time).
 */
async function snapshot(page: Page): Promise<string[]> {
  const differences: string[] = [];
  for (const [index, look] of looks.entries()) {
    await page.setViewportSize({ width: look.width, height: 900 });
    await picturesSettled(page);
    const found = await page.evaluate(
      ({ dark, key, properties }) => {
        // A switch of theme must not be caught halfway through a colour transition.
        if (!document.getElementById("no-transitions")) {
          const still = Object.assign(document.createElement("style"), { id: "no-transitions" });
          still.textContent = "*,::before,::after{transition:none!important;animation:none!important}";
          document.head.append(still);
        }
        // The no-flash theme script cannot run with scripts off: set what it would have set.
        document.documentElement.classList.toggle("dark", dark);
        const store = globalThis as unknown as Record<string, string[][] | undefined>;
        const now = [...document.querySelectorAll("body *")].map((element) => {
          const style = getComputedStyle(element);
          const id = element.id ? `#${element.id}` : "";
          const classes = (element.getAttribute("class") ?? "").split(/\s+/).slice(0, 4).join(".");
          const name = `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}`;
          return [name, ...properties.map((property) => `${property}: ${style.getPropertyValue(property)}`)];
        });
        const before = store[key];
        store[key] = now;
        if (!before) return [];
        if (before.length !== now.length) return [`${before.length} elements, then ${now.length}`];
        return now.flatMap((properties, i) => {
          const earlier = new Set(before[i]);
          const changed = properties.slice(1).filter((property) => !earlier.has(property));
          return changed.length ? [`${properties[0]}: ${changed.slice(0, 3).join("; ")}`] : [];
        });
      },
      { dark: look.dark, key: `look${index}`, properties: PROPERTIES },
    );
    differences.push(...found.map((text) => `${look.width} px ${look.dark ? "dark" : "light"}, ${text}`));
  }
  return differences;
}

test.describe("the inlined CSS styles the first paint whole", () => {
  for (const route of routes) {
    // A context of its own with scripts off (the first paint comes before any script runs), so the
    // shared guard's in-page hooks are not there; it refuses anything off this machine itself.
    test(route, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      test.info().setTimeout(60_000);
      await context.route(
        (address) => !isLocalUrl(address.href),
        (request) => request.abort(),
      );
      const page = await context.newPage();
      let href = "";
      await page.route(STYLESHEET, (request) => {
        href = request.request().url();
        return request.abort();
      });
      await page.goto(url(route), { waitUntil: "load" });
      await snapshot(page);
      expect(href, "the page links the stylesheet").not.toBe("");
      await page.unroute(STYLESHEET);
      // Scripts are off, so no load event reaches the page's world: the test waits for the sheet.
      await page.evaluate((stylesheet) => {
        const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: stylesheet });
        link.id = "full-stylesheet";
        document.head.append(link);
      }, href);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const sheet = (document.getElementById("full-stylesheet") as HTMLLinkElement).sheet;
            return sheet ? sheet.cssRules.length : 0;
          }),
        )
        .toBeGreaterThan(0);
      const differences = await snapshot(page);
      await context.close();
      expect(differences.slice(0, 8), "styles only the full stylesheet gives").toEqual([]);
    });
  }
});

test("the full stylesheet applies before hydration, so later pages have every rule", async ({ page }) => {
  await visit(page, "/");
  await waitForBehaviours(page);
  const media = await page.$$eval('link[rel="stylesheet"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).media || "all"),
  );
  expect(media.length).toBeGreaterThan(0);
  expect(media.every((value) => value === "all")).toBe(true);
  // A client-side navigation then renders the next page with every rule there.
  await page
    .locator(`header a[href="${url("/about")}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.locator('link[rel="stylesheet"][media="print"]').count()).toBe(0);
});
