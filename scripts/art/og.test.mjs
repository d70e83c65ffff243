import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { brand } from "../../app/content/brand.ts";
import { readBrandColours } from "../lib/brand-colours.mjs";
import { layoutText } from "./lettering.mjs";
import { composeOgCard, ogText, TEXT_WIDTH } from "./og.mjs";

const NAME_STYLE = { weight: 15, tracking: 20 };
const TAGLINE_STYLE = { weight: 11, tracking: 34 };

describe("the social card", () => {
  test("is drawn from the brand at 1200×630", async () => {
    const svg = composeOgCard(brand, readBrandColours().dark);
    expect(svg).toContain(brand.mark.cutout);
    expect(svg).not.toMatch(/NaN|undefined/);
    const meta = await sharp(Buffer.from(svg))
      .png()
      .toBuffer()
      .then((png) => sharp(png).metadata());
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  test.each([
    ["Doob", "Business, consulting and portfolio website template"],
    ["Northwind", "Legal advice for growing companies"],
    [
      "Northwind Harbour Consulting Group",
      "Strategy, brand, technology and people for companies in every market",
    ],
  ])("%s: the name and every line of the tagline end before the composition", (name, tagline) => {
    const { nameLines, nameSize, taglineSize, lines } = ogText({ name, tagline });
    expect(nameLines.join(" ")).toBe(name);
    for (const line of nameLines)
      expect(layoutText(line, { size: nameSize, ...NAME_STYLE }).width).toBeLessThanOrEqual(
        TEXT_WIDTH + 0.01,
      );
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(" ")).toBe(tagline);
    for (const line of lines)
      expect(layoutText(line, { size: taglineSize, ...TAGLINE_STYLE }).width).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  test("a name too long even on two lines stops the build, saying what to do", () => {
    expect(() =>
      ogText({ name: "Northwind Harbour Consulting and Advisory Group International", tagline: "Law" }),
    ).toThrow(/brand.ts: name: .* too long for the social card even on two lines/);
  });

  test("a character the lettering lacks stops the build, naming the file and the field", () => {
    expect(() => ogText({ name: "Café ☕", tagline: "Coffee" })).toThrow(
      'app/content/brand.ts: name: the social card\'s lettering (scripts/art/lettering.mjs) has no glyph for "☕"',
    );
  });
});

describe("the social card's lettering", () => {
  /** The letters of the Latin alphabets of Europe (Latin-1, Latin Extended-A, and Ș, Ț), either case. */
  const europeanLetters = [
    ...Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i)),
    ..."ȘșȚț",
  ].filter((ch) => /\p{L}/u.test(ch));
  const reasonable = [
    ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
    ...europeanLetters,
    ..."&.,'’-:!?/+ ",
  ];

  test("draws every character a brand name may reasonably use, '&' and accented letters included", () => {
    const missing = reasonable.filter((ch) => {
      try {
        return ch !== " " && layoutText(ch, { size: 100 }).d === "";
      } catch {
        return true;
      }
    });
    expect(missing, "add these to `glyphs` or `marks` in scripts/art/lettering.mjs").toEqual([]);
  });

  test.each(["Harbor & Finch Studio", "Ørsted & Søn", "Café Zürich 24", "O’Brien-Smith, Co.", "Łódź Ștefan"])(
    "%s: the name is drawn on the card",
    (name) => {
      const { nameLines } = ogText({ name, tagline: "Business, consulting and portfolio website template" });
      expect(nameLines.join(" ")).toBe(name);
      expect(composeOgCard({ ...brand, name }, readBrandColours().dark)).not.toMatch(/NaN|undefined/);
    },
  );

  test("an accented letter is its letter, as wide, with its accent drawn over it, whichever way it is encoded", () => {
    const plain = layoutText("E", { size: 100 });
    const accented = layoutText("É", { size: 100 });
    expect(accented.width).toBe(plain.width);
    expect(accented.d.startsWith(plain.d)).toBe(true);
    expect(accented.d.length).toBeGreaterThan(plain.d.length);
    expect(layoutText("E\u0301", { size: 100 })).toEqual(accented);
    expect(layoutText("é", { size: 100 })).toEqual(accented);
  });
});
