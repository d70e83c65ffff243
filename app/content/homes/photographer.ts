/**
 * The photographer home: a hero, then the filterable masonry of photographs, each
 * linking to /portfolio-details/{id}. The spec's Load More goes nowhere: every photograph
 * is already shown, so it is an unavailable button that says so.
 */
import { img } from "~/content/images";
import { photoCards, photoFilters, photoItems } from "~/content/portfolio";
import type { Seo } from "~/lib/seo";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import { brand } from "~/content/brand";

export const photographerHome = {
  seo: {
    title: "Photographer",
    description: `A photographer demo of ${brand.name}: a quiet hero and a masonry of landscape, water and night photographs, filterable by subject.`,
    path: "/index-photographer",
  },
  hero: {
    variant: "split",
    eyebrow: "Landscape photography",
    title: "Chasing the last light over land and water",
    highlight: "the last light",
    subtitle:
      "Mountain ridges at dusk, still lakes under the stars and coastlines at golden hour: twelve photographs from three years on the road.",
    ctas: [
      { label: "View the Gallery", href: "#gallery" },
      { label: "Book a Shoot", href: "/contact" },
    ],
    image: img("destination-3", "Snow-capped mountains above a clear blue lake, mirrored in the still water"),
  } satisfies HeroBannerProps,
  gallery: {
    id: "gallery",
    tone: "muted",
    heading: {
      eyebrow: "Portfolio",
      title: "Selected photographs",
      subtitle: "Choose a subject, or open any picture to see the project behind it.",
    },
    items: photoCards(photoItems),
    filters: photoFilters,
    filterLabel: "Filter by subject",
    width: "full",
    card: "overlay",
    // Close to each photograph's own proportions (4:5, 10:7, square), chosen so the columns end level.
    shapes: ["portrait", "landscape", "portrait", "portrait", "landscape", "landscape"],
    loadMore: {
      label: "Load More",
      unavailable: "Every photograph of the collection is already shown.",
    },
  } satisfies PortfolioGridProps,
} satisfies { seo: Seo; [section: string]: unknown };
