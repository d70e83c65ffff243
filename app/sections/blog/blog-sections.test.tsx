// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import {
  blogArchives,
  blogPosts,
  blogSearchMessages,
  blogTagNames,
  categoryCounts,
  categoryHref,
  latestPosts,
  popularPosts,
} from "~/content/blog";
import { BlogListing } from "./blog-listing";
import { BlogTeaser } from "./blog-teaser";
import { PostCard } from "./post-card";

afterEach(cleanup);

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const post = blogPosts[2]!;

describe("PostCard", () => {
  test("grid variant: the title links to the post, the category to its page, the date is a <time>", () => {
    inRouter(<PostCard post={post} />);
    const card = screen.getByRole("article");
    const title = within(card).getByRole("heading", { level: 3, name: post.title });
    expect(within(title).getByRole("link").getAttribute("href")).toBe(`/blog-details/${post.id}`);
    expect(within(card).getByRole("link", { name: post.category }).getAttribute("href")).toBe(
      categoryHref(post.category),
    );
    expect(card.querySelector("time")?.getAttribute("dateTime")).toBe(post.date.iso);
    expect(within(card).getByText(post.author)).toBeTruthy();
    expect(within(card).queryByText(post.desc)).toBeNull();
    expect(within(card).getByRole("img", { name: post.image.alt }).getAttribute("loading")).toBe("lazy");
  });

  test("list look adds the teaser; compact drops the category and author; the heading level follows the page", () => {
    inRouter(<PostCard post={post} variant="list" headingLevel={2} />);
    expect(screen.getByText(post.desc)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: post.title })).toBeTruthy();
    cleanup();
    inRouter(<PostCard post={post} variant="compact" headingLevel={4} />);
    expect(screen.getByRole("heading", { level: 4, name: post.title })).toBeTruthy();
    expect(screen.queryByRole("link", { name: post.category })).toBeNull();
    expect(screen.queryByText(post.author)).toBeNull();
  });

  test("the lead story's picture loads eagerly and first", () => {
    inRouter(<PostCard post={post} variant="feature" priority />);
    const image = screen.getByRole("img", { name: post.image.alt });
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });
});

// What the search does is its module's: app/behaviours/blog-search.test.ts.
describe("BlogListing with the sidebar", () => {
  const renderListing = () =>
    inRouter(<BlogListing id="posts" label="Posts" posts={blogPosts} variant="list" sidebar />);

  test("the sidebar: required search, categories with counts, four recent posts, archives, 14 tags", () => {
    renderListing();
    const sidebar = screen.getByRole("complementary", { name: "Blog sidebar" });
    const search = within(sidebar).getByRole("searchbox", { name: "Search posts by title" });
    expect(search.hasAttribute("required")).toBe(true);
    for (const category of categoryCounts()) {
      const link = within(sidebar).getByRole("link", {
        name: `${category.name} ${category.count} ${category.count === 1 ? "post" : "posts"}`,
      });
      expect(link.getAttribute("href")).toBe(`/blog-grid/category/${category.slug}`);
    }
    const recent = within(sidebar).getByRole("heading", { name: "Recent Posts" }).parentElement!;
    expect(
      within(recent)
        .getAllByRole("article")
        .map((a) => within(a).getByRole("heading").textContent),
    ).toEqual(blogPosts.slice(0, 4).map((p) => p.title));
    const archives = within(sidebar).getByRole("heading", { name: "Archives" }).parentElement!;
    expect(
      within(archives)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(blogArchives.map((a) => a.display));
    const tags = within(sidebar).getByRole("heading", { name: "Tags" }).parentElement!;
    expect(
      within(tags)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([...blogTagNames]);
    expect(within(tags).getByRole("link", { name: "App Landing" }).getAttribute("href")).toBe(
      "/blog-grid/tag/app-landing",
    );
  });

  test("the search's markup: each listed post's title for the module, the messages, the button disabled until JavaScript runs", () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogListing id="posts" label="Posts" posts={blogPosts} variant="list" sidebar />
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const root = doc.querySelector("[data-blog-search]")!;
    const titles = [...root.querySelectorAll<HTMLElement>("[data-search-list] > [data-search-title]")];
    expect(titles.map((item) => item.dataset.searchTitle)).toEqual(blogPosts.map((p) => p.title));
    const form = root.querySelector("form[role=search]")!;
    expect(form.hasAttribute("data-suppress-submit")).toBe(true);
    expect(form.querySelector("button[type=submit]")!.hasAttribute("disabled")).toBe(true);
    const input = form.querySelector("input[type=search]")!;
    const results = doc.getElementById(input.getAttribute("aria-controls")!)!;
    expect(results.querySelector("[data-search-list]")).not.toBeNull();
    expect(results.querySelector<HTMLElement>("[data-search-none]")!.hidden).toBe(true);
    const status = root.querySelector<HTMLElement>("[data-search-summary] [role=status]")!;
    expect(status.textContent).toBe("");
    expect(status.dataset.messageOne).toBe(blogSearchMessages.one);
    expect(status.dataset.messageMany).toBe(blogSearchMessages.many);
    expect(status.dataset.messageNone).toBe(blogSearchMessages.none);
  });

  test("a list without the sidebar has no search", () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogListing id="posts" label="Posts" posts={blogPosts} />
      </MemoryRouter>,
    );
    expect(html).not.toContain("data-blog-search");
    expect(html).not.toContain("data-search-none");
  });

  test("a list without posts shows its empty state; a more button without a target is disabled", () => {
    inRouter(
      <BlogListing
        id="none"
        label="Nothing"
        posts={[]}
        empty={{ title: "Nothing filed here.", cta: { label: "All posts", href: "/blog-grid" } }}
        more={{ label: "View More Post" }}
      />,
    );
    expect(screen.getByText("Nothing filed here.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All posts" }).getAttribute("href")).toBe("/blog-grid");
    expect((screen.getByRole("button", { name: "View More Post" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("BlogTeaser", () => {
  test("grid: a heading, the given posts and a link under them", () => {
    inRouter(
      <BlogTeaser
        id="news"
        heading={{ title: "Latest news" }}
        posts={latestPosts(3)}
        more={{ label: "View All", href: "/blog-grid" }}
      />,
    );
    const region = screen.getByRole("region", { name: "Latest news" });
    expect(within(region).getAllByRole("article")).toHaveLength(3);
    expect(within(region).getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/blog-grid");
  });

  test("carousel: the popular posts as slides of a named carousel, all in the pre-rendered HTML", () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogTeaser id="popular" heading={{ title: "Popular" }} posts={popularPosts()} variant="carousel" />
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const carousel = doc.querySelector('[aria-roledescription="carousel"]')!;
    // Not the section's own name: two regions with one name would be ambiguous landmarks.
    expect(carousel.getAttribute("aria-label")).toBe("Popular: slides");
    const slides = [...carousel.querySelectorAll('[role="group"]')];
    expect(slides.map((slide) => slide.querySelector("h3")?.textContent)).toEqual(
      popularPosts().map((p) => p.title),
    );
  });
});
