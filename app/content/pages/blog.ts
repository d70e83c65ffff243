/**
 * The blog pages: the four list layouts, the post page, and the category and tag
 * pages. Pages with a route parameter are functions of it: an unknown id shows the first
 * post, an unknown category or tag an empty list; both are marked noindex.
 */
import { createElement, Fragment, type ReactNode } from "react";
import {
  blogPosts,
  decodeSegment,
  findCategory,
  findTag,
  isKnownPostId,
  postById,
  postHref,
  postsByCategory,
  postsByTag,
  categoryHref,
  tagHref,
} from "~/content/blog";
import { artPath } from "~/content/images";
import { commentThread } from "~/lib/comments";
import { isAnyValue } from "~/lib/route-value";
import type { Crumb, Seo } from "~/lib/seo";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/lib/seo";
import type { PageBannerProps } from "~/sections/page-banner/page-banner";
import type { BlogListingProps, EmptyState } from "~/sections/blog/blog-listing";
import type { PostArticleProps } from "~/sections/blog/post-article";
import type { PostCommentsProps } from "~/sections/blog/post-comments";
import { brand } from "~/content/brand";

type ListPage = { seo: Seo; banner: PageBannerProps; listing: BlogListingProps };

/** A list layout's page: banner with the breadcrumb, the posts, BreadcrumbList JSON-LD. */
function listPage(
  seo: Omit<Seo, "jsonLd">,
  banner: Omit<PageBannerProps, "crumbs"> & { title: string },
  listing: BlogListingProps,
): ListPage {
  const crumbs: Crumb[] = [{ label: banner.title }];
  return {
    seo: { ...seo, jsonLd: [breadcrumbJsonLd([{ label: "Home", href: "/" }, ...crumbs], seo.path)] },
    banner: { ...banner, crumbs },
    listing,
  };
}

/** "View More Post" without a target in the spec: shown as a disabled button, never a dead link. */
const moreWithoutTarget = { label: "View More Post" };

export const blogGridPage = listPage(
  {
    title: "Blog Grid",
    description:
      "Articles on brand systems, consulting metrics, app launches and content marketing, laid out as a three-column card grid.",
    path: "/blog-grid",
  },
  { title: "Blog Grid", subtitle: "Ideas, lessons and behind-the-scenes notes from our studio." },
  {
    id: "posts",
    label: "All posts",
    posts: blogPosts,
    variant: "grid",
    columns: 3,
    more: { label: "View More Post", href: "/blog-grid" },
  },
);

export const blogGridSidebarPage = listPage(
  {
    title: "Blog Grid With Sidebar",
    description:
      "The blog in two columns of cards beside a sidebar: search posts by title, browse categories and tags, and see recent posts and archives.",
    path: "/blog-grid-sidebar",
  },
  {
    title: "Blog Grid Sidebar",
    subtitle: "Practical ideas for growing a business, easy to search and to browse by topic.",
  },
  {
    id: "posts",
    label: "All posts",
    posts: blogPosts,
    variant: "grid",
    columns: 2,
    sidebar: true,
    more: moreWithoutTarget,
  },
);

export const blogListViewPage = listPage(
  {
    title: "Blog List View",
    description:
      "Every article as a wide card with its picture, author, date and a short summary, one below the other for easy reading.",
    path: "/blog-list-view",
  },
  { title: "Blog List View", subtitle: "One story per row, with a summary to help you choose what to read." },
  { id: "posts", label: "All posts", posts: blogPosts, variant: "list", more: moreWithoutTarget },
);

export const blogListSidebarPage = listPage(
  {
    title: "Blog List With Sidebar",
    description:
      "The article list with summaries next to a sidebar for searching titles, browsing by category or tag, and finding recent posts.",
    path: "/blog-list-sidebar",
  },
  {
    title: "Blog List Sidebar",
    subtitle: "Summaries on the left, everything to find your way on the right.",
  },
  {
    id: "posts",
    label: "All posts",
    posts: blogPosts,
    variant: "list",
    sidebar: true,
    more: moreWithoutTarget,
  },
);

/* ---- The post page ---------------------------------------------------------------- */

/** /blog-details/{id}: the post, or the first post for an unknown id (noindex). */
export function postPage(id: string | undefined) {
  const post = postById(id);
  const known = isKnownPostId(id);
  const path = postHref(post);
  const crumbs: Crumb[] = [{ label: "Blog", href: "/blog-grid" }, { label: post.title }];
  return {
    seo: {
      title: post.title,
      description: post.desc,
      path,
      noindex: !known,
      jsonLd: known
        ? [
            blogPostingJsonLd({
              headline: post.title,
              description: post.desc,
              path,
              image: artPath(post.image, post.image.widths.at(-1)),
              author: post.author,
              date: post.date.iso,
              section: post.category,
              keywords: post.tags,
            }),
            breadcrumbJsonLd([{ label: "Home", href: "/" }, ...crumbs], path),
          ]
        : [],
    } satisfies Seo,
    banner: { title: post.title, crumbs } satisfies PageBannerProps,
    article: {
      id: "article",
      post,
      tagsTitle: "Tags",
      cloudTitle: "More topics",
    } satisfies PostArticleProps,
    comments: {
      heading: {
        title: "Leave a Reply",
        subtitle: "Questions, stories of your own or a different view: join the discussion.",
      },
      thread: commentThread(post),
    } satisfies PostCommentsProps,
  };
}

/* ---- Category and tag pages -------------------------------------------------------- */

type Taxonomy = "category" | "tag";

const taxonomies = {
  category: {
    crumb: "Blog Category List",
    noun: "category",
    /** The fallback document's name for a value it cannot know without JavaScript. */
    unknown: "Unknown category",
    verb: "filed under",
    find: (value: string) => {
      const category = findCategory(value);
      return category && { name: category.name, href: categoryHref(category.name) };
    },
    posts: postsByCategory,
  },
  tag: {
    crumb: "Blog Tag List",
    noun: "tag",
    unknown: "Unknown tag",
    verb: "tagged",
    find: (value: string) => {
      const tag = findTag(value);
      return tag && { name: tag.name, href: tagHref(tag.name) };
    },
    posts: postsByTag,
  },
} as const;

/**
 * /blog-grid/category/{value} and /blog-grid/tag/{value}: the name as given (decoded, shown as
 * text), the posts that carry it, an empty state when none do. A known name points its
 * canonical URL at its slug form; any other value is noindex.
 *
 * The reserved value (`isAnyValue`) is the fallback document every server answers a free value
 * with (scripts/fallback-routes.mjs): its heading, title and empty state name the value neutrally
 * (`unknown`), in elements marked `data-route-value` where app/behaviours/route-value.ts writes the
 * address's value, as text; the heading's mark carries the page's own title to write it into.
 */
function taxonomyPage(kind: Taxonomy, value: string | undefined): ListPage {
  const raw = value ?? "";
  const copy = taxonomies[kind];
  const match = copy.find(raw);
  const any = !match && isAnyValue(raw);
  const name = match?.name ?? (any ? copy.unknown : decodeSegment(raw));
  const posts = copy.posts(raw);
  const path = match?.href ?? `/blog-grid/${kind}/${encodeURIComponent(raw)}`;
  const crumbs: Crumb[] = [{ label: copy.crumb }];
  const count = `${posts.length} ${posts.length === 1 ? "post" : "posts"}`;
  const title = `${name}: Blog ${kind === "category" ? "Category" : "Tag"}`;
  /** The name where a visitor reads it: marked for the address's value on the fallback document. */
  const shown = (inTitle?: string): ReactNode =>
    any ? createElement("span", { "data-route-value": "", "data-route-value-title": inTitle }, name) : name;
  const empty: EmptyState = {
    title: createElement(Fragment, null, `No posts are ${copy.verb} “`, shown(), "” yet."),
    text: "Browse every article, or pick another category or tag from the sidebar.",
    cta: { label: "See All Posts", href: "/blog-grid" },
  };
  return {
    seo: {
      title,
      description: `Articles ${copy.verb} ${name} on the ${brand.name} blog: ${count} on design, business and building better websites.`,
      path,
      noindex: !match,
      jsonLd: match ? [breadcrumbJsonLd([{ label: "Home", href: "/" }, { label: copy.crumb }], path)] : [],
    },
    banner: {
      title: shown(title),
      subtitle: posts.length > 0 ? `${count} ${copy.verb} this ${copy.noun}.` : undefined,
      crumbs,
    },
    listing: {
      id: "posts",
      label: `Posts ${copy.verb} ${name}`,
      posts,
      variant: "grid",
      columns: 2,
      sidebar: true,
      empty,
    },
  };
}

/** How the fallback document names a category or tag value before its behaviour shows the value. */
export const unknownValueName = (kind: Taxonomy) => taxonomies[kind].unknown;

export const categoryPage = (value: string | undefined) => taxonomyPage("category", value);
export const tagPage = (value: string | undefined) => taxonomyPage("tag", value);
