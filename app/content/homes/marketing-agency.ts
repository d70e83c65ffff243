/**
 * The marketing agency home (other variants): campaigns and their results. The
 * three-slide hero slider, results on a gradient band, the channels as picture cards,
 * a table of campaign results, the campaign process, market-research tabs, a testimonial
 * slider, questions and a split call to action. Accent orange.
 */
import { img } from "~/content/images";
import type { Service } from "~/content/services";
import { site } from "~/content/site";
import type { HeroSlide } from "~/content/slides";
import { advanceTabs } from "~/content/tabs";
import { clientsOf } from "~/content/testimonials";
import type { Cta } from "~/content/types";
import { formatPrice } from "~/lib/format";
import type { Seo } from "~/lib/seo";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { FigureTableProps } from "~/sections/figures/figure-table";
import type { HeroSliderProps } from "~/sections/hero/hero-slider";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";
import type { TestimonialSliderProps } from "~/sections/testimonials/testimonial-slider";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import { brand } from "~/content/brand";

const readMore: Cta = { label: "Read More", href: "/service" };

const slides = [
  {
    id: "campaigns",
    eyebrow: "Marketing agency",
    title: "Campaigns that fill your calendar, not just your feed",
    description:
      "Search, social and e-mail planned around the questions your buyers ask, and measured by the enquiries they bring.",
    image: img("slide-3", "Concentric arcs of coral, pink and purple glowing on a dark background"),
    cta: { label: "Plan a Campaign", href: "/contact" },
    secondaryCta: { label: "Our Services", href: "/service" },
  },
  {
    id: "results",
    eyebrow: "Results you can count",
    title: "Every dollar of ad spend, accounted for",
    description:
      "One dashboard, one monthly report and one number we agree on together: cost per qualified lead.",
    image: img("slide-1", "Flowing ribbons of indigo, violet and rose light across a dark background"),
    cta: { label: "See Our Results", href: "#results" },
    secondaryCta: { label: "Contact Us", href: "/contact" },
  },
  {
    id: "template",
    eyebrow: `${brand.name} template`,
    title: "Launch your agency site this week",
    description: "Forty-plus demos, every section you need and free lifetime updates, for a one-time price.",
    image: img("slide-2", "Glossy spheres and rings in indigo and magenta floating in the dark"),
    cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
    secondaryCta: { label: "About Us", href: "/about" },
  },
] satisfies HeroSlide[];

const channels = [
  {
    id: "paid-search",
    title: "Paid Search",
    description:
      "Ads that appear the moment someone searches for what you sell, with budgets moved weekly to what converts.",
    icon: "Search",
    image: img("feature-1", "Analytics panel with a bar chart and a key-figure card"),
    link: readMore,
  },
  {
    id: "social",
    title: "Social Campaigns",
    description:
      "Short videos and posts made for each network, tested in small batches before the budget goes in.",
    icon: "Megaphone",
    image: img("feature-4", "Team chat window with message bubbles and avatars"),
    link: readMore,
  },
  {
    id: "email",
    title: "E-mail Journeys",
    description:
      "Welcome, nurture and win-back sequences that speak to where each contact is in their decision.",
    icon: "Mail",
    image: img("feature-7", "Monthly calendar with highlighted days and an event card"),
    link: readMore,
  },
  {
    id: "content",
    title: "Content and SEO",
    description:
      "Guides and comparisons that keep bringing visitors long after the campaign budget is spent.",
    icon: "FileText",
    image: img("feature-3", "Central hub connected to six app tiles"),
    link: readMore,
  },
] satisfies Service[];

export const marketingAgencyHome = {
  seo: {
    title: "Marketing Agency Home",
    description: `A marketing agency demo of the ${brand.name} template: a three-slide hero slider, campaign results in figures and a table, channels, the campaign process and client words, in orange.`,
    path: "/index-marketing-agency",
  },
  hero: {
    title: "A marketing agency for campaigns that pay their way",
    label: "Campaign highlights",
    slides,
  } satisfies HeroSliderProps,
  results: {
    id: "results",
    variant: "band",
    heading: {
      eyebrow: "Results",
      title: "What our campaigns delivered last year",
      subtitle: "Across 48 clients in retail, software, travel and professional services.",
    },
    counters: [
      {
        id: "campaigns",
        value: 320,
        suffix: "+",
        title: "Campaigns launched",
        description: "Search, social and e-mail, most of them in under two weeks.",
      },
      {
        id: "return",
        value: 4.8,
        suffix: "×",
        title: "Average return on ad spend",
        description: "Revenue for every dollar our clients put into ads.",
      },
      {
        id: "cost-per-lead",
        value: 38,
        suffix: "%",
        title: "Lower cost per lead",
        description: "Compared with each client’s previous agency or in-house team.",
      },
      {
        id: "retention",
        value: 92,
        suffix: "%",
        title: "Clients who renew",
        description: "Year on year, without a long-term contract.",
      },
    ],
  } satisfies CounterGridProps,
  channels: {
    id: "channels",
    variant: "image",
    columns: 4,
    heading: {
      eyebrow: "Channels",
      title: "Four channels, one plan",
      subtitle: "We put the budget where your buyers are, and move it when the numbers say so.",
    },
    services: channels,
  } satisfies ServiceCardsProps,
  campaigns: {
    id: "campaigns",
    variant: "split",
    tone: "muted",
    heading: {
      eyebrow: "Case results",
      title: "Four campaigns, in their own numbers",
      subtitle:
        "Qualified leads, what each one cost and the revenue every dollar of ad spend brought back within ninety days.",
    },
    caption: "Results of four client campaigns",
    rowHeader: "Campaign",
    columns: [
      { id: "leads", label: "Leads" },
      { id: "cost", label: "Cost per lead" },
      { id: "return", label: "Return" },
    ],
    rows: [
      {
        id: "verde-spring",
        label: "Spring launch",
        detail: "Verde Market · social and search",
        values: ["2,140", { value: formatPrice(11), trend: "down" }, "6.2×"],
      },
      {
        id: "summit-tickets",
        label: "Early-bird tickets",
        detail: "Summit Events · e-mail and social",
        values: ["3,870", { value: formatPrice(6), trend: "down" }, "7.5×"],
      },
      {
        id: "lumen-accounts",
        label: "New business accounts",
        detail: "Lumen Financial · paid search",
        values: ["960", { value: formatPrice(42), trend: "down" }, "3.9×"],
      },
      {
        id: "ember-subscriptions",
        label: "Coffee subscriptions",
        detail: "Ember Coffee · social and content",
        values: ["1,480", { value: formatPrice(18), trend: "steady" }, "4.4×"],
      },
    ],
    highlight: { rowId: "summit-tickets", label: "Best return" },
    note: "Sample figures for this demo. A down arrow means the cost per lead fell compared with the client’s previous campaign.",
    cta: { label: "Plan Your Campaign", href: "/contact" },
  } satisfies FigureTableProps,
  process: {
    id: "process",
    kind: "items",
    variant: "arrows",
    heading: {
      eyebrow: "How a campaign runs",
      title: "From first brief to first results in four weeks",
    },
    items: [
      {
        id: "research",
        title: "Research",
        description: "Who buys, what they search for and what your competitors already say to them.",
        delay: 100,
      },
      {
        id: "plan",
        title: "Plan",
        description: "Channels, budget, messages and the one number the campaign must move.",
        delay: 200,
      },
      {
        id: "launch",
        title: "Launch",
        description: "Small tests first, then the budget goes to the ads and e-mails that work.",
        delay: 300,
      },
      {
        id: "optimise",
        title: "Optimise",
        description: "Weekly changes, a monthly report and a plan for the next quarter.",
        delay: 400,
      },
    ],
  } satisfies WorkingProcessProps,
  expertise: {
    id: "expertise",
    set: advanceTabs,
    variant: "pills",
    tone: "muted",
    heading: {
      eyebrow: "Beyond campaigns",
      title: "Research and reports that sharpen every campaign",
      subtitle: "The same team studies your market, reports on it and builds the apps your customers use.",
    },
  } satisfies ContentTabsProps,
  testimonials: {
    id: "testimonials",
    heading: {
      eyebrow: "Client words",
      title: "Campaigns our clients still talk about",
    },
    testimonials: clientsOf.marketingAgency,
  } satisfies TestimonialSliderProps,
  faq: {
    id: "faq",
    variant: "filled",
    tone: "muted",
    heading: {
      eyebrow: "FAQ",
      title: "Questions about working with us",
    },
    items: [
      {
        id: "budget",
        question: "What ad budget do we need?",
        answer:
          "Most clients start between two and ten thousand dollars a month in ad spend. We size the first test so it can give a clear answer within four weeks, then grow what works.",
      },
      {
        id: "contract",
        question: "Is there a long contract?",
        answer:
          "No. After the first three months every plan runs month to month. Ninety-two percent of clients renew anyway, because the report shows them why.",
      },
      {
        id: "accounts",
        question: "Who owns the ad accounts and the data?",
        answer:
          "You do. Every ad account, audience and report sits in your company’s name; we work in them with the access you give us.",
      },
      {
        id: "creative",
        question: "Do you make the ads and videos too?",
        answer:
          "Yes. Our designers, writers and video editors make every piece in house, and we test several versions before the budget goes in.",
      },
    ],
  } satisfies FaqAccordionProps,
  cta: {
    id: "call-to-action",
    variant: "split",
    eyebrow: "Next quarter starts now",
    title: "Let’s plan your next campaign",
    text: "Send us your goal and your budget. You get a campaign outline within three working days.",
    cta: { label: "Plan a Campaign", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
