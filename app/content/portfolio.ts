/**
 * The portfolio: projects (ids 1–6 for the grids, 7–18 for the larger layouts), their
 * filter categories, the details page, and the photographer home's picture grid.
 */
// Relative or type-only imports: react-router.config.ts reads this module (app/content/paths.ts).
import { img } from "./images";
import type { DateLabel, Filter, ImageAsset } from "./types";
import type { PortfolioCard } from "~/sections/portfolio/portfolio-grid";

/* ------------------------------------------------------------------------------------ */
/* Categories and filters                                                                */
/* ------------------------------------------------------------------------------------ */

/** The category codes, as CSS-class-like codes, mapped to their labels. */
export const portfolioCategories = {
  "cat--1": "Design",
  "cat--2": "Art",
  "cat--3": "Digital",
  "cat--4": "Development",
} as const;
export type PortfolioCategory = keyof typeof portfolioCategories;

/**
 * The filter buttons: All ("*"), then the four categories. (The spec lists the labels as
 * "design", "art", "Digital", "development"; they are capitalised alike here.)
 */
export const portfolioFilters = [
  { value: "*", label: "All" },
  ...(Object.entries(portfolioCategories) as [PortfolioCategory, string][]).map(([value, label]) => ({
    value,
    label,
  })),
] satisfies Filter<PortfolioCategory>[];

/** True when an item with these categories shows under the filter ("*" or "all": every item). */
/** A filter value that shows every item: "*" or "all" (the page's controls script knows the same two). */
export function isAllFilter(filter: string | undefined | null): boolean {
  return !filter || filter === "*" || filter.toLowerCase() === "all";
}

export function matchesFilter(categories: readonly string[], filter: string | undefined | null): boolean {
  if (!filter || isAllFilter(filter)) return true;
  return categories.includes(filter);
}

/* ------------------------------------------------------------------------------------ */
/* Projects                                                                              */
/* ------------------------------------------------------------------------------------ */

export type PortfolioItem = {
  id: number;
  title: string;
  /** The kind of work, shown under the title on cards. */
  subtitle: string;
  image: ImageAsset;
  /** Filter categories; the first names the item on its details page. */
  categories: readonly PortfolioCategory[];
  client: string;
  /** One or two sentences about the brief and the result (details page). */
  summary: string;
};

export function portfolioHref(item: Pick<PortfolioItem, "id">): string {
  return `/portfolio-details/${item.id}`;
}

/** Grid projects (ids 1–6): home grids, the portfolio page. */
export const portfolioItems = [
  {
    id: 1,
    title: "Northwind Rebrand",
    subtitle: "Brand identity",
    image: img(
      "portfolio-1",
      "Northwind Rebrand: a brand board with the compass mark on navy, the wordmark, colour swatches, type specimen and business cards",
    ),
    categories: ["cat--1"],
    client: "Northwind Logistics",
    summary:
      "A freight company that had outgrown its logo. We built a flexible identity around a single bold mark that works from truck doors to app icons.",
  },
  {
    id: 2,
    title: "Lumen Banking App",
    subtitle: "Mobile product",
    image: img(
      "portfolio-2",
      "Lumen Banking App: two phones, one with the balance, a payment card and recent transactions, one with a spending donut and bars",
    ),
    categories: ["cat--4", "cat--3"],
    client: "Lumen Financial",
    summary:
      "A mobile bank for freelancers. Invoicing, tax set-asides and instant transfers in one calm interface; onboarding dropped from twelve minutes to four.",
  },
  {
    id: 3,
    title: "Atlas Annual Report",
    subtitle: "Editorial design",
    image: img(
      "portfolio-3",
      "Atlas Annual Report: an open report spread with a key figure, text columns, a photograph and a bar chart",
    ),
    categories: ["cat--1", "cat--2"],
    client: "Atlas Foundation",
    summary:
      "Eighty pages of figures turned into a report people finish. Clear charts, short chapters and an interactive web edition beside the print run.",
  },
  {
    id: 4,
    title: "Verde Market Storefront",
    subtitle: "E-commerce",
    image: img(
      "portfolio-4",
      "Verde Market Storefront: the shop's home page in a browser, a banner of fresh produce above a row of products",
    ),
    categories: ["cat--3", "cat--4"],
    client: "Verde Market",
    summary:
      "An online shop for a family grocer, with same-day delivery slots and a checkout of three steps. Online orders tripled in the first season.",
  },
  {
    id: 5,
    title: "Solace Wellness Campaign",
    subtitle: "Digital campaign",
    image: img(
      "portfolio-5",
      "Solace Wellness Campaign: three campaign posters with a soft sun over rolling hills, in coral, violet and gold",
    ),
    categories: ["cat--3", "cat--2"],
    client: "Solace Studios",
    summary:
      "A six-week launch campaign across social, search and e-mail for a chain of yoga studios, built on short videos of real members.",
  },
  {
    id: 6,
    title: "Kinetic Poster Series",
    subtitle: "Art direction",
    image: img(
      "portfolio-6",
      "Kinetic Poster Series: three posters of bold diagonal colour bands and a circle in motion, hung on a wall",
    ),
    categories: ["cat--2"],
    client: "Kinetic Festival",
    summary:
      "Twelve posters for a festival of movement and sound, each generated from the rhythm of one performance and printed in two colours.",
  },
] satisfies PortfolioItem[];

/** The larger portfolio layouts (ids 7–18): masonry and full-width grids. */
export const morePortfolioItems = [
  {
    id: 7,
    title: "Harbor Client Portal",
    subtitle: "Web application",
    image: img(
      "portfolio-7",
      "Harbor Client Portal: the portal in a browser, with project progress cards and a table of shared files and their status",
    ),
    categories: ["cat--4"],
    client: "Harbor & Co. Accountants",
    summary:
      "A secure portal where clients upload receipts, sign returns and see deadlines. Support calls fell by a third in the first tax season.",
  },
  {
    id: 8,
    title: "Oakline Packaging",
    subtitle: "Packaging design",
    image: img(
      "portfolio-8",
      "Oakline Packaging: a kraft box, a tall pouch and a tin, each with the leaf mark and the Oakline label",
    ),
    categories: ["cat--1"],
    client: "Oakline Tea",
    summary:
      "A packaging system for twenty blends: one structure, colour-coded by flavour, printed on fully recyclable board.",
  },
  {
    id: 9,
    title: "Pulse Analytics Dashboard",
    subtitle: "Product design",
    image: img(
      "portfolio-9",
      "Pulse Analytics Dashboard: a dark dashboard with key figures, a line chart and a donut chart",
    ),
    categories: ["cat--1", "cat--4"],
    client: "Pulse Health",
    summary:
      "A dashboard for clinic managers that answers the three questions they ask every morning, on one screen, without scrolling.",
  },
  {
    id: 10,
    title: "Meridian Travel Guide",
    subtitle: "Digital publication",
    image: img(
      "portfolio-10",
      "Meridian Travel Guide: a tablet with place cards beside a city map, and a phone with the day's walking route",
    ),
    categories: ["cat--3"],
    client: "Meridian Journeys",
    summary:
      "An offline-ready city guide with hand-picked walks, updated weekly by local writers and read by forty thousand travellers a month.",
  },
  {
    id: 11,
    title: "Prism Exhibition Identity",
    subtitle: "Exhibition design",
    image: img(
      "portfolio-11",
      "Prism Exhibition Identity: three exhibition posters where a prism splits a beam of light into colours",
    ),
    categories: ["cat--2", "cat--1"],
    client: "Prism Gallery",
    summary:
      "Signage, catalogue and wayfinding for a light-art exhibition, designed to glow in dark rooms and stay legible in daylight.",
  },
  {
    id: 12,
    title: "Quarry Architects Website",
    subtitle: "Portfolio website",
    image: img(
      "portfolio-12",
      "Quarry Architects Website: the studio's site in a browser, led by a photograph of a concrete house with long glass bands",
    ),
    categories: ["cat--3", "cat--4"],
    client: "Quarry Architects",
    summary:
      "A fast, image-led site for an architecture practice, with projects filterable by type and a content editor the partners actually use.",
  },
  {
    id: 13,
    title: "Tidewater Podcast Artwork",
    subtitle: "Illustration",
    image: img(
      "portfolio-13",
      "Tidewater Podcast Artwork: the square cover, waves under a low sun, beside a phone playing an episode",
    ),
    categories: ["cat--2"],
    client: "Tidewater Media",
    summary:
      "Cover art for a weekly podcast about coastal towns: one illustration per season, adapted for every episode.",
  },
  {
    id: 14,
    title: "Beacon Onboarding Flow",
    subtitle: "UX research",
    image: img(
      "portfolio-14",
      "Beacon Onboarding Flow: three phone screens of the onboarding steps, joined by arrows",
    ),
    categories: ["cat--1", "cat--3"],
    client: "Beacon Software",
    summary:
      "Twenty user interviews and five prototypes later, a sign-up flow that moved trial activation from 21% to 38%.",
  },
  {
    id: 15,
    title: "Summit Conference App",
    subtitle: "Event app",
    image: img(
      "portfolio-15",
      "Summit Conference App: a phone with the day's session schedule beside a phone showing an event ticket with its code",
    ),
    categories: ["cat--4", "cat--3"],
    client: "Summit Events",
    summary:
      "Schedules, speaker profiles and live Q&A for a three-day conference of two thousand guests, built and shipped in six weeks.",
  },
  {
    id: 16,
    title: "Ember Coffee Roasters",
    subtitle: "Brand and website",
    image: img(
      "portfolio-16",
      "Ember Coffee Roasters: a bag of beans, a steaming cup with the bean mark and the roaster's shop on a phone",
    ),
    categories: ["cat--1", "cat--3"],
    client: "Ember Coffee",
    summary:
      "A warm identity and a subscription shop for a small roastery. Subscribers now make up half of its revenue.",
  },
  {
    id: 17,
    title: "Nova Sculpture Series",
    subtitle: "Generative art",
    image: img(
      "portfolio-17",
      "Nova Sculpture Series: a teal sphere with a ring on a plinth among small floating forms",
    ),
    categories: ["cat--2"],
    client: "Nova Arts Council",
    summary:
      "A series of generative prints exploring growth and symmetry, shown in three cities and sold out in a week.",
  },
  {
    id: 18,
    title: "Cobalt Developer Docs",
    subtitle: "Documentation platform",
    image: img(
      "portfolio-18",
      "Cobalt Developer Docs: a documentation page in a browser, with the navigation, an introduction and a code sample",
    ),
    categories: ["cat--4"],
    client: "Cobalt Cloud",
    summary:
      "A documentation site with live code samples, versioned guides and search that finds an answer in under a second.",
  },
] satisfies PortfolioItem[];

/** Every project, ids 1–18 in order. */
export const allPortfolioItems: readonly PortfolioItem[] = [...portfolioItems, ...morePortfolioItems];

/** The project for a route parameter; an unknown, malformed or missing id gives the first. */
export function itemById(id: string | number | undefined | null): PortfolioItem {
  const key = String(id ?? "").trim();
  return allPortfolioItems.find((item) => String(item.id) === key) ?? allPortfolioItems[0]!;
}

/** True when the id names a project (a fallback page is marked noindex). */
export function isKnownItemId(id: string | number | undefined | null): boolean {
  const key = String(id ?? "").trim();
  return allPortfolioItems.some((item) => String(item.id) === key);
}

/** The label of an item's first category ("Design"). */
export function categoryLabel(item: Pick<PortfolioItem, "categories">): string {
  const first = item.categories[0];
  return first ? portfolioCategories[first] : "";
}

/* ------------------------------------------------------------------------------------ */
/* The details page                                                                      */
/* ------------------------------------------------------------------------------------ */

/**
 * The details page's date: 30 May of the current year. Pass the render time; the
 * page calls it when it renders, so the year is never frozen into the data.
 */
export function portfolioDate(now: Date = new Date()): DateLabel {
  const year = now.getFullYear();
  return { iso: `${year}-05-30`, display: `30 May ${year}` };
}

export type PortfolioDetail = {
  item: PortfolioItem;
  title: string;
  date: DateLabel;
  client: string;
  category: string;
  description: readonly string[];
  /** Three pictures: the project's own, then two further views. */
  images: readonly [ImageAsset, ImageAsset, ImageAsset];
};

/** The approach paragraph every details page shares after the project's summary. */
const approach =
  "Every engagement starts with a short discovery sprint: we interview the people who will use the work, agree on one measurable goal and sketch the simplest thing that could reach it. Design and build then run side by side in weekly cycles, so the client sees real progress every Friday and nothing surprises anyone at launch.";

/** Everything the details page shows for a route parameter (an unknown id gives the first project). */
export function portfolioDetail(
  id: string | number | undefined | null,
  now: Date = new Date(),
): PortfolioDetail {
  const item = itemById(id);
  const index = allPortfolioItems.indexOf(item);
  const count = allPortfolioItems.length;
  const view = (offset: number, label: string): ImageAsset => ({
    ...allPortfolioItems[(index + offset) % count]!.image,
    alt: `${item.title}, ${label}`,
  });
  return {
    item,
    title: item.title,
    date: portfolioDate(now),
    client: item.client,
    category: categoryLabel(item),
    description: [item.summary, approach],
    images: [item.image, view(1, "detail view"), view(2, "alternative composition")],
  };
}

export function portfolioDetailPaths(): string[] {
  return allPortfolioItems.map((item) => portfolioHref(item));
}

/* ------------------------------------------------------------------------------------ */
/* The photographer home                                                                 */
/* ------------------------------------------------------------------------------------ */

export const photoCategories = {
  landscape: "Landscape",
  water: "Water",
  night: "Night",
} as const;
export type PhotoCategory = keyof typeof photoCategories;

export const photoFilters = [
  { value: "*", label: "All" },
  ...(Object.entries(photoCategories) as [PhotoCategory, string][]).map(([value, label]) => ({
    value,
    label,
  })),
] satisfies Filter<PhotoCategory>[];

/** A picture of the photographer grid; it links to `/portfolio-details/{id}`. */
export type PhotoItem = {
  id: number;
  category: PhotoCategory;
  image: ImageAsset;
};

export const photoItems = [
  {
    id: 1,
    category: "water",
    image: img("photo-1", "Mountain lake at dusk, the sun setting behind rugged peaks"),
  },
  {
    id: 2,
    category: "landscape",
    image: img("photo-2", "Rolling hills fading into warm evening haze, the sun low above them"),
  },
  { id: 3, category: "night", image: img("photo-3", "Northern lights over dark hills and a pine ridge") },
  {
    id: 4,
    category: "landscape",
    image: img("photo-4", "Misty forested ridges fading into a grey morning sky"),
  },
  { id: 5, category: "water", image: img("photo-5", "Golden sunset over a calm sea under glowing clouds") },
  { id: 6, category: "landscape", image: img("photo-6", "Layered rugged ridges under a crimson sunset") },
  {
    id: 7,
    category: "night",
    image: img("photo-7", "Snow-capped peaks under the moon and a sky full of stars"),
  },
  { id: 8, category: "landscape", image: img("photo-8", "Teal hills in morning fog with a pale sun") },
  { id: 9, category: "night", image: img("photo-9", "Moonlit lake under a starry sky") },
  {
    id: 10,
    category: "water",
    image: img("photo-10", "A sea cliff at sunset, the sun's path glittering on the water"),
  },
  {
    id: 11,
    category: "landscape",
    image: img(
      "photo-11",
      "A snowy mountain range in cool blue daylight, across a snowfield and a band of forest",
    ),
  },
  {
    id: 12,
    category: "water",
    image: img("photo-12", "Lake at golden hour with mountains and a forested shore"),
  },
] satisfies PhotoItem[];

/** The photographer grid links each picture to the project page of the same id. */
export function photoHref(item: Pick<PhotoItem, "id">): string {
  return `/portfolio-details/${item.id}`;
}

/* ------------------------------------------------------------------------------------ */
/* Cards for the portfolio grid (app/sections/portfolio)                                 */
/* ------------------------------------------------------------------------------------ */

/** Projects as cards of `PortfolioGrid`: title, kind of work, categories, details link. */
export function projectCards(items: readonly PortfolioItem[]): PortfolioCard[] {
  return items.map((item) => ({
    id: item.id,
    href: portfolioHref(item),
    image: item.image,
    categories: item.categories,
    title: item.title,
    subtitle: item.subtitle,
  }));
}

/** The photographer's pictures as untitled cards: each picture is the link, named by its alt text. */
export function photoCards(items: readonly PhotoItem[]): PortfolioCard[] {
  return items.map((item) => ({
    id: item.id,
    href: photoHref(item),
    image: item.image,
    categories: [item.category],
  }));
}
