/**
 * The blog's RSS feed (app/routes/feed.ts): its address and channel copy. Kept apart from
 * blog.ts because every page's head links to it (app/root.tsx) and must not load the posts.
 */
import { brand } from "~/content/brand";

export const feed = {
  path: "/rss.xml",
  title: `${brand.name} Blog`,
  description: `Articles on brand systems, consulting, app launches, marketing and building better websites, from the ${brand.name} studio.`,
  /** The page the channel stands for. */
  home: "/blog-grid",
  language: "en",
} as const;
