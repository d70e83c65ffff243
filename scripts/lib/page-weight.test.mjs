import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  blockingStylesheets,
  embeddedFonts,
  firstScreenImage,
  firstScreenPicture,
  pictureMisfits,
  inlineCss,
  lengthPx,
  mediaMatches,
  pageScripts,
  pageWeight,
  pickCandidate,
  pictureSourceAt,
  slotWidth,
} from "./page-weight.mjs";

describe("sizes", () => {
  it("evaluates px, rem, vw and calc()", () => {
    expect(lengthPx("620px", 412)).toBe(620);
    expect(lengthPx("2rem", 412)).toBe(32);
    expect(lengthPx("50vw", 412)).toBe(206);
    expect(lengthPx("calc(100vw - 2rem)", 412)).toBe(380);
    expect(() => lengthPx("min(50vw, 20rem)", 412)).toThrow(/cannot evaluate/);
  });

  it("takes the first entry whose media matches, else the default", () => {
    const sizes = "(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 92vw";
    expect(slotWidth(sizes, 1440)).toBe(620);
    expect(slotWidth(sizes, 1100)).toBe(550);
    expect(slotWidth(sizes, 400)).toBe(368);
    expect(slotWidth("(max-width: 40rem) 100vw, 50vw", 600)).toBe(600);
  });

  it("picks the smallest candidate that covers the slot at the device's density", () => {
    const srcset = "/a-800.avif 800w, /a-480.avif 480w, /a-1200.avif 1200w";
    expect(pickCandidate(srcset, 368, 1.75)).toBe("/a-800.avif");
    expect(pickCandidate(srcset, 200, 2)).toBe("/a-480.avif");
    expect(pickCandidate(srcset, 1000, 2)).toBe("/a-1200.avif");
    expect(() => pickCandidate("/a.avif 2x", 100, 1)).toThrow(/w descriptors/);
  });
});

/** A behaviours' record (scripts/lib/module-graph.mjs): the entry, a carousel that loads Embla later. */
const record = {
  entry: ["assets/behaviours.js", "assets/dom.js"],
  behaviours: [
    {
      selector: "[data-back-to-top]",
      module: "app/behaviours/back-to-top.ts",
      files: ["assets/back-to-top.js"],
      later: [],
    },
    {
      selector: "[data-carousel]",
      module: "app/behaviours/carousel.ts",
      files: ["assets/carousel.js"],
      later: ["assets/embla.js"],
    },
  ],
};

describe("what a page loads", () => {
  const html = [
    '<head><link rel="stylesheet" href="/assets/root.css"/>',
    '<link rel="stylesheet" href="/assets/print.css" media="print"/>',
    '<style>h1{color:red}</style><noscript><link rel="stylesheet" href="/assets/print.css"/></noscript>',
    '<link rel="icon" href="/favicon.svg"/>',
    '<script src="/assets/plain.js"></script>',
    "<script>document.documentElement.dataset.js = ''</script>",
    '<script type="module" src="/assets/behaviours.js"></script></head>',
    '<body><div data-carousel=""></div><picture><source type="image/avif" srcSet="/art/h-480.avif 480w, /art/h-800.avif 800w" sizes="92vw"/>',
    '<img src="/art/h-800.webp" fetchPriority="high" alt=""/></picture></body>',
  ].join("");

  it("finds the blocking stylesheets, the scripts and the first screen's picture", async () => {
    expect(blockingStylesheets(html)).toEqual(["/assets/root.css"]);
    expect(inlineCss(html)).toBe("h1{color:red}");
    expect(inlineCss("<p></p>")).toBe("");
    // The entry every page loads, its static imports, and the modules of the markers the page holds.
    expect(await pageScripts(html, record)).toEqual({
      inline: ["document.documentElement.dataset.js = ''"],
      markers: ["[data-carousel]"],
      files: ["/assets/behaviours.js", "/assets/carousel.js", "/assets/dom.js", "/assets/plain.js"],
      later: ["/assets/embla.js"],
      external: [],
    });
    // A page without the entry (a document of its own) loads no behaviour.
    const bare = html.replace('<script type="module" src="/assets/behaviours.js"></script>', "");
    expect((await pageScripts(bare, record)).files).toEqual(["/assets/plain.js"]);
    expect(firstScreenImage(html)).toBe("/art/h-800.avif");
    expect(firstScreenImage(html, { width: 320, dpr: 1 })).toBe("/art/h-480.avif");
    expect(firstScreenImage("<img src='/a.png'>")).toBeNull();
  });

  it("reads a picture with attributes of its own (a hero behind the text), not only its img's src", () => {
    const hero =
      '<picture class="absolute inset-0"><source type="image/avif" srcSet="/art/s-640.avif 640w, /art/s-1280.avif 1280w" sizes="100vw"/>' +
      '<img src="/art/s-1280.webp" width="1280" height="720" alt="" fetchPriority="high"/></picture>';
    expect(firstScreenImage(hero)).toBe("/art/s-1280.avif");
    expect(firstScreenImage(hero, { width: 320, dpr: 2 })).toBe("/art/s-640.avif");
  });

  it("takes a phone's tall crop from its <source media> on phones, the picture's own files elsewhere", () => {
    // A 16:9 slide covering a phone's banner: its own files asked 1100 px wide, the crop 100vw.
    const slide =
      '<picture><source media="(max-width: 767px)" type="image/avif" srcSet="/art/s-tall-480.avif 480w, /art/s-tall-750.avif 750w, /art/s-tall-1080.avif 1080w" sizes="(max-width: 359px) 432px, 100vw" width="608" height="1080"/>' +
      '<source media="(max-width: 767px)" type="image/webp" srcSet="/art/s-tall-480.webp 480w" sizes="100vw"/>' +
      '<source type="image/avif" srcSet="/art/s-640.avif 640w, /art/s-1280.avif 1280w, /art/s-1920.avif 1920w" sizes="(min-width: 1280px) 100vw, (min-width: 768px) 1209px, 1094px"/>' +
      '<img src="/art/s-1280.webp" width="1920" height="1080" alt="" fetchPriority="high"/></picture>';
    const picture = firstScreenPicture(slide);
    expect(picture.sources.map((s) => s.media)).toEqual([
      "(max-width: 767px)",
      "(max-width: 767px)",
      undefined,
    ]);
    expect(picture.sizes).toBe("(min-width: 1280px) 100vw, (min-width: 768px) 1209px, 1094px");
    expect(pictureSourceAt(picture, 375).srcset).toContain("s-tall-480.avif");
    expect(pictureSourceAt(picture, 768).srcset).toContain("s-640.avif");
    // Lighthouse's phone (412 px at 1.75x: 721 px) takes the 750 px crop, not the 1920 px slide.
    expect(firstScreenImage(slide)).toBe("/art/s-tall-750.avif");
    expect(firstScreenImage(slide, { width: 320, dpr: 2 })).toBe("/art/s-tall-1080.avif");
    expect(firstScreenImage(slide, { width: 1280, dpr: 1 })).toBe("/art/s-1280.avif");
    // Fitted on each screen with the source it takes: a phone needs 750 px, which the crop has;
    // judged with the slide's own sizes it would need 2188 px (1094 px at 2x), more than its files.
    expect(pictureMisfits(picture, [{ width: 375, dpr: 2 }])).toEqual([]);
    expect(pictureMisfits({ ...picture, sources: [] }, [{ width: 375, dpr: 2 }])).toEqual([
      '375 px at 2x needs 2188 px, gets 1920 (sizes "(min-width: 1280px) 100vw, (min-width: 768px) 1209px, 1094px")',
    ]);
    // A misfit says which source it is of.
    expect(pictureMisfits(picture, [{ width: 320, dpr: 3 }])).toEqual([
      '320 px at 3x needs 1296 px, gets 1080 (sizes "(max-width: 359px) 432px, 100vw" of the source for (max-width: 767px))',
    ]);
  });

  it("evaluates media queries of widths", () => {
    expect(mediaMatches("(max-width: 767px)", 767)).toBe(true);
    expect(mediaMatches("(max-width: 767px)", 768)).toBe(false);
    expect(mediaMatches("(min-width: 48rem) and (max-width: 1023px)", 800)).toBe(true);
    expect(mediaMatches("(min-width: 48rem) and (max-width: 1023px)", 700)).toBe(false);
    expect(() => mediaMatches("(orientation: portrait)", 400)).toThrow(/cannot evaluate/);
  });

  it("says on which screens a srcset has no file close to what its sizes asks for", () => {
    const srcset = "/a-480.avif 480w, /a-800.avif 800w, /a-1200.avif 1200w";
    const screens = [
      { width: 390, dpr: 3 },
      { width: 1280, dpr: 1 },
      { width: 1440, dpr: 2 },
    ];
    // 1170 → 1200 fits; 620 → 800 is 29% wider, within 35%; 1240 → 1200 is 97%, within 95%.
    expect(pictureMisfits({ srcset, sizes: "(min-width: 1280px) 620px, 100vw" }, screens)).toEqual([]);
    // 1280 px wide at 1× gets 1200 (94%); 2880 at 2× gets 1200; a phone's 1170 fits.
    expect(pictureMisfits({ srcset, sizes: "100vw" }, screens)).toEqual([
      '1280 px at 1x needs 1280 px, gets 1200 (sizes "100vw")',
      '1440 px at 2x needs 2880 px, gets 1200 (sizes "100vw")',
    ]);
    // 512 px gets 800: 56% wider than needed.
    const half = { srcset, sizes: "(min-width: 1024px) 50vw, 100vw" };
    expect(pictureMisfits(half, [{ width: 1024, dpr: 1 }])).toEqual([
      '1024 px at 1x needs 512 px, gets 800 (sizes "(min-width: 1024px) 50vw, 100vw")',
    ]);
    expect(firstScreenPicture("<p></p>")).toBeNull();
  });

  it("adds up gzip bytes of the files, under a base path", async () => {
    const root = mkdtempSync(join(tmpdir(), "page-weight-"));
    mkdirSync(join(root, "assets"));
    mkdirSync(join(root, "art"));
    const page = html.replaceAll('"/assets/', '"/doob/assets/').replaceAll("/art/", "/doob/art/");
    writeFileSync(join(root, "index.html"), page);
    const files = {
      "assets/root.css": "a{}".repeat(50),
      "assets/behaviours.js": 'import"./dom.js";const c=()=>import("./carousel.js");' + "1;".repeat(300),
      "assets/carousel.js": 'const e=()=>import("./embla.js");',
    };
    for (const name of ["assets/dom.js", "assets/embla.js", "assets/plain.js", "assets/print.css"])
      files[name] = "x";
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
    writeFileSync(join(root, "assets/behaviours.js.gz"), Buffer.alloc(123)); // the precompressed file wins
    writeFileSync(join(root, "art/h-800.avif"), Buffer.alloc(4000));

    const weight = await pageWeight(root, "index.html", "/doob/", record);
    const gz = (text) => gzipSync(text, { level: 9 }).length;
    expect(weight.html).toBe(gz(page));
    expect(weight.css).toBe(gz(files["assets/root.css"]));
    expect(weight.inlineCss).toBe(gz("h1{color:red}"));
    // The inline script, the entry (its .gz), the entry's import, the carousel's module and plain.js;
    // not Embla, which the carousel loads when the visitor nears it.
    expect(weight.script).toBe(
      gz("document.documentElement.dataset.js = ''") + 123 + gz(files["assets/carousel.js"]) + 2 * gz("x"),
    );
    expect(weight.framework).toBe(0);
    expect(weight.files.framework).toEqual([]);
    expect(weight.image).toBe(4000);
    await expect(pageWeight(root, "index.html", "/other/", record)).rejects.toThrow(
      /not under the base path/,
    );
    expect(weight.font).toBe(0);

    // The brand font embedded in the inline CSS is weighed on its own, not as CSS or HTML.
    const font = Buffer.alloc(3000, 7);
    const face = `@font-face{src:url(data:font/woff2;base64,${font.toString("base64")})}`;
    writeFileSync(join(root, "font.html"), page.replace("<style>", `<style>${face}`));
    const withFont = await pageWeight(root, "font.html", "/doob/", record);
    expect(withFont.font).toBe(3000);
    expect(withFont.inlineCss).toBe(gz("@font-face{src:url(data:font/woff2)}h1{color:red}"));
    expect(withFont.html).toBe(gz(page.replace("<style>", "<style>@font-face{src:url(data:font/woff2)}")));

    // Framework code counts with its bytes, wherever the page holds it.
    writeFileSync(join(root, "assets/embla.js"), 'const e=Symbol.for("react.transitional.element");');
    const withReact = await pageWeight(root, "index.html", "/doob/", record);
    expect(withReact.framework).toBe(gz('const e=Symbol.for("react.transitional.element");'));
    expect(withReact.files.framework.map((f) => f.source)).toEqual(["/doob/assets/embla.js"]);
  });
});

describe("embeddedFonts", () => {
  it("counts the bytes of each data: font and leaves the rest", () => {
    const a = Buffer.from("first font").toString("base64");
    const b = Buffer.from("second").toString("base64");
    expect(embeddedFonts(`x url(data:font/woff2;base64,${a}) y url(data:font/woff2;base64,${b})`)).toEqual({
      bytes: 16,
      rest: "x url(data:font/woff2) y url(data:font/woff2)",
    });
    expect(embeddedFonts("url(/a.woff2)")).toEqual({ bytes: 0, rest: "url(/a.woff2)" });
  });
});
