import { describe, expect, test } from "vitest";
import { blogCategoryNames } from "./blog-taxonomy";
import { PostError, checkPost, checkPosts, countWords, readingMinutes } from "./post-schema";

const file = "app/content/posts/sample-post.mdx";

/** A valid post; `change` rewrites or removes (undefined) frontmatter lines by field name. */
function post(
  change: Record<string, string | undefined> = {},
  body = "## A heading\n\nSome words of text.\n",
) {
  const fields: Record<string, string> = {
    id: "id: 42",
    title: "title: A sample post",
    author: "author: Maya Ellison",
    date: "date: 2022-01-31",
    cover: "cover:\n  image: blog-1\n  alt: Violet panels",
    categories: "categories: [UX Design, Art]",
    tags: "tags: [Design]",
    excerpt: "excerpt: Two sentences about it.",
  };
  for (const [key, line] of Object.entries(change)) {
    if (line === undefined) delete fields[key];
    else fields[key] = line;
  }
  return `---\n${Object.values(fields).join("\n")}\n---\n\n${body}`;
}

/** The message `checkPost` throws for a source, checked to be a PostError naming the file and field. */
function failure(source: string, field: string, name = file): string {
  try {
    checkPost(name, source);
  } catch (error) {
    expect(error).toBeInstanceOf(PostError);
    expect((error as PostError).file).toBe(name);
    expect((error as PostError).field).toBe(field);
    expect((error as Error).message.startsWith(`${name}: ${field}: `)).toBe(true);
    return (error as Error).message;
  }
  throw new Error("checkPost accepted a malformed post");
}

describe("checkPost", () => {
  test("a valid post becomes its record, with its slug and reading time", () => {
    expect(checkPost(file, post())).toEqual({
      slug: "sample-post",
      id: 42,
      title: "A sample post",
      author: "Maya Ellison",
      date: "2022-01-31",
      cover: { image: "blog-1", alt: "Violet panels" },
      categories: ["UX Design", "Art"],
      tags: ["Design"],
      excerpt: "Two sentences about it.",
      readingMinutes: 1,
    });
  });

  test("a missing title", () => {
    expect(failure(post({ title: undefined }), "title")).toBe(`${file}: title: is missing`);
    expect(failure(post({ title: 'title: "  "' }), "title")).toMatch(/must be non-empty text/);
  });

  test.each(["2021-13-01", "2021-02-30", "31/01/2022", "2022-1-5", "yesterday"])("a bad date: %s", (date) => {
    expect(failure(post({ date: `date: "${date}"` }), "date")).toBe(
      `${file}: date: must be a real day as YYYY-MM-DD, got "${date}"`,
    );
  });

  test("an unknown category, tag or author, named with the list it must come from", () => {
    expect(failure(post({ categories: "categories: [UX Design, Cooking]" }), "categories[1]")).toMatch(
      `"Cooking" is not one of the blog's categories: ${blogCategoryNames.join(", ")}`,
    );
    expect(failure(post({ tags: "tags: [Design, design]" }), "tags[1]")).toMatch(/"design" is not one of/);
    expect(failure(post({ author: "author: Jane Doe" }), "author")).toMatch(
      /"Jane Doe" is not one of the blog's authors: Maya Ellison/,
    );
    expect(failure(post({ categories: "categories: []" }), "categories")).toMatch(/at least one entry/);
    expect(failure(post({ tags: "tags: [Design, Design]" }), "tags")).toMatch(/"Design" is listed twice/);
  });

  test("an unknown picture or missing alt text, on the cover or in the body", () => {
    expect(failure(post({ cover: "cover:\n  image: blog-99\n  alt: x" }), "cover.image")).toMatch(
      /"blog-99" is neither a key of app\/content\/art.generated.ts nor a file in app\/assets\/images\//,
    );
    expect(failure(post({ cover: "cover:\n  image: team/missing.jpg\n  alt: x" }), "cover.image")).toMatch(
      /"team\/missing.jpg" is neither/,
    );
    expect(failure(post({ cover: "cover:\n  image: blog-1" }), "cover.alt")).toMatch(/is missing/);
    expect(failure(post({ cover: undefined }), "cover")).toMatch(/is missing/);
    expect(failure(post({}, "Text.\n\n![A picture](no-such-art)\n"), "body")).toMatch(
      /"no-such-art" is neither/,
    );
    expect(failure(post({}, "Text.\n\n![](blog-2)\n"), "body")).toMatch(/needs alt text/);
  });

  test("a photo of app/assets/images/ may be the cover or a picture of the body", () => {
    const photos = new Set(["blog/our-team.jpg"]);
    const source = post(
      { cover: "cover:\n  image: blog/our-team.jpg\n  alt: Our team" },
      "Text.\n\n![Us](blog/our-team.jpg)\n",
    );
    expect(checkPost(file, source, photos).cover).toEqual({ image: "blog/our-team.jpg", alt: "Our team" });
  });

  test("a bad id, an unknown field, broken YAML, no frontmatter, an empty body, a bad file name", () => {
    expect(failure(post({ id: "id: 1.5" }), "id")).toMatch(/whole number/);
    expect(failure(post({ id: 'id: "7"' }), "id")).toMatch(/whole number/);
    expect(failure(post({ id: undefined }), "id")).toMatch(/is missing/);
    expect(failure(post({ title: "tittle: Typo" }), "tittle")).toMatch(/is not a field of a post/);
    expect(failure(post({ title: "title: [unclosed" }), "frontmatter")).toBeTruthy();
    expect(failure("Just text, no fields.\n", "frontmatter")).toMatch(/must start with a --- block/);
    expect(failure(post({}, "\n\n"), "body")).toMatch(/the article is empty/);
    expect(failure(post(), "file name", "app/content/posts/My Post.mdx")).toMatch(/lower-case/);
  });
});

describe("checkPosts", () => {
  test("two files with one id: the second is named, with the first", () => {
    const a = { file: "app/content/posts/a.mdx", source: post() };
    const b = { file: "app/content/posts/b.mdx", source: post({ title: "title: Other" }) };
    expect(() => checkPosts([a, b])).toThrow(
      "app/content/posts/a.mdx: id: 42 is also the id of app/content/posts/b.mdx",
    );
  });

  test("records come newest first, ties by id", () => {
    const older = {
      file: "app/content/posts/older.mdx",
      source: post({ id: "id: 1", date: "date: 2020-05-01" }),
    };
    const newer = {
      file: "app/content/posts/newer.mdx",
      source: post({ id: "id: 3", date: "date: 2021-05-01" }),
    };
    const twin = {
      file: "app/content/posts/twin.mdx",
      source: post({ id: "id: 2", date: "date: 2021-05-01" }),
    };
    expect(checkPosts([older, newer, twin]).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  test("no post at all is refused", () => {
    expect(() => checkPosts([])).toThrow(PostError);
  });
});

describe("reading time", () => {
  test("words are counted without image addresses or link targets; 200 a minute, rounded up", () => {
    expect(countWords("Two words ![an image](blog-1) [a link](/pricing)")).toBe(4);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
    expect(readingMinutes("")).toBe(1);
  });
});
