/**
 * The brand font on a first visit (decisions 004 and 018): a phone on Lighthouse's throttled
 * profile, with an empty cache, draws its first paint in Inter. The font is `font-display:
 * optional`: drawn only if it is there when the text is first laid out, never swapped in later, so
 * the font of the finished page is the font of the first paint.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { clientDir } from "../../scripts/lib/pages.mjs";
import { expect, test, url, visit } from "./fixtures";

/**
 * Lighthouse 12's mobile profile as DevTools applies it (`throttling.mobileSlow4G`, the "devtools"
 * method): 562.5 ms per request, 1.47 Mbit/s down, 0.68 Mbit/s up, the CPU slowed 4×, a Moto G
 * Power's screen.
 */
const lighthouseMobile = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

/**
 * The fonts the engine used to draw the text of the first element matching `selector` (its own
 * text, or its first descendant with text of its own), as CDP reports them (family, PostScript
 * name, web font or local).
 */
async function platformFonts(page: Page, selector: string) {
  const marked = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement) {
          node.parentElement.setAttribute("data-font-probe", "");
          return true;
        }
      }
      return false;
    });
  expect(marked, `${selector} has text`).toBe(true);
  selector = "[data-font-probe]";
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts;
}

/** The families of `platformFonts`: "Inter (web font)", or "Liberation Sans (local)" for the fallback. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const fonts = await platformFonts(page, selector);
  return fonts.map((font) => `${font.familyName} (${font.isCustomFont ? "web font" : "local"})`);
}

/** The paths of the font files the page requests from now on (the array fills as they go). */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

/** When the first paint and the font file happened, in ms from the start of the navigation. */
function firstPaintAndFont(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0];
    const font = performance
      .getEntriesByType("resource")
      .find((entry) => /\/inter\.generated-[\w-]+\.woff2$/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    const ms = (value: number | undefined) => (value === undefined ? "never" : `${Math.round(value)} ms`);
    return `first paint at ${ms(paint?.startTime)}, font requested at ${ms(font?.startTime)} and done at ${ms(font?.responseEnd)}`;
  });
}

test.describe("the brand font on a first visit", () => {
  test.use({ viewport: lighthouseMobile.viewport });

  test.describe("first paint", () => {
    // On this profile the font is done about one round trip after the HTML, within the ~100 ms
    // Chromium waits for a preloaded `optional` font at the first layout. Which comes first is then
    // decided on the renderer's main thread, and a machine busy with the other worker's tests loses
    // that race now and then (one fresh-clone CI run in several): a new attempt, in a new context,
    // tells that from a page that loses it every time (a font not preloaded, or heavier: held back
    // 180 ms, it lost 7 loads of 7), and the message gives the timeline of each failed attempt.
    test.describe.configure({ retries: 2 });

    for (const route of ["/", "/about", "/blog-details/1"]) {
      test(`${route}: a throttled phone with an empty cache draws the first paint in Inter`, async ({
        page,
      }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: lighthouseMobile.latency,
          downloadThroughput: lighthouseMobile.downloadThroughput,
          uploadThroughput: lighthouseMobile.uploadThroughput,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: lighthouseMobile.cpuSlowdown });
        test.setTimeout(60_000);
        await page.goto(url(route), { waitUntil: "load" });
        expect(await fontsOf(page, "h1"), `the heading's font (${await firstPaintAndFont(page)})`).toEqual([
          "Inter (web font)",
        ]);
      });
    }
  });

  test("the font is preloaded, cut to the site's characters, and no other font file loads", async ({
    page,
  }) => {
    const html = readFileSync(join(clientDir(), "index.html"), "utf8");
    const preload =
      /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/?>/.exec(
        html,
      );
    expect(preload, "a font preload in the head").not.toBeNull();
    const fonts = fontRequests(page);
    await page.goto(url("/"), { waitUntil: "load" });
    expect(fonts, "the one font file, the preloaded one").toEqual([preload![1]]);
  });

  for (const route of ["/counter", "/contact"]) {
    test(`${route}: what scripts write (counting figures, phone numbers) needs no other font file`, async ({
      page,
    }) => {
      const fonts = fontRequests(page);
      await visit(page, route);
      // Down the page a window at a time, each counter given the time to count to its value.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((done) => setTimeout(done, 300));
        }
      });
      await page.waitForTimeout(1_500);
      expect(
        fonts.filter((path) => !/\/inter\.generated-/.test(path)),
        "other font files",
      ).toEqual([]);
    });
  }

  test("a cut that comes too late means the fallback, never a download of the full font", async ({
    page,
  }) => {
    // Past `optional`'s block period the engine gives up on the cut for this page. It must not then
    // fetch Fontsource's full file for the same characters (decision 018, amended): the full faces
    // leave out every character of the cut.
    const fonts = fontRequests(page);
    await page.route(/\/assets\/inter\.generated-[\w-]+\.woff2$/, async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page.goto(url("/"), { waitUntil: "load" });
    expect(
      fonts.filter((path) => !/\/inter\.generated-/.test(path)),
      "other font files",
    ).toEqual([]);
    expect(await fontsOf(page, "h1"), "the heading's font").toEqual([expect.stringMatching(/\(local\)$/)]);
    // The fallback has a bold face of its own: the bold heading is not drawn in the regular face
    // (Firefox does not fake the bold of a local() face).
    expect(
      (await platformFonts(page, "h1")).map((font) => font.postScriptName),
      "the heading's face",
    ).toEqual([expect.stringMatching(/Bold/)]);
  });

  // A late font moves nothing only if the fallback takes the room Inter takes (decision 004): at
  // each weight the site uses, the page's own copy is as wide in the fallback as in Inter. Arial
  // Bold sized like Arial was ~5% wider than Inter's semibold, bold and extrabold: "View Pricing"
  // no longer fitted beside "Get Started" at 375 px, and the hero moved when Inter came in.
  test("the fallback is as wide as Inter at every weight the site uses", async ({ page }) => {
    const widths: Record<string, number> = {};
    for (const route of ["/", "/index-business", "/about", "/pricing"]) {
      await visit(page, route);
      const ratios = await page.evaluate(async () => {
        const texts = [...document.querySelectorAll("body :is(h1, h2, h3, h4, p, li, a, button, span)")]
          .map((element) => element.textContent?.trim() ?? "")
          .filter(Boolean);
        // Inter as its own face from the preloaded cut: the page's face may have missed its first
        // layout (`optional`), and is then never used in this page view.
        const cut = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')!.href;
        const inter = new FontFace("Inter Probe", `url(${cut})`, { weight: "100 900" });
        document.fonts.add(await inter.load());
        const context = document.createElement("canvas").getContext("2d")!;
        const result: Record<string, number> = {};
        for (const weight of [400, 500, 600, 700, 800]) {
          await document.fonts.load(`${weight} 100px "Inter Fallback"`, "Ag");
          const width = (family: string) => {
            context.font = `${weight} 100px "${family}"`;
            return texts.reduce((sum, text) => sum + context.measureText(text).width, 0);
          };
          result[weight] = width("Inter Fallback") / width("Inter Probe");
        }
        return result;
      });
      for (const [weight, ratio] of Object.entries(ratios))
        widths[`${route} ${weight}`] = Number(ratio.toFixed(3));
    }
    const off = Object.entries(widths).filter(([, ratio]) => Math.abs(ratio - 1) > 0.01);
    expect(off, "fallback width / Inter width, beyond 1%").toEqual([]);
  });
});
