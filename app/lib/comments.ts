/**
 * The blog's comments: Disqus, configured by one build-time variable,
 * `VITE_DISQUS_SHORTNAME` (README, Configuration). Without it the comment section says that
 * comments are not configured and loads nothing.
 *
 * What the pre-rendered page needs is here: the thread of a post, the build's shortname, and the
 * page's one Disqus address, a plain link to the thread on disqus.com (`disqusThreadPage`), which
 * loads nothing. The scripts are added in the browser only by the comments' module
 * (app/behaviours/post-comments.ts), once the comment area comes near the viewport: never while
 * pre-rendering, never on page load.
 */
import { type BlogPost, postHref } from "~/content/blog";
import { commentSettings } from "~/content/settings";
import { disqusShortnameEnv } from "~/lib/env";
import { absoluteUrl } from "~/lib/seo";

/** The comment-embed config of a post: identifier, URL, title and language. */
export type CommentThread = { identifier: string; url: string; title: string; language: string };

/** A post's thread: identified by its id, its canonical URL (with the base path) and its title. */
export function commentThread(post: Pick<BlogPost, "id" | "title">): CommentThread {
  return {
    identifier: `post-${post.id}`,
    url: absoluteUrl(postHref(post)),
    title: post.title,
    language: commentSettings.language,
  };
}

/**
 * The shortname from an environment value, or null when it is missing or not a valid
 * Disqus shortname. It becomes part of a host name, so only letters, digits and hyphens pass.
 */
export function readDisqusShortname(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(text) ? text : null;
}

/** This build's shortname (null: comments are not configured). */
export const disqusShortname = readDisqusShortname(disqusShortnameEnv);

/**
 * The post's thread on Disqus's own site: the page Disqus's embed shows inside its frame, opened
 * on its own. It is the one Disqus address that finds (or starts) this post's thread from what the
 * site knows (forum, identifier, URL, title), and it works where the embed does not: a browser or
 * an extension that blocks Disqus inside other sites lets a reader open disqus.com itself, sign in
 * and reply. (A thread's page under disqus.com/home/discussion/ needs the slug Disqus gives it;
 * the post's own URL with `#disqus_thread` is the page the reader is already on.)
 */
export function disqusThreadPage(shortname: string, thread: CommentThread): string {
  const query = new URLSearchParams({
    base: "default",
    f: shortname,
    t_i: thread.identifier,
    t_u: thread.url,
    t_t: thread.title,
    s_o: "default",
    l: thread.language,
  });
  return `https://disqus.com/embed/comments/?${query}`;
}
