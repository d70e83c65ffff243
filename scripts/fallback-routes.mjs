/**
 * The only paths that get a fallback document (status 200) when no pre-rendered page exists: unknown
 * blog and portfolio ids show the first item (the specification's rule), and category and tag values
 * are free text. Every other unknown path is a 404.
 *
 * Each fallback is a document pre-rendered at build time (no page hydrates, decision 030):
 * react-router.config.ts pre-renders `render`, a value no item has, and scripts/postbuild.mjs moves
 * that page to `document`, marked noindex. An unknown id gets the first item's page as it is; a free
 * category or tag value gets the listing rendered for the reserved value `anyValue`, whose heading,
 * title and empty state name the value neutrally and carry `[data-route-value]`, where the
 * behaviour module app/behaviours/route-value.ts writes the value of the address, as text.
 *
 * One list for every server: `npm start` (scripts/serve.mjs) reads it, and the nginx and static-host
 * configs are generated and tested from it, so they cannot drift apart.
 */

/** The id the first-item fallbacks are rendered at: no item has it. */
export const firstItemId = "_first";
/** The value the category and tag fallbacks are rendered at: no name slugifies to it. */
export const anyValue = "_any";

/**
 * `answer`: "first-item" (an unknown id shows the first item) or "value" (the value is shown as text,
 * with the empty state).
 */
export const fallbackRoutes = [
  {
    prefix: "/blog-details/",
    answer: "first-item",
    render: `/blog-details/${firstItemId}`,
    document: "__blog-details-fallback.html",
  },
  {
    prefix: "/portfolio-details/",
    answer: "first-item",
    render: `/portfolio-details/${firstItemId}`,
    document: "__portfolio-details-fallback.html",
  },
  {
    prefix: "/blog-grid/category/",
    answer: "value",
    render: `/blog-grid/category/${anyValue}`,
    document: "__blog-category-fallback.html",
  },
  {
    prefix: "/blog-grid/tag/",
    answer: "value",
    render: `/blog-grid/tag/${anyValue}`,
    document: "__blog-tag-fallback.html",
  },
];

export const fallbackPrefixes = fallbackRoutes.map((route) => route.prefix);

/** Unknown ids under these prefixes get the first item's page. */
export const firstItemFallbacks = fallbackRoutes.filter((route) => route.answer === "first-item");

/** The category and tag prefixes: a known name in any spelling redirects to its slug's page. */
export const taxonomyPrefixes = fallbackRoutes
  .filter((route) => route.answer === "value")
  .map((route) => route.prefix);

/** The documents served for unknown paths, never pages of their own. */
export const fallbackDocuments = fallbackRoutes.map((route) => route.document);

/**
 * A category's or tag's name as its URL slug: "App Landing" → "app-landing", "UX Design" → "ux-design".
 * The pages (app/content/blog.ts) and every server use this one rule.
 * @param {string} name
 * @returns {string}
 */
export function slugify(name) {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The fallback route whose prefix `pathname` starts with (in any case, like the pages' routes). */
function fallbackRouteOf(pathname) {
  const lower = pathname.toLowerCase();
  return fallbackRoutes.find((route) => lower.startsWith(route.prefix));
}

/**
 * The document served for a path under a fallback prefix (`matchesFallback` decides whether it is
 * served at all); `null` for other paths.
 * @param {string} pathname
 * @returns {string | null}
 */
export function fallbackDocumentFor(pathname) {
  return fallbackRouteOf(pathname)?.document ?? null;
}

/**
 * An id with spaces around it (`/blog-details/%202`, `/portfolio-details/3%20/`) names the id without
 * them, as the pages read it (`postById` trims): it redirects there, so the visitor gets that item's
 * page (or, for an unknown id, the first item's) at the address the item is known by. `null` for
 * anything else: other prefixes, values without such spaces, values `matchesFallback` refuses.
 * @param {string} pathname as sent, still percent-encoded
 * @returns {string | null}
 */
export function trimmedIdRedirect(pathname) {
  const route = fallbackRouteOf(pathname);
  if (!route || route.answer !== "first-item" || !matchesFallback(pathname)) return null;
  const value = decodeURIComponent(pathname.slice(route.prefix.length).replace(/\/$/, ""));
  const trimmed = value.trim();
  if (trimmed === value) return null;
  const target = route.prefix + encodeURIComponent(trimmed);
  return matchesFallback(target) ? target : null;
}

/**
 * The slug page a category or tag value names, when it is not that page's own address:
 * "/blog-grid/category/UX%20Design" → "/blog-grid/category/ux-design" if `hasPage` says that page
 * exists. `null` for anything else (other prefixes, unknown names, the slug itself).
 * @param {string} pathname as sent, still percent-encoded
 * @param {(path: string) => boolean} hasPage
 * @returns {string | null}
 */
export function taxonomyRedirect(pathname, hasPage) {
  const prefix = taxonomyPrefixes.find((p) => pathname.toLowerCase().startsWith(p));
  if (!prefix || !matchesFallback(pathname)) return null;
  const segment = pathname.slice(prefix.length).replace(/\/$/, "");
  const slug = slugify(decodeURIComponent(segment));
  if (!slug || segment === slug) return null;
  const target = prefix + slug;
  return hasPage(target) ? target : null;
}

/**
 * True when `pathname` (as sent, still percent-encoded, without the base path) is one of the
 * prefixes followed by exactly one non-empty segment, with an optional trailing slash:
 * `/blog-details/42`, `/blog-grid/tag/App%20Landing/` (prefixes in any case). The segment must decode
 * to text without slashes, control characters or dot segments and not only spaces, so
 * `/blog-details/a%2Fb`, `/blog-details/%00`, `/blog-details/..` and invalid encodings are 404s.
 */
export function matchesFallback(pathname) {
  const route = fallbackRouteOf(pathname);
  if (!route) return false;
  const segment = pathname.slice(route.prefix.length).replace(/\/$/, "");
  if (segment === "" || segment.includes("/")) return false;
  let decoded;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f/\\]/.test(decoded)) return false;
  // Only spaces is no value at all, like an empty segment: the page would have nothing to show.
  if (decoded.trim() === "") return false;
  return decoded !== "." && decoded !== "..";
}

/**
 * `_redirects` for Netlify and Cloudflare Pages. First, each known category or tag name as written
 * (`/blog-grid/category/UX%20Design`, and in lower case) redirects (301) to its slug's page; `names`
 * are the pre-rendered pages' `{ path, name }`. Then each prefix followed by one `:placeholder`
 * segment (a `*` splat would also catch `/portfolio-details/1/extra`) is answered with its fallback
 * document and status 200. Both hosts serve an existing file first, so the pre-rendered pages win.
 * (These hosts cannot trim a value: an id with spaces around it gets the first item's page there.)
 * @param {string} [base]
 * @param {readonly { path: string; name: string }[]} [names]
 */
export function redirectsFile(base = "/", names = []) {
  const redirects = [];
  for (const { path, name } of names) {
    const prefix = path.slice(0, path.lastIndexOf("/") + 1);
    for (const form of new Set([name, name.toLowerCase()])) {
      const from = prefix + encodeURIComponent(form);
      if (from !== path) redirects.push(`${base}${from.slice(1)}  ${base}${path.slice(1)}  301`);
    }
  }
  const rewrites = fallbackRoutes.map(
    ({ prefix, document }) => `${base}${prefix.slice(1)}:value  ${base}${document}  200`,
  );
  return `# Written by scripts/postbuild.mjs from scripts/fallback-routes.mjs; do not edit.\n${[...redirects, ...rewrites].join("\n")}\n`;
}

/**
 * The `map $uri $doob_taxonomy_redirect` entries of deploy/nginx.conf: every spelling of a category
 * or tag slug that `slugify` maps to it (any case, spaces or other separators between its words)
 * names that slug's page; the page's own address, in its own case, names nothing, so it is served.
 * @param {readonly string[]} paths the pre-rendered category and tag pages
 */
export function nginxTaxonomyMap(paths) {
  const lines = [];
  // Regular expressions are tried in order: the page's own address (case-sensitive) comes first.
  for (const path of paths) lines.push(`"~^${path}/?$" "";`);
  for (const path of paths) {
    const prefix = path.slice(0, path.lastIndexOf("/") + 1);
    const words = path.slice(prefix.length).split("-");
    const sep = "[^a-z0-9/]";
    lines.push(`"~*^${prefix}${sep}*${words.join(`${sep}+`)}${sep}*/?$" "${path}";`);
  }
  return `# Written by scripts/postbuild.mjs (scripts/fallback-routes.mjs); do not edit.\n${lines.join("\n")}\n`;
}
