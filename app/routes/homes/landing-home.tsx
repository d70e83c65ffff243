import type { Route } from "./+types/landing-home";
import { landingHome as page } from "~/content/homes/landing-home";
import { pageMeta } from "~/lib/seo";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FeatureGrid } from "~/sections/features/feature-grid";
import { HeroTabs } from "~/sections/hero/hero-tabs";
import { TemplatesSlider } from "~/sections/templates/templates-slider";
import { TestimonialSlider } from "~/sections/testimonials/testimonial-slider";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** The landing home: hero with tabs, popular features, templates, testimonials, call to action. */
export default function LandingHome() {
  return (
    <>
      <HeroTabs {...page.hero} />
      <FeatureGrid {...page.features} />
      <TemplatesSlider {...page.templates} />
      <TestimonialSlider {...page.testimonials} />
      <CallToAction {...page.cta} />
    </>
  );
}
