/** The social share element page: five icon styles linking to the four social networks. */
import type { Crumb, Seo } from "~/lib/seo";
import type { SocialShareProps } from "~/sections/social/social-share";

const crumbs: Crumb[] = [{ label: "Social Share" }];

export const socialSharePage = {
  seo: {
    title: "Social Share",
    description:
      "Five social icon styles for Facebook, Twitter, Instagram and LinkedIn: round, rounded square, outlined, gradient and plain.",
    path: "/social-share",
  },
  banner: {
    title: "Social Share",
    subtitle: "Follow our work, and share it with the people who need it.",
    crumbs,
  },
  share: {
    id: "social-share",
    heading: {
      eyebrow: "Follow and share",
      title: "Social icons in five styles",
      subtitle: "Find us where you already spend your time.",
    },
    styles: [
      {
        variant: "round",
        title: "Round",
        description: "Soft discs that fill with the brand colour on hover.",
      },
      {
        variant: "square",
        title: "Rounded square",
        description: "Framed tiles for footers and team cards.",
      },
      {
        variant: "outline",
        title: "Outlined",
        description: "A brand-coloured ring, filled on hover.",
      },
      {
        variant: "gradient",
        title: "Gradient",
        description: "For the one place you most want people to follow you.",
      },
      {
        variant: "plain",
        title: "Plain",
        description: "Bare glyphs for top bars and tight spaces.",
      },
    ],
  } satisfies SocialShareProps,
} satisfies { seo: Seo; [section: string]: unknown };
