/**
 * The blog: posts, categories, tags, archives, and the pure helpers every blog page uses
 * (lookup with fallback, filters, counts, paths).
 *
 * Posts are files, `app/content/posts/{slug}.mdx` (decision 015): their frontmatter is checked and
 * indexed into posts.generated.ts by the build, which this module reads; their bodies are compiled
 * from MDX and loaded on their own page only (app/sections/blog/post-body.tsx).
 *
 * URL form (one canonical form, decided here):
 * - Category and tag pages live at `/blog-grid/category/{slug}` and `/blog-grid/tag/{slug}`
 *   where the slug is the lower-case, hyphenated name ("UX Design" → "ux-design",
 *   "App Landing" → "app-landing"). Slugs need no percent-encoding, so the pre-rendered
 *   folder, the link and the address bar all read the same.
 * - The spec's own form, the name in the path (`/blog-grid/category/UX%20Design`), still
 *   resolves: `findCategory`/`findTag` accept a slug or a name in any case, encoded or not,
 *   and the page can point its canonical URL at the slug form.
 * - Any other value is shown as text with `%20` (and every other escape) decoded by
 *   `decodeSegment`, and matches no post.
 */
// Relative or type-only imports: react-router.config.ts reads this module (app/content/paths.ts).
import {
  blogAuthors,
  blogCategoryNames,
  blogTagNames,
  type BlogAuthorName,
  type BlogCategoryName,
  type BlogTagName,
} from "./blog-taxonomy";
import { slugify } from "../../scripts/fallback-routes.mjs";
import { decodeSegment } from "../lib/route-value";
import { img } from "./images";
import { postRecords } from "./posts.generated";
import type { PostRecord } from "./post-schema";
import type { DateLabel, ImageAsset } from "./types";

/* ------------------------------------------------------------------------------------ */
/* Categories and tags                                                                   */
/* ------------------------------------------------------------------------------------ */

export { blogAuthors, blogCategoryNames, blogTagNames } from "./blog-taxonomy";
export type { BlogAuthorName, BlogCategoryName, BlogTagName } from "./blog-taxonomy";

/** A category or tag with its URL slug. */
export type Taxon<Name extends string = string> = { name: Name; slug: string };
export type BlogCategory = Taxon<BlogCategoryName>;
export type BlogTag = Taxon<BlogTagName>;

/** "App Landing" → "app-landing"; "UX Design" → "ux-design" (one rule for the pages and the servers). */
export { slugify };

/** Decodes one path segment for display (the one rule the category and tag fallback uses too). */
export { decodeSegment };

export const blogCategories: readonly BlogCategory[] = blogCategoryNames.map((name) => ({
  name,
  slug: slugify(name),
}));

export const blogTags: readonly BlogTag[] = blogTagNames.map((name) => ({
  name,
  slug: slugify(name),
}));

function findTaxon<T extends Taxon>(list: readonly T[], value: string): T | undefined {
  const decoded = decodeSegment(value);
  const key = slugify(decoded);
  if (!key) return undefined;
  return list.find((item) => item.slug === key);
}

/** The category named by a route value: a slug, or a name (any case, encoded or not). */
export function findCategory(value: string): BlogCategory | undefined {
  return findTaxon(blogCategories, value);
}

/** The tag named by a route value: a slug, or a name (any case, encoded or not). */
export function findTag(value: string): BlogTag | undefined {
  return findTaxon(blogTags, value);
}

export function categoryHref(name: BlogCategoryName): string {
  return `/blog-grid/category/${slugify(name)}`;
}

export function tagHref(name: BlogTagName): string {
  return `/blog-grid/tag/${slugify(name)}`;
}

/* ------------------------------------------------------------------------------------ */
/* Posts                                                                                 */
/* ------------------------------------------------------------------------------------ */

export type BlogPost = {
  id: number;
  /** The post's file, `app/content/posts/{slug}.mdx`; its body is loaded by this name. */
  slug: string;
  title: string;
  author: BlogAuthorName;
  /** The author's role, shown beside the name on the post page. */
  authorRole: string;
  date: DateLabel;
  /** The cover: on the card, the post page, the feed and the JSON-LD alike. */
  image: ImageAsset;
  /** The card's teaser, one or two sentences (the frontmatter's `excerpt`). */
  desc: string;
  /** The category shown on the card: the first of `categories`. */
  category: BlogCategoryName;
  /** Every category the post is listed under (category pages, counts). */
  categories: readonly BlogCategoryName[];
  tags: readonly BlogTagName[];
  /** Minutes to read the body, computed from its words when the posts are indexed. */
  readingMinutes: number;
  /** Reveal-on-scroll delay of the card, ms (staggers a row of three). */
  revealDelay: number;
};

/** The post's address. */
export function postHref(post: Pick<BlogPost, "id">): string {
  return `/blog-details/${post.id}`;
}

/** Stagger of a card in a row of three: 100, 150, 200 ms. */
function stagger(index: number): number {
  return 100 + (index % 3) * 50;
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-12-10" → { iso: "2021-12-10", display: "10 Dec 2021" } (the day as the site shows it). */
export function dateLabel(iso: string): DateLabel {
  const [year, month, day] = iso.split("-").map(Number);
  return { iso, display: `${day} ${months[month! - 1]} ${year}` };
}

/** A checked post file (app/content/posts.generated.ts) as the pages use it. */
function toPost(record: PostRecord, index: number): BlogPost {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    author: record.author,
    authorRole: blogAuthors[record.author].role,
    date: dateLabel(record.date),
    image: img(record.cover.image, record.cover.alt),
    desc: record.excerpt,
    category: record.categories[0],
    categories: record.categories,
    tags: record.tags,
    readingMinutes: record.readingMinutes,
    revealDelay: stagger(index),
  };
}

/** How many of the newest posts the blog's list pages show; the rest are `morePosts`. */
export const mainListLength = 6;

/** The blog's main list, the six newest posts: grids, lists, sidebars and teasers. */
export const blogPosts: readonly BlogPost[] = postRecords.slice(0, mainListLength).map(toPost);

/** The older posts, e.g. for the magazine's smaller cards. */
export const morePosts: readonly BlogPost[] = postRecords.slice(mainListLength).map(toPost);

/** Every post, newest first. */
export const allPosts: readonly BlogPost[] = [...blogPosts, ...morePosts];

/**
 * The post for a route parameter; an unknown, malformed or missing id falls back to the
 * first post, without a message.
 */
export function postById(id: string | number | undefined | null): BlogPost {
  const key = String(id ?? "").trim();
  return allPosts.find((post) => String(post.id) === key) ?? allPosts[0]!;
}

/** True when the id names a post (a fallback page is marked noindex). */
export function isKnownPostId(id: string | number | undefined | null): boolean {
  const key = String(id ?? "").trim();
  return allPosts.some((post) => String(post.id) === key);
}

/** Posts listed under a category (by slug or name, see the URL note above). */
export function postsByCategory(value: string): BlogPost[] {
  const category = findCategory(value);
  if (!category) return [];
  return allPosts.filter((post) => post.categories.includes(category.name));
}

/** Posts carrying a tag (by slug or name, see the URL note above). */
export function postsByTag(value: string): BlogPost[] {
  const tag = findTag(value);
  if (!tag) return [];
  return allPosts.filter((post) => post.tags.includes(tag.name));
}

/** Each category with its number of posts, in the order the sidebar lists them. */
export function categoryCounts(): (BlogCategory & { count: number })[] {
  return blogCategories.map((category) => ({
    ...category,
    count: allPosts.filter((post) => post.categories.includes(category.name)).length,
  }));
}

/** The newest posts (Latest list: 5; blog teaser: 3; sidebar: 4). */
export function latestPosts(count: number): BlogPost[] {
  return (
    [...allPosts]
      // ISO dates sort as plain text; localeCompare would start the browser's Intl (app/lib/price-pattern.ts).
      .sort((a, b) => (a.date.iso < b.date.iso ? 1 : a.date.iso > b.date.iso ? -1 : a.id - b.id))
      .slice(0, Math.max(0, count))
  );
}

/** The magazine's popular-posts carousel: four posts from across both lists. */
export const popularPostIds = [3, 1, 8, 4] as const;
export function popularPosts(): BlogPost[] {
  return popularPostIds.map((id) => postById(id));
}

/**
 * What the sidebar search of a listing says (app/sections/blog/blog-listing.tsx; its module,
 * app/behaviours/blog-search.ts, fills in `{count}` and `{query}`).
 */
export const blogSearchMessages = {
  /** The live region, when one post or several match. */
  one: "{count} post matches “{query}”.",
  many: "{count} posts match “{query}”.",
  /** The live region and the empty state's title, when none does. */
  none: "No posts match “{query}”.",
  noneHint: "Try another word from a title, or show every post again.",
  clear: "Clear search",
} as const;

/* ------------------------------------------------------------------------------------ */
/* Sidebar archives and the details page                                                 */
/* ------------------------------------------------------------------------------------ */

/** The sidebar's Archives list: the days of the seven newest posts. */
export const blogArchives: readonly DateLabel[] = latestPosts(7).map((post) => post.date);

/* ------------------------------------------------------------------------------------ */
/* Comments                                                                              */
/* ------------------------------------------------------------------------------------ */

/**
 * What the comment area of a post says while the Disqus thread is not on screen
 * (app/sections/blog/post-comments.tsx): before its scripts are asked for (the pre-rendered
 * page, true with or without JavaScript), while they load, and when the thread does not arrive.
 */
export const commentMessages = {
  /** In the pre-rendered page, until the reader comes near. */
  idle: "The comments are hosted by Disqus.",
  loading: "Loading comments…",
  failed:
    "The comments could not be loaded. Disqus may be blocked by your browser or an extension, or the connection may be down.",
  retry: "Try again",
  /** The link to the post's thread on Disqus's own site. */
  openOnDisqus: "Read and reply on Disqus",
  notConfigured: "Comments are not configured for this site yet.",
} as const;

/* ------------------------------------------------------------------------------------ */
/* Paths to pre-render (plugged into app/content/paths.ts by the blog pages)            */
/* ------------------------------------------------------------------------------------ */

export function blogDetailPaths(): string[] {
  return allPosts.map((post) => postHref(post));
}

export function categoryPaths(): string[] {
  return blogCategories.map((category) => categoryHref(category.name));
}

export function tagPaths(): string[] {
  return blogTags.map((tag) => tagHref(tag.name));
}
