/**
 * Feature copy: the demo landing page's feature grid (7 cards) and TL;DR points, the
 * landing home's popular features, and the collaborate home's feature rows.
 */
import { img } from "~/content/images";
import { offer } from "~/content/pricing";
import type { IconName, ImageAsset } from "~/content/types";

export type Feature = { id: string; title: string; description: string; icon: IconName };

/** A feature told with a picture; `video` rows carry a play button for the video popup. */
export type FeatureRow = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: readonly string[];
  image: ImageAsset;
  video: boolean;
};

/** The demo landing page's feature grid: seven cards. */
export const landingFeatures = [
  {
    id: "demos",
    title: `${offer.demoCount} Demos`,
    description:
      "Home pages for consultancies, agencies, finance, travel, events and portfolios, ready to adapt.",
    icon: "LayoutTemplate",
  },
  {
    id: "dark-mode",
    title: "Light and Dark Theme",
    description: "Every page in both themes, with the visitor's choice remembered and no flash on load.",
    icon: "Moon",
  },
  {
    id: "speed",
    title: "Fast by Default",
    description:
      "Pre-rendered pages, responsive images and almost no blocking script. Top marks in Lighthouse.",
    icon: "Gauge",
  },
  {
    id: "accessible",
    title: "Accessible",
    description: "Keyboard-friendly menus, tabs and sliders, real labels and colours that meet WCAG 2.2 AA.",
    icon: "Accessibility",
  },
  {
    id: "responsive",
    title: "Fully Responsive",
    description: "Layouts designed for phones first and refined for tablets and wide screens.",
    icon: "MonitorSmartphone",
  },
  {
    id: "sections",
    title: "Reusable Sections",
    description: "Heroes, pricing, timelines, galleries and more: one component each, fed by simple data.",
    icon: "Blocks",
  },
  {
    id: "updates",
    title: "Free Lifetime Updates",
    description: `New demos and improvements at no extra cost, with support ${offer.support.days}.`,
    icon: "RefreshCw",
  },
] satisfies Feature[];

/** The landing home's popular features. */
export const popularFeatures = [
  {
    id: "strategy",
    title: "Growth Strategy",
    description: "A clear plan with priorities, budget and the numbers that will prove it works.",
    icon: "Target",
  },
  {
    id: "design",
    title: "Brand and Design",
    description: "An identity and website that make your business look as good as it is.",
    icon: "Sparkles",
  },
  {
    id: "marketing",
    title: "Marketing That Converts",
    description: "Campaigns built around real buyer questions and measured by enquiries.",
    icon: "TrendingUp",
  },
  {
    id: "support",
    title: "Reliable Support",
    description: `Replies within ${offer.support.responseHours} hours, ${offer.support.days}, for as long as you need us.`,
    icon: "Handshake",
  },
] satisfies Feature[];

/** The TL;DR section beside the 97 % ring: the template in five lines. */
export const tldrPoints = [
  `${offer.demoCount} demos and every inner page a business site needs`,
  "Light and dark themes, fully responsive, accessible to WCAG 2.2 AA",
  "Pre-rendered for speed and search engines, with structured data built in",
  `Free lifetime updates and support ${offer.support.days} within ${offer.support.responseHours} hours`,
  `${offer.trialDays}-day free trial: go live without a credit card`,
] as const;

/** The collaborate home's three feature rows, each with a play button. */
export const featureRows = [
  {
    id: "plan-together",
    eyebrow: "Plan together",
    title: "One shared roadmap for the whole team",
    description: "Goals, milestones and owners in one place, so everyone knows what happens next and why.",
    points: ["Clear priorities every week", "Owners for every milestone", "Progress visible to clients"],
    image: img("feature-7", "Monthly calendar with highlighted days and an event card"),
    video: true,
  },
  {
    id: "work-in-the-open",
    eyebrow: "Work in the open",
    title: "Feedback in hours, not weeks",
    description: "Share drafts early, comment in context and keep every decision recorded beside the work.",
    points: ["Comments on live previews", "Decisions logged automatically", "No more lost e-mail threads"],
    image: img("feature-4", "Team chat window with message bubbles and avatars"),
    video: true,
  },
  {
    id: "ship-with-confidence",
    eyebrow: "Ship with confidence",
    title: "Launch on the day you promised",
    description: "Small releases, automatic checks and a calm launch plan take the drama out of going live.",
    points: ["Staged releases", "Automatic quality checks", "A results review after 30 days"],
    image: img("feature-5", "Speed gauge close to its maximum above three score cards"),
    video: true,
  },
] satisfies FeatureRow[];
