/**
 * The travel agency home (other variants): a hero with a film, the destinations,
 * what the agency takes care of, how booking works, its figures, travellers' words, an
 * FAQ of four items and a call to action beside a picture.
 */
import { destinations } from "~/content/destinations";
import type { FaqItem } from "~/content/faq";
import { img } from "~/content/images";
import type { Counter } from "~/content/metrics";
import type { Service } from "~/content/services";
import { site } from "~/content/site";
import { clientsOf } from "~/content/testimonials";
import type { TimelineItem } from "~/content/timeline";
import type { Seo } from "~/lib/seo";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { DestinationCardsProps } from "~/sections/destinations/destination-cards";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import { brand } from "~/content/brand";

const travelServices = [
  {
    id: "flights",
    title: "Flights that make sense",
    description: "Sensible connections, good seats and no overnight layovers unless you ask for one.",
    icon: "Plane",
  },
  {
    id: "stays",
    title: "Stays we have slept in",
    description: "Small hotels, farmhouses and cabins our team has visited and would book for family.",
    icon: "Hotel",
  },
  {
    id: "guides",
    title: "Local guides",
    description: "Walks, tastings and day trips with people who live there and love showing it off.",
    icon: "Compass",
  },
  {
    id: "insurance",
    title: "Cover included",
    description: "Travel insurance and a full refund if your plans change more than sixty days ahead.",
    icon: "ShieldCheck",
  },
  {
    id: "documents",
    title: "Visas and paperwork",
    description: "We check entry rules, prepare the forms and remind you of every date that matters.",
    icon: "FileText",
  },
  {
    id: "on-call",
    title: "A human on call",
    description: "One phone number, answered day and night by the planner who built your trip.",
    icon: "Headphones",
  },
] satisfies Service[];

const booking = [
  {
    id: "tell-us",
    title: "Tell us",
    description: "A twenty-minute call about where, when, with whom and what a perfect day looks like.",
    delay: 100,
  },
  {
    id: "we-plan",
    title: "We plan",
    description: "Within three days: a day-by-day itinerary with prices, pictures and honest notes.",
    delay: 200,
  },
  {
    id: "you-confirm",
    title: "You confirm",
    description: "Change anything you like; book with a deposit of twenty percent and nothing more.",
    delay: 300,
  },
  {
    id: "we-stay-close",
    title: "We stay close",
    description: "Tickets on your phone, a printed guide in your bag and a planner a call away.",
    delay: 400,
  },
] satisfies TimelineItem[];

const figures = [
  {
    id: "travellers",
    value: 12500,
    suffix: "+",
    title: "Happy travellers",
    description: "Couples, families and friends who came back with stories, not complaints.",
  },
  {
    id: "countries",
    value: 64,
    title: "Countries",
    description: "Every one visited by a member of our team before we sell it.",
  },
  {
    id: "years",
    value: 15,
    title: "Years of trips",
    description: "Planning journeys by hand since 2009, from the same small office.",
  },
  {
    id: "recommend",
    value: 98,
    suffix: "%",
    title: "Would book again",
    description: "Of last year's travellers, asked a month after they came home.",
  },
] satisfies Counter[];

const faq = [
  {
    id: "cost",
    question: "How much does planning cost?",
    answer:
      "Nothing on its own. The first call and your itinerary are free; our fee is part of the trip price you see before you book, with no extras added later.",
  },
  {
    id: "custom",
    question: "Can you change a trip to suit us?",
    answer:
      "Always. The destinations on this page are starting points: add a night, swap a hotel or skip the museums. Most trips we plan end up quite different from where they began.",
  },
  {
    id: "cancel",
    question: "What if we have to cancel?",
    answer:
      "Cancel more than sixty days before departure and you receive a full refund. Closer to the date, the included travel insurance covers illness, family emergencies and missed connections.",
  },
  {
    id: "help",
    question: "Who helps us while we are away?",
    answer:
      "The planner who built your trip, on one phone number, day and night. If a flight is cancelled, they rebook it while you wait for your bags.",
  },
] satisfies FaqItem[];

export const travelAgencyHome = {
  seo: {
    title: "Travel Agency",
    description: `A travel agency demo of ${brand.name}: six hand-picked destinations with prices per person, trips planned by people who have been there, and a booking process in four steps.`,
    path: "/index-travel-agency",
  },
  hero: {
    variant: "split",
    eyebrow: "Hand-planned journeys since 2009",
    title: "Trips planned by people who have been there",
    highlight: "who have been there",
    subtitle:
      "Tell us how you like to travel. We find the quiet beach, the family vineyard and the guide who knows everyone, then take care of every ticket in between.",
    ctas: [
      { label: "Explore Destinations", href: "#destinations" },
      { label: "Plan My Trip", href: "/contact" },
    ],
    image: img("photo-5", "A golden sunset over a calm sea under glowing clouds"),
    video: { title: "Two minutes on the road with our guides" },
  } satisfies HeroBannerProps,
  destinations: {
    id: "destinations",
    heading: {
      eyebrow: "Destinations",
      title: "Where our travellers are going this year",
      subtitle: "Favourites to start from. Every trip can be shortened, stretched or combined.",
    },
    destinations,
    enquire: { label: "Plan a trip", href: "/contact" },
  } satisfies DestinationCardsProps,
  services: {
    id: "services",
    variant: "icon",
    tone: "muted",
    heading: {
      eyebrow: "What we take care of",
      title: "Everything between your door and the view",
      subtitle: "One planner books all of it, so one person knows your whole trip.",
    },
    services: travelServices,
  } satisfies ServiceCardsProps,
  booking: {
    id: "how-it-works",
    kind: "items",
    variant: "line",
    heading: {
      eyebrow: "How it works",
      title: "From first call to boarding pass in four steps",
    },
    items: booking,
  } satisfies WorkingProcessProps,
  figures: {
    id: "figures",
    variant: "band",
    counters: figures,
  } satisfies CounterGridProps,
  reviews: {
    id: "reviews",
    variant: "headline",
    heading: {
      eyebrow: "Travellers' stories",
      title: "Postcards from people who went",
    },
    testimonials: clientsOf.travel,
  } satisfies TestimonialsProps,
  faq: {
    id: "faq",
    layout: "split",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "Before you book",
      title: "Questions travellers ask us",
      subtitle: "Something else on your mind? Call us: a planner answers, not a menu.",
    },
    items: faq,
  } satisfies FaqAccordionProps,
  cta: {
    variant: "image",
    eyebrow: "Not sure where to go yet?",
    title: "Tell us what you love and we will suggest three trips",
    text: "Free, personal and without obligation: a planner calls you back within one working day.",
    cta: { label: "Plan My Trip", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
    image: img("photo-3", "Northern lights over dark hills and a pine ridge"),
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
