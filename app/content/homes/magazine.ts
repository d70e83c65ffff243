/**
 * The magazine home: a masthead with a large lead story and smaller cards beside it,
 * the popular-posts carousel of four posts (3 wide, 2 up to 769 px, 1 up to 581 px), and the
 * Latest list of the first five posts with View More to the blog grid, beside the blog
 * sidebar. Accent rose.
 */
import { latestPosts, morePosts, popularPosts, postById } from "~/content/blog";
import { listSizes } from "~/content/settings";
import type { Seo } from "~/lib/seo";
import type { BlogListingProps } from "~/sections/blog/blog-listing";
import type { BlogTeaserProps } from "~/sections/blog/blog-teaser";
import type { FeaturedPostsProps } from "~/sections/blog/featured-posts";
import { brand } from "~/content/brand";

const lead = postById(10);

export const magazineHome = {
  seo: {
    title: "Magazine: Stories on Design, Growth and the Web",
    description:
      "A magazine-style home for publishers and studios: a lead story, popular posts in a carousel, the latest articles and a sidebar to search and browse.",
    path: "/index-magazine",
  },
  featured: {
    id: "featured",
    heading: {
      eyebrow: `The ${brand.name} Journal`,
      title: "Stories for people who build businesses online",
      subtitle: "Design, strategy and engineering notes from our studio, every week.",
    },
    lead,
    others: morePosts.filter((post) => post.id !== lead.id),
    othersTitle: "Editor's Picks",
  } satisfies FeaturedPostsProps,
  popular: {
    id: "popular",
    variant: "carousel",
    tone: "muted",
    heading: {
      eyebrow: "Most read",
      title: "Popular Posts",
      subtitle: "The articles our readers come back to, and share with their teams.",
    },
    posts: popularPosts(),
  } satisfies BlogTeaserProps,
  latest: {
    id: "latest",
    heading: { eyebrow: "Fresh from the desk", title: "Latest" },
    posts: latestPosts(listSizes.latestPosts),
    variant: "list",
    sidebar: true,
    more: { label: "View More", href: "/blog-grid" },
  } satisfies BlogListingProps,
} satisfies { seo: Seo; [section: string]: unknown };
