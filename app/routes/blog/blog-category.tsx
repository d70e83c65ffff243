import type { Route } from "./+types/blog-category";
import { categoryPage } from "~/content/pages/blog";
import { pageMeta } from "~/lib/seo";
import { BlogListing } from "~/sections/blog/blog-listing";
import { PageBanner } from "~/sections/page-banner/page-banner";

/** Any value is shown as text; a value that is no known category lists nothing and is noindex. */
export const meta: Route.MetaFunction = ({ params }) => pageMeta(categoryPage(params.category).seo);

export default function BlogCategoryPage({ params }: Route.ComponentProps) {
  const page = categoryPage(params.category);
  return (
    <>
      <PageBanner {...page.banner} />
      <BlogListing key={params.category} {...page.listing} />
    </>
  );
}
