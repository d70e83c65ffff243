/**
 * The finance home (other variants): a home that leads with figures. A split hero
 * with a play button, a strip of key figures, today's rates, the services, an advisory
 * block with its video, the plans as a table of rows, client words, questions and a band
 * call to action. Accent teal, with the top bar.
 */
import { img } from "~/content/images";
import { pricingNote, pricingTiers } from "~/content/pricing";
import type { Service } from "~/content/services";
import { site } from "~/content/site";
import { clientsOf } from "~/content/testimonials";
import type { Cta } from "~/content/types";
import { formatPrice } from "~/lib/format";
import type { Seo } from "~/lib/seo";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { FigureTableProps } from "~/sections/figures/figure-table";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { SplitFeatureProps } from "~/sections/split/split-feature";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { brand } from "~/content/brand";

const readMore: Cta = { label: "Read More", href: "/service" };

const financeServices = [
  {
    id: "wealth-planning",
    title: "Wealth Planning",
    description:
      "A written plan for the next ten years: what to save, where to invest and when to review it, in numbers you can check.",
    icon: "TrendingUp",
    link: readMore,
  },
  {
    id: "business-banking",
    title: "Business Banking",
    description:
      "Accounts, cards and payment links for growing companies, with one adviser who knows your business by name.",
    icon: "Wallet",
    link: readMore,
  },
  {
    id: "retirement",
    title: "Retirement Savings",
    description:
      "Pension reviews and a clear picture of the income you can expect, so you can plan the years after work with confidence.",
    icon: "Target",
    link: readMore,
  },
  {
    id: "risk-protection",
    title: "Risk and Protection",
    description:
      "Cover for the things that would hurt most, sized to your family and business rather than to a sales target.",
    icon: "BadgeCheck",
    link: readMore,
  },
] satisfies Service[];

export const financeHome = {
  seo: {
    title: "Finance Home",
    description: `A finance demo of the ${brand.name} template: key figures, a table of today’s savings rates, advisory services, plans in rows and client stories, in teal.`,
    path: "/index-finance",
  },
  hero: {
    variant: "split",
    eyebrow: "Independent financial advice since 2001",
    title: "Make every dollar work as hard as you do",
    highlight: "every dollar",
    subtitle:
      "Savings, investments and business banking with advisers who explain every figure. Clear fees, no commission and a plan you can read in five minutes.",
    ctas: [
      { label: "Talk to an Adviser", href: "/contact" },
      { label: "Purchase Now", href: site.buyUrl, newTab: true },
    ],
    image: img("hero-8", "Two payment cards beside a transaction list and a bar chart of monthly spending"),
    video: { title: "How we build a financial plan, in two minutes" },
  } satisfies HeroBannerProps,
  figures: {
    id: "figures",
    variant: "compact",
    space: "compact",
    counters: [
      {
        id: "assets",
        value: 2.4,
        prefix: "$",
        suffix: "B",
        title: "Assets under advice",
        description: "Savings and investments our clients trust us with.",
      },
      {
        id: "clients",
        value: 18500,
        suffix: "+",
        title: "Clients served",
        description: "Families, founders and companies across the country.",
      },
      {
        id: "years",
        value: 25,
        title: "Years of advice",
        description: "No products of our own to sell, since the first day.",
      },
      {
        id: "retention",
        value: 98,
        suffix: "%",
        title: "Clients who stay",
        description: "Most of them introduce a friend or a colleague.",
      },
    ],
  } satisfies CounterGridProps,
  rates: {
    id: "rates",
    variant: "split",
    tone: "muted",
    heading: {
      eyebrow: "Today’s rates",
      title: "Rates that reward your savings",
      subtitle:
        "Compare our accounts side by side. Every rate is yearly and paid monthly, with no fee to open or close an account.",
    },
    caption: "Savings and deposit rates, per year",
    rowHeader: "Account",
    columns: [
      { id: "rate", label: "Rate" },
      { id: "change", label: "Last month" },
      { id: "minimum", label: "Minimum" },
    ],
    rows: [
      {
        id: "everyday",
        label: "Everyday savings",
        detail: "Withdraw any time",
        values: ["1.20 %", { value: "0.00", trend: "steady" }, formatPrice(0)],
      },
      {
        id: "high-yield",
        label: "High-yield savings",
        detail: "Four withdrawals a month",
        values: ["4.10 %", { value: "+0.15", trend: "up" }, formatPrice(500)],
      },
      {
        id: "fixed-12",
        label: "12-month fixed deposit",
        detail: "Rate fixed for the term",
        values: ["3.80 %", { value: "−0.10", trend: "down" }, formatPrice(1_000)],
      },
      {
        id: "fixed-60",
        label: "5-year fixed deposit",
        detail: "Interest paid yearly",
        values: ["3.55 %", { value: "0.00", trend: "steady" }, formatPrice(5_000)],
      },
    ],
    highlight: { rowId: "high-yield", label: "Best rate" },
    note: "Sample rates for this demo, as of the first working day of the month. Rates may change before you open an account.",
    cta: { label: "Ask About an Account", href: "/contact" },
  } satisfies FigureTableProps,
  services: {
    id: "services",
    variant: "list",
    heading: {
      eyebrow: "What we do",
      title: "Advice for every stage of your money’s life",
      subtitle: "From a first savings plan to selling a business, one adviser stays with you.",
    },
    services: financeServices,
  } satisfies ServiceCardsProps,
  advice: {
    id: "advice",
    variant: "panel",
    eyebrow: "How we advise",
    title: "A plan you can read in five minutes",
    text: "Every client receives the same one-page plan: where your money is today, where it is going and the three decisions that matter this year. Watch how we put it together.",
    image: img("feature-8", "Rising line chart with an upward arrow and a stack of coins"),
    video: { title: "Inside a planning meeting" },
    counters: [
      {
        id: "advisers",
        value: 64,
        title: "Qualified advisers",
        description: "Every one of them certified and independent.",
      },
      {
        id: "offices",
        value: 12,
        title: "Offices",
        description: "And video meetings wherever you are.",
      },
      {
        id: "reviews",
        value: 4200,
        suffix: "+",
        title: "Plan reviews a year",
        description: "Each plan is checked at least once a year.",
      },
      {
        id: "satisfaction",
        value: 97,
        suffix: "%",
        title: "Would recommend us",
        description: "From our yearly client survey.",
      },
    ],
    cta: { label: "Book a Free Review", href: "/contact" },
  } satisfies SplitFeatureProps,
  plans: {
    id: "plans",
    variant: "rows",
    billingSwitch: true,
    highlightLabel: "Most chosen",
    heading: {
      eyebrow: "Plans",
      title: "Simple plans, fees in plain sight",
      subtitle: "One monthly price per plan. Switch to yearly to see the whole year at once.",
    },
    plans: pricingTiers,
    note: pricingNote,
  } satisfies PricingCardsProps,
  testimonials: {
    id: "testimonials",
    variant: "headline",
    tone: "muted",
    heading: {
      eyebrow: "Client stories",
      title: "Numbers our clients can feel",
    },
    testimonials: clientsOf.finance,
  } satisfies TestimonialsProps,
  faq: {
    id: "faq",
    layout: "split",
    variant: "cards",
    heading: {
      eyebrow: "Questions",
      title: "Before you open an account",
      subtitle: "Straight answers about fees, safety and how our advice works.",
    },
    items: [
      {
        id: "fees",
        question: "How do you charge for advice?",
        answer:
          "A fixed monthly plan fee that you see before you sign, and nothing else. We take no commission on any product, so our advice is never shaped by what pays us most.",
      },
      {
        id: "rates-change",
        question: "Can the savings rates change?",
        answer:
          "Variable rates can move with the market; we tell you by e-mail at least thirty days before a change. Fixed deposits keep their rate for the whole term.",
      },
      {
        id: "minimum",
        question: "Is there a minimum to get started?",
        answer:
          "No. Everyday savings starts at zero and the first planning call is free. Some accounts have a minimum deposit, shown in the rates table above.",
      },
      {
        id: "review",
        question: "How often will my plan be reviewed?",
        answer:
          "At least once a year, and whenever something important changes: a new job, a house, a child or a business sale. You can ask for a review at any time.",
      },
    ],
  } satisfies FaqAccordionProps,
  cta: {
    id: "call-to-action",
    variant: "band",
    eyebrow: "Free first review",
    title: "See where your money could be in ten years",
    text: "Book a thirty-minute call with an adviser. No obligation, no sales pitch.",
    cta: { label: "Talk to an Adviser", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
