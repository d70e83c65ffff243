/**
 * Options of the site chrome that a route switches on through its `handle`:
 *
 * ```ts
 * export const handle = { chrome: { topBar: true } } satisfies RouteHandle;
 * ```
 */
export type ChromeOptions = {
  /** The bar above the header with location, phone and social links (§2.2). */
  topBar?: boolean;
};

export type RouteHandle = { chrome?: ChromeOptions };

function chromeOf(handle: unknown): ChromeOptions | undefined {
  if (typeof handle !== "object" || handle === null || !("chrome" in handle)) return undefined;
  const chrome = (handle as RouteHandle).chrome;
  return typeof chrome === "object" && chrome !== null ? chrome : undefined;
}

/** The chrome options of the current page: deeper routes override their parents. */
export function chromeOptions(matches: readonly { handle?: unknown }[]): Required<ChromeOptions> {
  const merged: Required<ChromeOptions> = { topBar: false };
  for (const match of matches) {
    const chrome = chromeOf(match.handle);
    if (chrome?.topBar !== undefined) merged.topBar = chrome.topBar;
  }
  return merged;
}
