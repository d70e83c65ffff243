/**
 * Client logos. The brand names and wordmarks are invented by the art generator; this
 * module only picks which logos each list shows (client strip 6; brand lists 7, 8
 * and 9; the brand carousels 8: all from the first logo), and the brand page, which
 * shows each of its five looks with clients of its own (33 logos, each once).
 */
import { clientLogo } from "~/content/images";
import { brandCarouselShow, listSizes } from "~/content/settings";
import type { BrandLogo } from "~/content/types";
import { breadcrumbJsonLd, type Crumb, type Seo } from "~/lib/seo";
import { brand } from "~/content/brand";

/** Every logo, in display order. */
export const brands = [
  clientLogo("brand-1"),
  clientLogo("brand-2"),
  clientLogo("brand-3"),
  clientLogo("brand-4"),
  clientLogo("brand-5"),
  clientLogo("brand-6"),
  clientLogo("brand-7"),
  clientLogo("brand-8"),
  clientLogo("brand-9"),
  clientLogo("brand-10"),
  clientLogo("brand-11"),
  clientLogo("brand-12"),
  clientLogo("brand-13"),
  clientLogo("brand-14"),
  clientLogo("brand-15"),
  clientLogo("brand-16"),
  clientLogo("brand-17"),
  clientLogo("brand-18"),
  clientLogo("brand-19"),
  clientLogo("brand-20"),
  clientLogo("brand-21"),
  clientLogo("brand-22"),
  clientLogo("brand-23"),
  clientLogo("brand-24"),
  clientLogo("brand-25"),
  clientLogo("brand-26"),
  clientLogo("brand-27"),
  clientLogo("brand-28"),
  clientLogo("brand-29"),
  clientLogo("brand-30"),
  clientLogo("brand-31"),
  clientLogo("brand-32"),
  clientLogo("brand-33"),
] satisfies BrandLogo[];

/** The first `count` logos (lists always start at the first logo). */
export function firstBrands(count: number): BrandLogo[] {
  return brands.slice(0, Math.max(0, count));
}

/** The lists the pages show. */
export const brandLists = {
  /** Application home client strip. */
  clientStrip: firstBrands(listSizes.clientStrip),
  /** Brand page list 1, web agency home, brand carousels. */
  common: firstBrands(listSizes.brandsCommon),
  /** About page and brand page list 3. */
  about: firstBrands(listSizes.brandsAbout),
  /** Brand page list 4. */
  short: firstBrands(listSizes.brandsShort),
  /** Brand page list 2. */
  all: brands,
} as const;

/**
 * The brand page's lists: each look shows clients of its own, so no logo is on the page twice.
 * The grid starts at the first logo (the common eight); the others follow on in order.
 */
export const brandPageSizes = { grid: 8, cards: 6, pills: 6, row: 5, carousel: 8 } as const;

const brandPageLists = (() => {
  let start = 0;
  const take = (count: number) => brands.slice(start, (start += count));
  const { grid, cards, pills, row, carousel } = brandPageSizes;
  return {
    grid: take(grid),
    cards: take(cards),
    pills: take(pills),
    row: take(row),
    carousel: take(carousel),
  };
})();

const home: Crumb = { label: "Home", href: "/" };
const brandTrail = [{ label: "Brand" }] satisfies Crumb[];
const brandCarouselTrail = [{ label: "Brand Carousel" }] satisfies Crumb[];

/** The brand page: four lists (8, 6, 6 and 5 logos) and a carousel of 8, each of other clients. */
export const brandPage = {
  seo: {
    title: "Brand Logos",
    description: `Client logo layouts of the ${brand.name} template: a ruled grid, raised cards, rounded chips, a loose row and a looping logo carousel, in light and dark.`,
    path: "/brand",
    jsonLd: [breadcrumbJsonLd([home, ...brandTrail], "/brand")],
  },
  banner: {
    title: "Brand",
    subtitle: "Companies of every size trust us with their brand.",
    crumbs: brandTrail,
  },
  grid: {
    id: "brand-grid",
    variant: "grid",
    heading: {
      eyebrow: "Brand grid",
      title: "Trusted by teams who ship",
      subtitle: "Long-standing clients, from start-ups to listed companies.",
    },
    logos: brandPageLists.grid,
  },
  cards: {
    id: "brand-cards",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "Brand cards",
      title: "Every partner, on its own card",
      subtitle: "Brands that came for one project and stayed for years.",
    },
    logos: brandPageLists.cards,
  },
  pills: {
    id: "brand-pills",
    variant: "pills",
    heading: {
      eyebrow: "Brand chips",
      title: `Companies that grow with ${brand.name}`,
      subtitle: "Local favourites and international names alike.",
    },
    logos: brandPageLists.pills,
  },
  row: {
    id: "brand-row",
    variant: "row",
    tone: "muted",
    heading: {
      eyebrow: "Brand row",
      title: "Chosen by studios and start-ups",
      subtitle: "A few of the names you may know.",
    },
    logos: brandPageLists.row,
  },
  carousel: {
    id: "brand-carousel",
    heading: {
      eyebrow: "Brand carousel",
      title: "Logos on the move",
      subtitle: "And the list keeps growing.",
    },
    logos: brandPageLists.carousel,
  },
} as const satisfies { seo: Seo; [section: string]: unknown };

/** The brand carousel page ("/brand-carouse", spelled so): a carousel of 8 logos. */
export const brandCarouselPage = {
  seo: {
    title: "Brand Carousel",
    description: `A looping carousel of eight client logos with arrows and autoplay that pauses on hover and focus: the brand carousel block of the ${brand.name} template.`,
    path: "/brand-carouse",
    jsonLd: [breadcrumbJsonLd([home, ...brandCarouselTrail], "/brand-carouse")],
  },
  banner: {
    title: "Brand Carousel",
    subtitle: "The companies that trust us with the work that matters most to them.",
    crumbs: brandCarouselTrail,
  },
  carousel: {
    id: "brand-carousel",
    show: brandCarouselShow.wide,
    heading: {
      eyebrow: "Our clients",
      title: `Brands that build with ${brand.name}`,
      subtitle:
        "Six across on wide screens, four on tablets, two or three on phones; use the arrows or let it run.",
    },
    logos: brandLists.common,
  },
} as const satisfies { seo: Seo; [section: string]: unknown };
