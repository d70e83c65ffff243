/**
 * Tab sets. The first tab starts selected unless `defaultTabId` names
 * another (the landing home's hero opens on Development).
 */
import { img } from "~/content/images";
import { services, type Service } from "~/content/services";
import type { Cta, Heading, IconName, ImageAsset } from "~/content/types";

export type TabPanel = {
  id: string;
  /** The tab's label. */
  label: string;
  icon?: IconName;
  title: string;
  description: string;
  points?: readonly string[];
  image?: ImageAsset;
  cta?: Cta;
  /** Service cards shown inside the panel. */
  cards?: readonly Service[];
};

export type TabSet = {
  id: string;
  heading?: Heading;
  tabs: readonly TabPanel[];
  /** The tab selected at start; the first when absent. */
  defaultTabId?: string;
};

/** The id of the tab a set starts on. */
export function initialTabId(set: TabSet): string {
  const wanted = set.defaultTabId;
  return set.tabs.find((tab) => tab.id === wanted)?.id ?? set.tabs[0]?.id ?? "";
}

/** Strategy, Reporting, Development: tab page style 1, business homes. */
export const strategyTabs = {
  id: "strategy-tabs",
  heading: {
    eyebrow: "What we do",
    title: "From first idea to measurable results",
    subtitle: "One team, and a single plan that connects every discipline.",
  },
  tabs: [
    {
      id: "strategy",
      label: "Strategy",
      icon: "Compass",
      title: "Decide what matters most",
      description:
        "We study your market, customers and numbers, then agree with you on the few moves that will make the biggest difference this year.",
      points: ["Market and competitor research", "Positioning and pricing", "A 90-day action plan"],
      image: img("hero-1", "Product dashboard with key figures, a line chart and a donut chart"),
    },
    {
      id: "reporting",
      label: "Reporting",
      icon: "ChartPie",
      title: "See progress at a glance",
      description:
        "One-page monthly reports in plain language show what worked, what did not and what we will change next, with the evidence beside it.",
      points: ["Live dashboards", "Monthly one-page report", "Quarterly review meeting"],
      image: img("hero-5", "Analytics card with two data series, a task list and team members"),
    },
    {
      id: "development",
      label: "Development",
      icon: "Code",
      title: "Build it fast and build it right",
      description:
        "Designers and engineers turn the plan into websites and products that load quickly, work for everyone and are easy to update.",
      points: ["Websites and web apps", "Accessibility built in", "Weekly releases"],
      image: img("hero-6", "Three stacked platform layers in an isometric view"),
    },
  ],
} satisfies TabSet;

/**
 * `set` with pictures of its own (in tab order), for a page that shows it again or whose other
 * sections show its pictures: one picture is never shown twice on a page (the page gate checks).
 */
function retold(set: TabSet, id: string, images: readonly ImageAsset[]): TabSet {
  return { ...set, id, tabs: set.tabs.map((tab, i) => ({ ...tab, image: images[i] ?? tab.image })) };
}

/** The strategy tabs again (the tab element page, the corporate home). */
export const strategyTabsRetold = retold(strategyTabs, "strategy-tabs-retold", [
  img("hero-4", "A dark dashboard with an area chart, a progress ring and bar charts"),
  img("hero-2", "A laptop and a phone showing bar charts, key figures and a progress ring"),
  img("hero-3", "Two phones showing a spending chart and payment cards, beside a balance card"),
]);

/** The landing home's hero: the same three tabs, opening on Development. */
export const landingHeroTabs = {
  ...strategyTabs,
  id: "landing-hero-tabs",
  defaultTabId: "development",
} satisfies TabSet;

/** Service, About, Contact: tab page style 3, with service cards. */
export const serviceTabs = {
  id: "service-tabs",
  heading: { eyebrow: "Get to know us", title: "Everything in one place" },
  tabs: [
    {
      id: "service",
      label: "Service",
      icon: "Blocks",
      title: "Services built around your goals",
      description: "Pick one discipline or combine them; every engagement starts from the result you want.",
      cards: services.slice(0, 3),
    },
    {
      id: "about",
      label: "About",
      icon: "Users",
      title: "A small team with big-company experience",
      description:
        "Strategists, designers and engineers who have worked for global brands and chose to help growing companies instead.",
      points: ["Founded by consultants and designers", "Clients on four continents", "One point of contact"],
      cards: services.slice(3, 6),
    },
    {
      id: "contact",
      label: "Contact",
      icon: "Mail",
      title: "Talk to us this week",
      description:
        "Tell us where you want to be in a year. We reply within one working day and the first call is free.",
      cards: services.slice(5, 8),
      cta: { label: "Contact Us", href: "/contact" },
    },
  ],
} satisfies TabSet;

/** A numbered card beside the case-study tabs ("Step 02"). */
export type CaseStudyStep = {
  id: string;
  step: string;
  title: string;
  description: string;
  image: ImageAsset;
};

/** The case-study block: tabs Online Verification and Homescreen Widget, then steps 02 and 03. */
export const caseStudy = {
  tabs: {
    id: "case-study-tabs",
    heading: {
      eyebrow: "Case study",
      title: "A banking app customers open every day",
      subtitle: "How Lumen Financial doubled daily active users in one quarter.",
    },
    tabs: [
      {
        id: "online-verification",
        label: "Online Verification",
        icon: "BadgeCheck",
        title: "Step 01: open an account in four minutes",
        description:
          "Identity checks moved from a branch visit to the phone camera. New customers are verified while they make a coffee.",
        points: [
          "Document scan with live guidance",
          "Instant decision for most applicants",
          "Fallback to a human reviewer",
        ],
        image: img("feature-2", "Shield with a check mark inside protective rings"),
      },
      {
        id: "homescreen-widget",
        label: "Homescreen Widget",
        icon: "Smartphone",
        title: "Step 01: the balance without opening the app",
        description:
          "A home-screen widget shows balance, upcoming bills and tax set-asides at a glance, and opens the right screen when tapped.",
        points: ["Private by default", "Updates in the background", "Light and dark styles"],
        image: img("feature-7", "Monthly calendar with highlighted days and an event card"),
      },
    ],
  },
  steps: [
    {
      id: "step-02",
      step: "Step 02",
      title: "Smart savings pots",
      description:
        "Rules that put money aside for tax and goals automatically, the moment an invoice is paid.",
      image: img("feature-8", "Rising line chart with an upward arrow and a stack of coins"),
    },
    {
      id: "step-03",
      step: "Step 03",
      title: "Invoices paid faster",
      description: "Payment links and gentle reminders cut the average wait for payment from 31 days to 12.",
      image: img("feature-5", "Speed gauge close to its maximum above three score cards"),
    },
  ],
} satisfies { tabs: TabSet; steps: readonly CaseStudyStep[] };

/** Market Research, Corporate Report, App Development: the advance tab page (three layouts). */
export const advanceTabs = {
  id: "advance-tabs",
  heading: {
    eyebrow: "Expertise",
    title: "Insight, clarity and software in one team",
  },
  tabs: [
    {
      id: "market-research",
      label: "Market Research",
      icon: "Search",
      title: "Know your market before you spend",
      description:
        "Interviews, surveys and competitor analysis show where demand is growing and what customers will pay for.",
      points: ["Customer interviews", "Competitor benchmarks", "Demand sizing"],
      image: img(
        "about-1",
        "A research wall of sticky notes from customer interviews, sorted into clusters and marked with dot votes",
      ),
    },
    {
      id: "corporate-report",
      label: "Corporate Report",
      icon: "FileText",
      title: "Reports people finish reading",
      description:
        "Annual and impact reports with clear charts and short chapters, in print and as an accessible web edition.",
      points: ["Editorial design", "Data visualisation", "Accessible web edition"],
      image: img(
        "about-4",
        "An annual report open at a spread: a donut chart and text columns beside a photograph and a bar chart",
      ),
    },
    {
      id: "app-development",
      label: "App Development",
      icon: "Smartphone",
      title: "Apps that earn a place on the home screen",
      description:
        "From prototype to store release: native-feeling apps built with proven tools and tested with real users.",
      points: ["Prototypes in two weeks", "iOS and Android", "Analytics from day one"],
      image: img(
        "scene-app",
        "Three phones showing a map with a route, a day's schedule and an audio player",
      ),
    },
  ],
} satisfies TabSet;

/** The advance tabs again (the advance tab page, the consulting and company homes). */
export const advanceTabsRetold = retold(advanceTabs, "advance-tabs-retold", [
  img("hero-7", "A team chat beside a monthly calendar and a card of team members"),
  img("hero-8", "Two payment cards beside a transaction list and a bar chart of monthly spending"),
  img("hero-3", "Two phones showing a spending chart and payment cards, beside a balance card"),
]);

/** The advance tabs a third time (the advance tab page's third layout). */
export const advanceTabsThird = retold(advanceTabs, "advance-tabs-third", [
  img("hero-1", "Product dashboard with key figures, a line chart and a donut chart"),
  img("about-3", "A report of results: five key-figure cards with rising lines above a bar and line chart"),
  img("hero-6", "Three stacked platform layers in an isometric view"),
]);

/** Smart integrations, Share the load, Capture anywhere: the application home's feature tabs. */
export const featureTabs = {
  id: "feature-tabs",
  heading: {
    eyebrow: "Features",
    title: "Work the way your team already does",
  },
  tabs: [
    {
      id: "smart-integrations",
      label: "Smart integrations",
      icon: "Puzzle",
      title: "Connect the tools you use every day",
      description:
        "Calendar, accounting and chat integrations keep information flowing without copy and paste.",
      points: ["Two-way calendar sync", "Accounting exports", "Chat notifications"],
      image: img("feature-3", "Central hub connected to six app tiles"),
    },
    {
      id: "share-the-load",
      label: "Share the load",
      icon: "Users",
      title: "Give everyone a clear part to play",
      description: "Assign owners, set due dates and see who needs help before deadlines slip.",
      points: ["Shared task lists", "Workload overview", "Gentle reminders"],
      image: img("feature-4", "Team chat window with message bubbles and avatars"),
    },
    {
      id: "capture-anywhere",
      label: "Capture anywhere",
      icon: "Zap",
      title: "Save ideas the moment they arrive",
      description: "Capture notes, receipts and voice memos from your phone; they land in the right project.",
      points: ["Mobile quick capture", "Receipt scanning", "Voice memos"],
      image: img("feature-6", "Cloud upload with three synced file cards"),
    },
  ],
} satisfies TabSet;
