import type { Route } from "./+types/blog-details";
import { postPage } from "~/content/pages/blog";
import { pageMeta } from "~/lib/seo";
import { PostArticle } from "~/sections/blog/post-article";
import { PostComments } from "~/sections/blog/post-comments";
import { PageBanner } from "~/sections/page-banner/page-banner";

/** An unknown id shows the first post (§8), marked noindex. */
export const meta: Route.MetaFunction = ({ params }) => pageMeta(postPage(params.id).seo);

export default function BlogDetailsPage({ params }: Route.ComponentProps) {
  const page = postPage(params.id);
  return (
    <>
      <PageBanner {...page.banner} />
      <PostArticle {...page.article} />
      <PostComments {...page.comments} />
    </>
  );
}
