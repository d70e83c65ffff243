import type { Route } from "./+types/travel-agency";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { travelAgencyHome as page } from "~/content/homes/travel-agency";
import { pageMeta } from "~/lib/seo";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { DestinationCards } from "~/sections/destinations/destination-cards";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { ServiceCards } from "~/sections/services/service-cards";
import { Testimonials } from "~/sections/testimonials/testimonials";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "teal", topBar: true } } satisfies RouteHandle;

/**
 * Travel agency (other variants): hero with a film, destinations, what the agency
 * takes care of, how booking works, figures, travellers' stories, FAQ, call to action.
 */
export default function TravelAgencyHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <DestinationCards {...page.destinations} />
      <ServiceCards {...page.services} />
      <WorkingProcess {...page.booking} />
      <CounterGrid {...page.figures} />
      <Testimonials {...page.reviews} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
