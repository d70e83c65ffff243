/**
 * The text a visitor reads, derived from the content modules (app/content), so the browser tests
 * follow whatever the copy says. A few formatting rules are repeated here from the components
 * that apply them (counters, figure tables, document titles).
 */
import { type BlogPost, allPosts } from "../../app/content/blog";
import { allPortfolioItems } from "../../app/content/portfolio";
import { formatPrice } from "../../app/lib/format";
import type { Seo } from "../../app/lib/seo";
import { pageMeta } from "../../app/lib/seo";

export { formatPrice };

/**
 * Posts and projects by their place in the content, never by their ids, which a buyer renumbers:
 * the first is what an unknown id shows; the other is one a test can tell from the first.
 */
export const firstPost = allPosts[0]!;
export const otherPost = allPosts[1] ?? firstPost;
export const firstProject = allPortfolioItems[0]!;
export const otherProject = allPortfolioItems[1] ?? firstProject;
/**
 * The longest word of `post`'s title that no other title of `posts` contains: what a reader would
 * search for it by (the sidebar search matches titles).
 */
export function searchWordFor(post: BlogPost, posts: readonly BlogPost[]): string {
  const others = posts.filter((other) => other !== post).map((other) => other.title.toLowerCase());
  const word = post.title
    .split(/[^\p{L}\p{N}]+/u)
    .sort((a, b) => b.length - a.length)
    .find((candidate) => candidate && !others.some((title) => title.includes(candidate.toLowerCase())));
  if (!word) throw new Error(`no word of "${post.title}" is in its title alone`);
  return word;
}

/** Ids no post and no project has: the pages of the fallback for unknown ids. */
export const unknownPostId = Math.max(0, ...allPosts.map((post) => post.id)) + 1;
export const unknownProjectId = Math.max(0, ...allPortfolioItems.map((item) => item.id)) + 1;

/** A pattern that matches `text` literally. */
export function literal(text: string, flags?: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags);
}

/** A pattern for text that starts with `text`. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${literal(text).source}`);
}

/** The document title a page's SEO entry gives it ("Title | " and the brand's name). */
export function documentTitle(seo: Seo): string {
  const entry = pageMeta(seo).find((tag) => "title" in tag) as { title: string } | undefined;
  if (!entry) throw new Error(`no title for ${seo.path}`);
  return entry.title;
}

const counterFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A counter's final figure as it is shown ("$2.4B", "1,200+"). */
export function counterText(counter: { value: number; prefix?: string; suffix?: string }): string {
  return `${counter.prefix ?? ""}${counterFormat.format(counter.value)}${counter.suffix ?? ""}`;
}

type FigureCell = string | { value: string; trend: "up" | "down" | "steady" };
const trendWords = { up: "up", down: "down", steady: "unchanged" } as const;

/** A figure table's cell as its text reads, the trend said in words ("$6 (down)"). */
export function cellText(cell: FigureCell): string {
  return typeof cell === "string" ? cell : `${cell.value} (${trendWords[cell.trend]})`;
}
