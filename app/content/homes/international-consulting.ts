/**
 * The international consulting home (other variants): a three-slide hero slider,
 * client logos, the offices and the markets they serve, an about block with a film and
 * figures, services, how a market entry runs, clients from four continents and a call to
 * action.
 */
import { brandLists } from "~/content/brands";
import { img } from "~/content/images";
import type { Counter } from "~/content/metrics";
import { offices } from "~/content/offices";
import { offerLines } from "~/content/pricing";
import type { Service } from "~/content/services";
import { site } from "~/content/site";
import type { HeroSlide } from "~/content/slides";
import { clientsOf } from "~/content/testimonials";
import type { TimelineItem } from "~/content/timeline";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { HeroSliderProps } from "~/sections/hero/hero-slider";
import type { OfficeCardsProps } from "~/sections/offices/office-cards";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { SplitFeatureProps } from "~/sections/split/split-feature";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import { brand } from "~/content/brand";
import { inSentence } from "~/lib/format";

const slides = [
  {
    id: "across-borders",
    eyebrow: "International consulting",
    title: "Grow across borders with advisers on the ground",
    description:
      "Six offices on five continents, one team. We help companies enter, expand and operate in new markets without the expensive surprises.",
    image: img("slide-2", "Glossy spheres and rings in indigo and magenta floating in the dark"),
    cta: { label: "Talk to an Adviser", href: "/contact" },
    secondaryCta: { label: "Our Offices", href: "#offices" },
  },
  {
    id: "market-entry",
    eyebrow: "Market entry",
    title: "Open your next market in ninety days",
    description:
      "Research, entity set-up, hiring and a launch plan, run by people who speak the language and know the regulators by name.",
    image: img("slide-1", "Flowing ribbons of indigo, violet and rose light across a dark background"),
    cta: { label: "Our Services", href: "/service" },
    secondaryCta: { label: "Case Studies", href: "/portfolio" },
  },
  {
    id: "template",
    eyebrow: "Ready to expand?",
    title: "A website that speaks to every market",
    description: `This demo is one of ${inSentence(offerLines.demos)} in the ${brand.name} template, with ${inSentence(offerLines.updates)}.`,
    image: img("slide-3", "Concentric arcs of coral, pink and purple glowing on a dark background"),
    cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
    secondaryCta: { label: "About Us", href: "/about" },
  },
] satisfies HeroSlide[];

const readMore = { label: "Read More", href: "/service" };

const globalServices = [
  {
    id: "market-entry",
    title: "Market Entry",
    description: "Demand, competitors and the real cost of entry, so you choose the right country first.",
    icon: "Globe",
    link: readMore,
  },
  {
    id: "compliance",
    title: "Regulation and Compliance",
    description: "Licences, data rules and employment law, checked by advisers who work with them daily.",
    icon: "Scale",
    link: readMore,
  },
  {
    id: "entity",
    title: "Entity and Tax Structure",
    description: "The right company structure and tax set-up for each market, planned before you sign.",
    icon: "Landmark",
    link: readMore,
  },
  {
    id: "localisation",
    title: "Localisation",
    description: "Products, prices and messages that read as if they were made locally, because they were.",
    icon: "Languages",
    link: readMore,
  },
  {
    id: "partners",
    title: "Partners and Distribution",
    description: "Introductions to distributors, banks and suppliers we have worked with for years.",
    icon: "Handshake",
    link: readMore,
  },
  {
    id: "teams",
    title: "Cross-border Teams",
    description: "Hiring, payroll and leadership for teams that span time zones and cultures.",
    icon: "Users",
    link: readMore,
  },
] satisfies Service[];

const reach = [
  {
    id: "countries",
    value: 38,
    title: "Countries advised",
    description: "Market entries and expansions since we opened our first office.",
  },
  {
    id: "offices",
    value: offices.length,
    title: "Offices",
    description: "On five continents, each led by a local partner.",
  },
  {
    id: "languages",
    value: 17,
    title: "Languages spoken",
    description: "By our advisers, so nothing is lost in translation.",
  },
  {
    id: "entries",
    value: 240,
    suffix: "+",
    title: "Market entries",
    description: "Companies we helped open a market, most of them still growing there.",
  },
] satisfies Counter[];

const entrySteps = [
  {
    id: "assess",
    title: "Assess",
    description: "Which market first, what it costs and what could go wrong, in a four-week study.",
    delay: 100,
  },
  {
    id: "set-up",
    title: "Set up",
    description: "Company, bank, licences and the first local hires, handled by one adviser.",
    delay: 200,
  },
  {
    id: "launch",
    title: "Launch",
    description: "A localised offer, first partners and a launch plan measured week by week.",
    delay: 300,
  },
  {
    id: "scale",
    title: "Scale",
    description: "Quarterly reviews, the next market and a team that can run without us.",
    delay: 400,
  },
] satisfies TimelineItem[];

/** Clients from three continents (their cities are shown). */

export const internationalConsultingHome = {
  seo: {
    title: "International Consulting",
    description: `An international consulting demo of ${brand.name}: a three-slide hero, six offices and the markets they serve, market-entry services and a four-step expansion plan.`,
    path: "/index-international-consulting",
  },
  hero: {
    title: "International consulting for companies entering new markets",
    slides,
    label: "International consulting",
  } satisfies HeroSliderProps,
  clients: {
    variant: "row",
    space: "compact",
    logos: brandLists.clientStrip,
  } satisfies BrandListProps,
  offices: {
    id: "offices",
    tone: "muted",
    heading: {
      eyebrow: "Our offices",
      title: "Local advisers in the markets you want to reach",
      subtitle: "Every office is led by a partner who lives there. Write to them directly.",
    },
    offices,
  } satisfies OfficeCardsProps,
  about: {
    id: "about",
    variant: "image-end",
    eyebrow: "Who we are",
    title: "One firm, at home in many markets",
    text: "We started as three advisers helping a client open in Germany. Today our partners share one method, one client list and one rule: tell clients the truth about a market, even when it is no.",
    image: img(
      "about-2",
      "Partners round a meeting table seen from above, with laptops, coffee and printed charts",
    ),
    video: { title: "Our partners on expanding abroad" },
    counters: reach,
  } satisfies SplitFeatureProps,
  services: {
    id: "services",
    variant: "gradient-border",
    heading: {
      eyebrow: "Services",
      title: "Everything a new market asks of you",
      subtitle: "Take one service or let one adviser run the whole entry.",
    },
    services: globalServices,
  } satisfies ServiceCardsProps,
  entry: {
    id: "market-entry",
    kind: "items",
    variant: "arrows",
    tone: "muted",
    heading: {
      eyebrow: "How an entry runs",
      title: "From first question to a team on the ground",
    },
    items: entrySteps,
  } satisfies WorkingProcessProps,
  testimonials: {
    id: "clients-worldwide",
    variant: "cards",
    heading: {
      eyebrow: "Clients worldwide",
      title: "Trusted from Osaka to Lagos",
    },
    testimonials: clientsOf.internationalConsulting,
  } satisfies TestimonialsProps,
  cta: {
    variant: "split",
    eyebrow: "Planning your next market?",
    title: "Book a free hour with the partner for that region",
    text: "Bring your questions; leave with the three things to check before you commit.",
    cta: { label: "Talk to an Adviser", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
