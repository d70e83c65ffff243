import type { Route } from "./+types/seo-agency";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { seoAgencyHome as page } from "~/content/homes/seo-agency";
import { pageMeta } from "~/lib/seo";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { FigureTable } from "~/sections/figures/figure-table";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PricingCards } from "~/sections/pricing/pricing-cards";
import { ProgressRings } from "~/sections/progress/progress-rings";
import { SkillBars } from "~/sections/progress/skill-bars";
import { ServiceCards } from "~/sections/services/service-cards";

export const handle = { chrome: { accent: "green" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/**
 * SEO agency: a hero with rotating words, site-audit scores, keyword rankings,
 * results as skill bars, numbered services, pricing, FAQ, call to action.
 */
export default function SeoAgencyHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <ProgressRings {...page.audit} />
      <FigureTable {...page.rankings} />
      <SkillBars {...page.results} />
      <ServiceCards {...page.services} />
      <PricingCards {...page.pricing} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
