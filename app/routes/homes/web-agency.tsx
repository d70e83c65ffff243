import type { Route } from "./+types/web-agency";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { webAgencyHome as page } from "~/content/homes/web-agency";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { ServiceCards } from "~/sections/services/service-cards";
import { SplitFeature } from "~/sections/split/split-feature";

export const handle = { chrome: { accent: "rose" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Web agency: hero with Explore Now and Contact Us, counters, intro, services, the first 8 brands. */
export default function WebAgencyHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <CounterGrid {...page.figures} />
      <SplitFeature {...page.intro} />
      <ServiceCards {...page.services} />
      <BrandList {...page.brands} />
    </>
  );
}
