/**
 * The blog's RSS feed (app/routes/feed.ts): its address and channel copy. Kept apart from
 * blog.ts because every page's head links to it (app/root.tsx) and must not load the posts.
 */
export const feed = {
  path: "/rss.xml",
  title: "Doob Blog",
  description:
    "Articles on brand systems, consulting, app launches, marketing and building better websites, from the Doob studio.",
  /** The page the channel stands for. */
  home: "/blog-grid",
  language: "en",
} as const;
