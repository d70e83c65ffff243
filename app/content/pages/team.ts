/** The team element page: four team-card styles. */
import { teamMembers } from "~/content/team";
import type { Crumb, Seo } from "~/lib/seo";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import { listSizes } from "~/content/settings";

const crumbs: Crumb[] = [{ label: "Team" }];

export const teamPage = {
  seo: {
    title: "Team",
    description:
      "Four ways to introduce your people: portrait cards, round portraits, cards with location and bio, and photo cards with a frosted caption.",
    path: "/team",
  },
  banner: {
    title: "Team",
    subtitle: "The people who plan, build and grow your website, and stay with you after launch.",
    crumbs,
  },
  portrait: {
    id: "team-portrait",
    variant: "portrait",
    heading: {
      eyebrow: "Our experts",
      title: "Meet the people behind your next launch",
      subtitle: "Strategists, designers and engineers who work as one team from the first call.",
    },
    members: teamMembers.slice(0, listSizes.teamLarge),
  } satisfies TeamCardsProps,
  round: {
    id: "team-round",
    variant: "round",
    tone: "muted",
    heading: {
      eyebrow: "Leadership",
      title: "Experienced hands at every stage",
      subtitle: "The leads who plan your project, keep it on track and stay with you after launch.",
    },
    members: teamMembers.slice(4, 8),
  } satisfies TeamCardsProps,
  location: {
    id: "team-location",
    variant: "location",
    columns: 3,
    heading: {
      eyebrow: "Across time zones",
      title: "Close to you, wherever you are",
      subtitle: "Our people work from cities around the world, so someone is always awake for your project.",
    },
    members: teamMembers.slice(0, listSizes.teamSmall),
  } satisfies TeamCardsProps,
  overlay: {
    id: "team-overlay",
    variant: "overlay",
    tone: "muted",
    heading: {
      eyebrow: "Specialists",
      title: "The specialists you can call on",
      subtitle: "Finance, data and client success, ready to join when your project needs them.",
    },
    members: teamMembers.slice(3, 7),
  } satisfies TeamCardsProps,
} satisfies { seo: Seo; [section: string]: unknown };
