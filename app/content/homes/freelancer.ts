/**
 * The freelancer home: a typing headline (Freelancer, Developer, Startup),
 * skills, services, selected work, client words and the contact form (fullname, phone,
 * email, message; all required; nothing is sent).
 */
import { freelancerFormFields } from "~/content/contact";
import { freelancerHeadline } from "~/content/headlines";
import { portfolioFilters, portfolioItems, projectCards } from "~/content/portfolio";
import { services } from "~/content/services";
import type { SkillBar } from "~/content/metrics";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { ContactSectionProps } from "~/sections/contact/contact-section";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import type { SkillBarsProps } from "~/sections/progress/skill-bars";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { brand } from "~/content/brand";

const skills = [
  { id: "ui-design", title: "Interface Design", value: 95, tone: "gradient" },
  { id: "front-end", title: "Front-end Development", value: 90, tone: "primary" },
  { id: "branding", title: "Branding", value: 75, tone: "accent" },
  { id: "strategy", title: "Product Strategy", value: 60, tone: "gradient" },
] satisfies SkillBar[];

/** The services of the agency list that one person offers. */
const offered = ["brand-identity", "web-development", "ux-design"];

export const freelancerHome = {
  seo: {
    title: "Freelancer: Independent Designer and Developer",
    description: `A freelancer demo of ${brand.name}: a typing headline, skills, services, selected projects, words from clients and a short form to start a project.`,
    path: "/index-freelancer",
  },
  hero: {
    variant: "centered",
    eyebrow: "Hi, I am Alex Morgan: independent designer and developer",
    title: freelancerHeadline.before,
    words: freelancerHeadline,
    subtitle:
      "Ten years of websites, apps and brands for solo founders, studios and young companies. One person from the first sketch to the launch.",
    ctas: [
      { label: "Hire Me", href: "#contact" },
      { label: "See My Work", href: "#portfolio" },
    ],
  } satisfies HeroBannerProps,
  skills: {
    id: "skills",
    variant: "split",
    heading: {
      eyebrow: "Skills",
      title: "Design and code from one pair of hands",
      subtitle: "No hand-over between designer and developer, so nothing gets lost on the way to launch.",
    },
    bars: skills,
  } satisfies SkillBarsProps,
  services: {
    id: "services",
    variant: "numbered",
    columns: 3,
    tone: "muted",
    heading: {
      eyebrow: "What I do",
      title: "Three ways I can help",
      subtitle: "Book one, or combine them into a single project with one price.",
    },
    services: services.filter((service) => offered.includes(service.id)),
  } satisfies ServiceCardsProps,
  portfolio: {
    id: "portfolio",
    heading: {
      eyebrow: "Selected work",
      title: "Recent projects",
      subtitle: "Filter by discipline, or open a project to read the brief and the result.",
    },
    items: projectCards(portfolioItems),
    filters: portfolioFilters,
    filterLabel: "Show projects by discipline",
    arrangement: "grid",
    columns: 3,
    card: "overlay",
    loadMore: { label: "Load More", href: "/portfolio" },
  } satisfies PortfolioGridProps,
  testimonials: {
    id: "testimonials",
    variant: "portrait",
    tone: "muted",
    heading: {
      eyebrow: "Kind words",
      title: "What clients say about working with me",
    },
    testimonials: clientsOf.freelancer,
  } satisfies TestimonialsProps,
  contact: {
    id: "contact",
    heading: {
      eyebrow: "Start a project",
      title: "Tell me about your idea",
      subtitle: "A few lines are enough. I answer every message within two working days.",
    },
    form: {
      fields: freelancerFormFields,
      delivery: "none",
      hint: "All fields are required. This is a demo form: nothing you type is sent.",
    },
  } satisfies ContactSectionProps,
} satisfies { seo: Seo; [section: string]: unknown };
