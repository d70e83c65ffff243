import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { allPosts, blogAuthors } from "./blog";
import { checkPosts, countWords, renderPostIndex, splitFrontmatter } from "./post-schema";
import { teamMembers } from "./team";
import { listPhotos } from "../../scripts/photos-plugin.ts";

/** The post files as the build reads them. */
const dir = join(import.meta.dirname, "posts");
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".mdx"))
  .sort()
  .map((name) => ({ file: `app/content/posts/${name}`, source: readFileSync(join(dir, name), "utf8") }));
const bodies = files.map(({ file, source }) => ({ file, body: splitFrontmatter(file, source).body }));

describe("the post files", () => {
  test("posts.generated.ts is what the build writes from them (run npm run build or npm run dev)", () => {
    expect(readFileSync(join(import.meta.dirname, "posts.generated.ts"), "utf8")).toBe(
      renderPostIndex(checkPosts(files, new Set(listPhotos()))),
    );
  });

  test("every post is a file, and every file a post", () => {
    expect(allPosts.map((post) => `app/content/posts/${post.slug}.mdx`).sort()).toEqual(
      files.map((f) => f.file),
    );
  });

  // How long a post is, is its author's choice: the schema refuses only an empty one.
  test("each post has a body of its own: real text, no placeholder, no two alike", () => {
    for (const { file, body } of bodies) {
      expect(body.toLowerCase(), file).not.toMatch(/lorem|ipsum|todo/);
    }
    expect(new Set(bodies.map((b) => b.body)).size).toBe(bodies.length);
  });

  test("the set shows every element of the typography: headings, lists, a quote, an image, code", () => {
    const all = bodies.map((b) => b.body).join("\n");
    expect(all).toMatch(/^## /m);
    expect(all).toMatch(/^### /m);
    expect(all).toMatch(/^- /m);
    expect(all).toMatch(/^1\. /m);
    expect(all).toMatch(/^> /m);
    expect(all).toMatch(/^!\[[^\]]+\]\([a-z0-9-]+\)/m);
    expect(all).toMatch(/^```[a-z]+$/m);
    expect(all).toMatch(/\*\*[^*]+\*\*/);
  });

  test("the reading time follows the body: about 200 words a minute, at least one", () => {
    for (const post of allPosts) {
      const body = bodies.find((b) => b.file.endsWith(`/${post.slug}.mdx`))!.body;
      expect(post.readingMinutes, post.slug).toBe(Math.max(1, Math.ceil(countWords(body) / 200)));
    }
  });

  test("every author is a member of the team, with the same role", () => {
    for (const [name, { role }] of Object.entries(blogAuthors)) {
      expect(teamMembers.find((member) => member.name === name)?.role, name).toBe(role);
    }
  });
});
