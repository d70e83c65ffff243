/**
 * Working processes: detailed steps (label, title, text, a checklist, a picture) and
 * compact four-column items (title, text, reveal delay).
 */
import { img } from "~/content/images";
import type { Cta, Heading, IconName, ImageAsset } from "~/content/types";

export type WorkingListItem = { title: string; text: string };

export type TimelineStep = {
  id: string;
  /** "Step 01" */
  step: string;
  title: string;
  description: string;
  workingList: readonly WorkingListItem[];
  image: ImageAsset;
};

export type TimelineItem = {
  id: string;
  title: string;
  description: string;
  /** Reveal-on-scroll delay, ms. */
  delay: number;
};

/** A whole timeline section: heading plus steps or items. */
export type WorkingProcess =
  | { id: string; heading: Heading; kind: "steps"; steps: readonly TimelineStep[]; cta?: Cta }
  | { id: string; heading: Heading; kind: "items"; items: readonly TimelineItem[] };

/** Four items with the reveal stagger of a four-column row (100, 200, 300, 400 ms). */
function items(list: readonly Omit<TimelineItem, "delay">[]): TimelineItem[] {
  return list.map((item, index) => ({ ...item, delay: 100 * (index + 1) }));
}

/** The two-step process (business consulting home, Working Process One). */
export const twoStepProcess = [
  {
    id: "understand",
    step: "Step 01",
    title: "Understand the business",
    description:
      "We spend the first two weeks listening: to you, to your customers and to the numbers. The result is a short brief that names the one goal the project must move.",
    workingList: [
      {
        title: "Stakeholder interviews",
        text: "Six to ten conversations with the people who know the problem best.",
      },
      { title: "Market and competitor scan", text: "Where you stand today and where the openings are." },
      { title: "A measurable goal", text: "One number everyone agrees to improve." },
    ],
    image: img("feature-1", "Analytics panel with a bar chart and a key-figure card"),
  },
  {
    id: "deliver",
    step: "Step 02",
    title: "Design, build and launch",
    description:
      "Strategy becomes work you can see. We design and build in weekly cycles, test with real users and launch in small, safe steps, then keep measuring.",
    workingList: [
      { title: "Weekly demos", text: "Progress you can click every Friday, never a big reveal." },
      { title: "User testing", text: "Five people per round catch most problems early." },
      { title: "Launch and review", text: "A calm release and a results review thirty days later." },
    ],
    image: img("feature-5", "Speed gauge close to its maximum above three score cards"),
  },
] satisfies TimelineStep[];

/** The four-step process (about page). */
export const fourStepProcess = items([
  {
    id: "discover",
    title: "Discover",
    description: "Workshops and interviews reveal what your customers need and what holds growth back.",
  },
  {
    id: "plan",
    title: "Plan",
    description: "A clear roadmap with priorities, budget and the measures that will show success.",
  },
  {
    id: "build",
    title: "Build",
    description: "Designers and engineers deliver in short cycles, with a working demo every week.",
  },
  {
    id: "grow",
    title: "Grow",
    description: "We launch, measure and refine, and stay on hand while the results compound.",
  },
]) satisfies TimelineItem[];

/** The five sections of the timeline element page (Working Process One to Five). */
export const workingProcesses = [
  {
    id: "working-process-one",
    kind: "steps",
    heading: {
      eyebrow: "Working Process",
      title: "From first call to launch",
      subtitle: "Two stages, each with a clear outcome, so you always know what comes next.",
    },
    steps: twoStepProcess,
    cta: { label: "Get Started Now", href: "/contact" },
  },
  {
    id: "working-process-two",
    kind: "items",
    heading: { eyebrow: "Working Process", title: "How a project runs" },
    items: fourStepProcess,
  },
  {
    id: "working-process-three",
    kind: "items",
    heading: { eyebrow: "Working Process", title: "Launching a new brand" },
    items: items([
      {
        id: "research",
        title: "Research",
        description: "Audience, competitors and the words your customers already use.",
      },
      {
        id: "position",
        title: "Position",
        description: "One sentence that says who you serve and why you are different.",
      },
      {
        id: "identity",
        title: "Identity",
        description: "Name, logo, colour and type that carry that sentence everywhere.",
      },
      {
        id: "rollout",
        title: "Roll-out",
        description: "Website, documents and social profiles updated on one launch day.",
      },
    ]),
  },
  {
    id: "working-process-four",
    kind: "items",
    heading: { eyebrow: "Working Process", title: "Building a product" },
    items: items([
      {
        id: "prototype",
        title: "Prototype",
        description: "Clickable screens tested with real users in the first fortnight.",
      },
      {
        id: "develop",
        title: "Develop",
        description: "Small releases behind feature flags, reviewed and tested every day.",
      },
      {
        id: "launch",
        title: "Launch",
        description: "A staged release with monitoring, so issues surface before customers notice.",
      },
      {
        id: "iterate",
        title: "Iterate",
        description: "Usage data and feedback decide what the next cycle improves.",
      },
    ]),
  },
  {
    id: "working-process-five",
    kind: "items",
    heading: { eyebrow: "Working Process", title: "Growing with marketing" },
    items: items([
      {
        id: "audit",
        title: "Audit",
        description: "We review your channels, content and numbers to find quick wins.",
      },
      {
        id: "strategy",
        title: "Strategy",
        description: "A quarterly plan that puts budget where the return is proven.",
      },
      {
        id: "campaigns",
        title: "Campaigns",
        description: "Content, search and social campaigns run and adjusted weekly.",
      },
      {
        id: "report",
        title: "Report",
        description: "A plain-language monthly report: what worked, what changes next.",
      },
    ]),
  },
] satisfies WorkingProcess[];

/** One role or course on a person's record (the personal portfolio's experience timeline). */
export type ExperienceEntry = {
  id: string;
  /** When, as shown: "2021 – now". */
  period: string;
  /** The role or the qualification. */
  title: string;
  /** The employer or the school, with its city if useful. */
  organisation: string;
  description: string;
};

/** A titled column of the experience timeline ("Experience", "Education"). */
export type ExperienceGroup = {
  id: string;
  title: string;
  icon?: IconName;
  entries: readonly ExperienceEntry[];
};
