import type { Route } from "./+types/landing";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { landingPage as page } from "~/content/homes/landing";
import { pageMeta } from "~/lib/seo";
import { CallToAction } from "~/sections/cta/call-to-action";
import { DemoGrid } from "~/sections/demos/demo-grid";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { FeatureGrid } from "~/sections/features/feature-grid";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { OfferBanner } from "~/sections/offer/offer-banner";
import { SpeedScores } from "~/sections/progress/speed-scores";
import { TldrSummary } from "~/sections/summary/tldr-summary";
import { TemplatesSlider } from "~/sections/templates/templates-slider";
import { ReviewCards } from "~/sections/testimonials/review-cards";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** An in-page header (Demos, Features, Inner Pages, FAQs) instead of the site menu. */
export const handle = { chrome: { header: { anchors: page.anchors } } } satisfies RouteHandle;

/**
 * The demo landing page: offer banner, hero with View Demo, every demo, TL;DR with
 * the 97 % ring and the elements counter, seven features, speed scores, the inner-pages
 * slider, four reviews, five questions and the purchase call to action.
 */
export default function DemoLanding() {
  return (
    <>
      <OfferBanner {...page.banner} />
      <HeroBanner {...page.hero} />
      <DemoGrid {...page.demos} />
      <TldrSummary {...page.tldr} />
      <FeatureGrid {...page.features} />
      <SpeedScores {...page.speed} />
      <TemplatesSlider {...page.innerPages} />
      <ReviewCards {...page.reviews} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
