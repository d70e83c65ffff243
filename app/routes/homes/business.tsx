import type { Route } from "./+types/business";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { businessHome as page } from "~/content/homes/business";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PricingCards } from "~/sections/pricing/pricing-cards";
import { SkillBars } from "~/sections/progress/skill-bars";
import { ServiceCards } from "~/sections/services/service-cards";
import { Testimonials } from "~/sections/testimonials/testimonials";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "orange" } } satisfies RouteHandle;

/**
 * Business (other variants): hero with a video, counters, services, skill bars,
 * four-step timeline, pricing, reviews, FAQ, client logos, call to action.
 */
export default function BusinessHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <CounterGrid {...page.figures} />
      <ServiceCards {...page.services} />
      <SkillBars {...page.skills} />
      <WorkingProcess {...page.process} />
      <PricingCards {...page.pricing} />
      <Testimonials {...page.reviews} />
      <FaqAccordion {...page.faq} />
      <BrandList {...page.clients} />
      <CallToAction {...page.cta} />
    </>
  );
}
