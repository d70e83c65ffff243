import type { Route } from "./+types/portfolio-full-width";
import { portfolioFullWidthPage as page } from "~/content/pages/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Full-width masonry: filter buttons, cards to the details pages, Load More to /portfolio. */
export default function PortfolioFullWidth() {
  return (
    <>
      <PageBanner {...page.banner} />
      <PortfolioGrid {...page.grid} />
    </>
  );
}
