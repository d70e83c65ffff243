/**
 * The claims of the sales copy, apart from the plans (./pricing.ts re-exports them): the mega
 * menus on every page show the sale, and need none of the plans (decision 020).
 * As numbers the copy can reuse, and as the sentences of `offerLines`.
 */
import { formatPrice } from "~/lib/format";

export const offer = {
  salePrice: 9.99,
  discountPercent: 95,
  trialDays: 14,
  demoCount: "40+",
  updates: "Free lifetime updates",
  support: {
    days: "Monday to Friday",
    responseHours: 24,
  },
} as const;

/** The short forms the menus' offer card lists, which the sentences below build on. */
const freeTrial = `${offer.trialDays}-day free trial`;
const supportDays = `Support ${offer.support.days}`;

/** One-line forms of the claims, for banners, feature lists, FAQ answers and the menus' offer card. */
export const offerLines = {
  sale: `Only ${formatPrice(offer.salePrice)}: ${offer.discountPercent}% off for a limited time`,
  freeTrial,
  trial: `${freeTrial}. Go live without a credit card.`,
  supportDays,
  support: `${supportDays}, with a reply within ${offer.support.responseHours} hours`,
  updates: offer.updates,
  demos: `${offer.demoCount} demos`,
} as const;
