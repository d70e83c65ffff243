/**
 * Client logos. The brand names and wordmarks are invented by the art generator; this
 * module only picks which logos each list shows (client strip 6; brand lists 7, 8
 * and 9; the brand carousels 8; all 12).
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

const home: Crumb = { label: "Home", href: "/" };
const brandTrail = [{ label: "Brand" }] satisfies Crumb[];
const brandCarouselTrail = [{ label: "Brand Carousel" }] satisfies Crumb[];

/** The brand page: four lists (first 8, all, first 9, first 7) and a carousel of the first 8. */
export const brandPage = {
  seo: {
    title: "Brand Logos",
    description: `Client logo layouts of the ${brand.name} template: a ruled grid, raised cards, rounded chips, a loose row and a looping logo carousel, in light and dark.`,
    path: "/brand",
    jsonLd: [breadcrumbJsonLd([home, ...brandTrail], "/brand")],
  },
  banner: {
    title: "Brand",
    subtitle: "Five ways to show the companies that trust you, from a quiet row to a moving carousel.",
    crumbs: brandTrail,
  },
  grid: {
    id: "brand-grid",
    variant: "grid",
    heading: {
      eyebrow: "Brand grid",
      title: "Trusted by teams who ship",
      subtitle: "Eight logos in a ruled grid, four across on wide screens.",
    },
    logos: brandLists.common,
  },
  cards: {
    id: "brand-cards",
    variant: "cards",
    tone: "muted",
    heading: {
      eyebrow: "Brand cards",
      title: "Every partner, on its own card",
      subtitle: "All twelve logos, six across, each lifting a little when you point at it.",
    },
    logos: brandLists.all,
  },
  pills: {
    id: "brand-pills",
    variant: "pills",
    heading: {
      eyebrow: "Brand chips",
      title: `Companies that grow with ${brand.name}`,
      subtitle: "Nine logos on rounded chips that wrap to any width.",
    },
    logos: brandLists.about,
  },
  row: {
    id: "brand-row",
    variant: "row",
    tone: "muted",
    heading: {
      eyebrow: "Brand row",
      title: "Chosen by studios and start-ups",
      subtitle: "Seven bare logos in one calm line: the lightest way to show your clients.",
    },
    logos: brandLists.short,
  },
  carousel: {
    id: "brand-carousel",
    heading: {
      eyebrow: "Brand carousel",
      title: "Logos on the move",
      subtitle: "The first eight logos in a looping carousel with arrows.",
    },
    logos: brandLists.common,
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
    subtitle: "Eight client logos that move on by themselves and stop the moment you look closer.",
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
