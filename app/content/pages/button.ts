/** The button element page: sizes, outlined, icon variants and a play button for the video popup. */
import { phoneText, telHref } from "~/content/contact";
import { site } from "~/content/site";
import type { Cta } from "~/content/types";
import { videoTeasers } from "~/content/videos";
import type { Crumb, Seo } from "~/lib/seo";
import type { ButtonShowcaseProps } from "~/sections/buttons/button-showcase";
import { brand } from "~/content/brand";

const crumbs: Crumb[] = [{ label: "Button" }];

/** The play buttons open the site's video; the studio tour teaser gives it its title. */
const video = videoTeasers.find((teaser) => teaser.id === "studio-tour");
if (!video) throw new Error('No video teaser "studio-tour"');

const purchase: Cta = { label: "Purchase Now", href: site.buyUrl, newTab: true };
const services: Cta = { label: "Our Services", href: "/service" };
const pricing: Cta = { label: "View Pricing", href: "/pricing" };

export const buttonPage = {
  seo: {
    title: "Button",
    description:
      "Buttons for every call to action: three sizes, gradient, solid, outlined, ghost and light styles, icon buttons and a play button that opens a video.",
    path: "/button",
  },
  banner: {
    title: "Button",
    subtitle: "Clear calls to action that tell every visitor what to do next.",
    crumbs,
  },
  showcase: {
    id: "buttons",
    heading: {
      eyebrow: "Buttons",
      title: "A button for every call to action",
      subtitle: "Every button here is a real link: try them with the mouse, the keyboard or a screen reader.",
    },
    video: { title: video.title },
    groups: [
      {
        id: "sizes",
        title: "Sizes",
        description: "Small for cards and tables, medium for most places, large for the hero.",
        samples: [
          { kind: "link", cta: pricing, size: "sm", caption: "Small" },
          { kind: "link", cta: services, size: "md", caption: "Medium" },
          { kind: "link", cta: purchase, size: "lg", caption: "Large" },
        ],
      },
      {
        id: "styles",
        title: "Styles",
        description: "The gradient for the main action, quieter styles for the rest.",
        samples: [
          { kind: "link", cta: purchase, variant: "primary", caption: "Gradient" },
          { kind: "link", cta: services, variant: "solid", caption: "Solid" },
          { kind: "link", cta: { label: "Log In", href: "/login" }, variant: "ghost", caption: "Ghost" },
          { kind: "link", cta: pricing, variant: "light", caption: "Light" },
        ],
      },
      {
        id: "outlined",
        title: "Outlined",
        description: "A brand-coloured outline that fills on hover, in every size.",
        samples: [
          { kind: "link", cta: pricing, variant: "outline", size: "sm", caption: "Small" },
          { kind: "link", cta: services, variant: "outline", size: "md", caption: "Medium" },
          {
            kind: "link",
            cta: { label: "Call To Action", href: "/call-to-action" },
            variant: "outline",
            size: "lg",
            caption: "Large",
          },
        ],
      },
      {
        id: "icons",
        title: "With icons",
        description: "An icon before or after the words, or alone with a name for screen readers.",
        samples: [
          {
            kind: "link",
            cta: { label: "Email Us", href: `mailto:${site.email}` },
            icon: { name: "Mail", position: "start" },
            caption: "Icon first",
          },
          {
            kind: "link",
            cta: { label: "Browse Services", href: "/service" },
            variant: "outline",
            icon: { name: "ArrowRight", position: "end" },
            caption: "Icon last",
          },
          {
            kind: "link",
            cta: { label: phoneText(`Call us on ${site.phone}`), href: telHref(site.phone) },
            variant: "solid",
            icon: { name: "Phone", position: "only" },
            caption: "Icon only",
          },
          {
            kind: "link",
            cta: { label: `Purchase ${brand.name}`, href: site.buyUrl, newTab: true },
            variant: "outline",
            icon: { name: "ShoppingCart", position: "only" },
            caption: "Icon only",
          },
        ],
      },
      {
        id: "play",
        title: "Play button",
        description:
          "Opens the video in a popup. The player loads only then and waits for you to press play, with the sound on.",
        samples: [
          { kind: "play", size: "sm", caption: "Small" },
          { kind: "play", size: "md", caption: "Medium" },
          { kind: "play", size: "lg", caption: "Large" },
        ],
      },
    ],
  } satisfies ButtonShowcaseProps,
} satisfies { seo: Seo; [section: string]: unknown };
