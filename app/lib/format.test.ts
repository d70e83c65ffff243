import { describe, expect, test } from "vitest";
import { priceFormat } from "~/content/settings";
import { formatNumber, formatPrice, listText } from "./format";
import { formatWithIntl, PRICE_SAMPLES } from "./price-pattern";

describe("formatPrice", () => {
  // Held to `Intl` in the locale and currency of the settings, so a buyer's own currency keeps
  // the test meaningful (other locales: app/lib/price-pattern.test.ts).
  test.each(PRICE_SAMPLES)("%s reads as Intl writes it in priceFormat", (amount) => {
    expect(formatPrice(amount)).toBe(formatWithIntl(amount, priceFormat.locale, priceFormat.currency));
  });
});

describe("formatNumber", () => {
  test("writes what Intl's en-US writes, at most two decimals", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
    for (const value of [
      0, 1, 7, 42, 999, 1000, 1234.5, 12_345.678, 99.999, 100_000, 1_234_567, -5, -1234.5, 0.004,
    ]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
  });
});

describe("listText", () => {
  test("joins words as Intl's English conjunction list does", () => {
    const intl = new Intl.ListFormat("en", { type: "conjunction" });
    for (const words of [
      [],
      ["Bank Account"],
      ["Web", "iOS"],
      ["Bank Account", "Web Payment", "Android & iOS"],
      ["a", "b", "c", "d"],
    ]) {
      expect(listText(words)).toBe(intl.format(words));
    }
  });
});
