// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { allPosts } from "~/content/blog";
import { commentSettings } from "~/content/settings";
import { commentThread, readDisqusShortname } from "~/lib/comments";
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
  test("nothing of Disqus in the pre-rendered HTML", () => {
    const html = renderToString(
      <PostComments heading={heading} thread={threadOf(0)} shortname="doob-test" />,
    );
    expect(html).toContain('id="disqus_thread"');
    expect(html).not.toContain("disqus.com");
  });

  test("without a shortname it says comments are not configured and observes nothing", () => {
    render(<PostComments heading={heading} thread={threadOf(0)} shortname={null} />);
    expect(screen.getByText("Comments are not configured for this site yet.")).toBeTruthy();
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
