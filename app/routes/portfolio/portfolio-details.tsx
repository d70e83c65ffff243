import type { Route } from "./+types/portfolio-details";
import { useLocation } from "react-router";
import { portfolioDetailsPage } from "~/content/pages/portfolio";
import { isShownValuePath } from "~/lib/route-value";
import { pageMeta } from "~/lib/seo";
import NotFound, { notFoundMeta } from "~/routes/not-found";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PortfolioDetails } from "~/sections/portfolio/portfolio-details";

export const meta: Route.MetaFunction = ({ params, location }) =>
  isShownValuePath(location.pathname) ? pageMeta(portfolioDetailsPage(params.id).seo) : notFoundMeta();

/**
 * A project: title, date, client, category, description and three pictures that open
 * in the lightbox. An unknown id shows the first project, not indexed.
 */
export default function PortfolioDetailsPage({ params }: Route.ComponentProps) {
  // The server answers such a path with the 404 document: render the same page (decision 002).
  if (!isShownValuePath(useLocation().pathname)) return <NotFound />;
  const page = portfolioDetailsPage(params.id);
  return (
    <>
      <PageBanner {...page.banner} />
      <PortfolioDetails {...page.details} />
    </>
  );
}
