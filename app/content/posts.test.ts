import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { allPosts, blogAuthors } from "./blog";
import { checkPosts, countWords, renderPostIndex, splitFrontmatter } from "./post-schema";
import { teamMembers } from "./team";
import { listPhotos } from "../../scripts/photos-plugin.ts";
import { repeated } from "./content-checks";

/** The post files as the build reads them. */
const dir = join(import.meta.dirname, "posts");
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".mdx"))
  .sort()
  .map((name) => ({ file: `app/content/posts/${name}`, source: readFileSync(join(dir, name), "utf8") }));
const bodies = files.map(({ file, source }) => ({ file, body: splitFrontmatter(file, source).body }));

describe("the post files", () => {
  test("posts.generated.ts is what the build writes from them (run npm run build or npm run dev)", () => {
    expect(
      readFileSync(join(import.meta.dirname, "posts.generated.ts"), "utf8"),
      "app/content/posts.generated.ts",
    ).toBe(renderPostIndex(checkPosts(files, new Set(listPhotos()))));
  });

  test("every post is a file, and every file a post", () => {
    expect(
      allPosts.map((post) => `app/content/posts/${post.slug}.mdx`).sort(),
      "the posts of app/content/posts.generated.ts, by file (run npm run build or npm run dev)",
    ).toEqual(files.map((f) => f.file));
  });

  // How long a post is, is its author's choice: the schema refuses only an empty one.
  test("each post has a body of its own: real text, no placeholder, no two alike", () => {
    for (const { file, body } of bodies) {
      expect(body.toLowerCase(), file).not.toMatch(/lorem|ipsum|todo/);
    }
    expect(
      repeated(
        bodies,
        (b) => b.body.trim(),
        (b) => b.file,
      ),
      "posts with the same body (the text below the frontmatter): give each its own",
    ).toEqual([]);
  });

  test("the set shows every element of the typography: headings, lists, a quote, an image, code", () => {
    const all = bodies.map((b) => b.body).join("\n");
    const elements = {
      "a heading (##)": /^## /m,
      "a subheading (###)": /^### /m,
      "a list (-)": /^- /m,
      "a numbered list (1.)": /^1\. /m,
      "a quote (>)": /^> /m,
      "an image (![alt](key))": /^!\[[^\]]+\]\([a-z0-9-]+\)/m,
      "a code block (```lang)": /^```[a-z]+$/m,
      "bold text (**)": /\*\*[^*]+\*\*/,
    };
    const missing = Object.entries(elements).flatMap(([name, pattern]) => (pattern.test(all) ? [] : [name]));
    expect(missing, "no post of app/content/posts/ has these any more").toEqual([]);
  });

  test("the reading time follows the body: about 200 words a minute, at least one", () => {
    for (const post of allPosts) {
      const body = bodies.find((b) => b.file.endsWith(`/${post.slug}.mdx`))!.body;
      expect(post.readingMinutes, `app/content/posts/${post.slug}.mdx: readingMinutes`).toBe(
        Math.max(1, Math.ceil(countWords(body) / 200)),
      );
    }
  });

  test("every author is a member of the team, with the same role", () => {
    for (const [name, { role }] of Object.entries(blogAuthors)) {
      expect(
        teamMembers.find((member) => member.name === name)?.role,
        `app/content/blog-taxonomy.ts: author ${name}: role (as in app/content/team.ts)`,
      ).toBe(role);
    }
  });
});
