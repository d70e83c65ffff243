/**
 * The interactive element pages in a real browser: tabs and advance tabs by keyboard, the
 * exclusive accordions, the video popup (player created only on demand), the PhotoSwipe galleries
 * (loaded on the first click; keyboard; a broken picture), counters and progress bars.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { expect, mockThirdParty, requestsSoFar, test, url, visit } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

const main = (page: Page) => page.getByRole("main");

/**
 * Presses keys on a tab list and checks after each that exactly the expected tab is selected,
 * focusable (roving tabindex) and focused, and that its panel, and only its panel, is shown.
 */
async function expectKeyboardTabs(list: Locator, next: string, prev: string) {
  const page = list.page();
  const count = await list.getByRole("tab").count();
  expect(count, "tabs in the list").toBeGreaterThan(1);

  const state = () =>
    list.evaluate((el) => {
      const tabs = [...el.querySelectorAll('[role="tab"]')];
      return {
        selected: tabs.map((tab) => tab.getAttribute("aria-selected")),
        tabindex: tabs.map((tab) => tab.getAttribute("tabindex")),
        shown: tabs.map((tab) => {
          const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
          return panel?.getAttribute("role") === "tabpanel" && panel.getClientRects().length > 0;
        }),
        focused: tabs.indexOf(document.activeElement as Element),
      };
    });
  const expectSelected = (index: number) => {
    const each = <T>(yes: T, no: T) => Array.from({ length: count }, (_, i) => (i === index ? yes : no));
    return expect.poll(state).toEqual({
      selected: each("true", "false"),
      tabindex: each("0", "-1"),
      shown: each(true, false),
      focused: index,
    });
  };

  await list.getByRole("tab").first().focus();
  await expectSelected(0);
  await page.keyboard.press(next);
  await expectSelected(1);
  await page.keyboard.press("End");
  await expectSelected(count - 1);
  await page.keyboard.press(next);
  await expectSelected(0);
  await page.keyboard.press(prev);
  await expectSelected(count - 1);
  await page.keyboard.press("Home");
  await expectSelected(0);
}

test.describe("tabs", () => {
  test("/tab: every tab set switches panels with the arrow keys, Home and End", async ({ page }) => {
    await visit(page, "/tab");
    const lists = main(page).getByRole("tablist");
    await expect(lists).toHaveCount(4);
    await expect(lists.nth(0).getByRole("tab")).toHaveText(["Strategy", "Reporting", "Development"]);
    await expect(lists.nth(1).getByRole("tab")).toHaveText(["Strategy", "Reporting", "Development"]);
    await expect(lists.nth(2).getByRole("tab")).toHaveText(["Service", "About", "Contact"]);
    await expect(lists.nth(3).getByRole("tab")).toHaveText(["Online Verification", "Homescreen Widget"]);
    for (let i = 0; i < 4; i++) {
      await expect(lists.nth(i)).toHaveAttribute("aria-orientation", "horizontal");
      await expectKeyboardTabs(lists.nth(i), "ArrowRight", "ArrowLeft");
    }
    // The case study goes on with its Step 02 and Step 03 cards.
    await expect(page.locator("#case-study").getByText("Step 02", { exact: true })).toBeVisible();
    await expect(page.locator("#case-study").getByText("Step 03", { exact: true })).toBeVisible();
  });

  test("/tab: the Service, About, Contact panels hold service cards", async ({ page }) => {
    await visit(page, "/tab");
    const section = page.locator("#tab-style-three");
    await section.getByRole("tab", { name: "About" }).click();
    const panel = section.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 4 })).toHaveCount(3);
    await expect(panel.getByRole("link", { name: /^Read More about / }).first()).toHaveAttribute(
      "href",
      url("/service"),
    );
  });

  test("/advance-tab: buttons left, right and bottom, each driven by the keyboard", async ({ page }) => {
    await visit(page, "/advance-tab");
    const names = ["Market Research", "Corporate Report", "App Development"];
    const layouts = [
      { id: "#advance-tab-left", orientation: "vertical", next: "ArrowDown", prev: "ArrowUp" },
      { id: "#advance-tab-right", orientation: "vertical", next: "ArrowDown", prev: "ArrowUp" },
      { id: "#advance-tab-bottom", orientation: "horizontal", next: "ArrowRight", prev: "ArrowLeft" },
    ] as const;
    for (const layout of layouts) {
      const section = page.locator(layout.id);
      const list = section.getByRole("tablist");
      await expect(list.getByRole("tab")).toHaveText(names);
      await expect(list).toHaveAttribute("aria-orientation", layout.orientation);
      await expectKeyboardTabs(list, layout.next, layout.prev);

      // Where the buttons sit on screen, relative to the visible panel.
      const listBox = (await list.boundingBox())!;
      const panelBox = (await section.getByRole("tabpanel").boundingBox())!;
      if (layout.id.endsWith("left")) expect(listBox.x + listBox.width).toBeLessThanOrEqual(panelBox.x);
      if (layout.id.endsWith("right")) expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(listBox.x);
      if (layout.id.endsWith("bottom")) expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(listBox.y);
    }
    // The specification's slip "Market Researce" is not copied.
    await expect(page.getByText("Researce")).toHaveCount(0);
  });
});

test.describe("accordion", () => {
  const groups = ["#accordion-bordered", "#accordion-cards", "#accordion-filled", "#accordion-minimal"];

  test("four styles of four items each, the first open", async ({ page }) => {
    await visit(page, "/accordion");
    for (const id of groups) {
      const items = page.locator(`${id} details`);
      await expect(items).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expect(items.nth(i)).toHaveJSProperty("open", i === 0);
      await expect(items.nth(0).locator("p")).toBeVisible();
      await expect(items.nth(1).locator("p")).toBeHidden();
    }
  });

  test("opening an item closes the others of its group, by pointer and by keyboard", async ({ page }) => {
    await visit(page, "/accordion");
    const openIndexes = (id: string) =>
      page
        .locator(`${id} details`)
        .evaluateAll((items) => items.flatMap((item, i) => ((item as HTMLDetailsElement).open ? [i] : [])));
    for (const id of groups) {
      const items = page.locator(`${id} details`);
      await items.nth(2).locator("summary").click();
      await expect.poll(() => openIndexes(id)).toEqual([2]);
      await expect(items.nth(2).locator("p")).toBeVisible();

      await items.nth(3).locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => openIndexes(id)).toEqual([3]);
      await page.keyboard.press("Space");
      await expect.poll(() => openIndexes(id)).toEqual([]);
    }
    // The groups are independent: the first group's change left the second group's state alone.
    await page.locator("#accordion-bordered summary").first().click();
    await expect.poll(() => openIndexes("#accordion-bordered")).toEqual([0]);
    await expect.poll(() => openIndexes("#accordion-cards")).toEqual([]);
  });
});

test.describe("video", () => {
  test("the player is created only on play; Escape closes it and focus returns", async ({ page }) => {
    const calls = await mockThirdParty(page, /youtube-nocookie\.com/, {
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Player</title><p>Player</p>",
    });
    await visit(page, "/video");
    const plays = main(page).getByRole("link", { name: /^Play video: / });
    await expect(plays).toHaveCount(2);
    // Scrolled through: still no player (what the video host is asked before play is checked below).
    await page.mouse.wheel(0, 2000);
    await expect(page.locator("iframe")).toHaveCount(0);

    const play = plays.first();
    const title = (await play.getAttribute("aria-label"))!.replace(/^Play video: /, "");
    expect(await requestsSoFar(page, calls), "nothing from the video host before play").toEqual([]);
    await play.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    // Once open, its backdrop hides the page completely (issue 42): opaque, over the whole window.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor))
      .toBe("rgb(0, 0, 0)");
    const player = dialog.locator("iframe");
    await expect(player).toHaveAttribute("title", title);
    const src = new URL((await player.getAttribute("src"))!);
    expect(src.searchParams.get("autoplay"), "not autoplayed").toBe("0");
    expect(src.searchParams.get("mute"), "sound on").toBe("0");
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0]!.url()).toContain("/embed/");
    // 16:9
    const box = (await player.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test("the close button and a click outside the video close it too", async ({ page }) => {
    await mockThirdParty(page, /youtube-nocookie\.com/, { status: 200, contentType: "text/html", body: "" });
    await visit(page, "/video");
    const play = main(page)
      .getByRole("link", { name: /^Play video: / })
      .nth(1);
    await play.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await play.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(play).toBeFocused();
  });
});

test.describe("gallery", () => {
  /**
   * Waits until the lightbox has finished opening: PhotoSwipe puts the neighbouring slides in
   * place and starts listening to the arrow keys when its opening animation ends.
   */
  async function opened(page: Page) {
    await expect(page.locator(".pswp")).toBeVisible();
    // PhotoSwipe's stylesheet applies (the viewer covers the window, fixed).
    await expect(page.locator(".pswp")).toHaveCSS("position", "fixed");
    await expect
      .poll(() =>
        page
          .locator(".pswp__item")
          .evaluateAll(
            (items) => items.filter((item) => (item as HTMLElement).style.display === "block").length,
          ),
      )
      .toBe(3);
  }

  function trackPhotoSwipe(page: Page): Request[] {
    const requests: Request[] = [];
    page.on("request", (request) => {
      if (/photoswipe/i.test(request.url())) requests.push(request);
    });
    return requests;
  }

  test("three galleries of 6, 6 and 12; PhotoSwipe loads on the first click", async ({ page }) => {
    const photoswipe = trackPhotoSwipe(page);
    await visit(page, "/gallery");
    const links = (id: string) => page.locator(`#${id} ul a`);
    await expect(links("gallery-first")).toHaveCount(6);
    await expect(links("gallery-second")).toHaveCount(6);
    await expect(links("gallery-all")).toHaveCount(12);
    await page.mouse.wheel(0, 4000);

    const thumbnail = links("gallery-first").nth(0);
    await thumbnail.scrollIntoViewIfNeeded();
    expect(await requestsSoFar(page, photoswipe), "PhotoSwipe requested before the first click").toEqual([]);
    await thumbnail.click();
    const viewer = page.locator(".pswp");
    await opened(page);
    expect(photoswipe.length, "PhotoSwipe loaded on demand").toBeGreaterThan(0);
    await expect(viewer).toHaveAttribute("aria-modal", "true");
    const counter = viewer.locator(".pswp__counter");
    await expect(counter).toHaveText("1 / 6");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 6");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter, "loops from the first to the last").toHaveText("6 / 6");
    await expect(viewer.locator(".pswp__caption")).toHaveText(/Sunset Glass/);

    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });

  test("on a phone the lightbox covers the page: its backdrop fills the window and nothing of the header shows under its controls", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, "/gallery");
    const header = page.locator("[data-sticky-header]");
    const thumbnail = page.locator("#gallery-first ul a").first();
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(header).toBeVisible();
    await thumbnail.click();
    await opened(page);
    const backdrop = page.locator(".pswp__bg");
    // The page dims to the spec's 0.8 (§9) under it, the whole window.
    await expect.poll(() => backdrop.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.8");
    expect(await backdrop.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await expect(header, "the header under the counter and the buttons").toBeHidden();
    await expect(page.locator(".pswp__top-bar")).not.toHaveCSS("background-image", "none");
    await page.keyboard.press("Escape");
    await expect(page.locator(".pswp")).toHaveCount(0);
    await expect(header).toBeVisible();
  });

  test("a picture that cannot be loaded says so", async ({ page, guard }) => {
    guard.allowErrors(/Failed to load resource: .*404/);
    // Every full-size file of the third picture answers 404 (the thumbnails on the page are AVIF).
    await page.route(/\/art\/gallery-3-\d+\.webp$/, (route) => route.fulfill({ status: 404, body: "" }));
    await visit(page, "/gallery");
    const thumbnail = page.locator("#gallery-first ul a").nth(2);
    await thumbnail.scrollIntoViewIfNeeded();
    await thumbnail.click();
    const viewer = page.locator(".pswp");
    await opened(page);
    await expect(viewer.locator(".pswp__counter")).toHaveText("3 / 6");
    const error = viewer.getByText("The image cannot be loaded");
    await expect(error).toBeVisible();
    await expect(error).toBeInViewport();
    // The neighbour loads as usual, and the message leaves with its slide.
    await page.keyboard.press("ArrowRight");
    await expect(viewer.locator(".pswp__counter")).toHaveText("4 / 6");
    await expect(error).not.toBeInViewport();
    await expect(error, "only the broken picture shows the message").toHaveCount(1);
    await expect
      .poll(() =>
        viewer
          .locator("img.pswp__img")
          .evaluateAll(
            (images) =>
              (images as HTMLImageElement[]).filter(
                (img) => img.currentSrc.includes("/gallery-4-") && img.complete && img.naturalWidth > 0,
              ).length,
          ),
      )
      .toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});

test.describe("counters and progress", () => {
  const targets = ["199+", "575", "69", "500+"];

  test("the final values are in the pre-rendered HTML", async ({ request }) => {
    const html = (await (await request.get(url("/counter"))).text()).replace(/<!-- -->/g, "");
    const shown = [...html.matchAll(/data-count-up="">([^<]*)</g)].map((m) => m[1]);
    expect(shown).toEqual([...targets, ...targets, ...targets, ...targets]);
  });

  test("counters below the fold count from 0 to 199, 575, 69, 500 once in view", async ({ page }) => {
    await visit(page, "/counter");
    const numbers = page.locator("#counter-band [data-count-up]");
    // innerText: what shows, without the invisible digits that keep a counting number's width.
    const read = () => numbers.allInnerTexts().then((texts) => texts.map((text) => text.trim()));
    // Waiting below the fold at 0; screen readers get the final value all along.
    await expect.poll(read).toEqual(["0+", "0", "0", "0+"]);
    await expect(page.locator("#counter-band .sr-only")).toHaveText(targets);

    // Record every value the first counter shows while it counts (each change, however slow the frames).
    await numbers.first().evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const value = (el as HTMLElement).innerText.replace(/\+/g, "").trim();
        if (seen.at(-1) !== value) seen.push(value);
      }).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await page.locator("#counter-band ul").scrollIntoViewIfNeeded();
    await expect.poll(read).toEqual(targets);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const counted = seen.map(Number);
    expect(counted.at(-1)).toBe(199);
    expect(counted.length, `values seen: ${seen.join(", ")}`).toBeGreaterThan(5);
    expect([...counted].sort((a, b) => a - b)).toEqual(counted);
  });

  test("progress bars and rings expose the spec values", async ({ page, request }) => {
    const html = await (await request.get(url("/progressbar"))).text();
    const prerendered = [...html.matchAll(/aria-valuenow="(\d+)"/g)].map((m) => Number(m[1]));
    const linear = [90, 75, 95, 45];
    const radial = [80, 60, 70, 95];
    expect(prerendered).toEqual([...linear, ...linear, ...radial]);

    await visit(page, "/progressbar");
    const values = (id: string) =>
      page
        .locator(`${id} [role="progressbar"]`)
        .evaluateAll((bars) => bars.map((b) => b.getAttribute("aria-valuenow")));
    expect(await values("#progress-split")).toEqual(linear.map(String));
    expect(await values("#progress-grid")).toEqual(linear.map(String));
    expect(await values("#progress-rings")).toEqual(radial.map(String));
    await expect(page.getByRole("progressbar", { name: "Business Strategy" }).first()).toHaveAttribute(
      "aria-valuenow",
      "90",
    );
    await expect(page.getByRole("progressbar", { name: "Delivered on time" })).toHaveAttribute(
      "aria-valuetext",
      "95%",
    );

    // A bar below the fold waits at 30 % and grows to its value once half visible.
    const fill = page.locator('#progress-grid [role="progressbar"]').first().locator("div");
    await expect(fill).toHaveAttribute("style", /width: 30%/);
    await page.locator("#progress-grid ul").scrollIntoViewIfNeeded();
    await expect(fill).toHaveAttribute("style", /width: 90%/);
    await expect
      .poll(() => fill.evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.clientWidth), {
        timeout: 5000,
      })
      .toBeCloseTo(0.9, 2);
  });
});
