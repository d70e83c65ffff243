/**
 * The blog's comments: Disqus, configured by one build-time variable,
 * `VITE_DISQUS_SHORTNAME` (README, Configuration). Without it the comment section says that
 * comments are not configured and loads nothing.
 *
 * The scripts are added by `PostComments` in the browser only, once the comment area comes
 * near the viewport: never while pre-rendering, never on page load. The pre-rendered page holds
 * one Disqus address, a plain link to the thread on disqus.com (`disqusThreadPage`), which loads
 * nothing. `watchDisqusThread` tells the section whether the thread arrived, so it can say what
 * is happening instead of showing an empty box.
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

/** How far one of the scripts below has come: set by its own `load` and `error` listeners. */
type ScriptState = "loading" | "loaded" | "failed";

/**
 * Adds the script `id` unless the page has it. A script that has finished without bringing what
 * it is for (`brought()` false: it failed, or it ran and left nothing) is replaced by a fresh one,
 * so asking again is a retry; one still on its way is left alone.
 */
function addScript(
  src: string,
  id: string,
  brought: () => boolean,
  attributes: Record<string, string> = {},
): HTMLScriptElement {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLScriptElement) {
    if (existing.dataset.state === "loading" || brought()) return existing;
    existing.remove();
  }
  const script = document.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  const mark = (state: ScriptState) => () => void (script.dataset.state = state);
  script.dataset.state = "loading";
  script.addEventListener("load", mark("loaded"), { once: true });
  script.addEventListener("error", mark("failed"), { once: true });
  document.body.appendChild(script);
  return script;
}

/**
 * Shows `thread` in the page's `#disqus_thread`: the first call adds the embed script (which
 * brings Disqus's recommendations with it) and the comment-count script; later calls, after a
 * client-side move to another post, reset the loaded embed to the new thread. A call after a
 * script failed adds it again (a retry). Returns the embed script while Disqus has not loaded
 * (null once it has), so the caller can hear of its failure.
 */
export function showDisqusThread(shortname: string, thread: CommentThread): HTMLScriptElement | null {
  const config = configFor(thread);
  let embed: HTMLScriptElement | null = null;
  if (window.DISQUS) {
    window.DISQUS.reset({ reload: true, config });
  } else {
    window.disqus_config = config;
    embed = addScript(`${disqusOrigin(shortname)}/embed.js`, "dsq-embed-scr", () => Boolean(window.DISQUS), {
      "data-timestamp": String(Date.now()),
    });
  }
  addScript(`${disqusOrigin(shortname)}/count.js`, "dsq-count-scr", () => Boolean(window.DISQUSWIDGETS));
  return embed;
}

/** Where a thread is: on its way, on screen, or not arriving (the script failed, or the wait ran out). */
export type ThreadState = "loading" | "loaded" | "failed";

/**
 * Follows a thread into `area` (the page's `#disqus_thread`) and reports each change of state:
 * `loaded` once Disqus has put anything in it (its frame), `failed` when the embed script fails
 * or `wait` ms pass without a thread. A thread that arrives after that still replaces the
 * failure: the watch goes on until it has arrived or the returned function stops it.
 */
export function watchDisqusThread(
  area: HTMLElement,
  embed: HTMLScriptElement | null,
  wait: number,
  report: (state: ThreadState) => void,
): () => void {
  const arrived = () => area.childElementCount > 0;
  if (arrived()) {
    report("loaded");
    return () => {};
  }
  report("loading");
  const fail = () => {
    if (!arrived()) report("failed");
  };
  const observer = new MutationObserver(() => {
    if (!arrived()) return;
    stop();
    report("loaded");
  });
  const timer = window.setTimeout(fail, wait);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    embed?.removeEventListener("error", fail);
  };
  observer.observe(area, { childList: true });
  embed?.addEventListener("error", fail);
  return stop;
}

/** Asks the count script to read every `.disqus-comment-count` of the page again. */
export function refreshDisqusCounts() {
  window.DISQUSWIDGETS?.getCount({ reset: true });
}
