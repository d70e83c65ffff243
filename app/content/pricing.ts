/**
 * Prices and the offer. Both plan sets of the spec share one type; the spec's two flag
 * names for the featured plan (`isActive`, `active`) are one field, `highlighted`.
 * Every price is per month (the pricing cards derive the yearly view), in the currency of
 * `priceFormat` in ~/content/settings; `formatPrice` (~/lib/format) writes it.
 */
import { site } from "~/content/site";
import type { Cta } from "~/content/types";
import { offer, offerLines } from "./offer";

export { offer, offerLines };

export type PricingPlan = {
  id: string;
  title: string;
  /** Per month, in `priceFormat.currency`. */
  price: number;
  subtitle: string;
  features: readonly string[];
  /** The plan the layout emphasises (one per set). */
  highlighted: boolean;
  cta: Cta;
};

const purchase: Cta = { label: "Purchase Now", href: site.buyUrl, newTab: true };

/** The first set (pricing page layouts 1, 2 and 4; the application home shows the first 3). */
export const pricingPlans = [
  {
    id: "free",
    title: "Free",
    price: 29,
    subtitle: "For freelancers testing the waters",
    features: [
      "1 website",
      "5 ready-made pages",
      "Light and dark theme",
      "Community forum",
      "Updates for life",
    ],
    highlighted: false,
    cta: purchase,
  },
  {
    id: "business",
    title: "Business",
    price: 50,
    subtitle: "For growing teams and agencies",
    features: [
      "5 websites",
      "All 40+ demo pages",
      "Blog and portfolio layouts",
      "Contact form set-up guide",
      "Support Monday to Friday",
    ],
    highlighted: true,
    cta: purchase,
  },
  {
    id: "advanced",
    title: "Advanced",
    price: 500,
    subtitle: "For studios delivering many client sites",
    features: [
      "Unlimited websites",
      "Every demo and element page",
      "Extended commercial licence",
      "Priority replies within 24 hours",
      "Free lifetime updates",
    ],
    highlighted: false,
    cta: purchase,
  },
  {
    id: "pro",
    title: "Pro",
    price: 100,
    subtitle: "For consultancies with several brands",
    features: [
      "20 websites",
      "All demos and sections",
      "Design source files",
      "Onboarding call",
      "Support within 24 hours",
    ],
    highlighted: false,
    cta: purchase,
  },
] satisfies PricingPlan[];

/** The second set (pricing page layouts 3 and 5). */
export const pricingTiers = [
  {
    id: "basic-plan",
    title: "Basic Plan",
    price: 29,
    subtitle: "Everything to launch one site",
    features: ["1 website", "Core sections", "Light and dark theme", "Free updates"],
    highlighted: false,
    cta: purchase,
  },
  {
    id: "standard-plan",
    title: "Standard Plan",
    price: 50,
    subtitle: "The favourite of small agencies",
    features: ["5 websites", "All demos", "Blog and portfolio", "Support Monday to Friday"],
    highlighted: true,
    cta: purchase,
  },
  {
    id: "advanced-plan",
    title: "Advanced Plan",
    price: 500,
    subtitle: "For studios at full speed",
    features: ["Unlimited websites", "Extended licence", "Source files", "Priority support"],
    highlighted: false,
    cta: purchase,
  },
] satisfies PricingPlan[];

/** The note shown under the pricing layouts. */
export const pricingNote =
  "Prices may vary by location because of local taxes and conversion from US dollars.";

/** A single product's price and rating (the product card of the pricing page). */
export type ProductPrice = { price: number; rating: number; ratingMax: number; reviews: string };

/** The single-product price card: $129, rated 4.5 out of 5 in more than 1000 reviews. */
export const productPrice = {
  price: 129,
  rating: 4.5,
  ratingMax: 5,
  reviews: "1000+",
} as const satisfies ProductPrice;
