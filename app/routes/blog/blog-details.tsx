import type { Route } from "./+types/blog-details";
import { useLocation } from "react-router";
import { postPage } from "~/content/pages/blog";
import { isShownValuePath } from "~/lib/route-value";
import { pageMeta } from "~/lib/seo";
import NotFound, { notFoundMeta } from "~/routes/not-found";
import { PostArticle } from "~/sections/blog/post-article";
import { PostComments } from "~/sections/blog/post-comments";
import { PageBanner } from "~/sections/page-banner/page-banner";

/** An unknown id shows the first post, marked noindex. */
export const meta: Route.MetaFunction = ({ params, location }) =>
  isShownValuePath(location.pathname) ? pageMeta(postPage(params.id).seo) : notFoundMeta();

export default function BlogDetailsPage({ params }: Route.ComponentProps) {
  // The server answers such a path with the 404 document: render the same page (decision 002).
  if (!isShownValuePath(useLocation().pathname)) return <NotFound />;
  const page = postPage(params.id);
  return (
    <>
      <PageBanner {...page.banner} />
      <PostArticle {...page.article} />
      <PostComments {...page.comments} />
    </>
  );
}
