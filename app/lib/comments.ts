/**
 * The blog's comments: Disqus, configured by one build-time variable,
 * `VITE_DISQUS_SHORTNAME` (README, Configuration). Without it the comment section says that
 * comments are not configured and loads nothing.
 *
 * The scripts are added by `PostComments` in the browser only, once the comment area comes
 * near the viewport: never while pre-rendering, never on page load.
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

/** The origin every Disqus script of a forum comes from. */
export function disqusOrigin(shortname: string): string {
  return `https://${shortname}.disqus.com`;
}

/** What Disqus calls `disqus_config`: a function that fills in the page it runs on. */
type DisqusConfig = (this: {
  page: { url?: string; identifier?: string; title?: string };
  language?: string;
}) => void;

declare global {
  interface Window {
    disqus_config?: DisqusConfig;
    DISQUS?: { reset(options: { reload: boolean; config: DisqusConfig }): void };
    DISQUSWIDGETS?: { getCount(options?: { reset: boolean }): void };
  }
}

function configFor(thread: CommentThread): DisqusConfig {
  return function () {
    this.page.url = thread.url;
    this.page.identifier = thread.identifier;
    this.page.title = thread.title;
    this.language = thread.language;
  };
}

function addScript(src: string, id: string, attributes: Record<string, string> = {}) {
  if (document.getElementById(id)) return;
  const script = document.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
}

/**
 * Shows `thread` in the page's `#disqus_thread`: the first call adds the embed script (which
 * brings Disqus's recommendations with it) and the comment-count script; later calls, after a
 * client-side move to another post, reset the loaded embed to the new thread.
 */
export function showDisqusThread(shortname: string, thread: CommentThread) {
  const config = configFor(thread);
  if (window.DISQUS) {
    window.DISQUS.reset({ reload: true, config });
  } else {
    window.disqus_config = config;
    addScript(`${disqusOrigin(shortname)}/embed.js`, "dsq-embed-scr", {
      "data-timestamp": String(Date.now()),
    });
  }
  addScript(`${disqusOrigin(shortname)}/count.js`, "dsq-count-scr");
}

/** Asks the count script to read every `.disqus-comment-count` of the page again. */
export function refreshDisqusCounts() {
  window.DISQUSWIDGETS?.getCount({ reset: true });
}
