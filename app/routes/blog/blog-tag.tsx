import type { Route } from "./+types/blog-tag";
import { tagPage } from "~/content/pages/blog";
import { pageMeta } from "~/lib/seo";
import { BlogListing } from "~/sections/blog/blog-listing";
import { PageBanner } from "~/sections/page-banner/page-banner";

/** Any value is shown as text; a value that is no known tag lists nothing and is noindex. */
export const meta: Route.MetaFunction = ({ params }) => pageMeta(tagPage(params.tag).seo);

export default function BlogTagPage({ params }: Route.ComponentProps) {
  const page = tagPage(params.tag);
  return (
    <>
      <PageBanner {...page.banner} />
      <BlogListing key={params.tag} {...page.listing} />
    </>
  );
}
