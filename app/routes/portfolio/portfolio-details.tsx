import type { Route } from "./+types/portfolio-details";
import { portfolioDetailsPage } from "~/content/pages/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PortfolioDetails } from "~/sections/portfolio/portfolio-details";

export const meta: Route.MetaFunction = ({ params }) => pageMeta(portfolioDetailsPage(params.id).seo);

/**
 * A project (§2.5): title, date, client, category, description and three pictures that open
 * in the lightbox. An unknown id shows the first project, not indexed (§8).
 */
export default function PortfolioDetailsPage({ params }: Route.ComponentProps) {
  const page = portfolioDetailsPage(params.id);
  return (
    <>
      <PageBanner {...page.banner} />
      <PortfolioDetails {...page.details} />
    </>
  );
}
