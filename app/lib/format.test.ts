import { describe, expect, test } from "vitest";
import { priceFormat } from "~/content/settings";
import { formatPrice } from "./format";

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
