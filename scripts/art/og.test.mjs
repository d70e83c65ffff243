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
    expect(() => ogText({ name: "Café Nord", tagline: "Coffee" })).toThrow(
      'app/content/brand.ts: name: the social card\'s lettering (scripts/art/lettering.mjs) has no glyph for "É"',
    );
  });
});
