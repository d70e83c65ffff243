// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { allPosts, commentMessages } from "~/content/blog";
import { commentThread, disqusThreadPage, readDisqusShortname } from "~/lib/comments";
import { PostComments } from "./post-comments";

// What the comments do is their module's: app/behaviours/post-comments.test.ts. These test markup.

const heading = { title: "Leave a Reply" };
/** The posts by place, whatever their ids (a buyer renumbers them). */
const nth = (index: number) => allPosts[index % allPosts.length]!;
const threadOf = (index: number) => commentThread(nth(index));

afterEach(cleanup);

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
    // The retry waits hidden for a failure; each state's words wait in a template.
    expect(doc.querySelector("button")?.hasAttribute("hidden")).toBe(true);
    const message = (state: string) =>
      doc.querySelector<HTMLTemplateElement>(`template[data-message=${state}]`)?.content.textContent;
    expect(message("loading")).toBe(commentMessages.loading);
    expect(message("failed")).toBe(commentMessages.failed);
  });

  test("the module's marker names the forum and the post's thread", () => {
    const thread = threadOf(1);
    const html = renderToString(<PostComments heading={heading} thread={thread} shortname="doob-test" />);
    const root = new DOMParser()
      .parseFromString(html, "text/html")
      .querySelector<HTMLElement>("[data-post-comments]")!;
    expect({ ...root.dataset }).toEqual({
      postComments: "",
      disqusShortname: "doob-test",
      disqusIdentifier: thread.identifier,
      disqusUrl: thread.url,
      disqusTitle: thread.title,
      disqusLanguage: thread.language,
    });
  });

  test("without a shortname it says comments are not configured and has no marker", () => {
    render(<PostComments heading={heading} thread={threadOf(0)} shortname={null} />);
    expect(screen.getByText(commentMessages.notConfigured)).toBeTruthy();
    expect(document.getElementById("disqus_thread")).toBeNull();
    expect(document.querySelector("[data-post-comments]")).toBeNull();
  });
});
