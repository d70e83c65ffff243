/**
 * What a blog post file must say, and the check that runs on every build.
 *
 * A post is one MDX file, `app/content/posts/<slug>.mdx`: a YAML frontmatter block, then the
 * article in Markdown (headings, lists, quotes, code, pictures by their art key or photo file:
 * `![Alt](blog-cover)`, `![Alt](blog/our-team.jpg)`).
 *
 *   ---
 *   id: 12
 *   title: A title of your own
 *   author: Maya Ellison            # one of blogAuthors (app/content/blog-taxonomy.ts)
 *   date: 2022-01-31                # the day of publication, YYYY-MM-DD
 *   cover:
 *     image: blog-1                 # a key of app/content/art.generated.ts, or a photo file in
 *                                   # app/assets/images/ (blog/our-team.jpg)
 *     alt: What the picture shows
 *   categories: [UX Design, Art]    # the first is shown on the card
 *   tags: [Design, Minimal]
 *   excerpt: One or two sentences for the cards, the feed and the search engines.
 *   ---
 *
 * `checkPost` turns a file's text into a `PostRecord` or throws a `PostError` that names the file
 * and the field. The Vite plugin (scripts/posts-plugin.ts) runs it over every post when a build or
 * the dev server starts, so a malformed post stops the build instead of becoming a blank page.
 *
 * Build-time only: the site's pages import the records (app/content/posts.generated.ts), never this
 * module, so the YAML parser never reaches the browser.
 */
import { parseDocument } from "yaml";
import { art } from "./art.generated.ts";
import type { PictureKey } from "./types.ts";
import {
  blogAuthors,
  blogCategoryNames,
  blogTagNames,
  type BlogAuthorName,
  type BlogCategoryName,
  type BlogTagName,
} from "./blog-taxonomy.ts";

/** One post as the site reads it: its checked frontmatter, its slug and its reading time. */
export type PostRecord = {
  /** The file name without `.mdx`; the body module is found by it. */
  slug: string;
  /** The number in the post's address, `/blog-details/{id}`. */
  id: number;
  title: string;
  author: BlogAuthorName;
  /** The day of publication, YYYY-MM-DD. */
  date: string;
  cover: { image: PictureKey; alt: string };
  /** Every category the post is listed under; the first is the one shown on its card. */
  categories: readonly [BlogCategoryName, ...BlogCategoryName[]];
  tags: readonly BlogTagName[];
  /** The card's teaser and the description of the page, the feed and the JSON-LD. */
  excerpt: string;
  /** Minutes to read the body at `wordsPerMinute`, at least 1. */
  readingMinutes: number;
};

/** A reading speed for web articles (words per minute). */
export const wordsPerMinute = 200;

/** A post file that cannot be published: `file` and `field` say where. */
export class PostError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${field}: ${detail}`);
    this.name = "PostError";
  }
}

const fields = ["id", "title", "author", "date", "cover", "categories", "tags", "excerpt"] as const;

/** The frontmatter block and the body after it. */
export function splitFrontmatter(file: string, source: string): { yaml: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source.replace(/^\uFEFF/, ""));
  if (!match) throw new PostError(file, "frontmatter", "the file must start with a --- block of fields");
  return { yaml: match[1]!, body: source.replace(/^\uFEFF/, "").slice(match[0].length) };
}

/** Words of the body's text: code, markup and image addresses aside from their words. */
export function countWords(body: string): number {
  const text = body
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " ") // an image is looked at, not read
    .replace(/\]\([^)]*\)/g, " ") // a link's address
    .replace(/<[^>]+>/g, " ");
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Minutes to read a body, rounded up, at least 1. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.ceil(countWords(body) / wordsPerMinute));
}

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const quote = (value: unknown) => JSON.stringify(value);

/** Checks one file's text (`file` is its path, for the messages) and returns its record. */
export function checkPost(file: string, source: string, photos: ReadonlySet<string> = new Set()): PostRecord {
  const isPicture = (name: string) => name in art || photos.has(name);
  const notAPicture = "is neither a key of app/content/art.generated.ts nor a file in app/assets/images/";
  const slugMatch = /([^/\\]+)\.mdx$/.exec(file);
  const slug = slugMatch?.[1] ?? "";
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new PostError(file, "file name", "must be <slug>.mdx in lower-case letters, digits and hyphens");
  }
  const { yaml, body } = splitFrontmatter(file, source);
  const doc = parseDocument(yaml, { prettyErrors: false });
  if (doc.errors.length > 0) throw new PostError(file, "frontmatter", doc.errors[0]!.message);
  const data: unknown = doc.toJS();
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new PostError(file, "frontmatter", "must be a list of fields (name: value)");
  }
  const fm = data as Record<string, unknown>;
  for (const key of Object.keys(fm)) {
    if (!(fields as readonly string[]).includes(key)) {
      throw new PostError(file, key, `is not a field of a post (fields: ${fields.join(", ")})`);
    }
  }

  const text = (field: string, value: unknown): string => {
    if (value === undefined || value === null) throw new PostError(file, field, "is missing");
    if (typeof value !== "string" || !value.trim())
      throw new PostError(file, field, "must be non-empty text");
    return value.trim();
  };
  const oneOf = <T extends string>(field: string, value: unknown, known: readonly T[], where: string): T => {
    const name = text(field, value);
    if (!(known as readonly string[]).includes(name)) {
      throw new PostError(file, field, `${quote(name)} is not one of ${where}: ${known.join(", ")}`);
    }
    return name as T;
  };
  const list = <T extends string>(field: string, value: unknown, known: readonly T[], where: string): T[] => {
    if (value === undefined || value === null) throw new PostError(file, field, "is missing");
    if (!Array.isArray(value) || value.length === 0) {
      throw new PostError(file, field, "must be a list with at least one entry, e.g. [First, Second]");
    }
    const names = value.map((item, i) => oneOf(`${field}[${i}]`, item, known, where));
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new PostError(file, field, `${quote(twice)} is listed twice`);
    return names;
  };

  if (fm.id === undefined || fm.id === null) throw new PostError(file, "id", "is missing");
  if (typeof fm.id !== "number" || !Number.isSafeInteger(fm.id) || fm.id < 1) {
    throw new PostError(file, "id", `must be a whole number from 1 up, got ${quote(fm.id)}`);
  }
  const title = text("title", fm.title);
  const author = oneOf(
    "author",
    fm.author,
    Object.keys(blogAuthors) as BlogAuthorName[],
    "the blog's authors",
  );
  const date = text("date", fm.date);
  if (!isIsoDay(date))
    throw new PostError(file, "date", `must be a real day as YYYY-MM-DD, got ${quote(date)}`);

  if (fm.cover === undefined || fm.cover === null) throw new PostError(file, "cover", "is missing");
  if (typeof fm.cover !== "object" || Array.isArray(fm.cover)) {
    throw new PostError(file, "cover", "must have an image and its alt text");
  }
  const cover = fm.cover as Record<string, unknown>;
  for (const key of Object.keys(cover)) {
    if (key !== "image" && key !== "alt")
      throw new PostError(file, `cover.${key}`, "is not a field of the cover");
  }
  const image = text("cover.image", cover.image);
  if (!isPicture(image)) throw new PostError(file, "cover.image", `${quote(image)} ${notAPicture}`);
  const alt = text("cover.alt", cover.alt);

  const categories = list("categories", fm.categories, blogCategoryNames, "the blog's categories");
  const tags = list("tags", fm.tags, blogTagNames, "the blog's tags");
  const excerpt = text("excerpt", fm.excerpt);

  if (!body.trim()) throw new PostError(file, "body", "the article is empty");
  for (const [, imageAlt, key] of body.matchAll(/!\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g)) {
    if (!isPicture(key!)) throw new PostError(file, "body", `the image ${quote(key)} ${notAPicture}`);
    if (!imageAlt!.trim())
      throw new PostError(file, "body", `the image ${quote(key)} needs alt text: ![What it shows](${key})`);
  }

  return {
    slug,
    id: fm.id,
    title,
    author,
    date,
    cover: { image: image as PictureKey, alt },
    categories: categories as [BlogCategoryName, ...BlogCategoryName[]],
    tags,
    excerpt,
    readingMinutes: readingMinutes(body),
  };
}

/**
 * Checks a set of posts together: each file, then ids that two files share. Newest first.
 * `photos` are the files of app/assets/images/ ("blog/our-team.jpg") a post may show.
 */
export function checkPosts(
  files: readonly { file: string; source: string }[],
  photos: ReadonlySet<string> = new Set(),
): PostRecord[] {
  if (files.length === 0)
    throw new PostError("app/content/posts", "files", "the blog needs at least one post");
  const records = files.map(({ file, source }) => ({ file, record: checkPost(file, source, photos) }));
  for (const { file, record } of records) {
    const other = records.find((r) => r.record.id === record.id && r.file !== file);
    if (other) throw new PostError(file, "id", `${record.id} is also the id of ${other.file}`);
  }
  return records.map((r) => r.record).sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/** The text of app/content/posts.generated.ts for a set of records. */
export function renderPostIndex(records: readonly PostRecord[]): string {
  const lines = records.map((record) => `  ${JSON.stringify(record)},`);
  return [
    "// Generated from app/content/posts/*.mdx by scripts/posts-plugin.ts (every build and the dev server).",
    "// Do not edit by hand: edit the post's frontmatter instead.",
    'import type { PostRecord } from "./post-schema";',
    "",
    "export const postRecords: readonly PostRecord[] = [",
    ...lines,
    "];",
    "",
  ].join("\n");
}
