import { priceFormat } from "~/content/settings";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price as the site shows it, in `priceFormat`'s currency and locale: whole amounts
 * without decimals ("$29", "$1,000"), others with the currency's own ("$9.99"). The one
 * way a price becomes text: pricing tables, offers, the menu, the FAQ, the metadata.
 */
export function formatPrice(
  amount: number,
  { locale, currency }: { locale: string; currency: string } = priceFormat,
): string {
  const whole = Number.isInteger(amount);
  const key = `${locale}|${currency}|${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}

/** "+1 (555) 014-2290" → "tel:+15550142290". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A phone number as shown in a link: spaces become no-break spaces and hyphens non-breaking
 * hyphens, so the number never wraps across two lines ("+1 (555) 014-2290" stays whole).
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
