import type { Route } from "./+types/digital-agency";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { digitalAgencyHome as page } from "~/content/homes/digital-agency";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { CallToAction } from "~/sections/cta/call-to-action";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";
import { ServiceCards } from "~/sections/services/service-cards";
import { SplitFeature } from "~/sections/split/split-feature";
import { ContentTabs } from "~/sections/tabs/content-tabs";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const handle = { chrome: { accent: "rose" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/**
 * Digital agency: a hero with a showreel, client logos, services, the portfolio
 * grid with filters, the studio with its video and counters, the Strategy / Reporting /
 * Development tabs, client words, call to action.
 */
export default function DigitalAgencyHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <BrandList {...page.clients} />
      <ServiceCards {...page.services} />
      <PortfolioGrid {...page.work} />
      <SplitFeature {...page.studio} />
      <ContentTabs {...page.approach} />
      <Testimonials {...page.testimonials} />
      <CallToAction {...page.cta} />
    </>
  );
}
