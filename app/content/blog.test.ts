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
  morePosts,
  popularPosts,
  postById,
  postHref,
  postsByCategory,
  postsByTag,
  searchPosts,
  slugify,
  tagHref,
  tagPaths,
} from "./blog";
import { listSizes } from "./settings";

describe("posts", () => {
  test("the two lists hold ids 1–6 and 8–11, unique across both", () => {
    expect(blogPosts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(morePosts.map((p) => p.id)).toEqual([8, 9, 10, 11]);
    const ids = allPosts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("every post's card category is one of its categories, and nothing repeats", () => {
    for (const post of allPosts) {
      expect(post.categories).toContain(post.category);
      expect(new Set(post.categories).size).toBe(post.categories.length);
      expect(new Set(post.tags).size).toBe(post.tags.length);
      expect(post.tags.length).toBeGreaterThan(0);
    }
  });

  test("every category and every tag lists at least one post", () => {
    for (const name of blogCategoryNames) {
      expect(
        allPosts.some((p) => p.categories.includes(name)),
        name,
      ).toBe(true);
    }
    for (const name of blogTagNames) {
      expect(
        allPosts.some((p) => p.tags.includes(name)),
        name,
      ).toBe(true);
    }
  });

  test("dates are valid ISO days whose display form names the same day", () => {
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    for (const { date } of allPosts) {
      const [y, m, d] = date.iso.split("-").map(Number);
      expect(date.display).toBe(`${d} ${months[m! - 1]} ${y}`);
    }
  });

  test("reveal delays stagger each row of three", () => {
    expect(blogPosts.map((p) => p.revealDelay)).toEqual([100, 150, 200, 100, 150, 200]);
  });
});

describe("postById falls back to the first post", () => {
  test.each([undefined, null, "", "abc", "-1", "0", "7", "12", "999", "1.5", "1e0", "3abc"])(
    "%s → post 1",
    (id) => {
      expect(postById(id).id).toBe(1);
      expect(isKnownPostId(id)).toBe(false);
    },
  );

  test.each([
    ["3", 3],
    [" 9 ", 9],
    [10, 10],
    ["11", 11],
  ] as const)("%s → post %s", (id, expected) => {
    expect(postById(id).id).toBe(expected);
    expect(isKnownPostId(id)).toBe(true);
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
  test("posts by category and tag include exactly the matching posts", () => {
    expect(postsByCategory("app-development").map((p) => p.id)).toEqual([3, 11]);
    expect(postsByCategory("App%20Development").map((p) => p.id)).toEqual([3, 11]);
    expect(postsByTag("App%20Landing").map((p) => p.id)).toEqual([3]);
    expect(postsByTag("business").map((p) => p.id)).toEqual([2, 4, 9]);
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
    const latest = latestPosts(listSizes.latestPosts);
    expect(latest.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(latestPosts(listSizes.blogTeaser)).toHaveLength(3);
    expect(latestPosts(listSizes.sidebarRecent)).toHaveLength(4);
    expect(latestPosts(0)).toEqual([]);
    expect(latestPosts(100)).toHaveLength(allPosts.length);
    const isos = latestPosts(100).map((p) => p.date.iso);
    expect(isos).toEqual([...isos].sort().reverse());
  });

  test("popular posts: four different posts", () => {
    const popular = popularPosts();
    expect(popular).toHaveLength(4);
    expect(new Set(popular.map((p) => p.id)).size).toBe(4);
  });

  test("sidebar search matches titles case-insensitively", () => {
    expect(searchPosts("DASHBOARDS").map((p) => p.id)).toEqual([8]);
    expect(searchPosts("   ")).toHaveLength(allPosts.length);
    expect(searchPosts("no post has this")).toEqual([]);
  });
});

describe("sidebar, details and paths", () => {
  test("the tag cloud has its 14 tags and the archives the 7 dates", () => {
    expect(blogTags).toHaveLength(14);
    expect(blogTagNames[7]).toBe("App Landing");
    expect(blogCategories).toHaveLength(8);
    expect(blogArchives.map((a) => a.display)).toEqual([
      "10 Dec 2021",
      "30 Nov 2021",
      "12 Oct 2021",
      "25 Aug 2021",
      "23 Jul 2021",
      "30 Jun 2021",
      "21 Apr 2021",
    ]);
  });

  test("paths to pre-render: every post, category and tag once", () => {
    const details = blogDetailPaths();
    expect(details).toEqual(allPosts.map((p) => postHref(p)));
    expect(details).toContain("/blog-details/11");
    expect(details).not.toContain("/blog-details/7");
    expect(categoryPaths()).toHaveLength(8);
    expect(categoryPaths()).toContain("/blog-grid/category/ux-design");
    expect(tagPaths()).toHaveLength(14);
    expect(tagPaths()).toContain("/blog-grid/tag/app-landing");
    const all = [...details, ...categoryPaths(), ...tagPaths()];
    expect(new Set(all).size).toBe(all.length);
  });
});
