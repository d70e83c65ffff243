import type { Route } from "./+types/magazine";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { magazineHome as page } from "~/content/homes/magazine";
import { pageMeta } from "~/lib/seo";
import { BlogListing } from "~/sections/blog/blog-listing";
import { BlogTeaser } from "~/sections/blog/blog-teaser";
import { FeaturedPosts } from "~/sections/blog/featured-posts";

export const handle = { chrome: { accent: "rose" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/**
 * Magazine: a large lead story with smaller cards, the popular-posts carousel, and
 * the Latest list of five posts (View More to the blog grid) beside the sidebar.
 */
export default function MagazineHome() {
  return (
    <>
      <FeaturedPosts {...page.featured} />
      <BlogTeaser {...page.popular} />
      <BlogListing {...page.latest} />
    </>
  );
}
