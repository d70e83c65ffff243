/**
 * The SEO agency home (other variants): audits and rankings first. A centred hero
 * with rotating words, the four scores of a site audit, a table of keyword rankings,
 * results as skill bars, the services in numbered order, three plans, questions and an
 * outlined call to action. Accent green.
 */
import { img } from "~/content/images";
import { pricingNote, pricingPlans } from "~/content/pricing";
import type { Service } from "~/content/services";
import { site } from "~/content/site";
import type { Cta } from "~/content/types";
import type { Seo } from "~/lib/seo";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { FigureTableProps } from "~/sections/figures/figure-table";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";
import type { ProgressRingsProps } from "~/sections/progress/progress-rings";
import type { SkillBarsProps } from "~/sections/progress/skill-bars";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import { brand } from "~/content/brand";

const readMore: Cta = { label: "Read More", href: "/service" };

const seoServices = [
  {
    id: "technical-audit",
    title: "Technical Audit",
    description:
      "We crawl every page like a search engine does and fix what stops it: broken links, slow templates, duplicate pages and missing tags.",
    icon: "Gauge",
    link: readMore,
  },
  {
    id: "keyword-research",
    title: "Keyword Research",
    description:
      "The questions your buyers really type, grouped by intent and sized by demand, so every page has a clear job to do.",
    icon: "Search",
    link: readMore,
  },
  {
    id: "content",
    title: "Content That Ranks",
    description:
      "Guides, comparisons and landing pages written by specialists in your field and edited to answer the search in the first paragraph.",
    icon: "FileText",
    link: readMore,
  },
  {
    id: "local",
    title: "Local Search",
    description:
      "Business profiles, reviews and location pages that put you on the map for customers searching near you.",
    icon: "MapPin",
    link: readMore,
  },
  {
    id: "links",
    title: "Link Earning",
    description:
      "Research and stories that journalists and industry sites want to cite. No bought links, nothing that risks a penalty.",
    icon: "Handshake",
    link: readMore,
  },
  {
    id: "reporting",
    title: "Monthly Reporting",
    description:
      "Rankings, traffic and enquiries on one page each month, with what we did, what it changed and what comes next.",
    icon: "ChartLine",
    link: readMore,
  },
] satisfies Service[];

export const seoAgencyHome = {
  seo: {
    title: "SEO Agency Home",
    description: `An SEO agency demo of the ${brand.name} template: site-audit scores, a keyword ranking table, results as skill bars, numbered services and plans, in green.`,
    path: "/index-seo-agency",
  },
  hero: {
    variant: "centered",
    eyebrow: "Search engine optimisation for growing brands",
    title: "More",
    words: {
      effect: "rotate",
      words: ["Organic Traffic", "Qualified Leads", "Top Rankings"],
      after: "from search, month after month",
    },
    subtitle:
      "We audit your site, fix what holds it back and publish the pages your buyers are searching for. Then we report the results in plain numbers.",
    ctas: [
      { label: "Get a Free Audit", href: "/contact" },
      { label: "Purchase Now", href: site.buyUrl, newTab: true },
    ],
    image: img("hero-2", "Laptop with a bar chart of monthly visits beside a phone showing a growth ring"),
  } satisfies HeroBannerProps,
  audit: {
    id: "audit",
    tone: "muted",
    heading: {
      eyebrow: "Free site audit",
      title: "Four scores that tell us where to start",
      subtitle:
        "A sample audit of a new client’s site. Every audit comes with a fix list, ordered by the traffic each fix can win.",
    },
    rings: [
      {
        id: "technical",
        percent: 80,
        title: "Technical health",
        subtitle: "Pages crawled without errors",
        tone: "gradient",
      },
      {
        id: "content",
        percent: 60,
        title: "Content coverage",
        subtitle: "Buyer questions with a page that answers them",
        tone: "primary",
      },
      {
        id: "authority",
        percent: 70,
        title: "Link authority",
        subtitle: "Compared with the top three competitors",
        tone: "accent",
      },
      {
        id: "speed",
        percent: 95,
        title: "Page speed",
        subtitle: "Pages that pass Core Web Vitals",
        tone: "gradient",
      },
    ],
  } satisfies ProgressRingsProps,
  rankings: {
    id: "rankings",
    heading: {
      eyebrow: "Rankings",
      title: "From page four to the top three",
      subtitle: "Where a client’s most valuable keywords stood before we started, and six months later.",
    },
    caption: "Google positions of five keywords, before and after six months",
    rowHeader: "Keyword",
    columns: [
      { id: "before", label: "Before" },
      { id: "now", label: "Now" },
      { id: "searches", label: "Searches a month" },
    ],
    rows: [
      {
        id: "invoicing-software",
        label: "invoicing software for freelancers",
        values: ["#38", { value: "#2", trend: "up" }, "12,100"],
      },
      {
        id: "quote-template",
        label: "free quote template",
        values: ["#21", { value: "#1", trend: "up" }, "8,100"],
      },
      {
        id: "late-payment",
        label: "how to chase a late payment",
        values: ["#54", { value: "#3", trend: "up" }, "4,400"],
      },
      {
        id: "expense-tracker",
        label: "expense tracker app",
        values: ["#17", { value: "#6", trend: "up" }, "22,200"],
      },
      {
        id: "tax-calculator",
        label: "self-employed tax calculator",
        values: ["#4", { value: "#4", trend: "steady" }, "33,100"],
      },
    ],
    highlight: { rowId: "quote-template", label: "Position 1" },
    note: "A sample client for this demo. Positions are for searches in the United States, measured on the same day each month.",
  } satisfies FigureTableProps,
  results: {
    id: "results",
    variant: "split",
    tone: "muted",
    heading: {
      eyebrow: "Results",
      title: "What twelve months of SEO usually brings",
      subtitle:
        "The average of our clients after their first year. Share of voice grows slowest: it is the part your competitors fight for too.",
    },
    bars: [
      { id: "indexed", title: "Pages indexed", value: 90, tone: "gradient" },
      { id: "top-ten", title: "Target keywords in the top ten", value: 75, tone: "primary" },
      { id: "vitals", title: "Pages passing Core Web Vitals", value: 95, tone: "accent" },
      { id: "share", title: "Share of voice in the market", value: 45, tone: "gradient" },
    ],
  } satisfies SkillBarsProps,
  services: {
    id: "services",
    variant: "numbered",
    columns: 3,
    heading: {
      eyebrow: "Services",
      title: "Six steps to search traffic that lasts",
      subtitle: "We work through them in order, so quick wins pay for the longer work.",
    },
    services: seoServices,
  } satisfies ServiceCardsProps,
  pricing: {
    id: "pricing",
    variant: "gradient",
    tone: "muted",
    heading: {
      eyebrow: "Pricing",
      title: "Pick a plan, cancel any month",
      subtitle: "Every plan starts with the full technical audit.",
    },
    plans: pricingPlans.slice(0, 3),
    note: pricingNote,
  } satisfies PricingCardsProps,
  faq: {
    id: "faq",
    variant: "minimal",
    heading: {
      eyebrow: "FAQ",
      title: "What clients ask before they start",
    },
    items: [
      {
        id: "how-long",
        question: "How long until I see results?",
        answer:
          "Technical fixes often show within four to six weeks. New content usually needs three to six months to reach its final position, which is why we plan in quarters.",
      },
      {
        id: "guarantee",
        question: "Can you guarantee a first-page ranking?",
        answer:
          "No honest agency can: nobody controls the search engines. We promise the work, the method and a monthly report, and we show the results of clients like you before you sign.",
      },
      {
        id: "content-writing",
        question: "Do you write the content, or do we?",
        answer:
          "Either. Our writers can draft every page, or we give your team a brief per page and edit what they write. Most clients do a bit of both.",
      },
      {
        id: "leave",
        question: "What happens if we stop working together?",
        answer:
          "You keep everything: pages, reports, keyword research and access to every tool account in your name. There is no notice period beyond the current month.",
      },
    ],
  } satisfies FaqAccordionProps,
  cta: {
    id: "call-to-action",
    variant: "outline",
    eyebrow: "Free site audit",
    title: "Find out what is holding your rankings back",
    text: "Send us your address and receive the four scores and your first ten fixes within a week.",
    cta: { label: "Get a Free Audit", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
