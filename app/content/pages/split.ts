/** The split element page: four layouts with picture, heading, text and counters. */
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import type { Counter } from "~/content/metrics";
import type { Crumb, Seo } from "~/lib/seo";
import type { SplitFeatureProps } from "~/sections/split/split-feature";

const crumbs: Crumb[] = [{ label: "Split" }];

/** The sample counters by id (199, 575, 69, 500). */
function pick(...ids: string[]): Counter[] {
  return ids.map((id) => {
    const found = counters.find((counter) => counter.id === id);
    if (!found) throw new Error(`No counter "${id}"`);
    return found;
  });
}

export const splitPage = {
  seo: {
    title: "Split",
    description:
      "Split sections that pair a picture with a heading, a short story and counters that count up as they come into view, in four layouts.",
    path: "/split",
  },
  banner: {
    title: "Split",
    subtitle: "Our story, and the numbers that back it up.",
    crumbs,
  },
  imageStart: {
    id: "split-image-start",
    variant: "image-start",
    eyebrow: "Why clients choose us",
    title: "Strategy, design and code under one roof",
    text: "One team takes your project from the first workshop to launch day and beyond, so nothing gets lost between agencies and every decision is measured against the same goal.",
    image: img("hero-6", "Three stacked platform layers with charts, seen from above at an angle"),
    counters: pick("projects", "clients", "awards", "workshops"),
  } satisfies SplitFeatureProps,
  imageEnd: {
    id: "split-image-end",
    variant: "image-end",
    tone: "muted",
    eyebrow: "Proven results",
    title: "Numbers that speak for our work",
    text: "Behind every figure is a client who came back for a second project. Tell us where you want to be next year and we will show you how we would get there.",
    image: img("hero-8", "Two payment cards beside a transaction list and a bar chart of monthly spending"),
    counters: pick("projects", "clients", "awards"),
    cta: { label: "Contact With Us", href: "/contact" },
  } satisfies SplitFeatureProps,
  bleed: {
    id: "split-bleed",
    variant: "bleed",
    eyebrow: "Workshops",
    title: "Clear next steps after a single afternoon",
    text: "Our strategy workshops bring your leadership team together to agree on priorities, and leave you with a one-page plan everybody can explain.",
    image: img("slide-2", "A glossy violet sphere circled by a ring on a pedestal, in deep blue space"),
    counters: pick("workshops", "projects"),
  } satisfies SplitFeatureProps,
  panel: {
    id: "split-panel",
    variant: "panel",
    eyebrow: "Growth partner",
    title: "Reports you can act on, every month",
    text: "A one-page report tells you what worked, what did not and what changes next. Most clients read it in five minutes and act on it the same day.",
    image: img("hero-5", "A bright analytics card with two data series, a task list and team avatars"),
    counters: pick("projects", "clients", "awards", "workshops"),
  } satisfies SplitFeatureProps,
} satisfies { seo: Seo; [section: string]: unknown };
