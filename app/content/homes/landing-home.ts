/** The landing home at "/" (first bullet): hero with tabs, popular features, templates, testimonials, CTA. */
import { popularFeatures } from "~/content/features";
import { img } from "~/content/images";
import { offer, offerLines } from "~/content/pricing";
import { site } from "~/content/site";
import { landingHeroTabs } from "~/content/tabs";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import { fittedTitle } from "~/lib/title";
import type { TemplateCard } from "~/sections/templates/templates-slider";
import { brand } from "~/content/brand";

export const landingHome = {
  seo: {
    // The longest wording that fits the title's limit with the brand's name (app/lib/title.ts).
    title: fittedTitle(
      `${brand.name}: Business, Consulting and Portfolio Website Template`,
      `${brand.name}: Business and Portfolio Website Template`,
      `${brand.name}: Business Website Template`,
    ),
    description: `A fast, accessible website template for consultancies, agencies and portfolios: ${offer.demoCount} demos, light and dark themes, free lifetime updates.`,
    path: "/",
  },
  hero: {
    eyebrow: `${offerLines.demos} · ${offerLines.updates}`,
    title: "Grow your business with a website that works as hard as you do",
    highlight: "works as hard as you do",
    subtitle: `${brand.name} gives consultancies, agencies and creative studios a polished site in days: strategy, reporting and development pages ready to make your own.`,
    ctas: [
      { label: "Purchase Now", href: site.buyUrl, newTab: true },
      { label: "Log In", href: "/login" },
    ],
    tabs: landingHeroTabs,
  },
  features: {
    id: "features",
    heading: {
      eyebrow: "Popular features",
      title: "Everything a growing company needs",
      subtitle: "The blocks our buyers use most, ready to fill with your own words.",
    },
    features: popularFeatures,
  },
  templates: {
    heading: {
      eyebrow: "Templates",
      title: "A layout for every kind of business",
      subtitle: "Start from the demo closest to your trade; every section mixes with every other.",
    },
    templates: [
      {
        id: "consulting",
        title: "Business Consulting",
        description: "Services, case studies and a clear working process.",
        image: img("hero-4", "A consulting layout with charts on floating cards"),
      },
      {
        id: "agency",
        title: "Digital Agency",
        description: "Bold hero, portfolio grid and team pages.",
        image: img("hero-2", "An agency layout: a laptop and a phone showing bar charts and key figures"),
      },
      {
        id: "finance",
        title: "Finance",
        description: "Figures, pricing plans and trust signals up front.",
        image: img("hero-3", "A finance layout: two phones with a spending chart and payment cards"),
      },
      {
        id: "portfolio",
        title: "Creative Portfolio",
        description: "A masonry gallery that lets the work speak.",
        image: img("hero-7", "A portfolio layout with a grid of images"),
      },
      {
        id: "startup",
        title: "Startup",
        description: "A product story, pricing and a sign-up call to action.",
        image: img("hero-8", "A startup layout with a phone and app screens"),
      },
    ] satisfies TemplateCard[],
  },
  testimonials: {
    heading: {
      eyebrow: "Client feedback",
      title: "What our clients say",
      subtitle: `Teams of every size run their sites on ${brand.name}.`,
    },
    testimonials: clientsOf.landingHome,
  },
  cta: {
    eyebrow: `${offer.discountPercent}% off for a limited time`,
    title: "Ready to launch your new website?",
    text: `${offerLines.trial} Choose a demo today and show your clients a working site tomorrow.`,
    cta: { label: `Purchase ${brand.name}`, href: site.buyUrl, newTab: true },
  },
} satisfies { seo: Seo; [section: string]: unknown };
