/**
 * One brand colour, every brand token (decision 031): the engine derives the tokens from `--brand`
 * with app.css's relative colours, and app/lib/palette.ts derives them with culori for what the build
 * draws and the customizer reports. This checks that the two agree, for the default and for colours
 * a visitor might pick, in both themes and on a page with an accent of its own.
 */
import { BRAND_TOKENS, derivePalette } from "../../app/lib/palette";
import { drawnTokens } from "../../scripts/lib/browser.mjs";
import { expect, test, visit } from "./fixtures";

/** The default, a teal, pure yellow (adjusted in the light theme), a navy, and a colour outside sRGB. */
const BRANDS = [null, "#0d9488", "#ffff00", "#1e3a8a", "oklch(0.7 0.35 145)"];

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

for (const route of ["/", "/index-finance"]) {
  test(`the engine derives the brand tokens as palette.ts does, on ${route}`, async ({ page }) => {
    await visit(page, route);
    for (const brand of BRANDS) {
      for (const theme of ["light", "dark"] as const) {
        const drawn: Record<string, string> = await page.evaluate(drawnTokens, {
          tokens: [...BRAND_TOKENS],
          brand,
          dark: theme === "dark",
        });
        if (route === "/index-finance" && !brand) continue; // the page's own accent, hand-designed
        const expected = derivePalette(brand ?? "oklch(0.5 0.22 285)").tokens[theme];
        // Within 3 of 255 a channel: for a step that leaves sRGB (pure yellow's gradient), Chromium's
        // conversion of the relative colour's origin differs from culori's by that much.
        for (const token of BRAND_TOKENS) {
          const difference = Math.max(
            ...channels(drawn[token]!).map((v, i) => Math.abs(v - channels(expected[token])[i]!)),
          );
          expect(
            difference,
            `${brand ?? "default"} ${theme} --${token}: ${drawn[token]} vs ${expected[token]}`,
          ).toBeLessThanOrEqual(3);
        }
      }
    }
  });
}
