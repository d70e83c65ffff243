/**
 * The advance tab page: the tabs Market Research, Corporate Report and App
 * Development with their buttons on the left, on the right and at the bottom. (The
 * specification spells the first tab "Market Researce", a slip of the original.)
 */
import { advanceTabs, advanceTabsRetold, advanceTabsThird } from "~/content/tabs";
import type { Crumb, Seo } from "~/lib/seo";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";

const crumbs: Crumb[] = [{ label: "Advance Tab" }];

export const advanceTabPage = {
  seo: {
    title: "Advance Tab",
    description:
      "Card-style tabs with their buttons on the left, on the right or below the panel, for research, reporting and app development stories.",
    path: "/advance-tab",
  },
  banner: {
    title: "Advance Tab",
    subtitle:
      "Market research, corporate reporting and app development, explained by the people who do the work.",
    crumbs,
  },
  start: {
    id: "advance-tab-left",
    set: advanceTabs,
    variant: "cards",
    placement: "start",
    heading: {
      eyebrow: "Buttons on the left",
      title: "Insight, clarity and software in one team",
      subtitle: "Pick a discipline to see how we approach it.",
    },
  } satisfies ContentTabsProps,
  end: {
    id: "advance-tab-right",
    set: advanceTabsRetold,
    variant: "cards",
    placement: "end",
    tone: "muted",
    heading: {
      eyebrow: "Buttons on the right",
      title: "From first question to finished product",
      subtitle:
        "Research tells us what to build, reports show what it achieved and apps put it in people's hands.",
    },
  } satisfies ContentTabsProps,
  bottom: {
    id: "advance-tab-bottom",
    set: advanceTabsThird,
    variant: "cards",
    placement: "bottom",
    heading: {
      eyebrow: "Buttons at the bottom",
      title: "Three ways we help companies grow",
      subtitle: "Each engagement can stand alone or feed the next one.",
    },
  } satisfies ContentTabsProps,
} satisfies { seo: Seo; [section: string]: unknown };
