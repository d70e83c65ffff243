import type { Route } from "./+types/international-consulting";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { internationalConsultingHome as page } from "~/content/homes/international-consulting";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { CallToAction } from "~/sections/cta/call-to-action";
import { HeroSlider } from "~/sections/hero/hero-slider";
import { OfficeCards } from "~/sections/offices/office-cards";
import { ServiceCards } from "~/sections/services/service-cards";
import { SplitFeature } from "~/sections/split/split-feature";
import { Testimonials } from "~/sections/testimonials/testimonials";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "blue", topBar: true } } satisfies RouteHandle;

/**
 * International consulting (other variants): three-slide hero slider, client logos,
 * offices and their markets, about block with a film and figures, services, how a market
 * entry runs, clients worldwide, call to action.
 */
export default function InternationalConsultingHome() {
  return (
    <>
      <HeroSlider {...page.hero} />
      <BrandList {...page.clients} />
      <OfficeCards {...page.offices} />
      <SplitFeature {...page.about} />
      <ServiceCards {...page.services} />
      <WorkingProcess {...page.entry} />
      <Testimonials {...page.testimonials} />
      <CallToAction {...page.cta} />
    </>
  );
}
