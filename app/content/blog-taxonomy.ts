/**
 * The blog's fixed vocabularies: its categories, its tags and its authors. A post's frontmatter
 * (app/content/posts/*.mdx) may only name what is listed here; the build refuses anything else
 * (app/content/post-schema.ts). Add a name here first, then use it in a post.
 *
 * No imports: react-router.config.ts and the build's post check read this module outside Vite.
 */

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

/** The tag cloud, in the order the specification lists it. */
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

/**
 * Who may sign a post, with the role shown beside the name on the post page. They are members of
 * the team (app/content/team.ts); a unit test keeps the names and roles the same in both places.
 */
export const blogAuthors = {
  "Maya Ellison": { role: "Creative Director" },
  "Daniel Okafor": { role: "Strategy Lead" },
  "Priya Raman": { role: "Head of Product Design" },
  "Lucas Moreau": { role: "Marketing Director" },
  "Hannah Berg": { role: "Lead Engineer" },
} as const satisfies Record<string, { role: string }>;
export type BlogAuthorName = keyof typeof blogAuthors;
