/**
 * Sample content a visitor meets once (issue 42). Someone browsing several demos should not read
 * the same client and the same sentence on every home, nor hear a client who is also on stage or
 * on the team; a post shows its own few tags. Nothing here names a person, a quote or a tag: a
 * buyer who rewrites the content keeps a green test unless the repetition comes back, and a
 * failure names the files and fields it is about.
 */
import { describe, expect, test } from "vitest";
import { allPosts, blogTags } from "./blog";
import { blogTagNames } from "./blog-taxonomy";

/** Every content module of a page: the demo homes and the element and info pages. */
const pageModules = {
  ...import.meta.glob<Record<string, unknown>>(["./homes/*.ts", "./pages/*.ts", "!./**/*.test.ts"], {
    eager: true,
  }),
};
/** The modules that list people of their own (the team, the event's speakers). */
const peopleModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

type Found = { file: string; field: string };
type Quoted = Found & { name: string; quote: string };
type Person = Found & { name: string };

const file = (key: string) => `app/content/${key.replace(/^\.\//, "")}`;

/** Every object reachable from a module's exports, with the field it is at (functions skipped). */
function walk(value: unknown, visit: (value: object, field: string) => void, field = "", seen = new Set()) {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  visit(value, field);
  for (const [key, child] of Object.entries(value)) walk(child, visit, field ? `${field}.${key}` : key, seen);
}

const isTestimonial = (v: object): v is { name: string; quote: string } =>
  "quote" in v && "name" in v && typeof v.quote === "string" && typeof v.name === "string";
/** A team card: a speaker or a member of a team (a name with social profiles). */
const isMember = (v: object): v is { name: string } =>
  "name" in v && "socialLinks" in v && typeof v.name === "string" && !("quote" in v);

function collect(modules: Record<string, Record<string, unknown>>) {
  const quoted: Quoted[] = [];
  const people: Person[] = [];
  for (const [key, module] of Object.entries(modules)) {
    walk(module, (value, field) => {
      if (isTestimonial(value)) quoted.push({ file: file(key), field, name: value.name, quote: value.quote });
      else if (isMember(value)) people.push({ file: file(key), field, name: value.name });
    });
  }
  return { quoted, people };
}

const pages = collect(pageModules);
const shared = collect(peopleModules);

/** One line per value shown on more than one page: the value and the pages (file: field). */
function onSeveralPages(items: readonly Quoted[], valueOf: (item: Quoted) => string, what: string) {
  const byValue = new Map<string, Map<string, string>>();
  for (const item of items) {
    const files = byValue.get(valueOf(item)) ?? new Map<string, string>();
    if (!files.has(item.file)) files.set(item.file, `${item.file}: ${item.field}`);
    byValue.set(valueOf(item), files);
  }
  return [...byValue]
    .filter(([, files]) => files.size > 1)
    .map(([value, files]) => `${what} ${JSON.stringify(value)} on ${[...files.values()].join(" and ")}`);
}

describe("testimonials: each client and each quote on one page only", () => {
  test("the walk found the testimonials of the pages", () => {
    expect(new Set(pages.quoted.map((t) => t.file)).size).toBeGreaterThan(10);
  });

  test("no quote is shown on more than one demo home or page", () => {
    const short = (t: Quoted) => t.quote;
    expect(onSeveralPages(pages.quoted, short, "the quote"), "quotes shown on several pages").toEqual([]);
  });

  test("no client is quoted on more than one demo home or page", () => {
    expect(
      onSeveralPages(pages.quoted, (t) => t.name, "the client"),
      "testimonial authors quoted on several pages",
    ).toEqual([]);
  });

  test("no client is also a speaker or a member of a team", () => {
    const members = [...pages.people, ...shared.people];
    const clients = [...pages.quoted, ...shared.quoted];
    const names = [...new Set(clients.map((t) => t.name))].filter((name) =>
      members.some((m) => m.name === name),
    );
    const clash = names.map((name) => {
      const quoted = clients.find((t) => t.name === name)!;
      const member = members.find((m) => m.name === name)!;
      return `${name}: quoted in ${quoted.file}: ${quoted.field}, on a team card in ${member.file}: ${member.field}`;
    });
    expect(clash, "people who are both a client and a speaker or team member").toEqual([]);
  });
});

describe("blog tags: a post's own few, every tag of the cloud with posts", () => {
  const at = (post: (typeof allPosts)[number]) => `app/content/posts/${post.slug}.mdx: tags`;

  test("each post has one to three tags, each of the taxonomy", () => {
    const wrong = allPosts.flatMap((post) => [
      ...(post.tags.length < 1 || post.tags.length > 3
        ? [`${at(post)}: ${post.tags.length} tags (${post.tags.join(", ")}), not 1 to 3`]
        : []),
      ...post.tags
        .filter((tag) => !(blogTagNames as readonly string[]).includes(tag))
        .map((tag) => `${at(post)}: ${tag} is not in app/content/blog-taxonomy.ts: blogTagNames`),
    ]);
    expect(wrong, "posts with too many tags or tags of no taxonomy").toEqual([]);
  });

  test("every tag the cloud links to has a post, so no tag page is empty", () => {
    const empty = blogTags
      .filter((tag) => !allPosts.some((post) => post.tags.includes(tag.name)))
      .map((tag) => `app/content/blog-taxonomy.ts: blogTagNames: ${tag.name} is on no post's tags`);
    expect(empty, "tags of the cloud without a post").toEqual([]);
  });
});
