/**
 * The second business consulting home (other variants): a hero over a picture with
 * a video, client logos, an about block with a video popup, numbered services, counters,
 * skill bars, the team, testimonials, an FAQ of four items and a call to action.
 */
import { brandLists } from "~/content/brands";
import { homeFaq } from "~/content/faq";
import { img } from "~/content/images";
import { counters, skillBars } from "~/content/metrics";
import { offerLines } from "~/content/pricing";
import { servicesById } from "~/content/services";
import { site } from "~/content/site";
import { teamMembers } from "~/content/team";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { AboutIntroProps } from "~/sections/about/about-intro";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { SkillBarsProps } from "~/sections/progress/skill-bars";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { brand } from "~/content/brand";

export const businessConsulting2Home = {
  seo: {
    title: "Business Consulting 2",
    description: `A second business consulting demo of ${brand.name}: a hero with a video, client logos, an about block, numbered services, key figures, skill bars, the team and an FAQ.`,
    path: "/index-business-consulting-2",
  },
  hero: {
    variant: "image-background",
    eyebrow: "Independent advisers since 2012",
    title: "Sharper decisions for growing businesses",
    highlight: "Sharper decisions",
    subtitle:
      "Senior consultants who sit at your table, read your numbers and stay until the plan is working: strategy, finance and operations in one team.",
    ctas: [
      { label: "Book a Free Call", href: "/contact" },
      { label: "Our Services", href: "/service" },
    ],
    image: img("hero-4", "A dark dashboard with an area chart, a progress ring and bar charts"),
    video: { title: "Meet the advisers: a two-minute introduction" },
  } satisfies HeroBannerProps,
  clients: {
    id: "clients",
    variant: "row",
    space: "compact",
    heading: { title: "Advisers to more than 500 companies" },
    logos: brandLists.short,
  } satisfies BrandListProps,
  about: {
    id: "about",
    heading: {
      eyebrow: "About the firm",
      title: "Small enough to care, senior enough to know",
    },
    paragraphs: [
      "Every client works with partners, not juniors. We have run companies ourselves, so our advice comes with a plan for Monday morning, not a hundred-page report.",
      "Watch the two-minute film to see how a first workshop runs and what you take home from it.",
    ],
    points: ["Partners on every project", "Fixed fees agreed up front", "Results reviewed after 90 days"],
    images: [
      img(
        "about-1",
        "A workshop wall of sticky notes sorted into clusters, with dot votes and marker arrows",
      ),
      img("about-2", "A team round a meeting table seen from above, with laptops, coffee and printed charts"),
    ],
    badge: { value: "12+", label: "years advising owners" },
    video: { title: "How a first workshop runs" },
    cta: { label: "Meet the Team", href: "/team" },
  } satisfies AboutIntroProps,
  services: {
    id: "services",
    variant: "numbered",
    columns: 4,
    tone: "muted",
    heading: {
      eyebrow: "Services",
      title: "Four ways we help you grow",
      subtitle: "Start with the one that hurts most today; most clients add a second within a year.",
    },
    services: servicesById("business-strategy", "financial-advisory", "data-analytics", "digital-marketing"),
  } satisfies ServiceCardsProps,
  figures: {
    id: "figures",
    variant: "band",
    counters,
  } satisfies CounterGridProps,
  skills: {
    id: "expertise",
    variant: "grid",
    heading: {
      eyebrow: "Expertise",
      title: "Where our clients rate us highest",
      subtitle: "Scores from the review we hold with every client ninety days after a project.",
    },
    bars: skillBars,
  } satisfies SkillBarsProps,
  team: {
    id: "team",
    variant: "round",
    tone: "muted",
    heading: {
      eyebrow: "Partners",
      title: "The people you will work with",
    },
    members: teamMembers.slice(4, 8),
  } satisfies TeamCardsProps,
  testimonials: {
    id: "testimonials",
    variant: "headline",
    heading: {
      eyebrow: "Results",
      title: "In our clients' words",
    },
    testimonials: clientsOf.businessConsulting2,
  } satisfies TestimonialsProps,
  faq: {
    id: "faq",
    layout: "split",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "FAQ",
      title: "Questions owners ask us first",
      subtitle: "Something else on your mind? Call us; the first conversation is free.",
    },
    items: homeFaq,
  } satisfies FaqAccordionProps,
  cta: {
    variant: "split",
    eyebrow: offerLines.demos,
    title: "Give your firm a website as sharp as its advice",
    text: offerLines.trial,
    cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
    secondary: { label: "Contact Us", href: "/contact" },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
