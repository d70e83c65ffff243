/**
 * The testimonial element page: five styles, the last a slider, each with clients of its own
 * (19 in order: 3 cards, 3 headlines, 2 portraits, a wall of 6, 5 slides), so no face is shown twice.
 */
import { testimonials } from "~/content/testimonials";
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
    subtitle: "Five styles of client feedback, from a simple card grid to a looping slider.",
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
    testimonials: testimonials.slice(0, 3),
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
    testimonials: testimonials.slice(3, 6),
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
    testimonials: testimonials.slice(6, 8),
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
    testimonials: testimonials.slice(8, 14),
  } satisfies TestimonialsProps,
  slider: {
    id: "testimonial-slider",
    heading: {
      eyebrow: "Testimonials",
      title: "Hear it from our clients",
      subtitle: "One story at a time: use the arrows or the dots to read the next.",
    },
    // Five slides: the dots, arrows and pause button fit one row on a 375 px screen.
    testimonials: testimonials.slice(14, 19),
  } satisfies TestimonialSliderProps,
} satisfies { seo: Seo; [section: string]: unknown };
