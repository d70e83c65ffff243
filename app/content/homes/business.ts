/**
 * The business home (other variants): a hero with a video, counters, service
 * cards, skill bars, a four-step timeline, pricing, a wall of testimonials, an FAQ of
 * four items, client logos and a call to action.
 */
import { brandLists } from "~/content/brands";
import { servicesFaq } from "~/content/faq";
import { img } from "~/content/images";
import { counters, skillBars } from "~/content/metrics";
import { offerLines, pricingNote, pricingTiers } from "~/content/pricing";
import { servicesById } from "~/content/services";
import { site } from "~/content/site";
import { clientsOf } from "~/content/testimonials";
import { fourStepProcess } from "~/content/timeline";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";
import type { SkillBarsProps } from "~/sections/progress/skill-bars";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import { brand } from "~/content/brand";

export const businessHome = {
  seo: {
    title: "Business",
    description: `A small-business demo of ${brand.name}: a hero with a video tour, key figures, services, skill bars, a four-step process, pricing, reviews and answers to common questions.`,
    path: "/index-business",
  },
  hero: {
    variant: "split",
    eyebrow: "For owners who do it all",
    title: "Run a busier business with calmer days",
    highlight: "calmer days",
    subtitle:
      "Marketing that brings the right customers, systems that save you hours and figures you understand. Everything a small business needs from one friendly team.",
    ctas: [
      { label: "Get a Quote", href: "/contact" },
      { label: "View Pricing", href: "#pricing" },
    ],
    image: img("hero-1", "Product dashboard with key figures, a line chart and a donut chart"),
    video: { title: "A two-minute tour for business owners" },
  } satisfies HeroBannerProps,
  figures: {
    id: "figures",
    variant: "cards",
    counters,
  } satisfies CounterGridProps,
  services: {
    id: "services",
    variant: "gradient-border",
    columns: 4,
    tone: "muted",
    heading: {
      eyebrow: "How we help",
      title: "Everything your business runs on",
      subtitle: "Pick one service or let us take care of the lot; you keep one point of contact either way.",
    },
    services: servicesById("digital-marketing", "web-development", "financial-advisory", "customer-support"),
  } satisfies ServiceCardsProps,
  skills: {
    id: "skills",
    variant: "split",
    heading: {
      eyebrow: "Strengths",
      title: "Good at the things that grow a business",
      subtitle:
        "Owners score us after every project. These are the averages, and we publish them because they keep us honest.",
    },
    bars: skillBars,
  } satisfies SkillBarsProps,
  process: {
    id: "process",
    kind: "items",
    variant: "arrows",
    tone: "muted",
    heading: {
      eyebrow: "Getting started",
      title: "Four steps, no jargon",
      subtitle: "Most owners have their first result within a month.",
    },
    items: fourStepProcess,
  } satisfies WorkingProcessProps,
  pricing: {
    id: "pricing",
    variant: "gradient",
    heading: {
      eyebrow: "Pricing",
      title: "Plans that grow with you",
      subtitle: "Start small, upgrade when it pays off. Every plan is billed monthly in US dollars.",
    },
    plans: pricingTiers,
    note: pricingNote,
  } satisfies PricingCardsProps,
  reviews: {
    id: "reviews",
    variant: "wall",
    tone: "muted",
    heading: {
      eyebrow: "Reviews",
      title: "Owners who sleep better now",
    },
    testimonials: clientsOf.business,
  } satisfies TestimonialsProps,
  faq: {
    id: "faq",
    variant: "filled",
    heading: {
      eyebrow: "Questions",
      title: "What owners want to know",
    },
    items: servicesFaq,
  } satisfies FaqAccordionProps,
  clients: {
    id: "clients",
    variant: "cards",
    space: "compact",
    heading: { title: "Local favourites we work with" },
    logos: brandLists.clientStrip,
  } satisfies BrandListProps,
  cta: {
    variant: "band",
    title: "Your business deserves a website that sells",
    text: `${offerLines.sale}.`,
    cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
