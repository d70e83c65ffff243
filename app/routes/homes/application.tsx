import type { Route } from "./+types/application";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { applicationHome as page } from "~/content/homes/application";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PricingCards } from "~/sections/pricing/pricing-cards";
import { CaseStudyTabs } from "~/sections/tabs/case-study-tabs";
import { ContentTabs } from "~/sections/tabs/content-tabs";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const handle = { chrome: { accent: "blue" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Application: rotating headline, client strip, case study, feature tabs, pricing, feedback. */
export default function ApplicationHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <BrandList {...page.clients} />
      <CaseStudyTabs {...page.caseStudy} />
      <ContentTabs {...page.features} />
      <PricingCards {...page.pricing} />
      <Testimonials {...page.feedback} />
    </>
  );
}
