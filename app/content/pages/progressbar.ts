/** The progress bar element page: linear bars 90, 75, 95, 45 and rings 80, 60, 70, 95. */
import { radialProgress, skillBars } from "~/content/metrics";
import type { Crumb, Seo } from "~/lib/seo";
import type { ProgressRingsProps } from "~/sections/progress/progress-rings";
import type { SkillBarsProps } from "~/sections/progress/skill-bars";

const crumbs: Crumb[] = [{ label: "Progress Bar" }];

export const progressbarPage = {
  seo: {
    title: "Progress Bar",
    description:
      "Linear skill bars and circular progress rings that fill when they come into view, with every value exposed to assistive technology.",
    path: "/progressbar",
  },
  banner: {
    title: "Progress Bar",
    subtitle: "Skill bars and progress rings that fill as they come into view.",
    crumbs,
  },
  split: {
    id: "progress-split",
    variant: "split",
    heading: {
      eyebrow: "Our skills",
      title: "Strong where it matters to you",
      subtitle:
        "Strategy, marketing, design and finance under one roof, so every part of your growth plan gets expert attention.",
    },
    bars: skillBars,
  } satisfies SkillBarsProps,
  grid: {
    id: "progress-grid",
    variant: "grid",
    tone: "muted",
    heading: {
      eyebrow: "Expertise",
      title: "Where our team spends its days",
    },
    bars: skillBars,
  } satisfies SkillBarsProps,
  rings: {
    id: "progress-rings",
    heading: {
      eyebrow: "Client results",
      title: "Figures our clients report",
      subtitle: "From our yearly survey of every client we worked with.",
    },
    rings: radialProgress,
  } satisfies ProgressRingsProps,
} satisfies { seo: Seo; [section: string]: unknown };
