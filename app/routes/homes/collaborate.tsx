import type { Route } from "./+types/collaborate";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { collaborateHome as page } from "~/content/homes/collaborate";
import { pageMeta } from "~/lib/seo";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FeatureGrid } from "~/sections/features/feature-grid";
import { FeatureRows } from "~/sections/features/feature-rows";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { TeamCards } from "~/sections/team/team-cards";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const handle = { chrome: { accent: "green" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Collaborate: hero, feature rows with videos, feature grid, testimonials, Say Hi, Create Account. */
export default function CollaborateHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <FeatureRows {...page.rows} />
      <FeatureGrid {...page.features} />
      <Testimonials {...page.testimonials} />
      <TeamCards {...page.sayHi} />
      <CallToAction {...page.cta} />
    </>
  );
}
