/** The tab element page: three tab styles and the case-study block. */
import { caseStudy, serviceTabs, strategyTabs, strategyTabsRetold } from "~/content/tabs";
import type { Crumb, Seo } from "~/lib/seo";
import type { CaseStudyTabsProps } from "~/sections/tabs/case-study-tabs";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";

const crumbs: Crumb[] = [{ label: "Tab" }];

export const tabPage = {
  seo: {
    title: "Tab",
    description:
      "Tab sections in three styles and a case-study block: switch panels with a click or the arrow keys, every panel readable before any script runs.",
    path: "/tab",
  },
  banner: {
    title: "Tab",
    subtitle: "Pick what matters to your business and read only that.",
    crumbs,
  },
  pills: {
    id: "tab-style-one",
    set: strategyTabs,
    variant: "pills",
  } satisfies ContentTabsProps,
  underline: {
    id: "tab-style-two",
    set: strategyTabsRetold,
    variant: "underline",
    tone: "muted",
    heading: {
      eyebrow: "How we work",
      title: "One plan, three disciplines",
      subtitle: "Strategy sets the direction, reporting keeps score and development ships the work.",
    },
  } satisfies ContentTabsProps,
  cards: {
    id: "tab-style-three",
    set: serviceTabs,
    variant: "cards",
  } satisfies ContentTabsProps,
  caseStudy: {
    id: "case-study",
    tabs: caseStudy.tabs,
    steps: caseStudy.steps,
    tone: "muted",
  } satisfies CaseStudyTabsProps,
} satisfies { seo: Seo; [section: string]: unknown };
