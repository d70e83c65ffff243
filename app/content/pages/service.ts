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
    subtitle: "One set of services, seven ways to present it. Pick the card that suits your brand.",
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
      subtitle: "Cards led by a picture, for services that are easier to show than to tell.",
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
      subtitle: "Numbered cards for services that follow one another.",
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
      subtitle: "A compact two-column list that keeps many services easy to scan.",
    },
    services: services.slice(2, 8),
  } satisfies ServiceCardsProps,
  gradientBorder: {
    id: "service-gradient",
    variant: "gradient-border",
    heading: {
      eyebrow: "Specialist teams",
      title: "Experts for the moments that matter",
      subtitle: "Cards framed by the brand gradient, for the services you want noticed.",
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
      subtitle: "Soft cards that light up under the pointer, with a large watermark icon.",
    },
    services: services.slice(4, 8),
  } satisfies ServiceCardsProps,
  slider: {
    id: "service-slider",
    heading: {
      eyebrow: "One at a time",
      title: "Walk through our services",
      subtitle: "A card slider that shows one service at a time, for narrow columns and focused pages.",
    },
    services: services.slice(0, 5),
  } satisfies ServiceSliderProps,
} satisfies { seo: Seo; [section: string]: unknown };
