import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { BRAND_TOKENS, readBrandColours, tokensFile, toHex } from "./brand-colours.mjs";

describe("brand colours", () => {
  test("a CSS colour is converted to sRGB as CSS does", () => {
    expect(toHex("oklch(1 0 0)")).toBe("#ffffff");
    expect(toHex("oklch(0 0 0)")).toBe("#000000");
    // CSS Color 4's own examples: sRGB red, green and blue in OKLCH.
    expect(toHex("oklch(62.8% 0.2577 29.23)")).toBe("#ff0000");
    expect(toHex("oklch(0.8664 0.2948 142.5)")).toBe("#00ff00");
    expect(toHex("oklch(0.452 0.313 264.05deg)")).toBe("#0000ff");
    // Out of gamut is clipped, not wrapped.
    expect(toHex("oklch(0.7 0.4 150)")).toMatch(/^#[0-9a-f]{6}$/);
    expect(toHex("#ABC")).toBe("#aabbcc");
    expect(toHex("rebeccapurple")).toBe("#663399");
    expect(() => toHex("oklch(0.5 nope)")).toThrow("not a CSS colour: oklch(0.5 nope)");
  });

  test("every brand token of both themes is read from app.css", () => {
    const colours = readBrandColours();
    for (const theme of ["light", "dark"]) {
      expect(Object.keys(colours[theme]).sort()).toEqual([...BRAND_TOKENS].sort());
      for (const value of Object.values(colours[theme])) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
    // The page is light in the light theme and dark in the dark one.
    const luma = (hex) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16);
    expect(luma(colours.light.background)).toBeGreaterThan(luma(colours.dark.background));
    expect(readFileSync(tokensFile, "utf8")).toContain("--brand:");
  });

  test("a token missing or in a colour syntax the build cannot read names the file and the token", () => {
    const css = readFileSync(tokensFile, "utf8");
    expect(() => readBrandColours(css.replace(/--brand:[^;]+;/, ""), "app.css")).toThrow(
      "app.css: :root has no --brand",
    );
    expect(() => readBrandColours(css.replace(/--brand:[^;]+;/, "--brand: #12345;"), "app.css")).toThrow(
      "app.css: :root --brand: not a CSS colour: #12345",
    );
  });

  test("a brand token a buyer writes as a colour of their own is theirs; the others still derive", () => {
    const css = readFileSync(tokensFile, "utf8").replace(
      /(\n:root \{[^}]*?)(\n\})/,
      "$1\n  --gradient-to: #1d4ed8;$2",
    );
    const colours = readBrandColours(css, "app.css");
    expect(colours.light["gradient-to"]).toBe("#1d4ed8");
    expect(colours.light.primary).toBe(readBrandColours().light.primary);
    expect(colours.dark["gradient-to"]).toBe(readBrandColours().dark["gradient-to"]);
  });
});
