/**
 * The blog: posts, categories, tags, archives, the details page's fixed parts, and the
 * pure helpers every blog page uses (lookup with fallback, filters, counts, paths).
 *
 * URL form (one canonical form, decided here):
 * - Category and tag pages live at `/blog-grid/category/{slug}` and `/blog-grid/tag/{slug}`
 *   where the slug is the lower-case, hyphenated name ("UX Design" → "ux-design",
 *   "App Landing" → "app-landing"). Slugs need no percent-encoding, so the pre-rendered
 *   folder, the link and the address bar all read the same.
 * - The spec's own form, the name in the path (`/blog-grid/category/UX%20Design`), still
 *   resolves: `findCategory`/`findTag` accept a slug or a name in any case, encoded or not,
 *   and the page can point its canonical URL at the slug form.
 * - Any other value is shown as text with `%20` (and every other escape) decoded by
 *   `decodeSegment`, and matches no post.
 */
// Relative or type-only imports: react-router.config.ts reads this module (app/content/paths.ts).
import { img } from "./images";
import type { DateLabel, ImageAsset } from "./types";

/* ------------------------------------------------------------------------------------ */
/* Categories and tags                                                                   */
/* ------------------------------------------------------------------------------------ */

export const blogCategoryNames = [
  "Development",
  "Company",
  "Marketing",
  "UX Design",
  "Business",
  "App Development",
  "Application",
  "Art",
] as const;
export type BlogCategoryName = (typeof blogCategoryNames)[number];

/** The tag cloud, in the order of §2.5. */
export const blogTagNames = [
  "Corporate",
  "Agency",
  "Creative",
  "Design",
  "Minimal",
  "Company",
  "Development",
  "App Landing",
  "Startup",
  "App",
  "Business",
  "Software",
  "Landing",
  "Art",
] as const;
export type BlogTagName = (typeof blogTagNames)[number];

/** A category or tag with its URL slug. */
export type Taxon<Name extends string = string> = { name: Name; slug: string };
export type BlogCategory = Taxon<BlogCategoryName>;
export type BlogTag = Taxon<BlogTagName>;

/** "App Landing" → "app-landing"; "UX Design" → "ux-design" (pure; tested). */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Decodes one path segment for display: `%20` and every other escape become their
 * characters. A malformed escape (a lone "%") is kept as typed instead of throwing.
 * Already-decoded input passes through unchanged, so decoding twice is harmless for
 * ordinary names. The result is plain text: render it as a text node, never as HTML.
 */
export function decodeSegment(raw: string): string {
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    value = raw.replace(/%20/gi, " ");
  }
  return value.replace(/\s+/g, " ").trim();
}

export const blogCategories: readonly BlogCategory[] = blogCategoryNames.map((name) => ({
  name,
  slug: slugify(name),
}));

export const blogTags: readonly BlogTag[] = blogTagNames.map((name) => ({
  name,
  slug: slugify(name),
}));

function findTaxon<T extends Taxon>(list: readonly T[], value: string): T | undefined {
  const decoded = decodeSegment(value);
  const key = slugify(decoded);
  if (!key) return undefined;
  return list.find((item) => item.slug === key);
}

/** The category named by a route value: a slug, or a name (any case, encoded or not). */
export function findCategory(value: string): BlogCategory | undefined {
  return findTaxon(blogCategories, value);
}

/** The tag named by a route value: a slug, or a name (any case, encoded or not). */
export function findTag(value: string): BlogTag | undefined {
  return findTaxon(blogTags, value);
}

export function categoryHref(name: BlogCategoryName): string {
  return `/blog-grid/category/${slugify(name)}`;
}

export function tagHref(name: BlogTagName): string {
  return `/blog-grid/tag/${slugify(name)}`;
}

/* ------------------------------------------------------------------------------------ */
/* Posts                                                                                 */
/* ------------------------------------------------------------------------------------ */

export type BlogPost = {
  id: number;
  title: string;
  author: string;
  date: DateLabel;
  image: ImageAsset;
  /** The card's teaser, one or two sentences. */
  desc: string;
  /** The category shown on the card; always one of `categories`. */
  category: BlogCategoryName;
  /** Every category the post is listed under (category pages, counts). */
  categories: readonly BlogCategoryName[];
  tags: readonly BlogTagName[];
  /** Reveal-on-scroll delay of the card, ms (staggers a row of three). */
  revealDelay: number;
};

/** The post's address. */
export function postHref(post: Pick<BlogPost, "id">): string {
  return `/blog-details/${post.id}`;
}

/** Stagger of a card in a row of three: 100, 150, 200 ms. */
function stagger(index: number): number {
  return 100 + (index % 3) * 50;
}

type PostInput = Omit<BlogPost, "revealDelay">;

const firstList: readonly PostInput[] = [
  {
    id: 1,
    title: "How a clear brand system cuts design time in half",
    author: "Maya Ellison",
    date: { iso: "2021-12-10", display: "10 Dec 2021" },
    image: img("blog-1", "Layered violet and rose panels arranged like a brand style sheet"),
    desc: "Colours, type and spacing decided once save hundreds of small decisions later. Here is the lightweight system we hand to every client.",
    category: "UX Design",
    categories: ["UX Design", "Art"],
    tags: ["Design", "Creative", "Minimal"],
  },
  {
    id: 2,
    title: "Five numbers every consulting firm should report each month",
    author: "Daniel Okafor",
    date: { iso: "2021-11-30", display: "30 Nov 2021" },
    image: img("blog-2", "Rising bars and a soft glow suggesting a monthly growth chart"),
    desc: "Utilisation, pipeline, margin per project, client retention and cash runway: what each tells you and how to read them together.",
    category: "Business",
    categories: ["Business", "Company"],
    tags: ["Business", "Corporate", "Company"],
  },
  {
    id: 3,
    title: "Launching an app landing page in a single weekend",
    author: "Priya Raman",
    date: { iso: "2021-10-12", display: "12 Oct 2021" },
    image: img("blog-3", "A phone-shaped panel floating over a gradient of blue and violet"),
    desc: "A practical checklist for founders: one promise, three screenshots, social proof and a sign-up that works on the first tap.",
    category: "App Development",
    categories: ["App Development", "Application", "Development"],
    tags: ["App Landing", "App", "Landing", "Startup"],
  },
  {
    id: 4,
    title: "Content marketing that earns trust before the first call",
    author: "Lucas Moreau",
    date: { iso: "2021-08-25", display: "25 Aug 2021" },
    image: img("blog-4", "Overlapping speech-bubble shapes in warm coral and amber"),
    desc: "Prospects read three to five pieces before they ever contact you. Write the ones that answer their real questions, and measure the right thing.",
    category: "Marketing",
    categories: ["Marketing", "Business"],
    tags: ["Agency", "Business", "Creative"],
  },
  {
    id: 5,
    title: "What we learned moving a client portal to a modern stack",
    author: "Hannah Berg",
    date: { iso: "2021-07-23", display: "23 Jul 2021" },
    image: img("blog-5", "Interlocking cubes on a dark teal background, like building blocks"),
    desc: "Pre-rendered pages, a typed content layer and a strict performance budget took load time from six seconds to under one.",
    category: "Development",
    categories: ["Development", "Application"],
    tags: ["Development", "Software"],
  },
  {
    id: 6,
    title: "Inside our studio: how a small team runs large projects",
    author: "Maya Ellison",
    date: { iso: "2021-06-30", display: "30 Jun 2021" },
    image: img("blog-6", "Rings and spheres orbiting a bright centre in indigo and pink"),
    desc: "Weekly demos, one shared roadmap and a rule against meetings without an agenda. The habits that let eight people serve forty clients.",
    category: "Company",
    categories: ["Company", "Art"],
    tags: ["Agency", "Company", "Corporate"],
  },
];

const secondList: readonly PostInput[] = [
  {
    id: 8,
    title: "Designing dashboards people actually read",
    author: "Priya Raman",
    date: { iso: "2021-04-21", display: "21 Apr 2021" },
    image: img("blog-8", "A calm grid of cards and lines in pale blue, like a tidy dashboard"),
    desc: "Start with the one decision the screen supports, then remove every chart that does not help make it.",
    category: "UX Design",
    categories: ["UX Design", "Application"],
    tags: ["Design", "Software", "Minimal"],
  },
  {
    id: 9,
    title: "Pricing your services without racing to the bottom",
    author: "Daniel Okafor",
    date: { iso: "2021-03-16", display: "16 Mar 2021" },
    image: img("blog-9", "Three stepped pillars of increasing height in emerald and lime"),
    desc: "Package outcomes instead of hours, show three clear options and let the middle one do the selling.",
    category: "Business",
    categories: ["Business", "Marketing"],
    tags: ["Business", "Startup"],
  },
  {
    id: 10,
    title: "From sketchbook to screen: art direction for the web",
    author: "Lucas Moreau",
    date: { iso: "2021-02-08", display: "8 Feb 2021" },
    image: img("blog-10", "Loose brush-like curves in lilac and gold on a cream background"),
    desc: "How a mood board becomes a design system without losing the character that made the first sketches exciting.",
    category: "Art",
    categories: ["Art", "UX Design"],
    tags: ["Art", "Creative", "Design"],
  },
  {
    id: 11,
    title: "Onboarding flows that turn free trials into customers",
    author: "Hannah Berg",
    date: { iso: "2021-01-19", display: "19 Jan 2021" },
    image: img("blog-11", "A winding path of glowing dots leading to a bright circle"),
    desc: "The first ten minutes decide the sale. Map them, remove two steps, and celebrate the first real result.",
    category: "Application",
    categories: ["Application", "App Development", "Marketing"],
    tags: ["App", "Startup", "Landing"],
  },
];

/** The blog's main list (ids 1–6): grids, lists, sidebars and teasers. */
export const blogPosts = firstList.map((post, index) => ({
  ...post,
  revealDelay: stagger(index),
})) satisfies BlogPost[];

/** The second list (ids 8–11), e.g. for the magazine's smaller cards. */
export const morePosts = secondList.map((post, index) => ({
  ...post,
  revealDelay: stagger(index),
})) satisfies BlogPost[];

/** Every post, newest first (the two lists are each in date order, the first is newer). */
export const allPosts: readonly BlogPost[] = [...blogPosts, ...morePosts];

/**
 * The post for a route parameter; an unknown, malformed or missing id falls back to the
 * first post (§8), without a message.
 */
export function postById(id: string | number | undefined | null): BlogPost {
  const key = String(id ?? "").trim();
  return allPosts.find((post) => String(post.id) === key) ?? allPosts[0]!;
}

/** True when the id names a post (a fallback page is marked noindex). */
export function isKnownPostId(id: string | number | undefined | null): boolean {
  const key = String(id ?? "").trim();
  return allPosts.some((post) => String(post.id) === key);
}

/** Posts listed under a category (by slug or name, see the URL note above). */
export function postsByCategory(value: string): BlogPost[] {
  const category = findCategory(value);
  if (!category) return [];
  return allPosts.filter((post) => post.categories.includes(category.name));
}

/** Posts carrying a tag (by slug or name, see the URL note above). */
export function postsByTag(value: string): BlogPost[] {
  const tag = findTag(value);
  if (!tag) return [];
  return allPosts.filter((post) => post.tags.includes(tag.name));
}

/** Each category with its number of posts, in the order of §3 (sidebar). */
export function categoryCounts(): (BlogCategory & { count: number })[] {
  return blogCategories.map((category) => ({
    ...category,
    count: allPosts.filter((post) => post.categories.includes(category.name)).length,
  }));
}

/** The newest posts (Latest list: 5; blog teaser: 3; sidebar: 4). */
export function latestPosts(count: number): BlogPost[] {
  return [...allPosts]
    .sort((a, b) => b.date.iso.localeCompare(a.date.iso) || a.id - b.id)
    .slice(0, Math.max(0, count));
}

/** The magazine's popular-posts carousel: four posts from across both lists. */
export const popularPostIds = [3, 1, 8, 4] as const;
export function popularPosts(): BlogPost[] {
  return popularPostIds.map((id) => postById(id));
}

/** Posts whose title contains the query (sidebar search, case-insensitive). */
export function searchPosts(query: string, posts: readonly BlogPost[] = allPosts): BlogPost[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...posts];
  return posts.filter((post) => post.title.toLowerCase().includes(needle));
}

/* ------------------------------------------------------------------------------------ */
/* Sidebar archives and the details page                                                 */
/* ------------------------------------------------------------------------------------ */

/** The sidebar's Archives list (§2.5). */
export const blogArchives = [
  { iso: "2021-12-10", display: "10 Dec 2021" },
  { iso: "2021-11-30", display: "30 Nov 2021" },
  { iso: "2021-10-12", display: "12 Oct 2021" },
  { iso: "2021-08-25", display: "25 Aug 2021" },
  { iso: "2021-07-23", display: "23 Jul 2021" },
  { iso: "2021-06-30", display: "30 Jun 2021" },
  { iso: "2021-04-21", display: "21 Apr 2021" },
] as const satisfies readonly DateLabel[];

/** One block of the article body. */
export type ArticleBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "quote"; text: string; cite: string }
  | { kind: "list"; items: readonly string[] };

export type BlogDetail = {
  author: string;
  authorRole: string;
  date: DateLabel;
  readingMinutes: number;
  image: ImageAsset;
  body: readonly ArticleBlock[];
};

/**
 * The parts of the details page that §2.5 fixes for every post: author, date, cover
 * image and the sample article text. The title comes from the post.
 */
export const blogDetail = {
  author: "Maya Ellison",
  authorRole: "Creative Director",
  date: { iso: "2021-12-10", display: "10 Dec 2021" },
  readingMinutes: 6,
  image: img("blog-cover", "Wide abstract cover of violet, indigo and rose light over soft geometry"),
  body: [
    {
      kind: "paragraph",
      text: "Most visitors decide within a few seconds whether a business looks like it can help them. They rarely read every word; they scan for a clear promise, proof that others trusted you, and an obvious next step. A website that answers those three questions quickly does more selling than any clever headline.",
    },
    {
      kind: "paragraph",
      text: "Start with the promise. Write one sentence that says who you help and what changes for them, then test it on someone outside your industry. If they can repeat it back in their own words, it belongs at the top of your home page. If they cannot, keep trimming until they can.",
    },
    { kind: "heading", text: "Show proof before you ask for anything" },
    {
      kind: "paragraph",
      text: "Case studies, client logos and short testimonials carry more weight than adjectives. Put a result with a number next to every claim you make, and keep the story short: the problem, what you did, what it changed. Prospects fill in the rest themselves.",
    },
    {
      kind: "quote",
      text: "People do not buy services. They buy a believable picture of their own business, a little further along.",
      cite: "Daniel Okafor, Strategy Lead",
    },
    {
      kind: "paragraph",
      text: "Design supports that picture when it stays out of the way. Generous spacing, one accent colour and consistent type let the content lead. Motion should explain, not decorate; every animation on the page ought to make something easier to understand.",
    },
    { kind: "heading", text: "Make the next step obvious" },
    {
      kind: "list",
      items: [
        "One primary call to action per section, worded as the outcome the visitor wants.",
        "A contact form with only the fields you will actually use.",
        "A phone number and an e-mail address for people who prefer to talk first.",
      ],
    },
    {
      kind: "paragraph",
      text: "Finally, measure what matters. Page views tell you little; enquiries, booked calls and the pages people read before they got in touch tell you a lot. Review them once a month, change one thing at a time, and your site will keep improving long after launch.",
    },
  ],
} satisfies BlogDetail;

/* ------------------------------------------------------------------------------------ */
/* Paths to pre-render (plugged into app/content/paths.ts by the blog pages)            */
/* ------------------------------------------------------------------------------------ */

export function blogDetailPaths(): string[] {
  return allPosts.map((post) => postHref(post));
}

export function categoryPaths(): string[] {
  return blogCategories.map((category) => categoryHref(category.name));
}

export function tagPaths(): string[] {
  return blogTags.map((tag) => tagHref(tag.name));
}
