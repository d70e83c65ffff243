import type { Route } from "./+types/startup";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { startupHome as page } from "~/content/homes/startup";
import { pageMeta } from "~/lib/seo";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { FeatureGrid } from "~/sections/features/feature-grid";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PricingCards } from "~/sections/pricing/pricing-cards";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const handle = { chrome: { accent: "orange" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Startup: hero with Get started now, features, process, figures, pricing, FAQ, call to action. */
export default function StartupHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <FeatureGrid {...page.features} />
      <WorkingProcess {...page.process} />
      <CounterGrid {...page.figures} />
      <PricingCards {...page.pricing} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
