/**
 * Options of the site chrome that a route switches on through its `handle`:
 *
 * ```ts
 * export const handle = { chrome: { topBar: true, accent: "teal" } } satisfies RouteHandle;
 * ```
 */
import type { PageAnchor } from "~/content/types";

/**
 * The accent colours a demo can wear. Each swaps the primary, accent, ring and gradient
 * tokens for light and dark theme (app/styles/app.css, `[data-accent]`), so every section
 * follows without a class of its own. "brand" is the site's own colours, the tokens themselves;
 * the others are fixed hues a demo wears whatever the brand.
 */
export const accents = ["brand", "blue", "teal", "green", "orange", "rose"] as const;
export type Accent = (typeof accents)[number];

export type ChromeOptions = {
  /** The bar above the header with location, phone and social links. */
  topBar?: boolean;
  /** The demo's accent colour (default "brand": the site's own tokens). */
  accent?: Accent;
  /**
   * A one-page layout's header: the site header gives way to an AnchorHeader whose menu
   * links to these sections of the page (in order), with scroll spy.
   */
  header?: { anchors: readonly PageAnchor[] };
};

/** The chrome of one page, every option decided (`header` absent: the site header). */
export type ResolvedChrome = { topBar: boolean; accent: Accent; header?: { anchors: readonly PageAnchor[] } };

export type RouteHandle = { chrome?: ChromeOptions };

function chromeOf(handle: unknown): ChromeOptions | undefined {
  if (typeof handle !== "object" || handle === null || !("chrome" in handle)) return undefined;
  const chrome = (handle as RouteHandle).chrome;
  return typeof chrome === "object" && chrome !== null ? chrome : undefined;
}

function isAnchorList(value: unknown): value is readonly PageAnchor[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (anchor: unknown) =>
        typeof anchor === "object" &&
        anchor !== null &&
        typeof (anchor as PageAnchor).id === "string" &&
        typeof (anchor as PageAnchor).label === "string",
    )
  );
}

/** The chrome options of the current page: deeper routes override their parents. */
export function chromeOptions(matches: readonly { handle?: unknown }[]): ResolvedChrome {
  const merged: ResolvedChrome = { topBar: false, accent: "brand" };
  for (const match of matches) {
    const chrome = chromeOf(match.handle);
    if (chrome?.topBar !== undefined) merged.topBar = chrome.topBar;
    if (chrome?.accent !== undefined && accents.includes(chrome.accent)) merged.accent = chrome.accent;
    if (chrome?.header !== undefined) {
      const anchors: unknown = (chrome.header as { anchors?: unknown } | null)?.anchors;
      merged.header = isAnchorList(anchors) ? { anchors } : undefined;
    }
  }
  return merged;
}
