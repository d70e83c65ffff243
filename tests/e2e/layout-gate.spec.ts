/**
 * The layout-integrity gate (`npm run test:pages`, scripts/lib/geometry.mjs) catches what it is
 * meant to catch, and lets pass what is allowed: each case is a small page of its own.
 */
import { inPage, inspectLayout } from "../../scripts/lib/geometry.mjs";
import { inspectPictures } from "../../scripts/lib/picture-checks.mjs";
import { inspectRows } from "../../scripts/lib/row-checks.mjs";
import { checkTextOverPictures } from "../../scripts/lib/text-contrast.mjs";
import { expect, mockThirdParty, test } from "./fixtures";

type Problem = { check: string; where: string; detail: string };

async function inspect(
  page: import("@playwright/test").Page,
  body: string,
  options: { scope?: string } = {},
  check: typeof inspectLayout | typeof inspectRows = inspectLayout,
): Promise<Problem[]> {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.setContent(
    `<!doctype html><html><head><style>
      body { margin: 0; font: 16px/1.5 sans-serif; }
      .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
        clip-path: inset(50%); white-space: nowrap; border-width: 0; }
    </style></head><body>${body}</body></html>`,
  );
  return (await page.evaluate(inPage(check, options))) as Problem[];
}

const checks = (problems: Problem[]) => problems.map((p) => p.check);

test.describe("layout gate", () => {
  test("a page at rest passes", async ({ page }) => {
    const problems = await inspect(
      page,
      `<main><h1>Title</h1><p>Text with <a href="#a">a link</a> inside a sentence.</p>
       <a href="#b" style="display:inline-block;width:44px;height:44px">B</a> <button style="width:44px;height:44px">C</button>
       <span class="sr-only">Only for screen readers, and much longer than its one pixel box</span>
       <div style="overflow:hidden;width:100px"><div style="display:flex;width:300px">
         <span style="width:100px">Slide one</span><span style="width:100px">Slide two</span></div></div>
       <div style="overflow-x:auto;width:100px" tabindex="0"><table><tr><td>A wide scrolling table cell</td></tr></table></div>
       </main>`,
    );
    expect(problems).toEqual([]);
  });

  test("finds sideways scroll and names what sticks out", async ({ page }) => {
    const problems = await inspect(
      page,
      `<div id="hero"><div style="width:420px;height:10px;background:red"></div></div>`,
    );
    expect(checks(problems)).toEqual(["horizontal-scroll"]);
    expect(problems[0]!.detail).toContain("45 px wider");
    expect(problems[0]!.detail).toContain("#hero");
  });

  test("finds text cut by its own box, by an ancestor and by the window", async ({ page }) => {
    const own = await inspect(
      page,
      `<p style="width:60px;overflow:hidden;white-space:nowrap">Privacy Policy</p>`,
    );
    expect(checks(own)).toEqual(["text-clipped"]);
    expect(own[0]!.detail).toContain("its own box");
    const ancestor = await inspect(
      page,
      `<div style="width:80px;overflow:hidden"><span style="white-space:nowrap">Save 95% today</span></div>`,
    );
    expect(checks(ancestor)).toEqual(["text-clipped"]);
    const window = await inspect(
      page,
      `<p style="margin-left:330px;white-space:nowrap;overflow-x:clip">Buy now</p>`,
    );
    expect(checks(window)).toContain("text-clipped");
  });

  test("checks sections not rendered yet, and finds text their paint containment cuts", async ({ page }) => {
    // The section is far below the window, so the browser skips it until the visitor scrolls near.
    const problems = await inspect(
      page,
      `<div style="height:3000px"></div>
       <section style="content-visibility:auto;contain-intrinsic-block-size:auto 40px;height:40px">
         <p style="margin-top:30px;white-space:nowrap">Pulled past the bottom edge</p></section>`,
    );
    expect(checks(problems)).toEqual(["text-clipped"]);
    expect(problems[0]!.where).toContain("Pulled past");
  });

  test("finds a card cut by a section's edge guard, not a decoration", async ({ page }) => {
    const problems = await inspect(
      page,
      `<section style="overflow-x:clip"><div aria-hidden="true" style="margin-left:-20px;width:420px;height:10px;background:red"></div>
        <article style="width:400px;border:1px solid;height:20px"></article></section>`,
    );
    expect(checks(problems)).toEqual(["box-clipped"]);
    expect(problems[0]!.where).toMatch(/^article/);
  });

  test("finds overlapping targets, badges included", async ({ page }) => {
    const links = await inspect(
      page,
      `<div style="display:flex"><a href="#1" style="width:100px;height:40px">One</a><a href="#2" style="width:100px;height:40px;margin-left:-30px">Two</a></div>`,
    );
    expect(checks(links)).toEqual(["overlap"]);
    const badge = await inspect(
      page,
      `<div style="display:flex"><a href="#1" style="display:flex;width:80px;height:40px">One <span data-badge style="flex:none;width:60px">HOT</span></a>
       <a href="#2" style="width:100px;height:40px">Two</a></div>`,
    );
    expect(checks(badge)).toEqual(["overlap"]);
    expect(badge[0]!.where).toMatch(/^span/);
    // Unmarked: what a link draws outside its own box still counts as the link.
    const spill = await inspect(
      page,
      `<div style="display:flex"><a href="#1" style="display:flex;width:80px;height:40px">One <b style="flex:none;width:60px;background:red">HOT</b></a>
       <a href="#2" style="width:100px;height:40px">Two</a></div>`,
    );
    expect(checks(spill)).toEqual(["overlap"]);
    expect(spill[0]!.where).toMatch(/^b/);
  });

  test("finds small targets too close together, and passes them when spaced", async ({ page }) => {
    const close = await inspect(
      page,
      `<div style="display:flex"><button style="width:16px;height:16px;padding:0"></button><button style="width:16px;height:16px;padding:0"></button></div>`,
    );
    expect(checks(close)).toContain("target-size");
    const spaced = await inspect(
      page,
      `<div style="display:flex;gap:12px"><button style="width:16px;height:16px;padding:0"></button><button style="width:16px;height:16px;padding:0"></button></div>`,
    );
    expect(spaced).toEqual([]);
  });

  test("finds an open panel that leaves the window", async ({ page }) => {
    const problems = await inspect(
      page,
      `<div id="panel" style="position:absolute;left:200px;width:300px">Menu</div>`,
      {
        scope: "#panel",
      },
    );
    expect(checks(problems)).toContain("off-viewport");
  });

  test("finds a wrapped row that leaves one tab or filter alone, and passes balanced rows and columns", async ({
    page,
  }) => {
    const rows = (body: string) => inspect(page, body, {}, inspectRows);
    const pill = "display:inline-block;width:100px;height:40px;padding:0;margin:0";
    const tabs = (style: string) =>
      `<div role="tablist" style="${style}"><button role="tab" style="${pill}">Strategy</button><button role="tab" style="${pill}">Reporting</button><button role="tab" style="${pill}">Development</button></div>`;
    // 3 + 1 and 2 + 1: the last tab alone on its row.
    const orphan = await rows(tabs("display:flex;flex-wrap:wrap;width:250px"));
    expect(checks(orphan)).toEqual(["row-orphan"]);
    expect(orphan[0]!.detail).toContain('"Development" alone on row 2 of 2 (2 + 1 items)');
    const filters = await rows(
      `<div style="display:flex;flex-wrap:wrap;width:330px">${["All", "Design", "Art", "Digital"].map((f, i) => `<button aria-pressed="${i === 0}" style="${pill}">${f}</button>`).join("")}</div>`,
    );
    expect(checks(filters)).toEqual(["row-orphan"]);
    // One row, or a column of one tab a row, is tidy; so is 2 + 2.
    expect(await rows(tabs("display:flex;width:330px"))).toEqual([]);
    expect(await rows(tabs("display:flex;flex-direction:column;width:330px"))).toEqual([]);
    expect(
      await rows(
        `<div role="group" style="display:flex;flex-wrap:wrap;width:230px">${"<button style='width:100px'>x</button>".repeat(4)}</div>`,
      ),
    ).toEqual([]);
    // A group of what is not controls (a form's fields, a slide) is not a row.
    expect(
      await rows(`<div role="group" style="width:100px"><p>One</p><p>Two</p><p>Three</p></div>`),
    ).toEqual([]);
  });

  test("finds a carousel's controls split over rows", async ({ page }) => {
    const controls = (width: number) =>
      `<div style="display:flex;flex-wrap:wrap;width:${width}px"><button data-carousel-move="prev" style="width:44px;height:44px">‹</button>
       <div style="display:flex">${"<button style='width:24px;height:24px'></button>".repeat(12)}</div>
       <button data-carousel-move="next" style="width:44px;height:44px">›</button></div>`;
    const split = await inspect(page, controls(300), {}, inspectRows);
    expect(checks(split)).toEqual(["row-split"]);
    expect(split[0]!.detail).toContain("3 controls over 3 rows");
    expect(await inspect(page, controls(400), {}, inspectRows)).toEqual([]);
  });

  test("finds a carousel's dots wrapped onto two rows", async ({ page }) => {
    const dots = `<div style="display:flex;width:200px"><button data-carousel-move="prev" style="width:44px;height:44px">‹</button>
       <div data-carousel-dots style="text-align:center">${"<button style='display:inline-block;width:24px;height:24px'></button>".repeat(12)}</div>
       <button data-carousel-move="next" style="width:44px;height:44px">›</button></div>`;
    const split = await inspect(page, dots, {}, inspectRows);
    expect(checks(split)).toEqual(["row-split"]);
    expect(split[0]!.detail).toMatch(/^12 controls over \d rows/);
    // Hidden dots (the count shown instead) are no row.
    expect(
      await inspect(page, dots.replaceAll("display:inline-block", "visibility:hidden"), {}, inspectRows),
    ).toEqual([]);
  });

  test("finds cards of unequal heights on one line, and passes a staggered list", async ({ page }) => {
    const card = (height: number) =>
      `<li style="min-height:${height}px;background:#eee;list-style:none">Card</li>`;
    const list = (extra = "") =>
      `<ul ${extra} style="display:flex;flex-wrap:wrap;gap:8px;width:360px;margin:0;padding:0;align-items:flex-start">${card(100)}${card(120)}${card(100)}</ul>`;
    const uneven = await inspect(page, list(), {}, inspectRows);
    expect(checks(uneven)).toEqual(["row-uneven"]);
    expect(uneven[0]!.detail).toContain("cards of 100, 120, 100 px on one line");
    expect(await inspect(page, list("data-stagger"), {}, inspectRows)).toEqual([]);
    expect(await inspect(page, list().replace("align-items:flex-start", ""), {}, inspectRows)).toEqual([]);
  });

  test("finds buttons that wrap one and then two, or stack at different widths", async ({ page }) => {
    const button = (width: number) =>
      `<a href="#x" style="display:inline-flex;width:${width}px;height:48px;background:#333;color:#fff">Go</a>`;
    const group = (width: number, widths: number[]) =>
      `<div style="display:flex;flex-wrap:wrap;gap:8px;width:${width}px">${widths.map(button).join("")}</div>`;
    const ragged = await inspect(page, group(300, [150, 150, 60]), {}, inspectRows);
    expect(checks(ragged)).toEqual(["buttons-wrap"]);
    expect(ragged[0]!.detail).toContain("3 buttons over 2 lines (1 + 2)");
    expect(checks(await inspect(page, group(300, [200, 150]), {}, inspectRows))).toEqual(["buttons-wrap"]);
    // One row, or a stack at one width, is tidy.
    expect(await inspect(page, group(360, [150, 150]), {}, inspectRows)).toEqual([]);
    expect(await inspect(page, group(300, [300, 300]), {}, inspectRows)).toEqual([]);
  });

  test("finds a name marked to stay on one line that wraps", async ({ page }) => {
    const name = (width: number) =>
      `<a href="#x" style="display:block;width:${width}px"><span data-one-line>Business Consulting <b style="font-size:10px">HOT</b></span></a>`;
    const wrapped = await inspect(page, name(120), {}, inspectRows);
    expect(checks(wrapped)).toEqual(["line-wrap"]);
    expect(wrapped[0]!.detail).toContain("over 2 lines");
    expect(await inspect(page, name(300), {}, inspectRows)).toEqual([]);
  });

  test("finds text that a pale picture or gradient behind it makes hard to read, in either theme", async ({
    page,
  }) => {
    const hero = (backdrop: string, colour = "#fff") =>
      `<section style="background:${backdrop};padding:40px"><h2 style="color:${colour};font-size:20px;margin:0">Stories for people who build</h2>
       <p style="color:${colour}">A summary in body text</p></section>`;
    await inspect(page, hero("linear-gradient(#f4f0e8, #e8e2d6)"));
    const pale = await checkTextOverPictures(page);
    expect(pale.map((p) => p.check)).toEqual(Array(4).fill("text-contrast"));
    // The bold 20 px title is large text (3:1); the summary is body text (4.5:1).
    expect(pale[0]!.detail).toMatch(
      /^"Stories for people who build" 1\.\d+:1 over the picture or gradient behind it \((dark|light); needs 3:1 for large text\)$/,
    );
    await inspect(page, hero("linear-gradient(#1e1b4b, #312e81)"));
    expect(await checkTextOverPictures(page)).toEqual([]);
    // Large text needs 3:1; text on a solid box over the picture is measured on that box.
    await inspect(
      page,
      hero("linear-gradient(#8a8a8a, #8a8a8a)")
        .replace("font-size:20px", "font-size:32px")
        .replace(/<p[^]*<\/p>/, ""),
    );
    expect(await checkTextOverPictures(page)).toEqual([]);
  });

  test("finds a grid whose last row leaves an empty slot", async ({ page }) => {
    const grid = (columns: number, count: number, extra = "") =>
      `<ul style="display:grid;grid-template-columns:repeat(${columns},1fr);gap:8px;width:360px;${extra}">${"<li style='height:40px'>Card</li>".repeat(count)}</ul>`;
    const seven = await inspect(page, grid(4, 7), {}, inspectRows);
    expect(checks(seven)).toEqual(["grid-empty-slot"]);
    expect(seven[0]!.detail).toContain("7 items in 4 columns: the last row leaves 1 of 4 empty");
    // Full rows, a single row, one column and a card spanning the rest are fine; so is masonry.
    for (const ok of [
      grid(4, 8),
      grid(4, 3),
      grid(1, 3),
      grid(3, 4).replace(/<\/li><\/ul>$/, "</li><li style='height:40px;grid-column:span 2'>Wide</li></ul>"),
      grid(4, 7, "grid-auto-flow:dense"),
    ]) {
      expect(await inspect(page, ok, {}, inspectRows)).toEqual([]);
    }
  });
});

/**
 * The picture checks (scripts/lib/picture-checks.mjs), on pages whose pictures come from
 * http://pics.test/: every file there is answered with an image of the width its name ends in, 4:3,
 * square when its name starts with "sq", 9:16 when it starts with "tall".
 */
test.describe("picture checks", () => {
  test.beforeEach(async ({ page }) => {
    await mockThirdParty(page, "http://pics.test/**", (route) => {
      const name = new URL(route.request().url()).pathname;
      const w = Number(/-(\d+)\.\w+$/.exec(name)?.[1] ?? 100);
      const h = name.startsWith("/sq") ? w : name.startsWith("/tall") ? (w * 16) / 9 : (w * 3) / 4;
      return route.fulfill({
        contentType: "image/svg+xml",
        body: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="teal"/></svg>`,
      });
    });
  });

  async function inspectPage(page: import("@playwright/test").Page, body: string, width = 375) {
    await page.setViewportSize({ width, height: 700 });
    await page.setContent(
      `<!doctype html><html><head><style>body { margin: 0; } img { max-width: 100%; height: auto; }</style></head><body>${body}</body></html>`,
    );
    await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))));
    return (await inspectPictures(page)) as Problem[];
  }
  const pic = (name: string, widths: number[], sizes: string, attrs = "") =>
    `<picture><source type="image/avif" srcset="${widths.map((w) => `http://pics.test/${name}-${w}.png ${w}w`).join(", ")}" sizes="${sizes}">
     <img src="http://pics.test/${name}-${widths[0]}.png" alt="" ${attrs}></picture>`;

  test("finds a photo squashed by a shrinking flex item, and passes one cropped on purpose or kept whole", async ({
    page,
  }) => {
    // A 64 px round photo beside a name, in a row too narrow for both: its <picture> shrinks.
    const row = (imgStyle: string, pictureStyle = "") =>
      `<figure style="display:flex;width:200px;margin:0">${pic("sq", [64, 128], "64px", `width="64" height="64" style="width:64px;height:64px;${imgStyle}"`).replace("<picture>", `<picture style="${pictureStyle}">`)}
       <p style="flex:none;width:160px;margin:0">Ada Lovelace</p></figure>`;
    const squashed = await inspectPage(page, row(""));
    expect(checks(squashed)).toEqual(["picture-aspect"]);
    expect(squashed[0]!.detail).toContain("drawn 40 × 64 px");
    expect(await inspectPage(page, row("object-fit:cover"))).toEqual([]);
    expect(await inspectPage(page, row("", "flex-shrink:0"))).toEqual([]);
  });

  test("finds a picture drawn past its file's pixels at 1x or 2x, and passes one whose files cover it", async ({
    page,
  }) => {
    // `sizes` says 200 px, the picture is drawn 360 px wide: the 200 px file is blown up at 1x.
    const lying = await inspectPage(
      page,
      pic("wide", [200, 400, 800], "200px", `width="800" height="600" style="width:360px"`),
    );
    expect(checks(lying)).toEqual(["picture-upscaled"]);
    expect(lying[0]!.detail).toContain("at 1x 360 px from the 200 px file");
    // Honest `sizes`, but no file wide enough for a 2x screen.
    const small = await inspectPage(
      page,
      pic("wide", [200, 400], "360px", `width="400" height="300" style="width:360px"`),
    );
    expect(checks(small)).toEqual(["picture-upscaled"]);
    expect(small[0]!.detail).toContain("at 2x 720 px from the 400 px file");
    expect(small[0]!.detail).not.toContain("at 1x");
    // A 4:3 picture covering a square box is painted wider than the box: 300 px box, 400 px painted.
    const cropped = await inspectPage(
      page,
      pic(
        "wide",
        [300, 600],
        "300px",
        `width="800" height="600" style="width:300px;height:300px;object-fit:cover"`,
      ),
    );
    expect(checks(cropped)).toEqual(["picture-upscaled"]);
    expect(cropped[0]!.detail).toContain("painted 400 px wide");
    // Files that cover both screens, and `sizes` given as the painted width.
    expect(
      await inspectPage(
        page,
        pic(
          "wide",
          [400, 800],
          "400px",
          `width="800" height="600" style="width:300px;height:300px;object-fit:cover"`,
        ),
      ),
    ).toEqual([]);
    // A vector file is sharp at any size.
    expect(
      await inspectPage(page, `<img src="http://pics.test/logo-400.svg" width="300" height="225" alt="">`),
    ).toEqual([]);
  });

  test("judges a backdrop on a phone by its tall crop (a <source media>), elsewhere by its own files", async ({
    page,
  }) => {
    // A 4:3 backdrop covering a banner 667 px high: on a 375 px phone its own files would be painted
    // 889 px wide (the 640 px file at 1x, 1.39x); the phone's source is a 9:16 crop, painted 375 px.
    const backdrop = (phoneSizes: string) =>
      `<picture><source media="(max-width: 767px)" type="image/avif" width="900" height="1600" sizes="${phoneSizes}"
         srcset="http://pics.test/tall-480.png 480w, http://pics.test/tall-750.png 750w">
       <source type="image/avif" sizes="100vw"
         srcset="http://pics.test/wide-640.png 640w, http://pics.test/wide-1280.png 1280w, http://pics.test/wide-2560.png 2560w">
       <img src="http://pics.test/wide-640.png" alt="" width="800" height="600"
         style="display:block;width:100vw;max-width:none;height:667px;object-fit:cover"></picture>`;
    expect(await inspectPage(page, backdrop("100vw"))).toEqual([]);
    expect(await inspectPage(page, backdrop("100vw"), 1280)).toEqual([]);
    // The phone's source is the one judged: its `sizes` too small for its painted width. (Judged by
    // the other source's files and sizes, as when `media` was ignored, it passed.)
    const lying = await inspectPage(page, backdrop("200px"));
    expect(checks(lying)).toEqual(["picture-upscaled"]);
    expect(lying[0]!.detail).toContain("tall painted 375 px wide in a 200 px sizes slot");
  });

  test("finds the same picture twice in a page, also in a tab not shown, but not a deliberate copy or one item twice", async ({
    page,
  }) => {
    const one = pic("hero", [400, 800], "300px", `width="800" height="600" style="width:300px"`);
    const twice = await inspectPage(
      page,
      `<section id="tabs"><div role="tabpanel" hidden>${one}</div></section><section id="cards">${one}</section>`,
    );
    expect(checks(twice)).toEqual(["picture-repeated"]);
    expect(twice[0]!.where).toContain("#cards");
    expect(twice[0]!.detail).toContain("hero is also img in #tabs");
    // A marquee's second run (hidden from assistive technology), the same post in a list and a sidebar.
    const allowed = await inspectPage(
      page,
      `<div>${one}</div><div aria-hidden="true">${one}</div>
       <ul><li><a href="/post/1">${pic("post", [400, 800], "300px", `width="800" height="600" style="width:300px"`)} Post</a></li></ul>
       <aside><article>${pic("post", [400, 800], "300px", `width="800" height="600" style="width:300px"`)}<h3><a href="/post/1">Post</a></h3></article></aside>`,
    );
    expect(allowed).toEqual([]);
  });
});
