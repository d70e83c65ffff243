import type { Route } from "./+types/portfolio-box-layout";
import { portfolioBoxLayoutPage as page } from "~/content/pages/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Box layout: the same full-width view as /portfolio-full-width, with its own title. */
export default function PortfolioBoxLayout() {
  return (
    <>
      <PageBanner {...page.banner} />
      <PortfolioGrid {...page.grid} />
    </>
  );
}
