/** The services of a consulting and creative agency, for every service-card layout. */
import { img } from "~/content/images";
import type { Cta, IconName, ImageAsset } from "~/content/types";

export type Service = {
  id: string;
  title: string;
  description: string;
  /** A lucide-react icon name; the section renders it. */
  icon: IconName;
  /** For the layouts that show a picture instead of (or beside) the icon. */
  image?: ImageAsset;
  /** Read More: every service card leads to the services page. */
  link?: Cta;
};

const readMore: Cta = { label: "Read More", href: "/service" };

export const services = [
  {
    id: "business-strategy",
    title: "Business Strategy",
    description:
      "Find the few moves that matter most. We turn market research and your own numbers into a plan your whole team can follow.",
    icon: "Compass",
    image: img("feature-8", "Rising line chart with an upward arrow and a stack of coins"),
    link: readMore,
  },
  {
    id: "brand-identity",
    title: "Brand Identity",
    description:
      "Names, logos, colour and voice that make you recognisable at a glance and consistent in every place customers meet you.",
    icon: "Palette",
    image: img("feature-4", "Team chat window with message bubbles and avatars"),
    link: readMore,
  },
  {
    id: "web-development",
    title: "Web Development",
    description:
      "Fast, accessible websites and web apps built on modern tools, with a content editor your team will enjoy using.",
    icon: "Code",
    image: img("feature-5", "Speed gauge close to its maximum above three score cards"),
    link: readMore,
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    description:
      "Search, social and e-mail campaigns planned around real buyer questions and measured by enquiries, not impressions.",
    icon: "Megaphone",
    image: img("feature-3", "Central hub connected to six app tiles"),
    link: readMore,
  },
  {
    id: "ux-design",
    title: "UX and Product Design",
    description:
      "Research, prototypes and interfaces tested with real users, so your product is easy to learn and hard to leave.",
    icon: "PenTool",
    image: img("feature-7", "Monthly calendar with highlighted days and an event card"),
    link: readMore,
  },
  {
    id: "data-analytics",
    title: "Data and Analytics",
    description:
      "Dashboards and monthly reports that show what is working, in plain language, with one recommendation per page.",
    icon: "ChartLine",
    image: img("feature-1", "Analytics panel with a bar chart and a key-figure card"),
    link: readMore,
  },
  {
    id: "financial-advisory",
    title: "Financial Advisory",
    description:
      "Pricing, forecasting and funding readiness for growing companies that want to make decisions with confidence.",
    icon: "Wallet",
    image: img("feature-2", "Shield with a check mark inside protective rings"),
    link: readMore,
  },
  {
    id: "customer-support",
    title: "Ongoing Support",
    description:
      "A dedicated team that keeps your site secure, fast and up to date, and fixes what breaks before your customers notice.",
    icon: "Headphones",
    image: img("feature-6", "Cloud upload with three synced file cards"),
    link: readMore,
  },
] satisfies Service[];

/** The services with these ids, in the order given (an unknown id fails the build). */
export function servicesById(...ids: readonly string[]): Service[] {
  return ids.map((id) => {
    const found = services.find((service) => service.id === id);
    if (!found) throw new Error(`No service "${id}"`);
    return found;
  });
}
