/**
 * The only paths that get the client-side fallback (`__spa-fallback.html`, status 200) when no
 * pre-rendered page exists: spec §8 wants unknown blog and portfolio ids to show the first item, and
 * category and tag values are free text. Every other unknown path is a 404.
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

/** The file served for those paths, relative to the build's client folder. */
export const fallbackDocument = "__spa-fallback.html";

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
 * `_redirects` for Netlify and Cloudflare Pages: each prefix followed by one `:placeholder` segment
 * (a `*` splat would also catch `/portfolio-details/1/extra`) is answered with the fallback document
 * and status 200. Both hosts serve an existing file first, so the pre-rendered pages win.
 */
export function redirectsFile(base = "/") {
  const lines = fallbackPrefixes.map(
    (prefix) => `${base}${prefix.slice(1)}:value  ${base}${fallbackDocument}  200`,
  );
  return `# Written by scripts/postbuild.mjs from scripts/fallback-routes.mjs; do not edit.\n${lines.join("\n")}\n`;
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
