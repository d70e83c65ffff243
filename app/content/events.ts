/**
 * The event conference home's programme: its speakers (team cards) and a three-day
 * schedule. The speakers are people of their own: none is a client quoted on a demo.
 */
import { profiles, type TeamMember } from "~/content/team";
import { img } from "~/content/images";
import type { ImageAsset } from "~/content/types";

export type SessionKind = "keynote" | "talk" | "panel" | "workshop" | "break";

/** What each kind of session is called on the schedule. */
export const sessionKindLabels = {
  keynote: "Keynote",
  talk: "Talk",
  panel: "Panel",
  workshop: "Workshop",
  break: "Break",
} as const satisfies Record<SessionKind, string>;

export type EventSession = {
  id: string;
  /** Local start and end time, "09:30" (also the `<time>` value). */
  start: string;
  end: string;
  title: string;
  description?: string;
  kind: SessionKind;
  room: string;
  speakers?: readonly TeamMember[];
};

export type EventDay = {
  id: string;
  /** The tab's label: "Day 1". */
  label: string;
  /** A yearless date: `iso` "11-12" (a valid `<time>` value), `display` "12 November". */
  date: { iso: string; display: string };
  /** The day's theme, shown above its sessions. */
  theme: string;
  sessions: readonly EventSession[];
};

/**
 * A speaker card: the person, their role and city, and the talk they give in `description`. The
 * speakers are people of their own, not the clients quoted on the demos (issue 42).
 */
function speaker(
  id: string,
  name: string,
  role: string,
  location: string,
  image: ImageAsset,
  description: string,
): TeamMember {
  return {
    id,
    name,
    role,
    location,
    description,
    image,
    socialLinks: profiles(name, ["linkedin", "twitter"]),
  };
}

const amelia = speaker(
  "amelia-hart",
  "Amelia Hart",
  "Managing Director, Northwind Logistics",
  "Rotterdam, Netherlands",
  img("avatar-9", "Portrait of Amelia Hart"),
  "Opens the summit with the questions worth asking before any plan.",
);
const jonah = speaker(
  "jonah-whitfield",
  "Jonah Whitfield",
  "Head of Product, Lumen Financial",
  "London, United Kingdom",
  img("avatar-10", "Portrait of Jonah Whitfield"),
  "Shows how weekly demos keep a product launch calm and on time.",
);
const sofia = speaker(
  "sofia-marquez",
  "Sofia Márquez",
  "Founder, Verde Market",
  "Valencia, Spain",
  img("avatar-11", "Portrait of Sofia Márquez"),
  "On turning a small website into the shop's busiest branch.",
);
const kenji = speaker(
  "kenji-watanabe",
  "Kenji Watanabe",
  "Chief Executive, Summit Events",
  "Osaka, Japan",
  img("avatar-12", "Portrait of Kenji Watanabe"),
  "Our host: twenty years of conferences people talk about afterwards.",
);
const grace = speaker(
  "grace-adeyemi",
  "Grace Adeyemi",
  "Finance Director, Atlas Foundation",
  "Lagos, Nigeria",
  img("avatar-13", "Portrait of Grace Adeyemi"),
  "Makes the case for the one-page report, and shows how to write one.",
);
const lukas = speaker(
  "lukas-brandt",
  "Lukas Brandt",
  "Partner, Harbor & Co. Accountants",
  "Hamburg, Germany",
  img("avatar-14", "Portrait of Lukas Brandt"),
  "Why a fast client portal is the best support agent you can hire.",
);
const olivia = speaker(
  "olivia-chen",
  "Olivia Chen",
  "Co-founder, Ember Coffee",
  "Vancouver, Canada",
  img("avatar-15", "Portrait of Olivia Chen"),
  "How a small roastery grew a subscription business around its brand.",
);
const samuel = speaker(
  "samuel-okoro",
  "Samuel Okoro",
  "Operations Lead, Summit Events",
  "Nairobi, Kenya",
  img("avatar-16", "Portrait of Samuel Okoro"),
  "Runs the workshop on planning a launch when the date cannot move.",
);

/** The speakers in the order of the speakers section. */
export const speakers = [amelia, kenji, jonah, grace, sofia, olivia, lukas, samuel] satisfies TeamMember[];

const mainHall = "Main Hall";
const studio = "Studio 2";
const foyer = "Foyer";

/** Three days: strategy, product, growth. */
export const eventDays = [
  {
    id: "day-1",
    label: "Day 1",
    date: { iso: "11-12", display: "12 November" },
    theme: "Strategy: deciding what matters",
    sessions: [
      {
        id: "registration",
        start: "08:30",
        end: "09:30",
        title: "Registration and breakfast",
        kind: "break",
        room: foyer,
      },
      {
        id: "opening-keynote",
        start: "09:30",
        end: "10:15",
        title: "The questions worth asking first",
        description: "What the best first weeks of a project have in common, from fifty engagements.",
        kind: "keynote",
        room: mainHall,
        speakers: [amelia],
      },
      {
        id: "one-page-report",
        start: "10:30",
        end: "11:15",
        title: "One page, one decision",
        description: "How a finance team replaced forty slides with a report the board reads.",
        kind: "talk",
        room: mainHall,
        speakers: [grace],
      },
      {
        id: "growth-panel",
        start: "11:30",
        end: "12:30",
        title: "Growing without losing the plot",
        description: "Three founders on the decisions they would make again, and the ones they would not.",
        kind: "panel",
        room: mainHall,
        speakers: [sofia, olivia, lukas],
      },
      { id: "lunch", start: "12:30", end: "13:30", title: "Lunch", kind: "break", room: foyer },
      {
        id: "plan-workshop",
        start: "13:30",
        end: "15:00",
        title: "A 90-day plan in 90 minutes",
        description: "Bring one goal; leave with a plan, an owner for every step and a first review date.",
        kind: "workshop",
        room: studio,
        speakers: [kenji],
      },
    ],
  },
  {
    id: "day-2",
    label: "Day 2",
    date: { iso: "11-13", display: "13 November" },
    theme: "Product: building what customers use",
    sessions: [
      {
        id: "coffee",
        start: "09:00",
        end: "09:30",
        title: "Coffee and networking",
        kind: "break",
        room: foyer,
      },
      {
        id: "product-keynote",
        start: "09:30",
        end: "10:15",
        title: "No big reveals: shipping every Friday",
        description: "How a banking app doubled its daily users with small, weekly releases.",
        kind: "keynote",
        room: mainHall,
        speakers: [jonah],
      },
      {
        id: "portal-talk",
        start: "10:30",
        end: "11:15",
        title: "Speed is a feature your clients feel",
        description: "A client portal that loads in under a second, and what it did to support calls.",
        kind: "talk",
        room: mainHall,
        speakers: [lukas],
      },
      { id: "lunch", start: "12:30", end: "13:30", title: "Lunch", kind: "break", room: foyer },
      {
        id: "launch-workshop",
        start: "13:30",
        end: "15:00",
        title: "Launching when the date cannot move",
        description: "A hands-on session on planning backwards from a fixed deadline.",
        kind: "workshop",
        room: studio,
        speakers: [samuel],
      },
    ],
  },
  {
    id: "day-3",
    label: "Day 3",
    date: { iso: "11-14", display: "14 November" },
    theme: "Growth: turning attention into customers",
    sessions: [
      {
        id: "brand-talk",
        start: "09:30",
        end: "10:15",
        title: "A brand that finally fits",
        description: "How a small roastery built half its revenue on subscriptions.",
        kind: "talk",
        room: mainHall,
        speakers: [olivia],
      },
      {
        id: "shop-talk",
        start: "10:30",
        end: "11:15",
        title: "The website as your busiest branch",
        description: "Case studies, a simpler form and twice the qualified enquiries in two months.",
        kind: "talk",
        room: mainHall,
        speakers: [sofia],
      },
      { id: "lunch", start: "12:30", end: "13:30", title: "Lunch", kind: "break", room: foyer },
      {
        id: "closing-keynote",
        start: "15:30",
        end: "16:15",
        title: "What we will ask again next year",
        description: "Our host closes the summit with the ideas worth taking home.",
        kind: "keynote",
        room: mainHall,
        speakers: [kenji, amelia],
      },
    ],
  },
] satisfies EventDay[];
