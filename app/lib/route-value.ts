import { anyValue, matchesFallback } from "../../scripts/fallback-routes.mjs";

/**
 * True when a path under /blog-details/, /portfolio-details/, /blog-grid/category/ or
 * /blog-grid/tag/ holds a value the site shows: one segment that decodes to text without slashes,
 * control characters, dot segments or only spaces. The servers answer any other value with the 404
 * document (decision 002); the dev server renders the 404 page there too. One rule for both: the
 * server's (`scripts/fallback-routes.mjs`).
 *
 * `pathname` is the router's location (still percent-encoded, without the base path).
 */
export function isShownValuePath(pathname: string): boolean {
  return matchesFallback(pathname);
}

/**
 * True for the reserved category or tag value the build renders the free-value fallback document at
 * (scripts/fallback-routes.mjs): its page names the value neutrally, and marks where the address's
 * value goes (`[data-route-value]`, app/behaviours/route-value.ts).
 */
export function isAnyValue(raw: string | undefined): boolean {
  return raw === anyValue;
}

/**
 * Decodes one path segment for display: `%20` and every other escape become their
 * characters, runs of white space one space, and the ends are trimmed. A malformed escape (a lone
 * "%") is kept as typed instead of throwing. Already-decoded input passes through unchanged, so
 * decoding twice is harmless for ordinary names. The result is plain text: render it as a text node,
 * never as HTML. The pages (app/content/blog.ts) and the fallback's behaviour use this one rule.
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
