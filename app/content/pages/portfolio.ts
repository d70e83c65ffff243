/**
 * The portfolio pages: four list layouts (the box layout shows the full-width
 * view) and the details page of one project, with the first project standing in for unknown ids.
 */
import {
  allPortfolioItems,
  isKnownItemId,
  portfolioDetail,
  portfolioFilters,
  portfolioHref,
  projectCards,
} from "~/content/portfolio";
import type { Cta } from "~/content/types";
import { breadcrumbJsonLd, type Crumb, type Seo } from "~/lib/seo";
import type { PageBannerProps } from "~/sections/page-banner/page-banner";
import type { PortfolioDetailsProps } from "~/sections/portfolio/portfolio-details";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import { brand } from "~/content/brand";

type ListPage = { seo: Seo; banner: PageBannerProps; grid: PortfolioGridProps };

const home: Crumb = { label: "Home", href: "/" };
const portfolioCrumb: Crumb = { label: "Portfolio", href: "/portfolio" };
/** The shorter layouts lead to the page with every project. */
const loadMore: Cta = { label: "Load More", href: "/portfolio" };

/** A list page: its banner and breadcrumb (with BreadcrumbList JSON-LD) around one grid. */
function listPage(
  seo: Omit<Seo, "jsonLd">,
  banner: { title: string; subtitle: string },
  grid: Omit<PortfolioGridProps, "id" | "filters">,
): ListPage {
  const crumbs: Crumb[] = [{ label: banner.title }];
  return {
    seo: { ...seo, jsonLd: [breadcrumbJsonLd([home, ...crumbs], seo.path)] },
    banner: { ...banner, crumbs },
    grid: { id: "projects", filters: portfolioFilters, priority: true, ...grid },
  };
}

export const portfolioPage = listPage(
  {
    title: "Portfolio",
    description: `All eighteen projects of the ${brand.name} studio in one masonry grid, filterable by design, art, digital and development work.`,
    path: "/portfolio",
  },
  { title: "Portfolio", subtitle: "Brands, products and campaigns we have shipped with our clients." },
  {
    heading: { eyebrow: "Our work", title: "Every project, one grid" },
    items: projectCards(allPortfolioItems),
    shapes: ["square", "portrait", "portrait", "square", "landscape", "landscape"],
  },
);

export const portfolioThreeColumnPage = listPage(
  {
    title: "Portfolio Three Column",
    description:
      "A three-column masonry of boxed project cards with category filters and a Load More link to the full portfolio.",
    path: "/portfolio-three-column",
  },
  {
    title: "Portfolio Three Column",
    subtitle: "Recent work for clients who wanted more than a pretty website.",
  },
  {
    heading: { eyebrow: "Recent work", title: "Nine projects, three columns" },
    items: projectCards(allPortfolioItems.slice(0, 9)),
    card: "box",
    shapes: ["square", "square", "portrait", "landscape", "landscape"],
    loadMore,
  },
);

/** The full-width view, shared by /portfolio-full-width and /portfolio-box-layout. */
const fullWidthGrid: Omit<PortfolioGridProps, "id" | "filters"> = {
  heading: { eyebrow: "Edge to edge", title: "Work that fills the screen" },
  items: projectCards(allPortfolioItems.slice(0, 12)),
  columns: 4,
  width: "full",
  card: "overlay",
  shapes: ["square", "landscape", "portrait", "portrait", "square", "landscape"],
  loadMore,
};

export const portfolioFullWidthPage = listPage(
  {
    title: "Portfolio Full Width",
    description:
      "Twelve projects in a four-column masonry that spans the whole window, with titles over the pictures and category filters.",
    path: "/portfolio-full-width",
  },
  { title: "Portfolio Full Width", subtitle: "Brands, products and campaigns we are proud to have built." },
  fullWidthGrid,
);

export const portfolioBoxLayoutPage = listPage(
  {
    title: "Portfolio Box Layout",
    description:
      "The box layout of the portfolio: twelve filterable projects in the full-width four-column masonry view.",
    path: "/portfolio-box-layout",
  },
  {
    title: "Portfolio Box Layout",
    subtitle: "Projects that moved our clients' numbers, not only their looks.",
  },
  fullWidthGrid,
);

export const portfolioGridLayoutPage = listPage(
  {
    title: "Portfolio Grid Layout",
    description:
      "Every project in an even grid of boxed cards, all pictures the same shape, with filters for design, art, digital and development.",
    path: "/portfolio-grid-layout",
  },
  { title: "Portfolio Grid Layout", subtitle: "Every project here began with a business goal, and met it." },
  {
    heading: { eyebrow: "Case studies", title: "Eighteen projects in even rows" },
    items: projectCards(allPortfolioItems),
    arrangement: "grid",
    card: "box",
  },
);

/**
 * The details page for a route parameter: the matching project, else the first. A
 * fallback (unknown id) is not indexed; a known id carries its canonical URL.
 */
export function portfolioDetailsPage(id: string | undefined, now: Date = new Date()) {
  const detail = portfolioDetail(id, now);
  const { item } = detail;
  const path = portfolioHref(item);
  const crumbs: Crumb[] = [portfolioCrumb, { label: item.title }];
  return {
    seo: {
      title: `${item.title}: ${item.subtitle}`,
      description: `${item.subtitle} for ${item.client}. ${item.summary}`,
      path,
      noindex: !isKnownItemId(id),
      jsonLd: [breadcrumbJsonLd([home, ...crumbs], path)],
    } satisfies Seo,
    banner: { title: item.title, subtitle: item.subtitle, crumbs } satisfies PageBannerProps,
    details: {
      id: "project",
      heading: { title: "About the project" },
      facts: [
        { label: "Date", value: detail.date.display, dateTime: detail.date.iso },
        { label: "Client", value: detail.client },
        { label: "Category", value: detail.category },
      ],
      description: detail.description,
      images: detail.images,
      galleryLabel: `${item.title}: pictures`,
      cta: { label: "Start a Project", href: "/contact" },
    } satisfies PortfolioDetailsProps,
  };
}
