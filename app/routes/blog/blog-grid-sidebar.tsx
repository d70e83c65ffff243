import type { Route } from "./+types/blog-grid-sidebar";
import { blogGridSidebarPage as page } from "~/content/pages/blog";
import { pageMeta } from "~/lib/seo";
import { BlogListing } from "~/sections/blog/blog-listing";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export default function BlogGridSidebarPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <BlogListing {...page.listing} />
    </>
  );
}
