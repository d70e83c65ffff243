/**
 * The only paths that get a fallback document (status 200) when no pre-rendered page exists: unknown
 * blog and portfolio ids show the first item (the specification's rule), and category and tag values
 * are free text. Every other unknown path is a 404.
 *
 * One list for every server: `npm start` (scripts/serve.mjs) reads it, and the nginx and static-host
 * configs are generated and tested from it, so they cannot drift apart.
 */
export const fallbackPrefixes = [
  "/blog-details/",
  "/portfolio-details/",
  "/blog-grid/category/",
  "/blog-grid/tag/",
];

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

/** The client-side fallback ("Loading…" until the router renders), relative to the client folder. */
export const fallbackDocument = "__spa-fallback.html";

/**
 * The id of that document's "Loading page…" status (app/root.tsx): the router replaces it with the
 * page once the page's modules have loaded, so a browser test knows the page is there when it is gone.
 */
export const loadingStatusId = "page-loading";

/**
 * The client-side fallback without JavaScript would say "Loading page…" for good. The build puts
 * this line in front of its status (scripts/postbuild.mjs), and app.css hides the status when
 * scripting is off. It is in that one document's HTML only, not in the JavaScript every page loads,
 * and outside what React rendered: hydration skips an element it did not render among <body>'s
 * children (React 19).
 * @param {string} html the fallback document
 * @param {string} base the site's base path: "/" or "/doob/"
 * @returns {string}
 */
export function explainWithoutScripts(html, base = "/") {
  const status = '<body><div role="status"';
  const at = html.indexOf(status);
  if (at < 0 || html.includes(status, at + 1)) {
    throw new Error(`${fallbackDocument}: expected one <div role="status"> as <body>'s first child`);
  }
  // The line takes the status's own frame (root.tsx), so it stands where "Loading page…" stood.
  const frame = /^ class="([^"]*)"/.exec(html.slice(at + status.length))?.[1] ?? "";
  const link = (path, text) => `<a class="text-primary underline" href="${base}${path}">${text}</a>`;
  const note =
    `<noscript><div class="${frame}"><p class="max-w-xl px-6 text-center text-muted-foreground">` +
    `This page is put together in your browser, and needs JavaScript. Turn it on, or go to the ` +
    `${link("blog-grid", "blog")} or the ${link("", "home page")}.</p></div></noscript>`;
  const insertAt = at + "<body>".length;
  return html.slice(0, insertAt) + note + html.slice(insertAt);
}

/**
 * Unknown ids under these prefixes get the first item's page, pre-rendered (so it reads without
 * JavaScript) and marked noindex: react-router.config.ts pre-renders `render`, an id no item has, and
 * scripts/postbuild.mjs moves that page to `document`. It hydrates at any id, because an unknown id
 * renders the same first item.
 */
export const firstItemFallbacks = [
  { prefix: "/blog-details/", render: "/blog-details/_first", document: "__blog-details-fallback.html" },
  {
    prefix: "/portfolio-details/",
    render: "/portfolio-details/_first",
    document: "__portfolio-details-fallback.html",
  },
];

/** The category and tag prefixes: a known name in any spelling redirects to its slug's page. */
export const taxonomyPrefixes = ["/blog-grid/category/", "/blog-grid/tag/"];

/**
 * The document served for a path that `matchesFallback` accepts: the first item's page under a
 * details prefix, else the client-side fallback. A value with spaces around it (`/blog-details/%202`)
 * gets the client-side fallback too: the pages read it as the id without its spaces, which may be a
 * known item, and the first item's page would then not be the page the browser renders.
 * @param {string} pathname
 * @returns {string}
 */
export function fallbackDocumentFor(pathname) {
  const lower = pathname.toLowerCase();
  const fallback = firstItemFallbacks.find((f) => lower.startsWith(f.prefix));
  if (!fallback) return fallbackDocument;
  let value = pathname.slice(fallback.prefix.length).replace(/\/$/, "");
  try {
    value = decodeURIComponent(value);
  } catch {
    return fallbackDocument;
  }
  return value === value.trim() ? fallback.document : fallbackDocument;
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

/** The documents served for unknown paths, never pages of their own. */
export const fallbackDocuments = [fallbackDocument, ...firstItemFallbacks.map((f) => f.document)];

/**
 * True when `pathname` (as sent, still percent-encoded, without the base path) is one of the
 * prefixes followed by exactly one non-empty segment, with an optional trailing slash:
 * `/blog-details/42`, `/blog-grid/tag/App%20Landing/` (prefixes in any case). The segment must decode to text without
 * slashes, control characters or dot segments and not only spaces, so `/blog-details/a%2Fb`, `/blog-details/%00`,
 * `/blog-details/..` and invalid encodings are 404s rather than pages the router has to guess about.
 */
export function matchesFallback(pathname) {
  // Case-insensitive, like the client router: /Blog-Details/7 renders the post too.
  const prefix = fallbackPrefixes.find((p) => pathname.toLowerCase().startsWith(p));
  if (!prefix) return false;
  const segment = pathname.slice(prefix.length).replace(/\/$/, "");
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
  const rewrites = fallbackPrefixes.map(
    (prefix) => `${base}${prefix.slice(1)}:value  ${base}${fallbackDocumentFor(prefix)}  200`,
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

/**
 * True when the client router would match `pathname` with one of the fallback routes (a prefix and
 * one segment, whatever its value), so a 404 there must be answered with the fallback document, not
 * 404.html: the client loads that route's modules before it renders, and renders the 404 page
 * itself for a value that `matchesFallback` refuses (app/lib/route-value.ts). Hydrating 404.html
 * there would fail, because 404.html was rendered by the catch-all route.
 */
export function routedByFallback(pathname) {
  const prefix = fallbackPrefixes.find((p) => pathname.toLowerCase().startsWith(p));
  if (!prefix) return false;
  const segment = pathname.slice(prefix.length).replace(/\/$/, "");
  return segment !== "" && !segment.includes("/");
}
