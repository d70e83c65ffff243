import type { Route } from "./+types/portfolio-grid-layout";
import { portfolioGridLayoutPage as page } from "~/content/pages/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Grid layout: every project in even rows of boxed cards, with the category filter. */
export default function PortfolioGridLayout() {
  return (
    <>
      <PageBanner {...page.banner} />
      <PortfolioGrid {...page.grid} />
    </>
  );
}
