/**
 * The digital agency home (other variants): the work comes first. A split hero with
 * a play button, a row of client logos, services as spotlight cards, the portfolio grid
 * with filters, the studio on a full-bleed block with its video and counters, the
 * Strategy / Development / Reporting tabs, a wall of client words and a gradient call to
 * action. Accent rose.
 */
import { brandLists } from "~/content/brands";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { portfolioFilters, portfolioItems, projectCards } from "~/content/portfolio";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { strategyTabs } from "~/content/tabs";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { SplitFeatureProps } from "~/sections/split/split-feature";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { brand } from "~/content/brand";

export const digitalAgencyHome = {
  seo: {
    title: "Digital Agency Home",
    description: `A digital agency demo of the ${brand.name} template: a bold hero with a showreel, client logos, services, a filterable portfolio grid, the studio in numbers and client words, in rose.`,
    path: "/index-digital-agency",
  },
  hero: {
    variant: "split",
    eyebrow: "Brand, web and product studio",
    title: "We design digital products people love to use",
    highlight: "people love to use",
    subtitle:
      "Apps, websites and brands for companies that want to stand out. Small senior teams, weekly demos and launches that land on the date we promised.",
    ctas: [
      { label: "See Our Work", href: "/portfolio" },
      { label: "Purchase Now", href: site.buyUrl, newTab: true },
    ],
    image: img(
      "hero-3",
      "Two phones showing a card wallet and a growth chart, with floating cards and glossy spheres",
    ),
    video: { title: "Our studio showreel" },
  } satisfies HeroBannerProps,
  clients: {
    id: "clients",
    variant: "row",
    space: "compact",
    logos: brandLists.short,
  } satisfies BrandListProps,
  services: {
    id: "services",
    variant: "spotlight",
    columns: 3,
    heading: {
      eyebrow: "What we make",
      title: "Design and code under one roof",
      subtitle: "One team takes your idea from the first sketch to the app store and beyond.",
    },
    services: services.filter((service) =>
      ["brand-identity", "web-development", "ux-design"].includes(service.id),
    ),
  } satisfies ServiceCardsProps,
  work: {
    id: "work",
    heading: {
      eyebrow: "Selected work",
      title: "Projects we are proud of",
      subtitle: "Filter by discipline, or open a project for the whole story.",
    },
    items: projectCards(portfolioItems),
    filters: portfolioFilters,
    card: "overlay",
    shapes: ["portrait", "square", "portrait", "square", "landscape", "landscape"],
    loadMore: { label: "Load More", href: "/portfolio" },
  } satisfies PortfolioGridProps,
  studio: {
    id: "studio",
    variant: "bleed",
    eyebrow: "The studio",
    title: "Twenty-four makers, one shared bar for quality",
    text: "Designers, engineers and writers in one room, shipping small and often. Press play for a look inside a project week.",
    image: img(
      "video-1",
      "A film set in the studio: a chair on a paper backdrop between two softbox lights, a camera recording",
    ),
    video: { title: "A week inside the studio" },
    counters,
  } satisfies SplitFeatureProps,
  approach: {
    id: "approach",
    set: strategyTabs,
    variant: "underline",
    heading: {
      eyebrow: "How we work",
      title: "One plan from strategy to report",
      subtitle: "Strategy, reports and development share one plan, so nothing gets lost between them.",
    },
  } satisfies ContentTabsProps,
  testimonials: {
    id: "testimonials",
    variant: "wall",
    tone: "muted",
    heading: {
      eyebrow: "Client words",
      title: "Teams that launched with us",
    },
    testimonials: clientsOf.digitalAgency,
  } satisfies TestimonialsProps,
  cta: {
    id: "call-to-action",
    variant: "gradient",
    eyebrow: "Have a project in mind?",
    title: "Let’s make something people love",
    text: "Tell us what you want to build. We reply within one working day with first ideas and a rough plan.",
    cta: { label: "Start a Project", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
