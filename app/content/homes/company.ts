/**
 * The company home (other variants): a company that tells its history and shows
 * its people. A hero over a full-width picture, the story with a video, the company in
 * numbers, its history as a vertical timeline, the three practices as advance tabs, the
 * leadership team, clients, two client portraits and a call to action in inverted
 * colours. Accent blue, with the top bar.
 */
import { brandLists } from "~/content/brands";
import { img } from "~/content/images";
import { site } from "~/content/site";
import { advanceTabsRetold } from "~/content/tabs";
import { teamMembers } from "~/content/team";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { AboutIntroProps } from "~/sections/about/about-intro";
import type { BrandCarouselProps } from "~/sections/brands/brand-carousel";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import { brand } from "~/content/brand";

export const companyHome = {
  seo: {
    title: "Company Home",
    description: `A company demo of the ${brand.name} template: the story with a video, the company in numbers, a history timeline from 2012, three practices, the leadership team and clients, in blue.`,
    path: "/index-company",
  },
  hero: {
    variant: "image-background",
    eyebrow: "Research, reporting and software since 2012",
    title: "A company built on long partnerships",
    highlight: "long partnerships",
    subtitle:
      "Twelve years, four offices and clients who stay for a decade. We help organisations understand their markets, report with clarity and build the software they run on.",
    ctas: [
      { label: "About Us", href: "/about" },
      { label: "Contact Us", href: "/contact" },
    ],
    image: img("slide-2", "A glossy violet sphere circled by a ring on a pedestal, in deep blue space"),
  } satisfies HeroBannerProps,
  story: {
    id: "story",
    heading: {
      eyebrow: "Who we are",
      title: "Started by three people at a kitchen table",
    },
    paragraphs: [
      `${brand.name} began in 2012 as a research studio for two local manufacturers. The reports were clear enough that their customers asked who had written them.`,
      "Today 240 people in four offices research markets, write corporate reports and build software for companies that value a partner who is still there in ten years.",
    ],
    points: ["Owned by the people who work here", "Four offices, one team", "Clients for ten years and more"],
    images: [
      img(
        "about-2",
        "Colleagues round a meeting table seen from above, with laptops, coffee and printed charts",
      ),
      img(
        "about-4",
        "One of our reports open at a spread: a donut chart, text columns, a photograph and a bar chart",
      ),
    ],
    badge: { value: "2012", label: "founded in Lisbon" },
    video: { title: "Our company story in three minutes" },
    cta: { label: "Meet the Team", href: "/team" },
  } satisfies AboutIntroProps,
  numbers: {
    id: "numbers",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "The company in numbers",
      title: "Growing steadily, one client at a time",
    },
    counters: [
      {
        id: "people",
        value: 240,
        title: "People",
        description: "Researchers, writers, designers and engineers.",
      },
      {
        id: "offices",
        value: 4,
        title: "Offices",
        description: "Lisbon, London, Berlin and Montréal.",
      },
      {
        id: "clients",
        value: 575,
        title: "Clients served",
        description: "Most of them for more than three years.",
      },
      {
        id: "reports",
        value: 1200,
        suffix: "+",
        title: "Reports published",
        description: "Market studies, annual and impact reports.",
      },
    ],
  } satisfies CounterGridProps,
  history: {
    id: "history",
    kind: "steps",
    heading: {
      eyebrow: "Our history",
      title: "Twelve years, three turning points",
      subtitle: "How a two-client research studio became a company of 240 people.",
    },
    steps: [
      {
        id: "founded",
        step: "2012",
        title: "A research studio in Lisbon",
        description:
          "Three founders, two clients and one promise: reports that a busy director reads to the end.",
        workingList: [
          { title: "First market study", text: "For a tile maker entering the Nordic market." },
          { title: "First hire", text: "A data analyst who still leads our research practice." },
        ],
        image: img(
          "about-1",
          "A research wall of sticky notes sorted into clusters, with dot votes and marker arrows",
        ),
      },
      {
        id: "reporting",
        step: "2017",
        title: "Corporate reporting and a London office",
        description:
          "Clients asked us to write their annual reports too. The reporting practice grew to forty people in two years.",
        workingList: [
          { title: "London office", text: "Opened to serve listed companies in the UK." },
          { title: "First accessible annual report", text: "A web edition anyone can read." },
        ],
        image: img("feature-1", "Analytics panel with a bar chart and a key-figure card"),
      },
      {
        id: "software",
        step: "2024",
        title: "Software, and four offices",
        description:
          "Our app development practice builds the tools our research clients use every day, from Berlin and Montréal.",
        workingList: [
          { title: "Berlin and Montréal", text: "Two new offices for the engineering teams." },
          { title: "Employee ownership", text: "The company is now owned by the people who work here." },
        ],
        image: img("feature-3", "Central hub connected to six app tiles"),
      },
    ],
  } satisfies WorkingProcessProps,
  practices: {
    id: "practices",
    set: advanceTabsRetold,
    variant: "cards",
    placement: "start",
    tone: "muted",
    heading: {
      eyebrow: "Our practices",
      title: "Three practices, one company",
      subtitle: "Each practice has its own specialists; every client has one point of contact.",
    },
  } satisfies ContentTabsProps,
  team: {
    id: "team",
    variant: "overlay",
    columns: 4,
    heading: {
      eyebrow: "Leadership",
      title: "The people who run the company",
      subtitle: "Elected every three years by everyone who works here.",
    },
    members: teamMembers.slice(4, 8),
  } satisfies TeamCardsProps,
  clients: {
    id: "clients",
    tone: "muted",
    heading: {
      eyebrow: "Clients",
      title: "Partners for a decade and counting",
    },
    logos: brandLists.common,
  } satisfies BrandCarouselProps,
  testimonials: {
    id: "testimonials",
    variant: "portrait",
    heading: {
      eyebrow: "In their words",
      title: "What long partnerships sound like",
    },
    testimonials: clientsOf.company,
  } satisfies TestimonialsProps,
  cta: {
    id: "call-to-action",
    variant: "inverse",
    eyebrow: "Work with us",
    title: "Start a partnership that lasts",
    text: "Tell us about your organisation. A partner replies within one working day.",
    cta: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
