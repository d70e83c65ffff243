import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { accents } from "~/components/site/chrome-handle";
import { BRAND_TOKENS, contrast, derivedTokensCss, derivePalette, LEGIBILITY_CSS } from "./palette";

const css = readFileSync(join(import.meta.dirname, "../styles/app.css"), "utf8");

/** The page colours a brand token meets in each theme (app.css), as #rrggbb. */
const PAGE = {
  light: { background: "#fbfbfe", muted: "#eff0f7", card: "#ffffff", onBrand: "#fcfcfc" },
  dark: { background: "#0c0d19", muted: "#181a29", card: "#121422", onBrand: "#0c0d19" },
};

/** Every hue at five lightnesses and three chromas, the greys and the corners of sRGB. */
function sweep(): string[] {
  const colours = [
    "#000000",
    "#ffffff",
    "#808080",
    "#ffff00",
    "#00ffff",
    "#ff00ff",
    "#00ff00",
    "#ff0000",
    "#0000ff",
  ];
  for (let h = 0; h < 360; h += 15)
    for (const l of [0.2, 0.4, 0.6, 0.8, 0.95])
      for (const c of [0.04, 0.12, 0.3]) colours.push(`oklch(${l} ${c} ${h})`);
  return colours;
}

describe("one brand colour, every brand token", () => {
  test("app.css derives its tokens by the rule written here (one rule, two copies kept equal)", () => {
    // As Prettier writes them: white space aside.
    const flat = (text: string) => text.replace(/\s+/g, " ").replace(/\( /g, "(").replace(/ \)/g, ")");
    const declarations = (block: string) =>
      [...flat(block).matchAll(/(--[\w-]+): ([^;]+);/g)].map((match) => [match[1]!, match[2]!] as const);
    for (const [theme, selector] of [
      ["light", /\n:root \{\n([\s\S]*?)\n\}/],
      ["dark", /\n\.dark \{\n([\s\S]*?)\n\}/],
    ] as const) {
      const block = selector.exec(css)![1]!;
      const rule = new Map(declarations(derivedTokensCss(theme)));
      if (theme === "light") expect(flat(block)).toContain(flat(LEGIBILITY_CSS));
      const derived = declarations(block).filter(
        ([token, value]) => rule.has(token) && value.startsWith("color(from"),
      );
      // Every token app.css derives is derived by the rule; a token a buyer writes as a colour of
      // their own (docs/customize.md) is theirs.
      for (const [token, value] of derived) expect(value, `${theme} ${token}`).toBe(rule.get(token));
      expect(derived.length, theme).toBeGreaterThan(0);
    }
  });

  test("the designed default keeps its colours", () => {
    const { tokens, adjusted } = derivePalette("oklch(0.5 0.22 285)");
    expect(adjusted).toEqual({ light: false, dark: false });
    // The hand-written tokens before decision 031, as the engine drew them.
    expect(tokens.light).toMatchObject({ primary: "#5f3ed8", accent: "#b51c79", "gradient-via": "#693ad4" });
    expect(tokens.dark).toMatchObject({ primary: "#a29bff", accent: "#f786be", "gradient-to": "#f786be" });
    expect(tokens.light.ring).toBe(tokens.light.primary);
  });

  test("every token of any colour keeps 4.5:1 with the page and the text on it, in both themes", () => {
    for (const brand of sweep()) {
      const { tokens } = derivePalette(brand);
      for (const theme of ["light", "dark"] as const) {
        for (const [token, value] of Object.entries(tokens[theme])) {
          for (const [ground, colour] of Object.entries(PAGE[theme])) {
            // The gradient is large text on the light page's muted surfaces (3:1); white text sits on it.
            const least = theme === "light" && token.startsWith("gradient-") && ground === "muted" ? 3 : 4.5;
            const ratio = contrast(value, colour);
            if (ratio < least)
              throw new Error(`${brand}: ${theme} --${token} ${value} on ${ground}: ${ratio.toFixed(2)}:1`);
          }
        }
      }
    }
  });

  test("the hard colours: every text, control and ring keeps its minimum in both themes, adjusted where it must be", () => {
    // The table: which theme each colour cannot serve as it is (the shades are then moved).
    const hard = {
      "pure yellow": ["#ffff00", { light: true, dark: false }],
      "near-white": ["#f5f5f5", { light: true, dark: false }],
      "near-black": ["#0a0a0a", { light: false, dark: false }],
      "pure blue": ["#0000ff", { light: false, dark: false }],
      "mid-grey": ["#808080", { light: true, dark: false }],
      "neon green": ["#39ff14", { light: true, dark: false }],
    } as const;
    for (const [name, [brand, expected]] of Object.entries(hard)) {
      const { tokens, adjusted } = derivePalette(brand);
      expect(adjusted, name).toEqual(expected);
      for (const theme of ["light", "dark"] as const)
        for (const [token, value] of Object.entries(tokens[theme]))
          for (const [ground, colour] of Object.entries(PAGE[theme])) {
            const least = theme === "light" && token.startsWith("gradient-") && ground === "muted" ? 3 : 4.5;
            expect(
              contrast(value, colour),
              `${name} ${theme} --${token} ${value} on ${ground}`,
            ).toBeGreaterThanOrEqual(least);
          }
    }
  });

  test("a colour that cannot reach the contrast is adjusted, and says so; one that can is kept", () => {
    const yellow = derivePalette("#ffff00");
    expect(yellow.adjusted.light).toBe(true);
    expect(yellow.tokens.light.primary).not.toBe("#ffff00");
    const navy = derivePalette("#1e3a8a");
    expect(navy.adjusted.light).toBe(false);
    expect(navy.tokens.light.primary).toBe("#1e3a8a");
    expect(navy.adjusted.dark).toBe(false); // the dark theme lightens it by its own step, not by adjustment
  });

  test("every demo accent sets every brand token, in the light theme and the dark one", () => {
    for (const accent of accents.filter((name) => name !== "brand")) {
      const light = new RegExp(
        `:root:not\\(\\[data-accent\\]\\) \\[data-accent="${accent}"\\] \\{([^}]*)\\}`,
      ).exec(css);
      const dark = new RegExp(
        `:root:not\\(\\[data-accent\\]\\) \\[data-accent="${accent}"\\] \\.dark \\{([^}]*)\\}`,
      ).exec(css);
      for (const [theme, block] of [
        ["light", light],
        ["dark", dark],
      ] as const) {
        const declared = [...(block?.[1] ?? "").matchAll(/--([\w-]+):/g)].map((match) => match[1]).sort();
        expect(declared, `${accent} (${theme})`).toEqual([...BRAND_TOKENS].sort());
      }
    }
  });

  test("a colour culori cannot read is refused by name", () => {
    expect(() => derivePalette("not-a-colour")).toThrow("not a colour: not-a-colour");
  });
});
