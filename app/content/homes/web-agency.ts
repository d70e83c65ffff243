/**
 * The web agency home: hero with Explore Now (/login) and Contact Us (/contact),
 * counters, an intro with View More, the services grid and the first 8 brands.
 */
import { brandLists } from "~/content/brands";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { services } from "~/content/services";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { SplitFeatureProps } from "~/sections/split/split-feature";
import { brand } from "~/content/brand";

export const webAgencyHome = {
  seo: {
    title: "Web Agency: Websites That Win Clients",
    description: `A web agency demo of ${brand.name}: a confident hero, the studio's figures, a short introduction, the services grid and the brands it has built for.`,
    path: "/index-web-agency",
  },
  hero: {
    variant: "split",
    eyebrow: "Design · Development · Growth",
    title: "We design and build websites that win you clients",
    highlight: "win you clients",
    subtitle:
      "A web studio of designers and engineers. Fast, accessible sites with a clear story, launched in weeks and easy for your team to update.",
    ctas: [
      { label: "Explore Now", href: "/login" },
      { label: "Contact Us", href: "/contact" },
    ],
    image: img(
      "hero-4",
      "Dark dashboard panels with an area chart, a progress ring, a bar chart and team avatars",
    ),
  } satisfies HeroBannerProps,
  figures: {
    id: "figures",
    variant: "plain",
    space: "compact",
    heading: { eyebrow: "In numbers", title: "Twelve years of launches" },
    counters,
  } satisfies CounterGridProps,
  intro: {
    id: "intro",
    variant: "image-end",
    tone: "muted",
    eyebrow: "Who we are",
    title: "A small studio with a big-agency track record",
    text: "Since 2012 we have launched websites for start-ups, charities and listed companies. We keep the team small on purpose: the people you meet in the first workshop are the people who design, build and look after your site.",
    image: img(
      "scene-website",
      "A website we launched, in a browser: a headline, two buttons and a phone showing the app",
    ),
    cta: { label: "View More", href: "/about" },
  } satisfies SplitFeatureProps,
  services: {
    id: "services",
    variant: "image",
    columns: 3,
    heading: {
      eyebrow: "Services",
      title: "Everything a website needs, under one roof",
      subtitle: "From the first sketch to the monthly report, one team is accountable for the result.",
    },
    services: services.slice(0, 6),
  } satisfies ServiceCardsProps,
  brands: {
    id: "brands",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "Clients",
      title: "Brands we have built for",
      subtitle: "From local favourites to international names.",
    },
    logos: brandLists.common,
  } satisfies BrandListProps,
} satisfies { seo: Seo; [section: string]: unknown };
