/** The three slides of the hero slider (arrows and dots; see `carouselLayouts.hero`). */
import { img } from "~/content/images";
import { site } from "~/content/site";
import type { Cta, ImageAsset } from "~/content/types";

export type HeroSlide = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  /** Full-bleed background picture (1920 wide, with a built-in scrim for legible text). */
  image: ImageAsset;
  cta: Cta;
  secondaryCta?: Cta;
};

export const heroSlides = [
  {
    id: "grow",
    eyebrow: "Business consulting",
    title: "Strategy that turns ambition into growth",
    description:
      "We help founders and leadership teams decide what matters, plan it clearly and deliver it on time.",
    image: img("slide-1", "Flowing ribbons of indigo, violet and rose light across a dark background"),
    cta: { label: "Get Started", href: "/contact" },
    secondaryCta: { label: "Our Services", href: "/service" },
  },
  {
    id: "build",
    eyebrow: "Digital products",
    title: "Websites and apps your customers enjoy",
    description:
      "Fast, accessible and easy to update: digital work designed around the people who use it every day.",
    image: img("slide-2", "Glossy spheres and rings in indigo and magenta floating in the dark"),
    cta: { label: "See Our Work", href: "/portfolio" },
    secondaryCta: { label: "Contact Us", href: "/contact" },
  },
  {
    id: "launch",
    eyebrow: "Ready when you are",
    title: "Launch your next site this week",
    description: "Forty-plus demos, every section you need and free lifetime updates, for a one-time price.",
    image: img("slide-3", "Concentric arcs of coral, pink and purple glowing on a dark background"),
    cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
    secondaryCta: { label: "About Us", href: "/about" },
  },
] satisfies HeroSlide[];
