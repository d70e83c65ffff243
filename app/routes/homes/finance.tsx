import type { Route } from "./+types/finance";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { financeHome as page } from "~/content/homes/finance";
import { pageMeta } from "~/lib/seo";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { FigureTable } from "~/sections/figures/figure-table";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PricingCards } from "~/sections/pricing/pricing-cards";
import { ServiceCards } from "~/sections/services/service-cards";
import { SplitFeature } from "~/sections/split/split-feature";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const handle = { chrome: { accent: "teal", topBar: true } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/**
 * Finance: a hero with a play button, key figures, today's rates, services, an
 * advisory block with its video and counters, plans in rows, client stories, FAQ, call to action.
 */
export default function FinanceHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <CounterGrid {...page.figures} />
      <FigureTable {...page.rates} />
      <ServiceCards {...page.services} />
      <SplitFeature {...page.advice} />
      <PricingCards {...page.plans} />
      <Testimonials {...page.testimonials} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
