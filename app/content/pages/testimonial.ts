/**
 * The testimonial element page: five styles, the last a slider, each with clients of its own
 * (19 in order: 3 cards, 3 headlines, 2 portraits, a wall of 6, 5 slides), so no face is shown twice.
 */
import { clientsOf } from "~/content/testimonials";
import type { Crumb, Seo } from "~/lib/seo";
import type { TestimonialSliderProps } from "~/sections/testimonials/testimonial-slider";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";

const crumbs: Crumb[] = [{ label: "Testimonial" }];

export const testimonialPage = {
  seo: {
    title: "Testimonial",
    description:
      "Five ways to let clients speak for you: quote cards with location, headline cards, portrait cards, a testimonial wall and a looping slider.",
    path: "/testimonial",
  },
  banner: {
    title: "Testimonial",
    subtitle: "Owners, founders and directors on what changed after working with us.",
    crumbs,
  },
  cards: {
    id: "testimonial-cards",
    variant: "cards",
    heading: {
      eyebrow: "Client feedback",
      title: "Trusted by teams around the world",
      subtitle: "Directors and founders on what it is like to work with us.",
    },
    testimonials: clientsOf.testimonialPage.slice(0, 3),
  } satisfies TestimonialsProps,
  headline: {
    id: "testimonial-headline",
    variant: "headline",
    tone: "muted",
    heading: {
      eyebrow: "Results",
      title: "Outcomes our clients talk about",
      subtitle: "Each story starts with the result that mattered most to them.",
    },
    testimonials: clientsOf.testimonialPage.slice(3, 6),
  } satisfies TestimonialsProps,
  portrait: {
    id: "testimonial-portrait",
    variant: "portrait",
    heading: {
      eyebrow: "In their words",
      title: "The people behind the projects",
      subtitle: "Founders and directors on what changed after launch.",
    },
    // Two wide cards: one row beside each other on wide screens.
    testimonials: clientsOf.testimonialPage.slice(6, 8),
  } satisfies TestimonialsProps,
  wall: {
    id: "testimonial-wall",
    variant: "wall",
    tone: "muted",
    heading: {
      eyebrow: "Reviews",
      title: "A wall of happy clients",
      subtitle: "Short notes from the teams we have worked with this year.",
    },
    testimonials: clientsOf.testimonialPage.slice(8, 11),
  } satisfies TestimonialsProps,
  slider: {
    id: "testimonial-slider",
    heading: {
      eyebrow: "Testimonials",
      title: "Hear it from our clients",
      subtitle: "More clients, in their own words.",
    },
    // Five slides: the dots, arrows and pause button fit one row on a 375 px screen.
    testimonials: clientsOf.testimonialPage.slice(11),
  } satisfies TestimonialSliderProps,
} satisfies { seo: Seo; [section: string]: unknown };
