/** The pricing element page: five layouts of the two plan sets; the price note once, under the last. */
import { pricingNote, pricingPlans, pricingTiers, productPrice } from "~/content/pricing";
import { site } from "~/content/site";
import { brand } from "~/content/brand";
import { listSizes } from "~/content/settings";
import type { Crumb, Seo } from "~/lib/seo";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";
import type { ProductOfferProps } from "~/sections/pricing/product-offer";

const crumbs: Crumb[] = [{ label: "Pricing" }];

export const pricingPage = {
  seo: {
    title: "Pricing",
    description:
      "Five pricing table layouts in US dollars per month, from three raised cards to wide plan rows, with the most popular plan highlighted, and a product card with its rating.",
    path: "/pricing",
  },
  banner: {
    title: "Pricing",
    subtitle: "Clear plans in US dollars per month. Every plan includes free lifetime updates.",
    crumbs,
  },
  elevated: {
    id: "pricing-elevated",
    variant: "elevated",
    heading: {
      eyebrow: "Pricing plans",
      title: "Simple pricing for every stage",
      subtitle: "Start small and move up when your business does.",
    },
    plans: pricingPlans.slice(0, listSizes.pricingWide),
  } satisfies PricingCardsProps,
  gradient: {
    id: "pricing-gradient",
    variant: "gradient",
    tone: "muted",
    heading: {
      eyebrow: "Choose your plan",
      title: "Pay for what you use, nothing more",
      subtitle: "The plan most teams choose stands out, so you can start in one click.",
    },
    plans: pricingPlans.slice(0, listSizes.pricingWide),
  } satisfies PricingCardsProps,
  split: {
    id: "pricing-split",
    variant: "split",
    heading: {
      eyebrow: "Two simple plans",
      title: "One site or five: your choice",
      subtitle: "Every price beside everything it includes, so nothing is a surprise.",
    },
    plans: pricingTiers.slice(0, listSizes.pricingNarrow),
  } satisfies PricingCardsProps,
  allPlans: {
    id: "pricing-all",
    variant: "elevated",
    tone: "muted",
    heading: {
      eyebrow: "Every plan",
      title: "From freelancers to studios",
      subtitle: "From a first website to a studio running many, there is a plan for you.",
    },
    plans: pricingPlans,
  } satisfies PricingCardsProps,
  rows: {
    id: "pricing-rows",
    variant: "rows",
    // The note once, under the last layout: prices vary by location (it was under all five).
    note: pricingNote,
    heading: {
      eyebrow: "Compare plans",
      title: "Plans that grow with your agency",
      subtitle: "What each plan is for, what it includes and what it costs, in plain words.",
    },
    plans: pricingTiers,
  } satisfies PricingCardsProps,
  product: {
    id: "pricing-product",
    tone: "muted",
    heading: {
      eyebrow: "One product",
      title: "Or sell a single product",
      subtitle: "Loved by its buyers, priced for a small business and ready today.",
    },
    name: `The ${brand.name} website template`,
    summary: `${brand.tagline}: every demo, both themes and the source, ready to make your own.`,
    product: productPrice,
    demoHref: "/",
    cta: { label: "Buy Now", href: site.buyUrl, newTab: true },
  } satisfies ProductOfferProps,
} satisfies { seo: Seo; [section: string]: unknown };
