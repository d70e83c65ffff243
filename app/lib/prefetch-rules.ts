/**
 * Prefetch on intent (decision 030). Navigation is between documents; a followed link should show at
 * once, so the next page is fetched when the visitor shows intent: hover, focus or touch on a link to
 * a page of the site. Chromium does that from these speculation rules (inline in every page's head,
 * hashed into its Content-Security-Policy): "moderate" eagerness is a hover that lingers, a pointer
 * going down or a touch, never a page load. Engines without speculation rules get the same from the
 * `prefetch` behaviour (app/behaviours/prefetch.ts). Links that open elsewhere (a `target`), download
 * or point at a file are left alone.
 */

/** Links the visitor may follow to another page of the site. */
export const PREFETCHED_LINKS = "a[href]:not([target]):not([download]):not([href^='#'])";

/** The speculation rules of every page, for a site served under `base` ("/" or "/doob/"). */
export function speculationRules(base: string): string {
  return JSON.stringify({
    prefetch: [
      {
        source: "document",
        where: {
          and: [
            { href_matches: `${base}*` },
            { not: { href_matches: `${base}*.*` } },
            { not: { selector_matches: "[target], [download]" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  });
}
