import type { Route } from "./+types/corporate";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { corporateHome as page } from "~/content/homes/corporate";
import { pageMeta } from "~/lib/seo";
import { BrandCarousel } from "~/sections/brands/brand-carousel";
import { CallToAction } from "~/sections/cta/call-to-action";
import { HeroSlider } from "~/sections/hero/hero-slider";
import { PricingCards } from "~/sections/pricing/pricing-cards";
import { ServiceCards } from "~/sections/services/service-cards";
import { SplitFeature } from "~/sections/split/split-feature";
import { ContentTabs } from "~/sections/tabs/content-tabs";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "brand" } } satisfies RouteHandle;

/**
 * Corporate (other variants): three-slide hero slider, services, about block with
 * figures and a video popup, strategy tabs, pricing, testimonials, client carousel,
 * call to action.
 */
export default function CorporateHome() {
  return (
    <>
      <HeroSlider {...page.hero} />
      <ServiceCards {...page.services} />
      <SplitFeature {...page.about} />
      <ContentTabs {...page.tabs} />
      <PricingCards {...page.pricing} />
      <Testimonials {...page.testimonials} />
      <BrandCarousel {...page.clients} />
      <CallToAction {...page.cta} />
    </>
  );
}
