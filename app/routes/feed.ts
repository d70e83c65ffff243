import { allPosts, postHref } from "~/content/blog";
import { feed } from "~/content/feed";
import { absoluteUrl } from "~/lib/seo";
import { feedImage, postHtml } from "~/lib/post-html.server";
import { rssFeed } from "~/lib/rss";

/**
 * /rss.xml: the blog's RSS 2.0 feed, a resource route pre-rendered to a static file at build
 * time (it has no page of its own). URLs come from the site URL of app/content/site.ts. Each item
 * carries the post's full article (content:encoded) and its cover, as the post page shows them.
 */
export async function loader() {
  const xml = rssFeed(
    {
      title: feed.title,
      link: absoluteUrl(feed.home),
      description: feed.description,
      language: feed.language,
      self: absoluteUrl(feed.path),
    },
    await Promise.all(
      allPosts.map(async (post) => ({
        title: post.title,
        link: absoluteUrl(postHref(post)),
        description: post.desc,
        date: post.date.iso,
        author: post.author,
        categories: post.categories,
        image: feedImage(post),
        content: await postHtml(post),
      })),
    ),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
