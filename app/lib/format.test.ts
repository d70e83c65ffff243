import { describe, expect, test } from "vitest";
import { priceFormat } from "~/content/settings";
import { formatNumber, formatPrice, listText } from "./format";

describe("formatPrice", () => {
  test.each([
    [29, "$29"],
    [500, "$500"],
    [1000, "$1,000"],
    [129, "$129"],
    [9.99, "$9.99"],
    [12.5, "$12.50"],
    [0.5, "$0.50"],
    [0, "$0"],
  ])("%s in the default settings (US dollars, en-US) reads %s", (amount, shown) => {
    expect(priceFormat).toMatchObject({ locale: "en-US", currency: "USD" });
    expect(formatPrice(amount)).toBe(shown);
  });

  test("follows the currency and locale it is given", () => {
    expect(formatPrice(1000, { locale: "de-DE", currency: "EUR" })).toBe("1.000\u00a0€");
    expect(formatPrice(9.99, { locale: "en-GB", currency: "GBP" })).toBe("£9.99");
    // A currency without minor units keeps none.
    expect(formatPrice(1500, { locale: "ja-JP", currency: "JPY" })).toBe("￥1,500");
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
