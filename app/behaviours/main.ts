/**
 * The one module entry of every page (decision 030): loads the behaviour modules whose markers the
 * page contains, each once, and starts them on their elements. A page pays for what it shows.
 *
 * It waits for the document to be parsed, so every marker is there, and for the full stylesheet, so
 * every state a module sets has its look. When each module has started (or failed to load, which is logged, never thrown at the visitor), <html> gets
 * `data-behaviours="ready"`.
 */
import { BEHAVIOURS_READY } from "./behaviour";
import { behaviours } from "./registry";

/**
 * Resolves once the full stylesheet has arrived. It loads without blocking the first paint (decision
 * 019: `media="print"` and `data-media` until it has loaded), and the inlined CSS holds only the rules
 * of what the pre-rendered page shows: the looks of the states a module sets (a menu open, the sticky
 * header) are in the full stylesheet only.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-media]');
  return Promise.all(
    [...pending].map(
      (link) =>
        new Promise((done) => {
          link.addEventListener("load", done, { once: true });
          link.addEventListener("error", done, { once: true });
        }),
    ),
  );
}

export async function startBehaviours(root: ParentNode = document): Promise<void> {
  // The entry is an `async` module (it does not hold up DOMContentLoaded): every marker is there
  // once the document is parsed.
  if (document.readyState === "loading") {
    await new Promise((parsed) => document.addEventListener("DOMContentLoaded", parsed, { once: true }));
  }
  await stylesheetsLoaded();
  await Promise.all(
    behaviours.map(async ({ selector, load }) => {
      const elements = root.querySelectorAll<HTMLElement>(selector);
      if (elements.length === 0) return;
      try {
        const module = await load();
        for (const element of elements) module.start(element);
      } catch (error) {
        console.error(`behaviour ${selector}:`, error);
      }
    }),
  );
  document.documentElement.setAttribute(BEHAVIOURS_READY, "ready");
}

void startBehaviours();
