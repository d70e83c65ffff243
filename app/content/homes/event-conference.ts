/**
 * The event conference home (other variants): a hero with last year's film, the
 * summit in figures, the three-day schedule, the speakers, the sponsors, an FAQ of four
 * items and a call to register.
 */
import { brandLists } from "~/content/brands";
import { eventDays, speakers } from "~/content/events";
import type { FaqItem } from "~/content/faq";
import type { Counter } from "~/content/metrics";
import { site } from "~/content/site";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { EventScheduleProps } from "~/sections/events/event-schedule";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import { brand } from "~/content/brand";

/** Registration: the register form of the login page. */
const register = { label: "Register Now", href: "/login" };

const sessionCount = eventDays.reduce(
  (sum, day) => sum + day.sessions.filter((session) => session.kind !== "break").length,
  0,
);

const figures = [
  {
    id: "days",
    value: eventDays.length,
    title: "Days of talks and workshops",
    description: "Strategy, product and growth, one theme a day.",
  },
  {
    id: "speakers",
    value: speakers.length,
    title: "Speakers on stage",
    description: "Founders and leaders who did the work themselves.",
  },
  {
    id: "sessions",
    value: sessionCount,
    title: "Sessions",
    description: "Keynotes, talks, a panel and hands-on workshops.",
  },
  {
    id: "guests",
    value: 2000,
    suffix: "+",
    title: "Guests expected",
    description: "From start-ups to listed companies, across forty countries.",
  },
] satisfies Counter[];

const faq = [
  {
    id: "ticket",
    question: "What does a ticket include?",
    answer:
      "All three days: every keynote, talk and panel, one workshop of your choice, lunch and coffee each day, and the recordings a week after the summit.",
  },
  {
    id: "workshops",
    question: "How do I choose a workshop?",
    answer:
      "After you register we send a short form with the workshops and their times. Places are given in the order the forms arrive, and each workshop is limited to forty people.",
  },
  {
    id: "online",
    question: "Can I watch online?",
    answer:
      "The keynotes are streamed live for registered guests. Talks and panels follow as recordings; workshops are in person only, because that is where they work best.",
  },
  {
    id: "access",
    question: "Is the venue accessible?",
    answer:
      "Yes. Every room is step-free, the main hall has a hearing loop and live captions on the screen, and a quiet room is open all day. Tell us what you need and we will arrange it.",
  },
] satisfies FaqItem[];

export const eventConferenceHome = {
  seo: {
    title: "Event Conference",
    description: `An event conference demo of ${brand.name}: a three-day summit with a day-by-day schedule, eight speakers on stage, sponsors and everything guests ask before they register.`,
    path: "/index-event-conference",
  },
  hero: {
    variant: "centered",
    eyebrow: "Grow Forward Summit · 12 to 14 November · Lisbon",
    title: "Three days with the people who build growing companies",
    highlight: "build growing companies",
    subtitle:
      "Keynotes, honest panels and hands-on workshops on strategy, product and growth, with founders who did the work themselves.",
    ctas: [register, { label: "View Schedule", href: "#schedule" }],
    video: { title: "Highlights of last year's summit" },
  } satisfies HeroBannerProps,
  figures: {
    id: "figures",
    variant: "compact",
    space: "compact",
    counters: figures,
  } satisfies CounterGridProps,
  schedule: {
    id: "schedule",
    tone: "muted",
    heading: {
      eyebrow: "Schedule",
      title: "Three days, one theme each",
      subtitle: "Pick a day to see its sessions. All times are Lisbon time.",
    },
    days: eventDays,
  } satisfies EventScheduleProps,
  speakers: {
    id: "speakers",
    variant: "round",
    heading: {
      eyebrow: "Speakers",
      title: "On stage this year",
      subtitle: "Founders, directors and operators with results to show, not slides to sell.",
    },
    members: speakers,
  } satisfies TeamCardsProps,
  sponsors: {
    id: "sponsors",
    variant: "cards",
    tone: "muted",
    heading: { eyebrow: "Partners", title: "Made possible by our sponsors" },
    logos: brandLists.clientStrip,
  } satisfies BrandListProps,
  faq: {
    id: "faq",
    variant: "filled",
    heading: {
      eyebrow: "Good to know",
      title: "Before you register",
    },
    items: faq,
  } satisfies FaqAccordionProps,
  cta: {
    variant: "gradient",
    eyebrow: "Seats are limited",
    title: "Join us in Lisbon this November",
    text: "Register today and choose your workshop before places run out.",
    cta: register,
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
