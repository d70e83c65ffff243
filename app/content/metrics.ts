/**
 * Numbers that animate: counters, linear skill bars, radial progress, the landing
 * page's summary ring, elements counter and speed scores. The motion rules (steps,
 * intervals, start values) are in `metricMotion` of ./settings.
 */

/** The colour of a bar or ring, by design token. */
export type MetricTone = "gradient" | "primary" | "accent";

export type Counter = {
  id: string;
  /** The target the counter counts up to; the final value is in the HTML. */
  value: number;
  /** Shown before the number ("$"). */
  prefix?: string;
  /** Shown after the number ("+", "%", "k"). */
  suffix?: string;
  title: string;
  description: string;
};

export type SkillBar = { id: string; title: string; value: number; tone: MetricTone };

export type RadialProgress = {
  id: string;
  percent: number;
  title: string;
  subtitle: string;
  tone: MetricTone;
};

/** The sample counters (counter page, split layouts, homes). */
export const counters = [
  {
    id: "projects",
    value: 199,
    suffix: "+",
    title: "Projects delivered",
    description: "Websites, products and campaigns launched for clients on four continents.",
  },
  {
    id: "clients",
    value: 575,
    title: "Happy clients",
    description: "From two-person start-ups to listed companies, most of them returning.",
  },
  {
    id: "awards",
    value: 69,
    title: "Industry awards",
    description: "Recognition for design, accessibility and measurable business results.",
  },
  {
    id: "workshops",
    value: 500,
    suffix: "+",
    title: "Strategy workshops",
    description: "Half-day sessions that turned open questions into clear next steps.",
  },
] satisfies Counter[];

/** The landing page's elements counter (target 100). */
export const elementsCounter = {
  id: "elements",
  value: 100,
  suffix: "+",
  title: "Elements and sections",
  description: "Mix and match ready-made blocks to build any page in minutes.",
} satisfies Counter;

/** Linear skill bars: 90, 75, 95, 45 (they grow from `metricMotion.barStart`). */
export const skillBars = [
  { id: "strategy", title: "Business Strategy", value: 90, tone: "gradient" },
  { id: "marketing", title: "Digital Marketing", value: 75, tone: "primary" },
  { id: "design", title: "Design and Branding", value: 95, tone: "accent" },
  { id: "finance", title: "Financial Planning", value: 45, tone: "gradient" },
] satisfies SkillBar[];

/** Radial progress: 80, 60, 70, 95 (size and thickness in `metricMotion`). */
export const radialProgress = [
  {
    id: "satisfaction",
    percent: 80,
    title: "Client satisfaction",
    subtitle: "Would recommend us to a colleague",
    tone: "gradient",
  },
  {
    id: "repeat",
    percent: 60,
    title: "Repeat business",
    subtitle: "Clients who start a second project",
    tone: "primary",
  },
  {
    id: "growth",
    percent: 70,
    title: "Revenue growth",
    subtitle: "Average rise in the first year",
    tone: "accent",
  },
  {
    id: "delivery",
    percent: 95,
    title: "Delivered on time",
    subtitle: "Launches on the date we agreed",
    tone: "gradient",
  },
] satisfies RadialProgress[];

/** The landing page's TL;DR ring: 97 % at size 120. */
export const summaryRing = {
  percent: 97,
  size: 120,
  title: "Overall quality score",
  subtitle: "Performance, accessibility, best practices and SEO, averaged",
} as const;

export type SpeedScore = { id: string; label: string; value: number; unit: "%" | "s" };

/** The landing page's speed claims: 99 %, 92 %, 100 %, fully loaded in 1.9 s. */
export const speedScores = [
  { id: "desktop", label: "Desktop performance", value: 99, unit: "%" },
  { id: "mobile", label: "Mobile performance", value: 92, unit: "%" },
  { id: "best-practices", label: "Best practices", value: 100, unit: "%" },
] satisfies SpeedScore[];

export const fullyLoaded = {
  id: "fully-loaded",
  label: "Fully loaded",
  value: 1.9,
  unit: "s",
} satisfies SpeedScore;
