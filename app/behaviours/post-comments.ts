/**
 * The blog comments (`PostComments`, app/sections/blog/post-comments.tsx): Disqus, loaded once the
 * comment area (`[data-post-comments]`, whose `data-disqus-*` name the forum and the post's
 * thread) comes within `commentSettings.loadMargin` of the viewport; nothing of Disqus loads with
 * the page.
 *
 * Until the thread is on screen the box over the reserved area says what is happening: that the
 * comments are loading (its status gets the markup's `<template data-message="loading">`, the
 * area `aria-busy`), and if the embed script fails or `commentSettings.loadTimeout` passes without
 * a thread, that they could not be loaded (`data-message="failed"`), with the retry button and the
 * link to the thread on Disqus. A thread that arrives replaces the box, even after a failure. Each
 * load asks for the comment count again, `commentSettings.countDebounce` ms after the last one.
 */
import { commentSettings } from "~/content/settings";
import type { CommentThread } from "~/lib/comments";
import { observeIntersection } from "~/lib/motion";

/** The origin every Disqus script of a forum comes from. */
function disqusOrigin(shortname: string): string {
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
 * brings Disqus's recommendations with it) and the comment-count script; a later call (a retry)
 * resets the embed if Disqus has loaded, and adds a script again that failed. Returns the embed script while Disqus has not loaded
 * (null once it has), so the caller can hear of its failure.
 */
function showDisqusThread(shortname: string, thread: CommentThread): HTMLScriptElement | null {
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
type ThreadState = "loading" | "loaded" | "failed";

/**
 * Follows a thread into `area` (the page's `#disqus_thread`) and reports each change of state:
 * `loaded` once Disqus has put anything in it (its frame), `failed` when the embed script fails
 * or `wait` ms pass without a thread. A thread that arrives after that still replaces the
 * failure: the watch goes on until it has arrived or the returned function stops it.
 */
function watchDisqusThread(
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
function refreshDisqusCounts() {
  window.DISQUSWIDGETS?.getCount({ reset: true });
}

/** What the box over the comment area shows: the thread's state, or the thread itself. */
type AreaState = "idle" | ThreadState;

export function start(root: HTMLElement): void {
  const area = root.querySelector<HTMLElement>("#disqus_thread");
  const panel = root.querySelector<HTMLElement>("[data-comments-panel]");
  const status = panel?.querySelector<HTMLElement>("[role=status]");
  let actions = panel?.querySelector<HTMLElement>("[data-comments-actions]") ?? null;
  const {
    disqusShortname: shortname,
    disqusIdentifier,
    disqusUrl,
    disqusTitle,
    disqusLanguage,
  } = root.dataset;
  if (!area || !panel || !status || !shortname) return;
  const thread: CommentThread = {
    identifier: disqusIdentifier ?? "",
    url: disqusUrl ?? "",
    title: disqusTitle ?? "",
    language: disqusLanguage ?? commentSettings.language,
  };

  // The buttons as the page drew them: each state that has buttons gets a fresh copy (below).
  const pristineActions = actions?.cloneNode(true) as HTMLElement | undefined;
  let retryLoad = () => {};

  const show = (state: AreaState) => {
    area.dataset.state = state;
    if (state === "loading") area.setAttribute("aria-busy", "true");
    else area.removeAttribute("aria-busy");
    panel.hidden = state === "loaded";
    const message = panel.querySelector<HTMLTemplateElement>(`template[data-message="${state}"]`);
    // New nodes for each state's words and buttons: the status announces them, and no element of
    // the old state moves to make room for the new (a layout shift), as the retry button appears.
    if (message) status.replaceChildren(message.content.cloneNode(true));
    const next = state === "loading" ? null : (pristineActions?.cloneNode(true) as HTMLElement | undefined);
    const retry = next?.querySelector<HTMLElement>("[data-comments-retry]");
    if (retry) {
      retry.hidden = state !== "failed";
      retry.addEventListener("click", () => retryLoad(), { passive: true });
    }
    actions?.remove();
    actions = next ?? null;
    if (actions) status.after(actions);
  };

  let stopWatching = () => {};
  let countTimer: number | undefined;
  const load = () => {
    stopWatching();
    const embed = showDisqusThread(shortname, thread);
    stopWatching = watchDisqusThread(area, embed, commentSettings.loadTimeout, show);
    window.clearTimeout(countTimer);
    countTimer = window.setTimeout(refreshDisqusCounts, commentSettings.countDebounce);
  };

  retryLoad = () => {
    load();
    // The button goes with the message: the focus stays in the box, which now says "Loading".
    panel.focus();
  };
  const stop = observeIntersection(area, { rootMargin: commentSettings.loadMargin }, (entry) => {
    if (!entry.isIntersecting) return;
    stop();
    load();
  });
}
