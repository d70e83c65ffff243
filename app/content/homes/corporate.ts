/**
 * The corporate home (other variants): a three-slide hero slider, service cards
 * with pictures, an about block with figures and a video popup, the Strategy /
 * Reporting / Development tabs, three pricing plans, testimonials, a client carousel
 * and a call to action.
 */
import { brandLists } from "~/content/brands";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { offerLines, pricingNote, pricingPlans } from "~/content/pricing";
import { servicesById } from "~/content/services";
import { site } from "~/content/site";
import type { HeroSlide } from "~/content/slides";
import { strategyTabsRetold } from "~/content/tabs";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { BrandCarouselProps } from "~/sections/brands/brand-carousel";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { HeroSliderProps } from "~/sections/hero/hero-slider";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { SplitFeatureProps } from "~/sections/split/split-feature";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { brand } from "~/content/brand";
import { inSentence } from "~/lib/format";

export const corporateHome = {
  seo: {
    title: "Corporate",
    description: `A corporate demo of ${brand.name}: a three-slide hero slider, services, an about block with key figures and a film, strategy tabs, pricing plans and client logos.`,
    path: "/index-corporate",
  },
  hero: {
    title: "Corporate advisory for strategy, brand and technology",
    label: "Corporate highlights",
    slides: [
      {
        id: "enterprise",
        eyebrow: "Corporate advisory",
        title: "One partner for strategy, brand and technology",
        description:
          "Boards and executive teams rely on us to turn a complex agenda into a plan every division can deliver.",
        image: img("slide-1", "Flowing ribbons of indigo, violet and rose light across a dark background"),
        cta: { label: "Our Services", href: "/service" },
        secondaryCta: { label: "Contact Us", href: "/contact" },
      },
      {
        id: "transformation",
        eyebrow: "Digital transformation",
        title: "Modern platforms without the disruption",
        description:
          "We replace ageing systems step by step, so customers notice a better service and never a big-bang migration.",
        image: img("slide-2", "Glossy spheres and rings in indigo and magenta floating in the dark"),
        cta: { label: "See Our Work", href: "/portfolio" },
        secondaryCta: { label: "About Us", href: "/about" },
      },
      {
        id: "template",
        eyebrow: "Built for corporate sites",
        title: "A website as composed as your annual report",
        description: `${offerLines.demos}, every section a corporate site needs, and ${inSentence(offerLines.updates)}.`,
        image: img("slide-3", "Concentric arcs of coral, pink and purple glowing on a dark background"),
        cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
        secondaryCta: { label: "View Pricing", href: "/pricing" },
      },
    ] satisfies HeroSlide[],
  } satisfies HeroSliderProps,
  services: {
    id: "services",
    variant: "image",
    columns: 3,
    heading: {
      eyebrow: "Capabilities",
      title: "Services for every part of the organisation",
      subtitle: "Dedicated practice teams that work as one, under a single engagement lead.",
    },
    services: servicesById("business-strategy", "web-development", "data-analytics"),
  } satisfies ServiceCardsProps,
  about: {
    id: "about",
    variant: "image-end",
    tone: "muted",
    eyebrow: "About the company",
    title: "Twenty years of quiet, measurable progress",
    text: "We started as three consultants with one client. Today our teams advise listed companies and public bodies across four continents, with the same rule: every project ends with a result you can measure.",
    image: img("hero-6", "Three stacked platform layers with charts, seen from above at an angle"),
    video: { title: "Our company in two minutes" },
    counters: counters.slice(0, 3),
    cta: { label: "About Us", href: "/about" },
  } satisfies SplitFeatureProps,
  tabs: {
    id: "approach",
    set: strategyTabsRetold,
    variant: "underline",
    heading: {
      eyebrow: "Our approach",
      title: "Strategy, reporting and delivery under one roof",
      subtitle: "What each discipline brings to your board table.",
    },
  } satisfies ContentTabsProps,
  pricing: {
    id: "pricing",
    variant: "elevated",
    heading: {
      eyebrow: "Engagements",
      title: "Plans for teams of every size",
      subtitle: "Clear monthly pricing in US dollars, with no long-term contract.",
    },
    plans: pricingPlans.slice(0, 3),
    note: pricingNote,
  } satisfies PricingCardsProps,
  testimonials: {
    id: "testimonials",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "Testimonials",
      title: "Trusted by executive teams",
    },
    testimonials: clientsOf.corporate,
  } satisfies TestimonialsProps,
  clients: {
    id: "clients",
    heading: {
      eyebrow: "Clients",
      title: "Companies that work with us",
    },
    logos: brandLists.common,
  } satisfies BrandCarouselProps,
  cta: {
    variant: "inverse",
    eyebrow: offerLines.demos,
    title: "Ready to present your company at its best?",
    text: `${offerLines.trial} Your services, figures and leadership, presented the way your board would present them.`,
    cta: { label: `Purchase ${brand.name}`, href: site.buyUrl, newTab: true },
    secondary: { label: "Contact Us", href: "/contact" },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
