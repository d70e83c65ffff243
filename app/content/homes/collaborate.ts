/**
 * The collaborate home: hero, three feature rows with a play button each, a feature
 * grid, testimonials, a Say Hi grid with social links and a Create Account call to action.
 */
import { type Feature, featureRows } from "~/content/features";
import { img } from "~/content/images";
import { offerLines } from "~/content/pricing";
import { listSizes } from "~/content/settings";
import { site } from "~/content/site";
import { teamMembers } from "~/content/team";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { FeatureGridProps } from "~/sections/features/feature-grid";
import type { FeatureRowsProps } from "~/sections/features/feature-rows";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { brand } from "~/content/brand";

const teamFeatures = [
  {
    id: "shared-inbox",
    title: "Shared inbox",
    description: "Client messages land in one place, with an owner and a due date for every reply.",
    icon: "Mail",
  },
  {
    id: "live-boards",
    title: "Live boards",
    description: "Drag work from idea to done and watch the whole team's board update as you go.",
    icon: "Blocks",
  },
  {
    id: "client-portal",
    title: "Client portal",
    description: "Clients follow progress, approve drafts and find every file without a single e-mail.",
    icon: "Users",
  },
  {
    id: "integrations",
    title: "Works with your tools",
    description: "Calendar, chat and storage connections keep information flowing without copy and paste.",
    icon: "Puzzle",
  },
  {
    id: "any-device",
    title: "On every device",
    description: "The same workspace on a laptop, a tablet or a phone, online or on a train without signal.",
    icon: "MonitorSmartphone",
  },
  {
    id: "reports",
    title: "Reports that write themselves",
    description: "Time, budget and progress summarised every Friday, ready to forward to the client.",
    icon: "ChartPie",
  },
] satisfies Feature[];

export const collaborateHome = {
  seo: {
    title: "Collaborate: Team Workspace Demo",
    description: `A collaboration app demo of ${brand.name}: feature stories with video, a feature grid, customer stories, the people behind it and a free account to start.`,
    path: "/index-collaborate",
  },
  hero: {
    variant: "centered",
    eyebrow: "One workspace for your team and your clients",
    title: "Plan, share and ship together, without the e-mail chains",
    highlight: "together",
    subtitle:
      "Roadmaps, feedback and files in one calm place. Everyone sees what is next, who owns it and what the client has approved.",
    ctas: [
      { label: "Create Account", href: "/login" },
      { label: "Purchase Now", href: site.buyUrl, newTab: true },
    ],
    image: img("hero-7", "A team chat beside a monthly calendar and a card of team members"),
  } satisfies HeroBannerProps,
  rows: {
    id: "how-it-works",
    heading: {
      eyebrow: "How it works",
      title: "Three habits of teams that deliver on time",
      subtitle: "Press play on any of them for a one-minute walkthrough.",
    },
    rows: featureRows,
  } satisfies FeatureRowsProps,
  features: {
    id: "features",
    tone: "muted",
    columns: 3,
    heading: {
      eyebrow: "Everything included",
      title: "The whole project in one place",
      subtitle: "No add-ons to buy and no extra seats for your clients.",
    },
    features: teamFeatures,
  } satisfies FeatureGridProps,
  testimonials: {
    id: "testimonials",
    variant: "wall",
    heading: {
      eyebrow: "Customer stories",
      title: "Teams that stopped chasing updates",
      subtitle: "Agencies, studios and consultancies on what changed in their first month.",
    },
    testimonials: clientsOf.collaborate,
  } satisfies TestimonialsProps,
  sayHi: {
    id: "say-hi",
    variant: "overlay",
    tone: "muted",
    heading: {
      eyebrow: "Say hi",
      title: "Meet the people you will work with",
      subtitle: "Questions about your workspace? Say hi to any of us on the network you like best.",
    },
    members: teamMembers.slice(0, listSizes.teamLarge),
  } satisfies TeamCardsProps,
  cta: {
    variant: "gradient",
    eyebrow: offerLines.trial,
    title: "Bring your team in today",
    text: "Create a free account, invite your colleagues and run your next project in one place.",
    cta: { label: "Create Account", href: "/login" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
