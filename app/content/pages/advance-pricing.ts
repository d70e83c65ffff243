/**
 * The advance pricing element page: the shared pricing component with a Monthly /
 * Yearly switch. The yearly view is twelve times the monthly price of the spec, said as such.
 */
import { pricingNote, pricingPlans, pricingTiers } from "~/content/pricing";
import type { Crumb, Seo } from "~/lib/seo";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";

const crumbs: Crumb[] = [{ label: "Advance Pricing" }];

export const advancePricingPage = {
  seo: {
    title: "Advance Pricing",
    description:
      "Pricing tables with a monthly and yearly view: four plans and three tiers in US dollars, the most popular plan highlighted.",
    path: "/advance-pricing",
  },
  banner: {
    title: "Advance Pricing",
    subtitle: "The same plans with a billing switch: see the price per month or per year.",
    crumbs,
  },
  plans: {
    id: "advance-pricing-plans",
    variant: "elevated",
    billingSwitch: true,
    note: pricingNote,
    heading: {
      eyebrow: "Flexible billing",
      title: "Monthly or yearly, the same fair price",
      subtitle: "Switch the view to see what a year costs at the same monthly rate.",
    },
    plans: pricingPlans,
  } satisfies PricingCardsProps,
  tiers: {
    id: "advance-pricing-tiers",
    variant: "gradient",
    tone: "muted",
    billingSwitch: true,
    note: pricingNote,
    heading: {
      eyebrow: "Plans for teams",
      title: "Pick a plan, switch when you grow",
      subtitle: "Plans that grow with your agency, billed monthly or yearly.",
    },
    plans: pricingTiers,
  } satisfies PricingCardsProps,
} satisfies { seo: Seo; [section: string]: unknown };
