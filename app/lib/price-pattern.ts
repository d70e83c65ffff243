/**
 * How a price is written in one locale and currency, read once from `Intl` and then applied
 * without it. A browser's first `Intl` call starts its ICU library: 30–110 ms on this project's
 * test machine (four times that on Lighthouse's phone), during hydration, on every page (the menu
 * shows the offer's price). So the build reads the pattern of `priceFormat` (app/content/settings.ts)
 * and hands it to the pages (vite.config.ts); `readPricePattern` refuses a locale whose prices the
 * pattern cannot write exactly as `Intl` does, and the build fails naming the setting.
 *
 * No imports: vite.config.ts loads this module before the app's path aliases exist.
 */

export type PricePattern = {
  locale: string;
  currency: string;
  /** Text before and after the digits: "$" and "" (en-US), "" and "\u00a0€" (de-DE). */
  prefix: string;
  suffix: string;
  /** Separators between digit groups and before the minor units. */
  group: string;
  decimal: string;
  /** Minor-unit digits of the currency: 2 for dollars, 0 for yen. */
  fractionDigits: number;
  /** Size of the rightmost digit group, and of every group left of it (3 and 3; 3 and 2 in en-IN). */
  primaryGroup: number;
  secondaryGroup: number;
  /** The fewest integer digits that are grouped at all: 4 ("1,000"), or 5 in es-ES ("1000", "10.000"). */
  minGroupedDigits: number;
  /** The locale's digits for 0–9 ("0123456789" in Latin script). */
  digits: string;
};

type Part = { type: string; value: string };

/** The amounts a pattern must write exactly as `Intl` does before it is used. */
export const PRICE_SAMPLES = [
  0, 0.5, 5, 9.99, 12.5, 29, 99.95, 129, 999, 1000, 1234.56, 12_345, 99_999.99, 123_456.7, 1_234_567,
  12_345_678.9,
];

function intlFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
}

/**
 * A price as `Intl` writes it: whole amounts without minor units ("$29", "$1,000"), others with
 * the currency's own ("$9.99"). The reference `applyPricePattern` is held to.
 */
export function formatWithIntl(amount: number, locale: string, currency: string): string {
  return intlFormat(locale, currency, Number.isInteger(amount)).format(amount);
}

/** Reads the pattern from `Intl` and checks it on `PRICE_SAMPLES`; throws when it falls short. */
export function readPricePattern(locale: string, currency: string): PricePattern {
  const format = intlFormat(locale, currency, false);
  const parts: Part[] = format.formatToParts(1_234_567_890.25);
  const first = parts.findIndex((p) => p.type === "integer");
  const last = parts.findLastIndex((p) => ["integer", "group", "decimal", "fraction"].includes(p.type));
  const integers = parts.filter((p) => p.type === "integer").map((p) => p.value);
  const sizes = integers.map((value) => value.length).reverse();
  const digitText = integers.join("");
  const digits = [..."0123456789"].map((d) => digitText[[..."1234567890"].indexOf(d)] ?? d).join("");
  const pattern: PricePattern = {
    locale,
    currency,
    prefix: parts
      .slice(0, first)
      .map((p) => p.value)
      .join(""),
    suffix: parts
      .slice(last + 1)
      .map((p) => p.value)
      .join(""),
    group: parts.find((p) => p.type === "group")?.value ?? "",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    fractionDigits: format.resolvedOptions().maximumFractionDigits ?? 0,
    primaryGroup: sizes[0] ?? 3,
    secondaryGroup: sizes[1] ?? sizes[0] ?? 3,
    minGroupedDigits: 4,
    digits: digitText.length === 10 ? digits : "0123456789",
  };
  // Where grouping starts: "1000" or "1,000"?
  for (let n = pattern.primaryGroup + 1; n <= pattern.primaryGroup + 3; n += 1) {
    const grouped = intlFormat(locale, currency, true)
      .formatToParts(10 ** (n - 1))
      .some((p) => p.type === "group");
    if (grouped) break;
    pattern.minGroupedDigits = n + 1;
  }
  for (const amount of PRICE_SAMPLES) {
    const expected = formatWithIntl(amount, locale, currency);
    const written = applyPricePattern(pattern, amount);
    if (written !== expected) {
      throw new Error(
        `priceFormat { locale: "${locale}", currency: "${currency}" }: ${amount} is written "${written}" ` +
          `without Intl, "${expected}" with it; this locale's prices need another pattern (app/lib/price-pattern.ts)`,
      );
    }
  }
  return pattern;
}

/** Groups the integer digits: "1234567" → "1,234,567" (or "12,34,567" with groups of 3 and 2). */
function groupDigits(integer: string, pattern: PricePattern): string {
  if (!pattern.group || integer.length < pattern.minGroupedDigits) return integer;
  const groups = [integer.slice(-pattern.primaryGroup)];
  for (let end = integer.length - pattern.primaryGroup; end > 0; end -= pattern.secondaryGroup) {
    groups.unshift(integer.slice(Math.max(0, end - pattern.secondaryGroup), end));
  }
  return groups.join(pattern.group);
}

/** A price written with a pattern: whole amounts without minor units, others with the currency's. */
export function applyPricePattern(pattern: PricePattern, amount: number): string {
  const fixed = amount.toFixed(Number.isInteger(amount) ? 0 : pattern.fractionDigits);
  const [integer = "0", fraction] = fixed.split(".");
  const number = groupDigits(integer, pattern) + (fraction ? pattern.decimal + fraction : "");
  const localDigits = number.replace(/\d/g, (d) => pattern.digits[Number(d)] ?? d);
  return pattern.prefix + localDigits + pattern.suffix;
}
