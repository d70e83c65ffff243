/**
 * The corporate one-page home: everything on one page under an in-page header
 * (Home, Service, Projects, Clients, Meet The Team, Contact With Us) with scroll spy.
 */
import { firstBrands } from "~/content/brands";
import { officeMap, onePageFormFields } from "~/content/contact";
import { onePageHeadline } from "~/content/headlines";
import { img } from "~/content/images";
import { portfolioFilters, portfolioItems, projectCards } from "~/content/portfolio";
import { services } from "~/content/services";
import { listSizes } from "~/content/settings";
import { teamMembers } from "~/content/team";
import { clientsOf } from "~/content/testimonials";
import type { PageAnchor } from "~/content/types";
import type { Seo } from "~/lib/seo";
import type { BrandCarouselProps } from "~/sections/brands/brand-carousel";
import type { ContactSectionProps } from "~/sections/contact/contact-section";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import type { TestimonialSliderProps } from "~/sections/testimonials/testimonial-slider";
import { brand } from "~/content/brand";

export const corporateOnePageHome = {
  seo: {
    title: "Corporate One Page",
    description: `A one-page corporate demo of ${brand.name}: services, a filterable project grid, clients, the team and a contact form with a map, all reached from a header that follows your scroll.`,
    path: "/index-corporate-one-page",
  },
  /** The header's in-page links, in page order. */
  anchors: [
    { id: "home", label: "Home" },
    { id: "service", label: "Service" },
    { id: "projects", label: "Projects" },
    { id: "clients", label: "Clients" },
    { id: "team", label: "Meet The Team" },
    { id: "contact", label: "Contact With Us" },
  ] satisfies PageAnchor[],
  hero: {
    id: "home",
    variant: "image-background",
    eyebrow: "Corporate advisory since 2009",
    title: onePageHeadline.before,
    words: { effect: onePageHeadline.effect, words: onePageHeadline.words },
    subtitle:
      "One partner for the numbers, the plan and the people: finance, consulting and the systems that hold them together.",
    ctas: [{ label: "GET STARTED NOW", href: "#contact" }],
    image: img("slide-2", "Abstract layered shapes in deep blue and violet light"),
  } satisfies HeroBannerProps,
  services: {
    id: "service",
    variant: "gradient-border",
    columns: 3,
    heading: {
      eyebrow: "Service",
      title: "What we do for growing companies",
      subtitle: "Every practice is led by a partner who has run a business of their own.",
    },
    services: services.slice(0, 6),
  } satisfies ServiceCardsProps,
  projects: {
    id: "projects",
    tone: "muted",
    heading: {
      eyebrow: "Projects",
      title: "Recent work for our clients",
      subtitle: "Filter by discipline, or open a project to see the brief and the result.",
    },
    items: projectCards(portfolioItems),
    filters: portfolioFilters,
    card: "overlay",
    shapes: ["landscape", "square", "portrait", "portrait", "square", "landscape"],
    loadMore: { label: "Load More", href: "/portfolio" },
  } satisfies PortfolioGridProps,
  clients: {
    id: "clients",
    heading: {
      eyebrow: "Clients",
      title: "Trusted by teams in twelve countries",
    },
    logos: firstBrands(listSizes.brandsCommon),
  } satisfies BrandCarouselProps,
  testimonials: {
    id: "client-stories",
    heading: {
      eyebrow: "Client stories",
      title: "What our clients say",
    },
    testimonials: clientsOf.corporateOnePage,
  } satisfies TestimonialSliderProps,
  team: {
    id: "team",
    tone: "muted",
    variant: "overlay",
    columns: 4,
    heading: {
      eyebrow: "Meet the team",
      title: "The partners behind your project",
      subtitle: "Senior people from the first call to the last report.",
    },
    members: teamMembers.slice(0, listSizes.teamLarge),
  } satisfies TeamCardsProps,
  contact: {
    id: "contact",
    heading: {
      eyebrow: "Contact with us",
      title: "Tell us where you want to be next year",
      subtitle: "Leave your details and a few words about your company; a partner will call you back.",
    },
    form: {
      fields: onePageFormFields,
      delivery: "none",
      hint: "This demo form sends nothing: connect it to your own service when you build your site.",
    },
    map: officeMap,
  } satisfies ContactSectionProps,
} satisfies { seo: Seo; anchors: readonly PageAnchor[]; [section: string]: unknown };
