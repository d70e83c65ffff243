/**
 * The startup home ("other variants"): a hero over a full-bleed picture with
 * Get started now (to /login), what founders get, the four-step process, figures, two
 * plans, four questions and a call to action.
 */
import type { Feature } from "~/content/features";
import { homeFaq } from "~/content/faq";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { offerLines, pricingNote, pricingTiers } from "~/content/pricing";
import { listSizes } from "~/content/settings";
import { site } from "~/content/site";
import { fourStepProcess } from "~/content/timeline";
import type { Cta } from "~/content/types";
import type { Seo } from "~/lib/seo";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { FeatureGridProps } from "~/sections/features/feature-grid";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import { brand } from "~/content/brand";

const getStarted: Cta = { label: "Get started now", href: "/login" };

const founderFeatures = [
  {
    id: "prototype",
    title: "A prototype in two weeks",
    description: "Clickable screens your first customers can try, so you learn before you build.",
    icon: "Zap",
  },
  {
    id: "launch",
    title: "Launch-ready product",
    description: "A fast, accessible web and mobile app with sign-up, payments and analytics built in.",
    icon: "Smartphone",
  },
  {
    id: "growth",
    title: "Growth from day one",
    description: "A landing page, e-mail onboarding and the few numbers investors will ask about.",
    icon: "TrendingUp",
  },
  {
    id: "partner",
    title: "A partner, not a vendor",
    description: "A senior team that joins your stand-ups and hands over code you fully own.",
    icon: "Handshake",
  },
] satisfies Feature[];

export const startupHome = {
  seo: {
    title: "Startup: Product Studio for Founders",
    description: `A startup demo of ${brand.name}: a bold hero, what founders get, a four-step path from idea to launch, key figures, two plans and answers to common questions.`,
    path: "/index-startup",
  },
  hero: {
    variant: "image-background",
    eyebrow: "Product studio for early-stage founders",
    title: "Turn your idea into a product people pay for",
    highlight: "people pay for",
    subtitle:
      "Strategy, design and engineering in one small senior team. Go from napkin sketch to paying customers in twelve weeks.",
    ctas: [getStarted, { label: "Purchase Now", href: site.buyUrl, newTab: true }],
    image: img("slide-3", "Concentric arcs of coral, pink and purple glowing on a dark background"),
    video: { title: "How a twelve-week launch works" },
  } satisfies HeroBannerProps,
  features: {
    id: "what-you-get",
    heading: {
      eyebrow: "What you get",
      title: "Everything between the idea and the first invoice",
      subtitle: "One team for the whole journey, so nothing is lost between hand-overs.",
    },
    features: founderFeatures,
  } satisfies FeatureGridProps,
  process: {
    id: "process",
    kind: "items",
    variant: "numbers",
    tone: "muted",
    heading: {
      eyebrow: "How it works",
      title: "From idea to launch in four steps",
      subtitle: "Every step ends with something you can show to customers and investors.",
    },
    items: fourStepProcess,
  } satisfies WorkingProcessProps,
  figures: {
    id: "figures",
    variant: "band",
    heading: { eyebrow: "Track record", title: "Founders trust the numbers" },
    counters,
  } satisfies CounterGridProps,
  pricing: {
    id: "pricing",
    variant: "split",
    note: pricingNote,
    heading: {
      eyebrow: "Pricing",
      title: "Two ways to start",
      subtitle: offerLines.trial,
    },
    plans: pricingTiers.slice(0, listSizes.pricingNarrow),
  } satisfies PricingCardsProps,
  faq: {
    id: "faq",
    layout: "split",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "Questions",
      title: "What founders ask us first",
      subtitle: "Something else on your mind? Ask us on the first call.",
    },
    items: homeFaq.slice(0, listSizes.accordionItems),
  } satisfies FaqAccordionProps,
  cta: {
    variant: "split",
    eyebrow: "Your first call is free",
    title: "Ready to meet your first customers?",
    text: "Create an account, tell us about your idea and get a plan within two working days.",
    cta: getStarted,
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
