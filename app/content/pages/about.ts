/**
 * The about page: hero, intro, brand list (9 logos), services, the four-step
 * process, mission and values, a counters band, and team cards with location.
 */
import { brandLists } from "~/content/brands";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { services } from "~/content/services";
import { teamMembers } from "~/content/team";
import { fourStepProcess } from "~/content/timeline";
import type { Seo } from "~/lib/seo";
import type { AboutHeroProps } from "~/sections/about/about-hero";
import type { AboutIntroProps } from "~/sections/about/about-intro";
import type { AboutValuesProps } from "~/sections/about/about-values";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import { listSizes } from "~/content/settings";
import { brand } from "~/content/brand";

export const aboutPage = {
  seo: {
    title: "About Us",
    description: `Meet the consultancy behind ${brand.name}: who we are, the clients we work with, our services, how a project runs, what we stand for and the team.`,
    path: "/about",
  },
  hero: {
    eyebrow: `About ${brand.name}`,
    title: "We help good companies grow with websites that work",
    highlight: "websites that work",
    subtitle:
      "Strategists, designers and engineers in one team, turning what makes your business different into a site your customers understand at a glance.",
    ctas: [
      { label: "Contact Us", href: "/contact" },
      { label: "How We Work", href: "#process" },
    ],
    image: img(
      "scene-website",
      "A client's website in a browser: a headline, two buttons and a phone showing the app",
    ),
    facts: [
      { value: "199+", label: "Projects" },
      { value: "575", label: "Clients" },
      { value: "69", label: "Awards" },
    ],
  } satisfies AboutHeroProps,
  intro: {
    id: "intro",
    heading: {
      eyebrow: "Who we are",
      title: "A small studio with a big-company toolkit",
    },
    paragraphs: [
      `We started ${brand.name} twelve years ago with a simple idea: a growing company deserves the same care for its website as a global brand, without the layers of account managers in between.`,
      "Today we are a team of specialists across three continents. You talk directly to the people who do the work, and every project is measured by one number we agree on together.",
    ],
    points: [
      "Senior people on every project",
      "Weekly demos, never a big reveal",
      "Accessible and fast by default",
      "Answers from the people who built your site",
    ],
    images: [
      img("about-1", "A workshop wall of sticky notes in clusters, with dot votes and marker arrows"),
      img(
        "about-2",
        "Our team round a meeting table seen from above, with laptops, coffee and printed charts",
      ),
    ],
    badge: { value: "12+", label: "years of practice" },
    cta: { label: "Meet the Team", href: "/team" },
  } satisfies AboutIntroProps,
  brands: {
    id: "clients",
    variant: "pills",
    tone: "muted",
    heading: {
      eyebrow: "Our clients",
      title: "Trusted by teams who care about results",
    },
    logos: brandLists.about,
  } satisfies BrandListProps,
  services: {
    id: "services",
    variant: "icon",
    columns: 3,
    heading: {
      eyebrow: "What we do",
      title: "Services that move the numbers",
      subtitle: "Strategy, design and development from one team, so nothing gets lost between agencies.",
    },
    services: services.slice(0, 3),
  } satisfies ServiceCardsProps,
  process: {
    id: "process",
    kind: "items",
    variant: "line",
    tone: "muted",
    heading: {
      eyebrow: "How we work",
      title: "Four steps from idea to results",
      subtitle: "Every project follows the same calm rhythm, so you always know what happens next.",
    },
    items: fourStepProcess,
  } satisfies WorkingProcessProps,
  values: {
    id: "values",
    tone: "default",
    heading: {
      eyebrow: "What we stand for",
      title: "Our mission, vision and values",
    },
    statements: [
      {
        id: "mission",
        title: "Our mission",
        text: "Help growing companies win more of the right customers with websites that are clear, fast and honest about what they offer.",
        icon: "Target",
      },
      {
        id: "vision",
        title: "Our vision",
        text: "A web where every business, however small, can look as good and work as well as the biggest brands in its field.",
        icon: "Compass",
      },
    ],
    values: [
      {
        id: "partnership",
        title: "Partnership",
        text: "We tell you what we think, and we listen when you know better.",
        icon: "Handshake",
      },
      {
        id: "access",
        title: "Access for all",
        text: "Every page we ship works with a keyboard and a screen reader.",
        icon: "Accessibility",
      },
      {
        id: "speed",
        title: "Speed",
        text: "Fast pages, short cycles and answers within one working day.",
        icon: "Gauge",
      },
      {
        id: "results",
        title: "Results",
        text: "We measure success by your numbers, not by our awards.",
        icon: "BadgeCheck",
      },
    ],
  } satisfies AboutValuesProps,
  numbers: {
    id: "numbers",
    variant: "band",
    heading: {
      eyebrow: "Our story in numbers",
      title: "Twelve years of work worth talking about",
    },
    counters,
  } satisfies CounterGridProps,
  team: {
    id: "team",
    variant: "location",
    columns: 4,
    tone: "muted",
    heading: {
      eyebrow: "Our team",
      title: "The people you will work with",
      subtitle: "Senior specialists in four cities, each one reachable directly.",
    },
    members: teamMembers.slice(0, listSizes.teamLarge),
  } satisfies TeamCardsProps,
} satisfies { seo: Seo; [section: string]: unknown };
