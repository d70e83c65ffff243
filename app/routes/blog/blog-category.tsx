import type { Route } from "./+types/blog-category";
import { useLocation } from "react-router";
import { categoryPage } from "~/content/pages/blog";
import { isShownValuePath } from "~/lib/route-value";
import { pageMeta } from "~/lib/seo";
import NotFound, { notFoundMeta } from "~/routes/not-found";
import { BlogListing } from "~/sections/blog/blog-listing";
import { PageBanner } from "~/sections/page-banner/page-banner";

/** Any value is shown as text; a value that is no known category lists nothing and is noindex. */
export const meta: Route.MetaFunction = ({ params, location }) =>
  isShownValuePath(location.pathname) ? pageMeta(categoryPage(params.category).seo) : notFoundMeta();

export default function BlogCategoryPage({ params }: Route.ComponentProps) {
  // The server answers such a path with the 404 document: render the same page (decision 002).
  if (!isShownValuePath(useLocation().pathname)) return <NotFound />;
  const page = categoryPage(params.category);
  return (
    <>
      <PageBanner {...page.banner} />
      <BlogListing key={params.category} {...page.listing} />
    </>
  );
}
