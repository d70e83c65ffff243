// @vitest-environment node
import { describe, expect, it } from "vitest";
import { missingGlyphMessages, pageText } from "./font-glyphs.mjs";

describe("the characters a font lacks", () => {
  it("reads a page's text without its scripts, styles and tags", () => {
    const text = pageText(
      '<style>a{content:"→"}</style><p title="≥">Call&#x2011;us &amp; <b>go</b></p><script>"≤"</script>',
    );
    expect(text.replace(/\s+/g, " ").trim()).toBe("Call‑us & go");
  });

  it("names the family, the character and the pages that use it; a character no page uses is not named", () => {
    const report = {
      families: [
        { family: "Fraunces Variable", role: "the brand font", missing: [0x2011, 0x2264] },
        { family: "Nunito Variable", role: "the customizer's rounded", missing: [0x2192] },
      ],
    };
    const pages = ["/", "/a", "/b", "/c"].map((route) => ({
      route,
      text: `+1 555‑0100 ${route === "/c" ? "→" : ""}`,
    }));
    expect(missingGlyphMessages(report, pages, 2)).toEqual([
      '"Fraunces Variable" (the brand font) has no U+2011 "‑": drawn in its fallback on /, /a and 2 more (change the copy, or take a family that has it)',
      '"Nunito Variable" (the customizer\'s rounded) has no U+2192 "→": drawn in its fallback on /c (change the copy, or take a family that has it)',
    ]);
  });
});
