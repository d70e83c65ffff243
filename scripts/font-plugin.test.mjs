// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontFaceCss, siteCharacters, unicodeRange, weights } from "./font-plugin.ts";

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
    writeFileSync(join(dir, "content/x.generated.ts"), "// ☃");
    writeFileSync(join(dir, "notes.txt"), "Ω");
    const codes = siteCharacters(dir);
    for (const char of "é–×→“” ~AZ") expect(codes, char).toContain(char.codePointAt(0));
    expect(codes).not.toContain("☃".codePointAt(0));
    expect(codes).not.toContain("Ω".codePointAt(0));
    expect(codes).not.toContain(0x0a);
    expect(fontFaceCss(codes)).toContain(`font-weight: ${weights.min} ${weights.max};`);
    expect(fontFaceCss(codes)).toContain("unicode-range: U+20-7E, U+D7, U+E9, U+2013, U+201C-201D, U+2192;");
  });
});
