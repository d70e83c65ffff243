import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIVATE_SCRIPT, criticalCssInliner, embedCutFont, stateFreeSelector } from "./critical-css.mjs";
import { FIRST_SCREEN_SCRIPT } from "./first-screen.mjs";

const stylesheet = [
  '@font-face{font-family:Brand;src:url(/doob/assets/brand.woff2)format("woff2")}',
  '@font-face{font-family:Unused;src:url(/doob/assets/unused.woff2)format("woff2")}',
  ".title{font-family:Brand;color:red}",
  ".link:hover{color:blue}",
  ".card:is([open],:popover-open){opacity:1}",
  ".dark\\:bg-black:where(.dark,.dark *){background:black}",
  "html[data-offer-dismissed] .banner{display:none}",
  "[id]{scroll-margin-top:6rem}",
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  ".\\[\\&_input\\]\\:rounded-full input{border-radius:9999px}",
  ".left-1\\/2{left:50%}",
  ".absent{color:green}",
  "@media (min-width:64rem){.title{font-size:3rem}.absent{font-size:1rem}}",
].join("\n");

function site() {
  const root = mkdtempSync(join(tmpdir(), "critical-css-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "root.css"), stylesheet);
  return root;
}

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>',
  '<script>document.documentElement.classList.toggle("dark",false)</script>',
  '<link rel="stylesheet" href="/doob/assets/root.css"/></head>',
  '<body><h1 class="title">Caf\u00e9</h1><a class="link" href="/doob/">x</a><details class="card"></details>',
  '<div class="dark:bg-black banner"></div>',
  '<ul class="space-y-4 left-1/2" id="list"><li>a</li><li>b</li></ul>',
  '<form class="[&amp;_input]:rounded-full"><input/></form></body></html>',
].join("");

describe("critical CSS", () => {
  it("inlines the rules the page uses, in either theme and banner state, and defers the stylesheet", async () => {
    const inline = criticalCssInliner({ root: site(), base: "/doob/" });
    const { html, inlined } = await inline(page);
    expect(inlined).toBe(true);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css).toContain(".title{");
    expect(css).toContain("font-size:3rem");
    expect(css).toContain(".link:hover");
    expect(css).toContain(".card:is([open]");
    expect(css).toContain(".dark\\:bg-black");
    expect(css).toContain("html[data-offer-dismissed] .banner");
    expect(css).toContain("/doob/assets/brand.woff2");
    expect(css).toContain("[id]{");
    expect(css).toContain(":where(.space-y-4>:not(:last-child))");
    expect(css).toContain("rounded-full input");
    expect(css).toContain(".left-1\\/2");
    expect(css).not.toContain("absent");
    // Every @font-face of the stylesheet, first and in its order (the brand font's cut goes last).
    expect(css.indexOf("brand.woff2")).toBeLessThan(css.indexOf("unused.woff2"));
    expect(css.indexOf("unused.woff2")).toBeLessThan(css.indexOf(".title"));
    // The page is otherwise byte for byte the same, its stylesheet loaded without blocking, and the
    // first screen drawn first (decision 023).
    expect(html).toBe(
      page.replace(
        '<link rel="stylesheet" href="/doob/assets/root.css"/>',
        `<style>${css}</style><script>${ACTIVATE_SCRIPT}</script><script>${FIRST_SCREEN_SCRIPT}</script>` +
          '<link rel="stylesheet" href="/doob/assets/root.css" media="print" data-media="all"/>' +
          '<noscript><link rel="stylesheet" href="/doob/assets/root.css"/></noscript>',
      ),
    );
    expect(await inline(html)).toEqual({ html, inlined: false });
  });

  it("takes the @font-face rules out of the stylesheet once the pages hold them", async () => {
    const root = site();
    const inline = criticalCssInliner({ root, base: "/doob/" });
    await inline(page);
    expect(inline.removeFontFacesFromStylesheets()).toBe(1);
    const left = readFileSync(join(root, "assets", "root.css"), "utf8");
    expect(left).not.toContain("@font-face");
    expect(left).toContain(".title{font-family:Brand;color:red}");
  });

  it("leaves a page without a stylesheet alone and names a stylesheet it cannot read", async () => {
    const inline = criticalCssInliner({ root: site(), base: "/doob/" });
    const bare = "<!DOCTYPE html><html><head><title>T</title></head><body></body></html>";
    expect(await inline(bare)).toEqual({ html: bare, inlined: false });
    await expect(inline(page.replace("/doob/assets/root.css", "/doob/assets/missing.css"))).rejects.toThrow(
      /missing\.css/,
    );
  });
});

describe("stateFreeSelector", () => {
  it.each([
    [".link:hover", ".link"],
    [".a:hover::before", ".a"],
    ["::before", "*"],
    [":where(.space-y-4>:not(:last-child))", ":where(.space-y-4 > *)"],
    [".dark\\:x:where(.dark,.dark *)", ".dark\\:x:where(.dark, .dark *)"],
    [".card:is([open],:popover-open)", ".card:is([open], *)"],
    [".a:has(>.b) .c", ".a .c"],
    [".left-1\\/2", ".left-1\\/2"],
    [".auto-cols-\\[minmax\\(10rem\\,1fr\\)\\]", ".auto-cols-\\[minmax\\(10rem\\,1fr\\)\\]"],
    [".\\32 xl\\:p-4", ".\\32 xl\\:p-4"],
    ['[data-state="open"] > .x', '[data-state="open"] > .x'],
    ["#main", "#main"],
  ])("%s matches as %s", (selector, expected) => {
    expect(stateFreeSelector(selector)).toBe(expected);
  });

  it("keeps a rule it cannot parse (matches any element)", () => {
    expect(stateFreeSelector("a[")).toBe("*");
  });
});

describe("embedCutFont", () => {
  const font = Buffer.from("wOF2 the cut");
  const fileOf = (href) => {
    expect(href).toBe("/doob/assets/brand-inter.generated-AbC_12.woff2");
    const root = mkdtempSync(join(tmpdir(), "cut-font-"));
    writeFileSync(join(root, "cut.woff2"), font);
    return join(root, "cut.woff2");
  };

  it("puts the cut brand font into its face, drawn without waiting (block)", () => {
    const face =
      '@font-face{font-family:Inter Variable;font-display:optional;src:url(/doob/assets/brand-inter.generated-AbC_12.woff2)format("woff2-variations")}';
    expect(embedCutFont(face, fileOf)).toBe(
      `@font-face{font-family:Inter Variable;font-display:block;src:url(data:font/woff2;base64,${font.toString("base64")})format("woff2-variations")}`,
    );
  });

  it("leaves every other face as it is", () => {
    const face =
      "@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter-latin-wght-normal-X.woff2)}";
    expect(embedCutFont(face, fileOf)).toBe(face);
  });

  it("refuses a cut whose face is not optional (embedded, it is made block)", () => {
    const face = "@font-face{font-display:swap;src:url(/doob/assets/brand-inter.generated-AbC_12.woff2)}";
    expect(() => embedCutFont(face, fileOf)).toThrow(/not font-display: optional/);
  });
});
