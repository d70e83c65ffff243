import type { Route } from "./+types/corporate-one-page";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { corporateOnePageHome as page } from "~/content/homes/corporate-one-page";
import { pageMeta } from "~/lib/seo";
import { BrandCarousel } from "~/sections/brands/brand-carousel";
import { ContactSection } from "~/sections/contact/contact-section";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";
import { ServiceCards } from "~/sections/services/service-cards";
import { TeamCards } from "~/sections/team/team-cards";
import { TestimonialSlider } from "~/sections/testimonials/testimonial-slider";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** A sticky header of in-page links with scroll spy instead of the site menu. */
export const handle = { chrome: { accent: "blue", header: { anchors: page.anchors } } } satisfies RouteHandle;

/**
 * Corporate one page: hero with rotating words, services, projects with filters
 * and masonry, clients (logos and testimonials), team, and a contact form that sends
 * nothing, with the map.
 */
export default function CorporateOnePageHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <ServiceCards {...page.services} />
      <PortfolioGrid {...page.projects} />
      <BrandCarousel {...page.clients} />
      <TestimonialSlider {...page.testimonials} />
      <TeamCards {...page.team} />
      <ContactSection {...page.contact} />
    </>
  );
}
