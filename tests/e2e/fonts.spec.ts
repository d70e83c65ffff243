/**
 * The brand font on a first visit (decisions 004 and 018): a phone on Lighthouse's throttled
 * profile, with an empty cache, draws its first paint in Inter. The cut of Inter is in each page's
 * inline CSS, so it is there when the text is first laid out; Fontsource's full files, for
 * characters the cut lacks, are `font-display: optional`: drawn only if there by then, never
 * swapped in later, so the font of the finished page is the font of the first paint.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { throttle } from "../../scripts/lib/browser.mjs";
import { clientDir, htmlFiles } from "../../scripts/lib/pages.mjs";
import { firstPost } from "./content-text";
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

/** When the first paint happened, in ms from the start of the navigation. */
function firstPaint(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0];
    return paint ? `first paint at ${Math.round(paint.startTime)} ms` : "no first paint";
  });
}

test.describe("the brand font on a first visit", () => {
  test.use({ viewport: lighthouseMobile.viewport });

  test.describe("first paint", () => {
    // The cut is in the page's inline CSS (decision 018): it is there at the first layout however
    // fast the phone lays the page out. As a file, even preloaded, it came a round trip after the
    // HTML (done ~1.37–1.5 s on this profile), and an idle machine painted /about and
    // a post at ~0.9–1.2 s in the fallback nearly every time.
    for (const route of ["/", "/about", `/blog-details/${firstPost.id}`]) {
      test(`${route}: a throttled phone with an empty cache draws the first paint in Inter`, async ({
        page,
      }) => {
        await throttle(await page.context().newCDPSession(page), lighthouseMobile);
        test.setTimeout(60_000);
        await page.goto(url(route), { waitUntil: "load" });
        expect(await fontsOf(page, "h1"), `the heading's font (${await firstPaint(page)})`).toEqual([
          "Inter (web font)",
        ]);
      });
    }
  });

  test("every page holds the cut in its inline CSS, drawn without waiting, and / loads no font file", async ({
    page,
  }) => {
    for (const file of htmlFiles(clientDir())) {
      const html = readFileSync(join(clientDir(), file), "utf8");
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      const faces = style.match(/@font-face\{[^}]*\}/g) ?? [];
      const cut = faces.filter((face) => face.includes("url(data:font/woff2;base64,"));
      expect(cut, `${file}: one face with the font in it`).toHaveLength(1);
      expect(cut[0], `${file}: the embedded face`).toContain("font-display:block");
      const family = /font-family:([^;]+);/.exec(cut[0]!)?.[1];
      const sameFamily = faces.filter((face) => face.includes(`font-family:${family};`));
      expect(sameFamily.at(-1), `${file}: the cut is its family's last face, tried first`).toBe(cut[0]);
      expect(html, `${file}: no font preload`).not.toMatch(/<link rel="preload"[^>]* as="font"/);
    }
    const fonts = fontRequests(page);
    await visit(page, "/");
    expect(fonts, "font files requested").toEqual([]);
  });

  for (const route of ["/counter", "/contact"]) {
    test(`${route}: what scripts write (counting figures, phone numbers) needs no other font file`, async ({
      page,
    }) => {
      const fonts = fontRequests(page);
      await visit(page, route);
      // Down the page half a window at a time, two frames at each stop (a counter starts when half of
      // it is seen), then every counter is let count to its value (app/components/ui/count-up.tsx).
      await page.evaluate(async () => {
        const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await frames();
        }
      });
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll("[data-count-up]")]
              .filter(
                (shown) => shown.textContent !== shown.parentElement?.querySelector(".sr-only")?.textContent,
              )
              .map((shown) => shown.textContent),
          ),
        )
        .toEqual([]);
      // The last figures drawn, and any font file their glyphs asked for loaded.
      await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        await document.fonts.ready;
      });
      expect(
        fonts.filter((path) => !/\/brand-[\w-]+\.generated-/.test(path)),
        "other font files",
      ).toEqual([]);
    });
  }

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
        // Inter as its own face, from the cut embedded in the page's inline CSS.
        const cut = /url\((data:font\/woff2;base64,[^)]+)\)/.exec(
          document.querySelector("head style")!.textContent!,
        )![1];
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
