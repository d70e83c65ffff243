import type { Route } from "./+types/portfolio";
import { portfolioPage as page } from "~/content/pages/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Portfolio: category filter and a masonry of every project. */
export default function PortfolioPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <PortfolioGrid {...page.grid} />
    </>
  );
}
