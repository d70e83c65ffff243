/**
 * The claims of the sales copy, apart from the plans (./pricing.ts re-exports them): the mega
 * menus on every page show the sale, and need none of the plans (decision 020).
 * As numbers the copy can reuse; sentences are `offerLines` in ./pricing.ts.
 */
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
