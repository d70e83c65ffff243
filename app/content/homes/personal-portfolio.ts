/**
 * The personal portfolio home (other variants): one person's site. A hero with
 * rotating words, an about block with her portrait, skill bars, a timeline of experience
 * and education, a filterable grid of her projects, two clients' words and a contact form.
 */
import { img } from "~/content/images";
import type { SkillBar } from "~/content/metrics";
import { portfolioFilters, portfolioItems, projectCards } from "~/content/portfolio";
import { clientsOf } from "~/content/testimonials";
import type { ExperienceGroup } from "~/content/timeline";
import type { Seo } from "~/lib/seo";
import type { AboutIntroProps } from "~/sections/about/about-intro";
import type { ContactSectionProps } from "~/sections/contact/contact-section";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import type { SkillBarsProps } from "~/sections/progress/skill-bars";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import type { ExperienceTimelineProps } from "~/sections/timeline/experience-timeline";
import { brand } from "~/content/brand";

/** The person this site belongs to (the portrait is hers). */
const person = {
  name: "Priya Raman",
  firstName: "Priya",
  portrait: img("avatar-3", "Portrait of Priya Raman"),
};

const skills = [
  { id: "product-design", title: "Product Design", value: 95, tone: "gradient" },
  { id: "research", title: "User Research", value: 90, tone: "primary" },
  { id: "design-systems", title: "Design Systems", value: 85, tone: "accent" },
  { id: "front-end", title: "Front-end Development", value: 70, tone: "gradient" },
] satisfies SkillBar[];

const record = [
  {
    id: "experience",
    title: "Experience",
    icon: "Briefcase",
    entries: [
      {
        id: "head-of-design",
        period: "2021 – now",
        title: "Head of Product Design",
        organisation: "Northbeam Studio, Bangalore",
        description:
          "Leads a team of six designers across banking, health and logistics products; set up the studio's research practice and its shared design system.",
      },
      {
        id: "senior-designer",
        period: "2017 – 2021",
        title: "Senior Product Designer",
        organisation: "Lumen Financial, London",
        description:
          "Redesigned onboarding and payments of a mobile bank for freelancers; sign-up time fell from twelve minutes to four.",
      },
      {
        id: "designer",
        period: "2013 – 2017",
        title: "Interaction Designer",
        organisation: "Pulse Health, Pune",
        description:
          "Designed clinic dashboards and the first accessible version of the patient app, tested every fortnight with nurses and patients.",
      },
    ],
  },
  {
    id: "education",
    title: "Education and awards",
    icon: "GraduationCap",
    entries: [
      {
        id: "masters",
        period: "2011 – 2013",
        title: "MDes, Interaction Design",
        organisation: "National Institute of Design, Bangalore",
        description:
          "Thesis on designing banking tools for first-time smartphone users, with field studies in four cities.",
      },
      {
        id: "award",
        period: "2019",
        title: "Inclusive Design Award",
        organisation: "Design for Everyone Festival",
        description:
          "For the accessible redesign of the Lumen app, used by screen-reader users in twelve countries.",
      },
      {
        id: "bachelors",
        period: "2007 – 2011",
        title: "BSc, Computer Science",
        organisation: "Christ University, Bangalore",
        description:
          "Where she learned to code, and found out she liked asking why people click more than building what they click.",
      },
    ],
  },
] satisfies ExperienceGroup[];

/** Two clients she worked with, on projects of the portfolio. */

export const personalPortfolioHome = {
  seo: {
    title: "Personal Portfolio",
    description: `A personal portfolio demo of ${brand.name}: a product designer's own site with skill bars, a timeline of experience and education, filterable projects and a contact form.`,
    path: "/index-personal-portfolio",
  },
  hero: {
    variant: "split",
    eyebrow: `${person.name} · Product designer`,
    title: `Hi, I am ${person.firstName}. I design`,
    words: { effect: "rotate", words: ["calm products", "design systems", "accessible apps"] },
    subtitle:
      "Twelve years of turning complicated services into products people understand on the first try, from research to the last pixel and a bit of code.",
    ctas: [
      { label: "See My Work", href: "#work" },
      { label: "Hire Me", href: "#contact" },
    ],
    image: img("hero-2", "A laptop and a phone showing a bright analytics dashboard she designed"),
  } satisfies HeroBannerProps,
  about: {
    id: "about",
    heading: {
      eyebrow: "About me",
      title: "Research first, then the simplest thing that works",
    },
    paragraphs: [
      "I start every project by watching people use what exists today. Most problems are visible in the first five sessions, and most solutions are smaller than the brief expects.",
      "Then I design in the browser as early as I can, so the team argues about something real. I care about accessibility, plain words and interfaces that still make sense at eleven at night.",
    ],
    points: ["Product and UX design", "Usability research", "Design systems", "Prototypes in React"],
    images: [
      img(
        "portfolio-14",
        "Beacon Onboarding Flow: three phone screens of the onboarding steps, joined by arrows",
      ),
      person.portrait,
    ],
    badge: { value: "12+", label: "years in product design" },
    cta: { label: "Get in Touch", href: "#contact" },
  } satisfies AboutIntroProps,
  skills: {
    id: "skills",
    variant: "grid",
    tone: "muted",
    heading: {
      eyebrow: "Skills",
      title: "What I am good at",
      subtitle: "Measured honestly: the last bar is the one I am still working on.",
    },
    bars: skills,
  } satisfies SkillBarsProps,
  record: {
    id: "experience",
    heading: {
      eyebrow: "Timeline",
      title: "Where I have worked and learned",
    },
    groups: record,
  } satisfies ExperienceTimelineProps,
  work: {
    id: "work",
    tone: "muted",
    heading: {
      eyebrow: "Selected work",
      title: "Projects I am proud of",
      subtitle: "Filter by discipline; each project opens its case study.",
    },
    items: projectCards(portfolioItems),
    filters: portfolioFilters,
    filterLabel: "Filter projects by discipline",
    arrangement: "grid",
    columns: 3,
    card: "box",
    loadMore: { label: "View All Projects", href: "/portfolio" },
  } satisfies PortfolioGridProps,
  testimonials: {
    id: "kind-words",
    variant: "portrait",
    heading: {
      eyebrow: "Kind words",
      title: "What clients say about working with me",
    },
    testimonials: clientsOf.personalPortfolio,
  } satisfies TestimonialsProps,
  contact: {
    id: "contact",
    tone: "muted",
    heading: {
      eyebrow: "Contact",
      title: "Have a product that should be simpler?",
      subtitle: "Tell me about it. I read every message myself and reply within two working days.",
    },
    form: { hint: "All fields are required." },
  } satisfies ContactSectionProps,
} satisfies { seo: Seo; [section: string]: unknown };
