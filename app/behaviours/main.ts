/**
 * The one module entry of every page (decision 030): loads the behaviour modules whose markers the
 * page contains, each once, and starts them on their elements. A page pays for what it shows.
 *
 * It waits for the document to be parsed, so every marker is there. When each module has
 * started (or failed to load, which is logged, never thrown at the visitor), <html> gets
 * `data-behaviours="ready"`.
 */
import { BEHAVIOURS_READY } from "./behaviour";
import { behaviours } from "./registry";

export async function startBehaviours(root: ParentNode = document): Promise<void> {
  // The entry is an `async` module (it does not hold up DOMContentLoaded): every marker is there
  // once the document is parsed.
  if (document.readyState === "loading") {
    await new Promise((parsed) => document.addEventListener("DOMContentLoaded", parsed, { once: true }));
  }
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
