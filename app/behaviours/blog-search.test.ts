// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { allPosts, blogPosts, blogSearchMessages } from "~/content/blog";
import { BlogListing } from "~/sections/blog/blog-listing";
import { start, titleMatches } from "./blog-search";

/** The longest word of a title: what a visitor who remembers a post types. */
const longestWord = (title: string) => title.split(/\W+/).reduce((a, b) => (b.length > a.length ? b : a));

afterEach(() => {
  document.body.innerHTML = "";
});

/** A listing with its sidebar as the page has it: pre-rendered, parsed, its module started. */
function page() {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(BlogListing, {
        id: "posts",
        label: "Posts",
        posts: blogPosts,
        variant: "list",
        sidebar: true,
      }),
    ),
  );
  document.dispatchEvent(new Event("DOMContentLoaded"));
  start(document.querySelector<HTMLElement>("[data-blog-search]")!);
}

const input = () => document.querySelector<HTMLInputElement>("input[type=search]")!;
const form = () => input().form!;
/** The titles of the posts the listing shows. */
const listedTitles = () =>
  [...document.querySelectorAll<HTMLElement>("[data-search-list] > li")]
    .filter((item) => !item.hidden && !item.closest("[hidden]"))
    .map((item) => item.querySelector("h2")!.textContent);
const status = () => document.querySelector("[data-search-summary] [role=status]")!;
const shown = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  return Boolean(element) && !element!.closest("[hidden]");
};
const clearButtons = () =>
  [...document.querySelectorAll<HTMLElement>("[data-search-clear]")].filter((b) => !b.closest("[hidden]"));

function type(value: string) {
  input().value = value;
  input().dispatchEvent(new Event("input", { bubbles: true }));
}

describe("titleMatches", () => {
  test("each post is found by a word of its title, in any case; blank finds every post", () => {
    for (const post of allPosts) {
      const word = longestWord(post.title);
      expect(titleMatches(post.title, word.toUpperCase()), word).toBe(true);
      expect(titleMatches(post.title, `  ${word.toLowerCase()} `)).toBe(true);
    }
    expect(allPosts.every((post) => titleMatches(post.title, "   "))).toBe(true);
    expect(allPosts.some((post) => titleMatches(post.title, "no post has this"))).toBe(false);
  });
});

describe("blog search", () => {
  test("typing filters the posts by title and says how many match; Clear search shows every post", () => {
    page();
    expect(listedTitles()).toHaveLength(blogPosts.length);
    const word = longestWord(blogPosts.at(-1)!.title).toUpperCase();
    const matching = blogPosts.filter((p) => p.title.toUpperCase().includes(word)).map((p) => p.title);
    type(word);
    expect(listedTitles()).toEqual(matching);
    const message = matching.length === 1 ? blogSearchMessages.one : blogSearchMessages.many;
    expect(status().textContent).toBe(
      message.replace("{count}", String(matching.length)).replace("{query}", word),
    );
    expect(status().hasAttribute("data-empty")).toBe(false);
    expect(document.querySelector("[data-search-summary]")!.hasAttribute("data-matches")).toBe(true);
    expect(clearButtons()).toHaveLength(1);

    clearButtons()[0]!.click();
    expect(input().value).toBe("");
    expect(listedTitles()).toHaveLength(blogPosts.length);
    expect(status().textContent).toBe("");
    expect(clearButtons()).toHaveLength(0);
    expect(document.activeElement).toBe(input());
  });

  test("no match: the empty state says so (as typed, never as markup) and its button shows every post again", () => {
    page();
    type("<b>zebra</b> $&");
    const sentence = blogSearchMessages.none.replace("{query}", () => "<b>zebra</b> $&");
    expect(listedTitles()).toEqual([]);
    expect(shown("[data-search-list]")).toBe(false);
    expect(shown("[data-search-none]")).toBe(true);
    expect(document.querySelector("[data-search-none-title]")!.textContent).toBe(sentence);
    expect(document.querySelector("[data-search-none] b")).toBeNull();
    // The live region says it too, for assistive technology only (data-empty: sr-only).
    expect(status().textContent).toBe(sentence);
    expect(status().hasAttribute("data-empty")).toBe(true);
    expect(clearButtons()).toHaveLength(1);

    clearButtons()[0]!.click();
    expect(listedTitles()).toHaveLength(blogPosts.length);
    expect(shown("[data-search-none]")).toBe(false);
    expect(status().hasAttribute("data-empty")).toBe(false);
    expect(document.activeElement).toBe(input());
  });

  test("submitting searches in place: the controls script cancels the submission, the module searches", () => {
    page();
    expect(form().querySelector("button")!.disabled).toBe(false);
    const word = longestWord(blogPosts[0]!.title).toLowerCase();
    input().value = word;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(listedTitles()).toEqual(
      blogPosts.filter((p) => p.title.toLowerCase().includes(word)).map((p) => p.title),
    );
  });

  test("what was typed before the module started is searched at once", () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(BlogListing, { id: "posts", label: "Posts", posts: blogPosts, sidebar: true }),
      ),
    );
    input().value = "no post has this";
    start(document.querySelector<HTMLElement>("[data-blog-search]")!);
    expect(listedTitles()).toEqual([]);
    expect(shown("[data-search-none]")).toBe(true);
  });
});
