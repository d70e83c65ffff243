import { describe, expect, test } from "vitest";
import {
  allPosts,
  blogArchives,
  blogCategories,
  blogCategoryNames,
  blogDetailPaths,
  blogPosts,
  blogTagNames,
  blogTags,
  categoryCounts,
  categoryHref,
  categoryPaths,
  decodeSegment,
  findCategory,
  findTag,
  isKnownPostId,
  latestPosts,
  mainListLength,
  morePosts,
  popularPosts,
  postById,
  postHref,
  postsByCategory,
  postsByTag,
  slugify,
  tagHref,
  tagPaths,
} from "./blog";
import { listSizes } from "./settings";
import { repeated, repeatedValues } from "./content-checks";

/** The file a post is written in. */
const fileOf = (post: { slug: string }) => `app/content/posts/${post.slug}.mdx`;

describe("posts", () => {
  test("the main list holds the newest posts, the second list the rest; every id once", () => {
    expect(blogPosts).toHaveLength(Math.min(mainListLength, allPosts.length));
    expect([...blogPosts, ...morePosts]).toEqual(allPosts);
    const isos = allPosts.map((p) => `${p.date.iso} ${fileOf(p)}`);
    expect(isos, "the posts, newest first (date)").toEqual([...isos].sort().reverse());
    expect(
      repeated(
        allPosts,
        (p) => p.id,
        (p) => `${fileOf(p)}: id ${p.id}`,
      ),
      "posts with the same id",
    ).toEqual([]);
  });

  test("every post's card category is one of its categories, and nothing repeats", () => {
    for (const post of allPosts) {
      expect(post.categories, `${fileOf(post)}: categories`).toContain(post.category);
      expect(repeatedValues(post.categories, `${fileOf(post)}: categories`)).toEqual([]);
      expect(repeatedValues(post.tags, `${fileOf(post)}: tags`)).toEqual([]);
      expect(post.tags.length, `${fileOf(post)}: tags`).toBeGreaterThan(0);
    }
  });

  test("every category and every tag lists at least one post", () => {
    for (const name of blogCategoryNames) {
      expect(
        allPosts.some((p) => p.categories.includes(name)),
        `app/content/blog-taxonomy.ts: category ${name}: no post of app/content/posts/ has it in its categories`,
      ).toBe(true);
    }
    for (const name of blogTagNames) {
      expect(
        allPosts.some((p) => p.tags.includes(name)),
        `app/content/blog-taxonomy.ts: tag ${name}: no post of app/content/posts/ has it in its tags`,
      ).toBe(true);
    }
  });

  test("dates are valid ISO days whose display form names the same day", () => {
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    for (const post of allPosts) {
      const { date } = post;
      const [y, m, d] = date.iso.split("-").map(Number);
      expect(date.display, `${fileOf(post)}: date ${date.iso}`).toBe(`${d} ${months[m! - 1]} ${y}`);
    }
  });

  test("reveal delays stagger each row of three", () => {
    expect(blogPosts.map((p) => p.revealDelay)).toEqual(blogPosts.map((_, i) => [100, 150, 200][i % 3]));
  });
});

describe("postById falls back to the first post", () => {
  const first = allPosts[0]!;
  const ids = allPosts.map((p) => p.id);
  const free = Array.from({ length: Math.max(...ids) + 1 }, (_, i) => i + 1).find((id) => !ids.includes(id))!;

  test.each([
    undefined,
    null,
    "",
    "abc",
    "-1",
    "0",
    String(free),
    "999999",
    "1.5",
    `${first.id}e0`,
    `${first.id}abc`,
  ])("%s → the first post", (id) => {
    expect(postById(id)).toBe(first);
    expect(isKnownPostId(id)).toBe(false);
  });

  test("every post's id finds it, as a number, as text, and with spaces around", () => {
    for (const post of allPosts) {
      for (const id of [post.id, String(post.id), ` ${post.id} `]) {
        expect(postById(id), String(id)).toBe(post);
        expect(isKnownPostId(id)).toBe(true);
      }
    }
  });
});

describe("names in the URL", () => {
  test.each([
    ["App%20Landing", "App Landing"],
    ["UX%20Design", "UX Design"],
    ["UX Design", "UX Design"],
    ["App%2520Landing", "App%20Landing"],
    ["100%", "100%"],
    ["100%%20off", "100% off"],
    ["%E2%9C%93%20done", "✓ done"],
    ["%3Cscript%3Ealert(1)%3C%2Fscript%3E", "<script>alert(1)</script>"],
    ["  padded%20%20name ", "padded name"],
  ])("decodeSegment(%j) = %j", (raw, shown) => {
    expect(decodeSegment(raw)).toBe(shown);
  });

  test.each([
    ["App Landing", "app-landing"],
    ["UX Design", "ux-design"],
    ["App Development", "app-development"],
    ["  Art ", "art"],
    ["Research & Design", "research-and-design"],
  ])("slugify(%j) = %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  test("a category resolves from its slug and from its name in any case, encoded or not", () => {
    for (const value of ["ux-design", "UX%20Design", "UX Design", "ux design", "Ux-Design"]) {
      expect(findCategory(value)?.name, value).toBe("UX Design");
    }
    for (const value of ["nope", "", "%20", "ux", "design-ux"]) {
      expect(findCategory(value), value).toBeUndefined();
    }
    expect(findTag("App%20Landing")?.name).toBe("App Landing");
    expect(findTag("app-landing")?.name).toBe("App Landing");
    expect(findTag("landing")?.name).toBe("Landing");
    expect(findTag("Lorem")).toBeUndefined();
  });

  test("every canonical link resolves back to its own name", () => {
    for (const { name } of blogCategories) {
      const slug = categoryHref(name).split("/").pop()!;
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(findCategory(slug)?.name).toBe(name);
    }
    for (const { name } of blogTags) {
      const slug = tagHref(name).split("/").pop()!;
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(findTag(slug)?.name).toBe(name);
    }
  });
});

describe("filters and counts", () => {
  test("posts by category and tag include exactly the matching posts, by slug or by name", () => {
    for (const { name, slug } of blogCategories) {
      const expected = allPosts.filter((p) => p.categories.includes(name));
      expect(postsByCategory(slug), slug).toEqual(expected);
      expect(postsByCategory(encodeURIComponent(name)), name).toEqual(expected);
    }
    for (const { name, slug } of blogTags) {
      const expected = allPosts.filter((p) => p.tags.includes(name));
      expect(postsByTag(slug), slug).toEqual(expected);
      expect(postsByTag(encodeURIComponent(name)), name).toEqual(expected);
    }
    expect(postsByCategory("unknown")).toEqual([]);
    expect(postsByTag("")).toEqual([]);
  });

  test("category counts add up and match the category pages", () => {
    const counts = categoryCounts();
    expect(counts.map((c) => c.name)).toEqual([...blogCategoryNames]);
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    expect(total).toBe(allPosts.reduce((sum, p) => sum + p.categories.length, 0));
    for (const c of counts) {
      expect(c.count).toBe(postsByCategory(c.slug).length);
      expect(c.count).toBeGreaterThan(0);
    }
  });

  test("latest posts are the newest first, in the sizes the pages use", () => {
    const newestFirst = [...allPosts].sort((a, b) => b.date.iso.localeCompare(a.date.iso));
    expect(latestPosts(listSizes.latestPosts)).toEqual(newestFirst.slice(0, listSizes.latestPosts));
    expect(latestPosts(listSizes.blogTeaser)).toHaveLength(3);
    expect(latestPosts(listSizes.sidebarRecent)).toHaveLength(4);
    expect(latestPosts(0)).toEqual([]);
    expect(latestPosts(100)).toHaveLength(allPosts.length);
    const isos = latestPosts(100).map((p) => p.date.iso);
    expect(isos).toEqual([...isos].sort().reverse());
  });

  test("popular posts: different posts, each a post of the blog", () => {
    const popular = popularPosts();
    expect(popular.length).toBeGreaterThan(0);
    expect(
      repeated(popular, (p) => p.id, fileOf),
      "popular posts shown twice",
    ).toEqual([]);
    for (const post of popular) expect(allPosts).toContain(post);
  });
});

describe("sidebar, details and paths", () => {
  test("the tag cloud has every tag and the archives the dates of the newest posts", () => {
    expect(blogTags.map((t) => t.name)).toEqual([...blogTagNames]);
    expect(blogCategories.map((c) => c.name)).toEqual([...blogCategoryNames]);
    expect(blogArchives).toEqual(latestPosts(7).map((p) => p.date));
  });

  test("paths to pre-render: every post, category and tag once", () => {
    const details = blogDetailPaths();
    expect(details).toEqual(allPosts.map((p) => postHref(p)));
    expect(categoryPaths()).toEqual(blogCategories.map((c) => categoryHref(c.name)));
    expect(tagPaths()).toEqual(blogTags.map((t) => tagHref(t.name)));
    const all = [...details, ...categoryPaths(), ...tagPaths()];
    expect(
      repeatedValues(
        all,
        "paths of posts, categories and tags (app/content/blog-taxonomy.ts: names that slugify alike)",
      ),
    ).toEqual([]);
  });
});
