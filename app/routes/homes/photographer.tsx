import type { Route } from "./+types/photographer";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { photographerHome as page } from "~/content/homes/photographer";
import { pageMeta } from "~/lib/seo";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "orange" } } satisfies RouteHandle;

/** Photographer: hero, then a filterable masonry of photographs linking to their project pages. */
export default function PhotographerHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <PortfolioGrid {...page.gallery} />
    </>
  );
}
