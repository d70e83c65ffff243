/** The service element page: many service-card layouts, every Read More leading to /service. */
import { services } from "~/content/services";
import type { Crumb, Seo } from "~/lib/seo";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { ServiceSliderProps } from "~/sections/services/service-slider";

const crumbs: Crumb[] = [{ label: "Service" }];

export const servicePage = {
  seo: {
    title: "Service",
    description:
      "Seven service-card layouts for consultancies and agencies: icon cards, image cards, numbered steps, a two-column list, gradient-framed cards, spotlight cards and a card slider.",
    path: "/service",
  },
  banner: {
    title: "Service",
    subtitle: "Everything a growing business needs online, from the first idea to the monthly report.",
    crumbs,
  },
  icon: {
    id: "service-icon",
    variant: "icon",
    heading: {
      eyebrow: "What we do",
      title: "Services that move your business forward",
      subtitle: "Strategy, design and engineering from one team, planned around the results you need.",
    },
    services: services.slice(0, 6),
  } satisfies ServiceCardsProps,
  image: {
    id: "service-image",
    variant: "image",
    tone: "muted",
    heading: {
      eyebrow: "Featured services",
      title: "Show the work behind every service",
      subtitle: "See what we do before you read a word about it.",
    },
    services: services.slice(0, 3),
  } satisfies ServiceCardsProps,
  numbered: {
    id: "service-numbered",
    variant: "numbered",
    columns: 4,
    heading: {
      eyebrow: "How we help",
      title: "Four steps from idea to launch",
      subtitle: "A clear path from the first workshop to launch, one step at a time.",
    },
    services: services.slice(0, 4),
  } satisfies ServiceCardsProps,
  list: {
    id: "service-list",
    variant: "list",
    columns: 2,
    tone: "muted",
    heading: {
      eyebrow: "Our expertise",
      title: "Everything your growing company needs",
      subtitle: "Find the help you need in seconds.",
    },
    services: services.slice(2, 8),
  } satisfies ServiceCardsProps,
  gradientBorder: {
    id: "service-gradient",
    variant: "gradient-border",
    heading: {
      eyebrow: "Specialist teams",
      title: "Experts for the moments that matter",
      subtitle: "The services our clients ask for most.",
    },
    services: services.slice(3, 6),
  } satisfies ServiceCardsProps,
  spotlight: {
    id: "service-spotlight",
    variant: "spotlight",
    columns: 4,
    tone: "muted",
    heading: {
      eyebrow: "Always on your side",
      title: "Support that lasts beyond launch day",
      subtitle: "Specialists for every stage of your growth.",
    },
    services: services.slice(4, 8),
  } satisfies ServiceCardsProps,
  slider: {
    id: "service-slider",
    heading: {
      eyebrow: "One at a time",
      title: "Walk through our services",
      subtitle: "One service at a time, explained by the team that delivers it.",
    },
    services: services.slice(0, 5),
  } satisfies ServiceSliderProps,
} satisfies { seo: Seo; [section: string]: unknown };
