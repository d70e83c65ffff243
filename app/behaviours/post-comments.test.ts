// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { allPosts, commentMessages } from "~/content/blog";
import { commentSettings } from "~/content/settings";
import { commentThread } from "~/lib/comments";
import {
  FakeIntersectionObserver,
  installFakeObserver,
  intersect,
  observersOf,
} from "~/lib/motion-test-utils";
import { PostComments } from "~/sections/blog/post-comments";
import { start } from "./post-comments";

/** The posts by place, whatever their ids (a buyer renumbers them). */
const nth = (index: number) => allPosts[index % allPosts.length]!;
const threadOf = (index: number) => commentThread(nth(index));
const disqusScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[src*='disqus.com']")].map((s) => s.src);

/** The post's comment section as the page has it, its module started. */
function page(index: number) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(PostComments, {
      heading: { title: "Leave a Reply" },
      thread: threadOf(index),
      shortname: "doob-test",
    }),
  );
  start(document.querySelector<HTMLElement>("[data-post-comments]")!);
}

const area = () => document.getElementById("disqus_thread")!;
const panel = () => document.querySelector<HTMLElement>("[data-comments-panel]")!;
/** The box's status while it shows (a hidden box says nothing). */
const status = () => (panel().hidden ? null : panel().querySelector("[role=status]")!.textContent);
/** The retry button while it shows (loading has no buttons: each state draws its own). */
const retry = () => {
  const button = document.querySelector<HTMLElement>("[data-comments-retry]");
  return !button || panel().hidden || button.hidden ? null : button;
};
const link = () => panel().querySelector("a")!;
const embedScript = () => document.getElementById("dsq-embed-scr") as HTMLScriptElement | null;
/** The comment area comes near the viewport: the scripts are asked for. */
const comeNear = () => intersect(area(), { ratio: 0.1, top: 700 });
/** What Disqus's embed does once it runs: its frame goes into the thread element. */
async function threadArrives() {
  area().appendChild(document.createElement("iframe"));
  await Promise.resolve(); // the MutationObserver's record
}

beforeEach(() => {
  installFakeObserver();
});

afterEach(() => {
  document.body.innerHTML = "";
  for (const script of document.querySelectorAll("script")) script.remove();
  delete window.DISQUS;
  delete window.DISQUSWIDGETS;
  delete window.disqus_config;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("comments: loading when near", () => {
  test("loads the embed and count scripts only once the area comes near the viewport, for the post's thread", () => {
    page(1);
    expect(disqusScripts()).toEqual([]);
    expect(observersOf(area())[0]?.rootMargin).toBe(commentSettings.loadMargin);
    expect(status()).toBe(commentMessages.idle);

    intersect(area(), { ratio: 0, top: 2000 });
    expect(disqusScripts()).toEqual([]);

    comeNear();
    expect(disqusScripts()).toEqual([
      "https://doob-test.disqus.com/embed.js",
      "https://doob-test.disqus.com/count.js",
    ]);
    expect(observersOf(area())).toHaveLength(0);

    const page_: Record<string, string> = {};
    const self = { page: page_, language: "" };
    window.disqus_config?.call(self);
    expect(page_).toEqual({ identifier: `post-${nth(1).id}`, url: threadOf(1).url, title: nth(1).title });
    expect(self.language).toBe("en");
  });

  test("the count is read again commentSettings.countDebounce ms after the last load", () => {
    vi.useFakeTimers();
    const getCount = vi.fn();
    page(0);
    comeNear();
    window.DISQUSWIDGETS = { getCount };
    vi.advanceTimersByTime(commentSettings.countDebounce - 1);
    expect(getCount).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(getCount).toHaveBeenCalledTimes(1);
    expect(getCount).toHaveBeenCalledWith({ reset: true });

    // Two loads within the debounce (the embed fails at once, twice retried): one refresh, after the last.
    embedScript()!.dispatchEvent(new Event("error"));
    retry()!.click();
    vi.advanceTimersByTime(100);
    embedScript()!.dispatchEvent(new Event("error"));
    retry()!.click();
    vi.advanceTimersByTime(commentSettings.countDebounce - 1);
    expect(getCount).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(getCount).toHaveBeenCalledTimes(2);
  });

  test("a section without the module's marker (not configured) observes nothing", () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(PostComments, {
        heading: { title: "Leave a Reply" },
        thread: threadOf(0),
        shortname: null,
      }),
    );
    expect(document.querySelector("[data-post-comments]")).toBeNull();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});

describe("comments: while the thread is not on screen", () => {
  test("loading: a status and a busy box, then the thread replaces them", async () => {
    page(1);
    comeNear();
    expect(status()).toBe(commentMessages.loading);
    expect(area().getAttribute("aria-busy")).toBe("true");
    expect(retry()).toBeNull();
    // No buttons while loading: the failed state draws new ones (nothing of the old state moves).
    expect(panel().querySelector("[data-comments-actions]")).toBeNull();

    await threadArrives();
    expect(status()).toBeNull();
    expect(area().hasAttribute("aria-busy")).toBe(false);
    expect(area().dataset.state).toBe("loaded");
  });

  test("the embed script fails: the message, a retry and the link to the thread on Disqus, at once", async () => {
    page(2);
    const drawn = panel().querySelector("[data-comments-actions]");
    comeNear();
    const first = embedScript()!;
    first.dispatchEvent(new Event("error"));
    expect(status()).toBe(commentMessages.failed);
    // The buttons are new nodes, not the page's moved to make room for the retry (a layout shift).
    expect(panel().querySelector("[data-comments-actions]")).not.toBe(drawn);
    expect(area().hasAttribute("aria-busy")).toBe(false);
    expect(link().textContent).toBe(commentMessages.openOnDisqus);
    expect(link().closest<HTMLElement>("[data-comments-actions]")!.hidden).toBe(false);

    // Try again: a fresh embed script, loading again, the focus kept in the box.
    retry()!.focus();
    retry()!.click();
    expect(embedScript()).not.toBe(first);
    expect(disqusScripts().filter((src) => src.endsWith("/embed.js"))).toHaveLength(1);
    expect(status()).toBe(commentMessages.loading);
    expect(area().getAttribute("aria-busy")).toBe("true");
    expect(retry()).toBeNull();
    expect(document.activeElement).toBe(panel());

    await threadArrives();
    expect(status()).toBeNull();
  });

  test("no thread within commentSettings.loadTimeout: the message; a thread arriving later replaces it", async () => {
    vi.useFakeTimers();
    page(3);
    comeNear();
    vi.advanceTimersByTime(commentSettings.loadTimeout - 1);
    expect(status()).toBe(commentMessages.loading);
    vi.advanceTimersByTime(1);
    expect(status()).toBe(commentMessages.failed);
    expect(retry()).not.toBeNull();

    await threadArrives();
    expect(status()).toBeNull();
    expect(retry()).toBeNull();
  });

  test("Disqus loaded but no thread came: a retry resets it instead of adding its script again", () => {
    vi.useFakeTimers();
    page(5);
    comeNear();
    const reset = vi.fn();
    window.DISQUS = { reset };
    vi.advanceTimersByTime(commentSettings.loadTimeout);
    expect(status()).toBe(commentMessages.failed);
    const scripts = disqusScripts();
    retry()!.click();
    expect(reset).toHaveBeenCalledTimes(1);
    const page_: Record<string, string> = {};
    reset.mock.calls[0]![0].config.call({ page: page_ });
    expect(page_.identifier).toBe(`post-${nth(5).id}`);
    expect(disqusScripts()).toEqual(scripts);
    expect(status()).toBe(commentMessages.loading);
  });

  test("a script that is still on its way is not asked for twice by a retry", () => {
    vi.useFakeTimers();
    page(4);
    comeNear();
    const first = embedScript();
    vi.advanceTimersByTime(commentSettings.loadTimeout);
    retry()!.click();
    expect(embedScript()).toBe(first);
    expect(status()).toBe(commentMessages.loading);
    // The wait starts again.
    vi.advanceTimersByTime(commentSettings.loadTimeout);
    expect(status()).toBe(commentMessages.failed);
  });
});
