import { pricePatternEnv } from "./env";
import { applyPricePattern } from "./price-pattern";

/**
 * A price as the site shows it, in `priceFormat`'s currency and locale: whole amounts
 * without decimals ("$29", "$1,000"), others with the currency's own ("$9.99"). The one
 * way a price becomes text: pricing tables, offers, the menu, the FAQ, the metadata.
 * Written from the pattern the build read from `Intl` (app/lib/env.ts), so the browser
 * never starts `Intl` for it.
 */
export function formatPrice(amount: number): string {
  return applyPricePattern(pricePatternEnv, amount);
}

/**
 * A number as en-US writes it, at most two decimals: "1,234", "0.5", "1,234.57". Without `Intl`,
 * whose first use costs the browser its ICU start-up (app/lib/price-pattern.ts).
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  const [integer = "0", fraction] = String(rounded).split(".");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/**
 * A phrase set inside a sentence: its first letter lower-cased, the rest as written, so the names in
 * it keep their capitals ("Support Monday to Friday" → "support Monday to Friday"; `toLowerCase`
 * wrote "monday to friday" beside the "Monday to Friday" of other pages). Leave a phrase that starts
 * with a name as it is.
 */
export function inSentence(phrase: string): string {
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** Words joined as an English list: "A", "A and B", "A, B, and C" (as `Intl.ListFormat` would, without it). */
export function listText(words: readonly string[]): string {
  if (words.length <= 2) return words.join(" and ");
  return `${words.slice(0, -1).join(", ")}, and ${words.at(-1)}`;
}

/** "+1 (555) 014-2290" → "tel:+15550142290". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A phone number as shown in a link: spaces become no-break spaces and each hyphen is followed by a
 * word joiner, so the number never wraps across two lines ("+1 (555) 014-2290" stays whole). A word
 * joiner, not the non-breaking hyphen: it needs no glyph, where the hyphen was in none of the
 * site's fonts and was drawn in the fallback (`npm run validate`'s `font-glyph`).
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0").replace(/-/g, "-\u2060");
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
