/**
 * Analytics (Plausible; configured at build time, app/lib/analytics.ts): `[data-analytics]` (the
 * <body> of every page, only when analytics is on) names the site's domain and, in
 * `data-analytics-script`, the tracker. The tracker is added after the page's `load` event, so it
 * never competes with the first paint, and counts the page view itself. Every click on a link to
 * the marketplace (`site.buyUrl`) is sent as a named event: "Buy Now" for the buy buttons,
 * "Purchase" for the purchase buttons, with the page it was clicked on.
 */
import { site } from "~/content/site";

/** The names of the events the seller sees in Plausible's goals. */
export const analyticsEvents = { buyNow: "Buy Now", purchase: "Purchase" } as const;

type PlausibleOptions = { props?: Record<string, string> };
type Plausible = ((event: string, options?: PlausibleOptions) => void) & { q?: unknown[] };

declare global {
  interface Window {
    plausible?: Plausible;
  }
}

/**
 * Sends a named event. Before the tracker has loaded, Plausible's documented queue keeps it
 * (`window.plausible.q`); the tracker sends the queue when it starts.
 */
export function trackEvent(name: string, props?: Record<string, string>): void {
  if (!window.plausible) {
    const queue: Plausible = (...args: unknown[]) => {
      (queue.q ??= []).push(args);
    };
    window.plausible = queue;
  }
  window.plausible(name, props ? { props } : undefined);
}

/** The event a click on this link stands for, if it is a link to the marketplace. */
export function marketplaceEvent(link: HTMLAnchorElement): string | null {
  if (link.href !== new URL(site.buyUrl).href) return null;
  return /^\s*buy\b/i.test(link.textContent ?? "") ? analyticsEvents.buyNow : analyticsEvents.purchase;
}

export function start(marker: HTMLElement): void {
  const domain = marker.dataset.analytics;
  const script = marker.dataset.analyticsScript;
  if (!domain || !script) return;
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const name = marketplaceEvent(link);
      if (name) trackEvent(name, { page: window.location.pathname });
    },
    { capture: true, passive: true },
  );
  const load = () => {
    const tracker = document.createElement("script");
    tracker.defer = true;
    tracker.src = script;
    tracker.dataset.domain = domain;
    document.head.append(tracker);
  };
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load, { once: true });
}
