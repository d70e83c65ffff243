// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  brandFaceCss,
  brandFamily,
  codePointsOf,
  fallbackMetrics,
  familyList,
  familyOf,
  fontInputs,
  fontsourceFaces,
  readPackage,
  siteCharacters,
  siteText,
  unicodeRange,
} from "./font-plugin.ts";

const inter = familyOf("Inter Variable", "the test");
const pkg = {
  axis: { min: 100, max: 900 },
  faces: [
    { file: "inter-latin-wght-normal.woff2", range: "U+0000-00FF, U+2013" },
    { file: "inter-latin-ext-wght-normal.woff2", range: "U+0100-017F" },
  ],
};

describe("the fonts' characters", () => {
  it("writes code points as the shortest unicode-range", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0x41, 0x2019, 0x201c, 0x201d])).toBe(
      "U+20-22, U+41, U+2019, U+201C-201D",
    );
  });

  it("collects every character of the sources, ASCII always, generated files and tests never", () => {
    const dir = mkdtempSync(join(tmpdir(), "font-plugin-"));
    mkdirSync(join(dir, "content"));
    writeFileSync(join(dir, "content/a.ts"), 'export const a = "Café au lait – 10 × 3 →";');
    writeFileSync(join(dir, "content/b.mdx"), "“Quoted”\n");
    writeFileSync(join(dir, "content/c.ts"), String.raw`export const pad = "\u2007\u{2011}\uFEFF";`);
    writeFileSync(join(dir, "content/x.generated.ts"), "// ☃");
    writeFileSync(join(dir, "notes.txt"), "Ω");
    writeFileSync(join(dir, "content/a.test.ts"), 'expect(a).not.toContain("✓");');
    const codes = siteCharacters(dir);
    for (const char of "é–×→“” ~AZ") expect(codes, char).toContain(char.codePointAt(0));
    // Escaped in a script: a figure space and a non-breaking hyphen, not the byte-order mark.
    expect(codes).toContain(0x2007);
    expect(codes).toContain(0x2011);
    expect(codes).not.toContain(0xfeff);
    expect(codes).not.toContain("☃".codePointAt(0));
    expect(codes).not.toContain("Ω".codePointAt(0));
    expect(codes).not.toContain("✓".codePointAt(0));
    expect(codes).not.toContain(0x0a);
    // The copy a fallback is sized on: strings with words, and the posts' lines.
    expect(siteText(join(dir, "content"))).toEqual(["Café au lait – 10 × 3 →", "“Quoted”"]);
  });

  it("declares the cut last, and leaves its characters and the missing ones out of the full faces", () => {
    const codes = [...codePointsOf("U+20-7E"), 0xe9, 0x2013];
    const css = brandFaceCss(inter, pkg, codes, [0xf0], "./brand-inter.generated.woff2");
    // Fontsource's Latin file less the cut and the character no file has (U+F0).
    expect(css).toContain("unicode-range: U+0-1F, U+7F-E8, U+EA-EF, U+F1-FF;");
    expect(css).toContain("unicode-range: U+100-17F;");
    expect(css).toContain("unicode-range: U+20-7E, U+E9, U+2013;");
    expect(css).toContain("font-weight: 400 800;");
    expect(css.indexOf("inter-latin-wght")).toBeLessThan(css.indexOf("./brand-inter.generated.woff2"));
  });
});

describe("the fonts' inputs", () => {
  it("change with a character, a line of copy or a family, so the fonts are cut again; else not", () => {
    const fraunces = familyOf("Fraunces Variable", "the test");
    const key = fontInputs([0x41, 0x42], ["A line"], [inter]);
    expect(fontInputs([0x41, 0x42], ["A line"], [inter])).toBe(key);
    expect(fontInputs([0x41, 0x42, 0x43], ["A line"], [inter])).not.toBe(key);
    expect(fontInputs([0x41, 0x42], ["Another line"], [inter])).not.toBe(key);
    expect(fontInputs([0x41, 0x42], ["A line"], [inter, fraunces])).not.toBe(key);
  });
});

describe("a family by name", () => {
  it("reads the last --font-sans of app.css, quoted or not", () => {
    expect(familyList(`"Inter Variable", 'Inter Fallback', ui-sans-serif, sans-serif`)).toEqual([
      "Inter Variable",
      "Inter Fallback",
      "ui-sans-serif",
      "sans-serif",
    ]);
    const css = `/* --font-sans: "Old Variable"; */
@theme { --font-sans: "Inter Variable", "Inter Fallback", sans-serif; }
:root { --font-sans: "Fraunces Variable", "Fraunces Fallback", ui-serif, Georgia, serif; }`;
    expect(brandFamily(css)).toEqual({
      family: "Fraunces Variable",
      id: "fraunces",
      pkg: "@fontsource-variable/fraunces",
      fallback: "Fraunces Fallback",
    });
    expect(familyOf("IBM Plex Sans Variable", "x").pkg).toBe("@fontsource-variable/ibm-plex-sans");
    // The site's own stylesheet names a family the build can take.
    const own = readFileSync(join(process.cwd(), "app/styles/app.css"), "utf8");
    expect(brandFamily(own).fallback).toMatch(/ Fallback$/);
  });

  it("says what is wrong with a family it cannot take, and where it is named", () => {
    expect(() => brandFamily(":root { color: red; }")).toThrow(/sets no --font-sans/);
    expect(() => brandFamily(`@theme { --font-sans: Georgia, serif; }`)).toThrow(
      /--font-sans in app\/styles\/app\.css names the family "Georgia".*"<Name> Variable"/,
    );
    expect(() => brandFamily(`@theme { --font-sans: "Fraunces Variable", serif; }`)).toThrow(
      /its second family must be "Fraunces Fallback"/,
    );
    expect(() => readPackage(familyOf("Nowhere Sans Variable", "x"), "lookFonts (x)")).toThrow(
      /lookFonts \(x\) names "Nowhere Sans Variable", but @fontsource-variable\/nowhere-sans is not installed: npm install @fontsource-variable\/nowhere-sans/,
    );
  });

  it("reads the faces' ranges and weights from Fontsource's CSS and names what it cannot read", () => {
    const css = [
      "@font-face{font-weight: 100 900;src:url(./files/inter-latin-ext-wght-normal.woff2);unicode-range:U+0100-02BA,U+0304;}",
      "@font-face{font-weight: 100 900;src:url(./files/inter-latin-wght-normal.woff2);unicode-range:U+0000-00FF,U+0131;}",
    ].join("\n");
    expect(fontsourceFaces(css, inter, "x")).toEqual({
      axis: { min: 100, max: 900 },
      faces: [
        { file: "inter-latin-wght-normal.woff2", range: "U+0000-00FF,U+0131" },
        { file: "inter-latin-ext-wght-normal.woff2", range: "U+0100-02BA,U+0304" },
      ],
    });
    expect(() => fontsourceFaces(css.split("\n")[0], inter, "x")).toThrow(/inter-latin-wght-normal\.woff2/);
    expect(() => codePointsOf("U+4??")).toThrow(/U\+4\?\?/);
  });
});

describe("the fallback's metrics", () => {
  it("match what decision 004 measured for Inter in Chromium, within 0.3%", async () => {
    const source = readFileSync(
      createRequire(import.meta.url).resolve(
        "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
      ),
    );
    const metrics = await fallbackMetrics(source, { min: 100, max: 900 }, "sans-serif", siteText());
    // Canvas widths of the site's copy in Chromium: Inter over Arial at 400, over Arial Bold at 600-800.
    const measured = { 0: 107.12, 2: 101.23, 3: 102.3, 4: 103.58 };
    for (const [index, size] of Object.entries(measured))
      expect(Math.abs(metrics[Number(index)].size - size), `face ${index}`).toBeLessThan(0.3);
    // Inter's line box kept: ascent 96.875% and descent 24.12% of the em, divided by the size.
    expect(metrics[0].ascent * (metrics[0].size / 100)).toBeCloseTo(96.875, 2);
    expect(metrics[0].descent * (metrics[0].size / 100)).toBeCloseTo((494 / 2048) * 100, 2);
    expect(metrics[0].lineGap).toBe(0);
  });
});
