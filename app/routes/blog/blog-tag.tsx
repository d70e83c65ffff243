import type { Route } from "./+types/blog-tag";
import { useLocation } from "react-router";
import { tagPage } from "~/content/pages/blog";
import { isShownValuePath } from "~/lib/route-value";
import { pageMeta } from "~/lib/seo";
import NotFound, { notFoundMeta } from "~/routes/not-found";
import { BlogListing } from "~/sections/blog/blog-listing";
import { PageBanner } from "~/sections/page-banner/page-banner";

/** Any value is shown as text; a value that is no known tag lists nothing and is noindex. */
export const meta: Route.MetaFunction = ({ params, location }) =>
  isShownValuePath(location.pathname) ? pageMeta(tagPage(params.tag).seo) : notFoundMeta();

export default function BlogTagPage({ params }: Route.ComponentProps) {
  // The server answers such a path with the 404 document: render the same page (decision 002).
  if (!isShownValuePath(useLocation().pathname)) return <NotFound />;
  const page = tagPage(params.tag);
  return (
    <>
      <PageBanner {...page.banner} />
      <BlogListing key={params.tag} {...page.listing} />
    </>
  );
}
