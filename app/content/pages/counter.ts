/** The counter element page: the sample counters 199, 575, 69 and 500 in four styles. */
import { counters } from "~/content/metrics";
import type { Crumb, Seo } from "~/lib/seo";
import type { CounterGridProps } from "~/sections/counters/counter-grid";

const crumbs: Crumb[] = [{ label: "Counter" }];

export const counterPage = {
  seo: {
    title: "Counter",
    description:
      "Counters that count up to their figures once, when they come into view, in four styles; the final numbers are in the page for every reader.",
    path: "/counter",
  },
  banner: {
    title: "Counter",
    subtitle: "The figures behind our work: projects delivered, clients served, results earned.",
    crumbs,
  },
  plain: {
    id: "counter-plain",
    variant: "plain",
    heading: {
      eyebrow: "In numbers",
      title: "A track record you can count on",
      subtitle: "Ten years of projects, clients and workshops.",
    },
    counters,
  } satisfies CounterGridProps,
  cards: {
    id: "counter-cards",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "Results",
      title: "What our clients achieved with us",
    },
    counters,
  } satisfies CounterGridProps,
  band: {
    id: "counter-band",
    variant: "band",
    heading: {
      eyebrow: "Since we started",
      title: "Growing with every project",
    },
    counters,
  } satisfies CounterGridProps,
  compact: {
    id: "counter-compact",
    variant: "compact",
    heading: {
      eyebrow: "At a glance",
      title: "The short version",
    },
    counters,
  } satisfies CounterGridProps,
} satisfies { seo: Seo; [section: string]: unknown };
