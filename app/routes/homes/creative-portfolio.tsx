import type { Route } from "./+types/creative-portfolio";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { creativePortfolioHome as page } from "~/content/homes/creative-portfolio";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { LightboxGallery } from "~/sections/gallery/lightbox-gallery";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";
import { ServiceCards } from "~/sections/services/service-cards";
import { TestimonialSlider } from "~/sections/testimonials/testimonial-slider";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "orange" } } satisfies RouteHandle;

/**
 * Creative portfolio (other variants): bold hero, full-width project masonry with
 * filters and Load More, disciplines, lightbox gallery, figures, clients, testimonials,
 * call to action.
 */
export default function CreativePortfolioHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <PortfolioGrid {...page.work} />
      <ServiceCards {...page.disciplines} />
      <LightboxGallery {...page.gallery} />
      <CounterGrid {...page.figures} />
      <BrandList {...page.clients} />
      <TestimonialSlider {...page.testimonials} />
      <CallToAction {...page.cta} />
    </>
  );
}
