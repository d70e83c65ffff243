/**
 * Prefetch on intent where the engine has no speculation rules (Firefox, WebKit; decision 030): the
 * first hover, focus or touch on a link to another page of the site fetches that page, once, with
 * `<link rel="prefetch">` where the engine has it, else a low-priority `fetch`, so the HTTP cache has
 * it (or its validator) when the visitor follows the link. Chromium prefetches from the speculation
 * rules in the head (app/lib/prefetch-rules.ts), and this module then does nothing.
 */
import { PREFETCHED_LINKS } from "~/lib/prefetch-rules";

/** Whether this engine prefetches from the page's speculation rules itself. */
function hasSpeculationRules(): boolean {
  return typeof HTMLScriptElement.supports === "function" && HTMLScriptElement.supports("speculationrules");
}

/** The page a link leads to, if it is another page of this site worth fetching; else null. */
export function prefetchTarget(link: HTMLAnchorElement, here: Location = location): string | null {
  if (!link.matches(PREFETCHED_LINKS)) return null;
  const target = new URL(link.href, here.href);
  if (target.origin !== here.origin || !/^https?:$/.test(target.protocol)) return null;
  if (/\.[a-z0-9]+$/i.test(target.pathname)) return null;
  if (target.pathname === here.pathname && target.search === here.search) return null;
  target.hash = "";
  return target.href;
}

export function start(body: HTMLElement): void {
  if (hasSpeculationRules()) return;
  const fetched = new Set<string>();
  const withLink = document.createElement("link").relList.supports?.("prefetch") === true;
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a");
    if (!(link instanceof HTMLAnchorElement)) return;
    const target = prefetchTarget(link);
    if (!target || fetched.has(target)) return;
    fetched.add(target);
    if (withLink) {
      const hint = document.createElement("link");
      hint.rel = "prefetch";
      hint.href = target;
      document.head.append(hint);
    } else {
      void fetch(target, { credentials: "same-origin", priority: "low" } as RequestInit).catch(() => {});
    }
  };
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    body.addEventListener(type, onIntent, { passive: true });
  }
}
