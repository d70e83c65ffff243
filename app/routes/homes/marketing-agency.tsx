import type { Route } from "./+types/marketing-agency";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { marketingAgencyHome as page } from "~/content/homes/marketing-agency";
import { pageMeta } from "~/lib/seo";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { FigureTable } from "~/sections/figures/figure-table";
import { HeroSlider } from "~/sections/hero/hero-slider";
import { ServiceCards } from "~/sections/services/service-cards";
import { ContentTabs } from "~/sections/tabs/content-tabs";
import { TestimonialSlider } from "~/sections/testimonials/testimonial-slider";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const handle = { chrome: { accent: "orange" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/**
 * Marketing agency: the three-slide hero slider, results, channels, campaign
 * results, the campaign process, research tabs, a testimonial slider, FAQ, call to action.
 */
export default function MarketingAgencyHome() {
  return (
    <>
      <HeroSlider {...page.hero} />
      <CounterGrid {...page.results} />
      <ServiceCards {...page.channels} />
      <FigureTable {...page.campaigns} />
      <WorkingProcess {...page.process} />
      <ContentTabs {...page.expertise} />
      <TestimonialSlider {...page.testimonials} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
