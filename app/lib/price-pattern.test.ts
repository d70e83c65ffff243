import { describe, expect, test } from "vitest";
import { applyPricePattern, formatWithIntl, PRICE_SAMPLES, readPricePattern } from "./price-pattern";

/** Locales whose prices differ in every way the pattern covers. */
const LOCALES = [
  ["en-US", "USD"], // symbol before, groups of 3
  ["de-DE", "EUR"], // symbol after, "." groups, "," decimals
  ["fr-FR", "EUR"], // narrow no-break space groups
  ["es-ES", "EUR"], // 4-digit amounts not grouped
  ["en-IN", "INR"], // groups of 3, then 2
  ["de-CH", "CHF"], // code before, apostrophe groups
  ["ja-JP", "JPY"], // no minor units
  ["en-KW", "KWD"], // three minor digits
  ["ar-EG", "EGP"], // Arabic-Indic digits, direction marks
  ["bn-BD", "BDT"], // Bengali digits, symbol after, Indian grouping
] as const;

describe("price patterns", () => {
  test.each(LOCALES)("%s %s: the pattern writes every amount as Intl does", (locale, currency) => {
    const pattern = readPricePattern(locale, currency);
    for (const amount of [...PRICE_SAMPLES, 3, 10.1, 45_000, 250_000.25, 9_999_999]) {
      expect(applyPricePattern(pattern, amount), String(amount)).toBe(
        formatWithIntl(amount, locale, currency),
      );
    }
  });

  test("a pattern that cannot write the prices fails the build, naming the setting", () => {
    const realIntl = Intl.NumberFormat;
    // An engine whose currency format puts the amount inside words the pattern cannot hold.
    const odd = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      const format = new realIntl(...args);
      return {
        formatToParts: (n: number) => format.formatToParts(n),
        resolvedOptions: () => format.resolvedOptions(),
        format: (n: number) => `about ${format.format(n)} only`,
      };
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = odd;
    try {
      expect(() => readPricePattern("en-US", "USD")).toThrow(
        /priceFormat \{ locale: "en-US", currency: "USD" \}: 0 is written "\$0" without Intl, "about \$0 only" with it/,
      );
    } finally {
      Intl.NumberFormat = realIntl;
    }
  });
});
