/**
 * The creative portfolio home (other variants): a bold hero, a full-width masonry of
 * projects with filters and Load More, the studio's disciplines, a lightbox gallery, its
 * figures, client logos, testimonials and a call to action.
 */
import { brandLists } from "~/content/brands";
import { galleryImages } from "~/content/gallery";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { allPortfolioItems, portfolioFilters, projectCards } from "~/content/portfolio";
import type { Service } from "~/content/services";
import { listSizes } from "~/content/settings";
import { site } from "~/content/site";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CounterGridProps } from "~/sections/counters/counter-grid";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { LightboxGalleryProps } from "~/sections/gallery/lightbox-gallery";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TestimonialSliderProps } from "~/sections/testimonials/testimonial-slider";
import { brand } from "~/content/brand";

/** The projects of the home's grid (the rest are on /portfolio). */
const shownProjects = 8;

const disciplines = [
  {
    id: "art-direction",
    title: "Art Direction",
    description: "One strong idea, carried through every picture, film and page a campaign needs.",
    icon: "Palette",
  },
  {
    id: "identity",
    title: "Brand Identity",
    description: "Marks, type and colour systems bold enough for a billboard and calm enough for an invoice.",
    icon: "PenTool",
  },
  {
    id: "motion",
    title: "Motion and Film",
    description: "Short films, animated logos and loops that stop the thumb without shouting.",
    icon: "Clapperboard",
  },
  {
    id: "digital",
    title: "Digital Experiences",
    description: "Websites and installations where the interaction is part of the story.",
    icon: "MonitorSmartphone",
  },
] satisfies Service[];

export const creativePortfolioHome = {
  seo: {
    title: "Creative Portfolio",
    description: `A creative portfolio demo of ${brand.name}: a bold hero, a full-width masonry of projects with filters, the studio's disciplines and a gallery that opens in a lightbox.`,
    path: "/index-creative-portfolio",
  },
  hero: {
    variant: "centered",
    eyebrow: "Independent creative studio",
    title: "We make brands impossible to scroll past",
    highlight: "impossible to scroll past",
    subtitle:
      "Identities, campaigns and digital work for companies with something to say. Small team, big ideas, no beige.",
    ctas: [
      { label: "View Our Work", href: "#work" },
      { label: "Start a Project", href: "/contact" },
    ],
    image: img("gallery-11", "Ribbons of blue, violet and pink woven over and under one another, at a slant"),
  } satisfies HeroBannerProps,
  work: {
    id: "work",
    width: "full",
    heading: {
      eyebrow: "Selected work",
      title: "Loud where it matters",
      subtitle: "A few favourites from the last two years. Filter by discipline, or see them all.",
    },
    items: projectCards(allPortfolioItems.slice(0, shownProjects)),
    filters: portfolioFilters,
    filterLabel: "Filter projects by discipline",
    columns: 4,
    card: "overlay",
    shapes: ["landscape", "landscape", "portrait", "portrait", "square", "portrait"],
    loadMore: { label: "Load More", href: "/portfolio" },
  } satisfies PortfolioGridProps,
  disciplines: {
    id: "disciplines",
    variant: "numbered",
    columns: 4,
    tone: "muted",
    heading: {
      eyebrow: "What we do",
      title: "Four disciplines, one studio",
    },
    services: disciplines,
  } satisfies ServiceCardsProps,
  gallery: {
    id: "studio-wall",
    variant: "mosaic",
    heading: {
      eyebrow: "Studio wall",
      title: "Experiments we could not leave in the drawer",
      subtitle: "Press any picture to see it large.",
    },
    images: galleryImages.slice(0, listSizes.gallery),
  } satisfies LightboxGalleryProps,
  figures: {
    id: "figures",
    variant: "plain",
    tone: "muted",
    counters,
  } satisfies CounterGridProps,
  clients: {
    id: "clients",
    variant: "pills",
    heading: { eyebrow: "Clients", title: "Brave brands we have worked with" },
    logos: brandLists.common,
  } satisfies BrandListProps,
  testimonials: {
    id: "testimonials",
    heading: { eyebrow: "Testimonials", title: "In our clients' words" },
    testimonials: clientsOf.creativePortfolio,
  } satisfies TestimonialSliderProps,
  cta: {
    variant: "inverse",
    eyebrow: "Got a brief? Or just a hunch?",
    title: "Let's make something people remember",
    text: "Tell us what you are working on. We answer every enquiry within two working days.",
    cta: { label: "Start a Project", href: "/contact" },
    secondary: { label: "Purchase Now", href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
