// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  codePointsOf,
  fontFaceCss,
  fontsourceRanges,
  siteCharacters,
  unicodeRange,
  weights,
} from "./font-plugin.ts";

describe("the brand font's characters", () => {
  it("writes code points as the shortest unicode-range", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0x41, 0x2019, 0x201c, 0x201d])).toBe(
      "U+20-22, U+41, U+2019, U+201C-201D",
    );
  });

  it("collects every character of the sources, ASCII always, generated files never", () => {
    const dir = mkdtempSync(join(tmpdir(), "font-plugin-"));
    mkdirSync(join(dir, "content"));
    writeFileSync(join(dir, "content/a.ts"), 'export const a = "Café – 10 × 3 →";');
    writeFileSync(join(dir, "content/b.mdx"), "“Quoted”\n");
    writeFileSync(join(dir, "content/c.ts"), String.raw`export const pad = "\u2007\u{2011}\uFEFF";`);
    writeFileSync(join(dir, "content/x.generated.ts"), "// ☃");
    writeFileSync(join(dir, "notes.txt"), "Ω");
    const codes = siteCharacters(dir);
    for (const char of "é–×→“” ~AZ") expect(codes, char).toContain(char.codePointAt(0));
    // Escaped in a script: a figure space and a non-breaking hyphen, not the byte-order mark.
    expect(codes).toContain(0x2007);
    expect(codes).toContain(0x2011);
    expect(codes).not.toContain(0xfeff);
    expect(codes).not.toContain("☃".codePointAt(0));
    expect(codes).not.toContain("Ω".codePointAt(0));
    expect(codes).not.toContain(0x0a);
    const ranges = new Map([
      ["inter-latin-wght-normal.woff2", "U+0000-00FF, U+2013"],
      ["inter-latin-ext-wght-normal.woff2", "U+0100-017F"],
    ]);
    const css = fontFaceCss(codes, ranges);
    expect(css).toContain(`font-weight: ${weights.min} ${weights.max};`);
    expect(css).toContain("unicode-range: U+20-7E, U+D7, U+E9, U+2007, U+2011, U+2013, U+201C-201D, U+2192;");
    expect(css.indexOf("inter-latin-wght")).toBeLessThan(css.indexOf("./inter.generated.woff2"));
  });

  it("leaves the cut's characters out of Fontsource's full faces, so they never fetch a full file", () => {
    const ranges = new Map([
      ["inter-latin-wght-normal.woff2", "U+0000-00FF,U+2013"],
      ["inter-latin-ext-wght-normal.woff2", "U+0100-017F"],
    ]);
    const codes = [...codePointsOf("U+20-7E"), 0xe9, 0x2013];
    const css = fontFaceCss(codes, ranges);
    expect(css).toContain("unicode-range: U+0-1F, U+7F-E8, U+EA-FF;");
    expect(css).toContain("unicode-range: U+100-17F;");
  });

  it("reads the full faces' ranges from Fontsource's CSS and names what it cannot read", () => {
    const css = [
      "@font-face{src:url(./files/inter-latin-ext-wght-normal.woff2);unicode-range:U+0100-02BA,U+0304;}",
      "@font-face{src:url(./files/inter-latin-wght-normal.woff2);unicode-range:U+0000-00FF,U+0131;}",
    ].join("\n");
    expect(fontsourceRanges(css).get("inter-latin-wght-normal.woff2")).toBe("U+0000-00FF,U+0131");
    expect(() => fontsourceRanges(css.split("\n")[0])).toThrow(/inter-latin-wght-normal\.woff2/);
    expect(() => codePointsOf("U+4??")).toThrow(/U\+4\?\?/);
  });
});
