import { matchesFallback } from "../../scripts/fallback-routes.mjs";

/**
 * True when a path under /blog-details/, /portfolio-details/, /blog-grid/category/ or
 * /blog-grid/tag/ holds a value the site shows: one segment that decodes to text without slashes,
 * control characters, dot segments or only spaces. The router itself would match `/blog-details/1%2F2`
 * or `/blog-grid/tag/%E0%A4%A` too; the server answers those with the 404 document (decision 002),
 * so the page must render the 404 page there as well, or hydration fails. One rule for both: the
 * server's (`scripts/fallback-routes.mjs`).
 *
 * `pathname` is the router's location (still percent-encoded, without the base path).
 */
export function isShownValuePath(pathname: string): boolean {
  return matchesFallback(pathname);
}
