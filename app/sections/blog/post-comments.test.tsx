// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { allPosts, commentMessages } from "~/content/blog";
import { commentSettings } from "~/content/settings";
import { commentThread, disqusThreadPage, readDisqusShortname } from "~/lib/comments";
import {
  FakeIntersectionObserver,
  installFakeObserver,
  intersect,
  observersOf,
} from "~/lib/motion-test-utils";
import { PostComments } from "./post-comments";

const heading = { title: "Leave a Reply" };
/** The posts by place, whatever their ids (a buyer renumbers them). */
const nth = (index: number) => allPosts[index % allPosts.length]!;
const threadOf = (index: number) => commentThread(nth(index));
const disqusScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[src*='disqus.com']")].map((s) => s.src);

beforeEach(() => {
  installFakeObserver();
});

afterEach(() => {
  cleanup();
  for (const script of document.querySelectorAll("script")) script.remove();
  delete window.DISQUS;
  delete window.DISQUSWIDGETS;
  delete window.disqus_config;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("readDisqusShortname", () => {
  test.each([
    ["doob", "doob"],
    ["  My-Forum-2 ", "my-forum-2"],
  ])("%j → %j", (value, shortname) => {
    expect(readDisqusShortname(value)).toBe(shortname);
  });

  test.each([undefined, "", "   ", "-doob", "doob-", "evil.com/x", "a b", "doob.disqus.com", 42])(
    "%j is not a shortname (it becomes part of a host name)",
    (value) => {
      expect(readDisqusShortname(value)).toBeNull();
    },
  );
});

describe("commentThread", () => {
  test("identifies the thread by post id, canonical URL and title", () => {
    const post = nth(3);
    expect(commentThread(post)).toEqual({
      identifier: `post-${post.id}`,
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/blog-details/${post.id}$`)) as string,
      title: post.title,
      language: "en",
    });
  });
});

describe("PostComments", () => {
  test("the pre-rendered HTML loads nothing of Disqus: it says where the comments are and links to the thread", () => {
    const html = renderToString(
      <PostComments heading={heading} thread={threadOf(0)} shortname="doob-test" />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.getElementById("disqus_thread")).not.toBeNull();
    expect(doc.querySelectorAll("script, iframe, link")).toHaveLength(0);
    expect(doc.querySelector("[role=status]")?.textContent).toBe(commentMessages.idle);
    const link = [...doc.querySelectorAll("a")].find((a) => a.textContent === commentMessages.openOnDisqus);
    expect(link?.getAttribute("href")).toBe(disqusThreadPage("doob-test", threadOf(0)));
    expect(doc.querySelector("button")).toBeNull();
  });

  test("without a shortname it says comments are not configured and observes nothing", () => {
    render(<PostComments heading={heading} thread={threadOf(0)} shortname={null} />);
    expect(screen.getByText(commentMessages.notConfigured)).toBeTruthy();
    expect(document.getElementById("disqus_thread")).toBeNull();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  test("loads the embed and count scripts only once the area comes near the viewport", () => {
    render(<PostComments heading={heading} thread={threadOf(1)} shortname="doob-test" />);
    const area = document.getElementById("disqus_thread")!;
    expect(disqusScripts()).toEqual([]);
    expect(observersOf(area)[0]?.rootMargin).toBe(commentSettings.loadMargin);

    intersect(area, { ratio: 0, top: 2000 });
    expect(disqusScripts()).toEqual([]);

    intersect(area, { ratio: 0.1, top: 700 });
    expect(disqusScripts()).toEqual([
      "https://doob-test.disqus.com/embed.js",
      "https://doob-test.disqus.com/count.js",
    ]);
    expect(observersOf(area)).toHaveLength(0);

    const page: Record<string, string> = {};
    const self = { page, language: "" };
    window.disqus_config?.call(self);
    expect(page).toEqual({ identifier: `post-${nth(1).id}`, url: threadOf(1).url, title: nth(1).title });
    expect(self.language).toBe("en");
  });

  test("another post resets the loaded thread; the count is read again 300 ms after the last change", () => {
    vi.useFakeTimers();
    const reset = vi.fn();
    const getCount = vi.fn();
    const { rerender } = render(
      <PostComments heading={heading} thread={threadOf(0)} shortname="doob-test" />,
    );
    intersect(document.getElementById("disqus_thread")!, { ratio: 0.1, top: 700 });
    window.DISQUS = { reset };
    window.DISQUSWIDGETS = { getCount };
    act(() => vi.advanceTimersByTime(commentSettings.countDebounce));
    getCount.mockClear();

    rerender(<PostComments heading={heading} thread={threadOf(2)} shortname="doob-test" />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<PostComments heading={heading} thread={threadOf(3)} shortname="doob-test" />);
    expect(reset).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(commentSettings.countDebounce - 1));
    expect(getCount).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(getCount).toHaveBeenCalledTimes(1);
    expect(getCount).toHaveBeenCalledWith({ reset: true });

    const page: Record<string, string> = {};
    reset.mock.calls.at(-1)?.[0].config.call({ page });
    expect(page.identifier).toBe(`post-${nth(3).id}`);
    expect(document.querySelector(".disqus-comment-count")?.getAttribute("data-disqus-identifier")).toBe(
      `post-${nth(3).id}`,
    );
    // The embed script was added once.
    expect(disqusScripts().filter((src) => src.endsWith("/embed.js"))).toHaveLength(1);
  });
});

describe("PostComments while the thread is not on screen", () => {
  const area = () => document.getElementById("disqus_thread")!;
  const status = () => screen.queryByRole("status");
  const retry = () => screen.queryByRole("button", { name: commentMessages.retry });
  const embedScript = () => document.getElementById("dsq-embed-scr") as HTMLScriptElement | null;
  /** The comment area comes near the viewport: the scripts are asked for. */
  const comeNear = () => intersect(area(), { ratio: 0.1, top: 700 });
  /** What Disqus's embed does once it runs: its frame goes into the thread element. */
  const threadArrives = async () => {
    await act(async () => {
      area().appendChild(document.createElement("iframe"));
    });
  };

  test("loading: a status and a busy box, then the thread replaces them", async () => {
    render(<PostComments heading={heading} thread={threadOf(1)} shortname="doob-test" />);
    comeNear();
    expect(status()?.textContent).toBe(commentMessages.loading);
    expect(area().getAttribute("aria-busy")).toBe("true");
    expect(retry()).toBeNull();

    await threadArrives();
    expect(status()).toBeNull();
    expect(area().hasAttribute("aria-busy")).toBe(false);
    expect(screen.queryByText(commentMessages.failed)).toBeNull();
  });

  test("the embed script fails: the message, a retry and a link to the thread on Disqus, at once", async () => {
    render(<PostComments heading={heading} thread={threadOf(2)} shortname="doob-test" />);
    comeNear();
    const first = embedScript()!;
    act(() => void first.dispatchEvent(new Event("error")));
    expect(status()?.textContent).toBe(commentMessages.failed);
    expect(area().hasAttribute("aria-busy")).toBe(false);
    expect(screen.getByRole("link", { name: commentMessages.openOnDisqus }).getAttribute("href")).toBe(
      disqusThreadPage("doob-test", threadOf(2)),
    );

    // Try again: a fresh embed script, loading again, the focus kept in the box.
    fireEvent.click(retry()!);
    expect(embedScript()).not.toBe(first);
    expect(disqusScripts().filter((src) => src.endsWith("/embed.js"))).toHaveLength(1);
    expect(status()?.textContent).toBe(commentMessages.loading);
    expect(area().getAttribute("aria-busy")).toBe("true");
    expect(retry()).toBeNull();
    expect(document.activeElement?.contains(status())).toBe(true);

    await threadArrives();
    expect(status()).toBeNull();
  });

  test("no thread within commentSettings.loadTimeout: the message; a thread arriving later replaces it", async () => {
    vi.useFakeTimers();
    render(<PostComments heading={heading} thread={threadOf(3)} shortname="doob-test" />);
    comeNear();
    act(() => vi.advanceTimersByTime(commentSettings.loadTimeout - 1));
    expect(status()?.textContent).toBe(commentMessages.loading);
    act(() => vi.advanceTimersByTime(1));
    expect(status()?.textContent).toBe(commentMessages.failed);
    expect(retry()).not.toBeNull();

    await threadArrives();
    expect(status()).toBeNull();
    expect(retry()).toBeNull();
  });

  test("Disqus loaded but no thread came: a retry resets it instead of adding its script again", () => {
    vi.useFakeTimers();
    render(<PostComments heading={heading} thread={threadOf(5)} shortname="doob-test" />);
    comeNear();
    const reset = vi.fn();
    window.DISQUS = { reset };
    act(() => vi.advanceTimersByTime(commentSettings.loadTimeout));
    expect(status()?.textContent).toBe(commentMessages.failed);
    const scripts = disqusScripts();
    fireEvent.click(retry()!);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(disqusScripts()).toEqual(scripts);
    expect(status()?.textContent).toBe(commentMessages.loading);
  });

  test("a script that is still on its way is not asked for twice by a retry", () => {
    vi.useFakeTimers();
    render(<PostComments heading={heading} thread={threadOf(4)} shortname="doob-test" />);
    comeNear();
    const first = embedScript();
    act(() => vi.advanceTimersByTime(commentSettings.loadTimeout));
    fireEvent.click(retry()!);
    expect(embedScript()).toBe(first);
    expect(status()?.textContent).toBe(commentMessages.loading);
    // The wait starts again.
    act(() => vi.advanceTimersByTime(commentSettings.loadTimeout));
    expect(status()?.textContent).toBe(commentMessages.failed);
  });
});
