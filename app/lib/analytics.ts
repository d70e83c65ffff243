/**
 * Analytics for the seller, off by default: Plausible (cookie-less, no personal data), configured
 * by two build-time variables (README, Configuration):
 *
 *   VITE_PLAUSIBLE_DOMAIN  the site's domain as registered in Plausible, e.g. "doob.example.com";
 *                          unset (or not a host name): analytics is off and nothing loads.
 *   VITE_PLAUSIBLE_SCRIPT  the tracker's URL, for a self-hosted Plausible
 *                          (default https://plausible.io/js/script.js); it must be https.
 *
 * The tracker loads after the page's `load` event, so it never competes with the first paint.
 * It counts page views itself, client-side navigations included. On top of that, every click on
 * a link to the marketplace (`site.buyUrl`) is sent as a named event: "Buy Now" for the buy
 * buttons, "Purchase" for the purchase buttons, with the page it was clicked on.
 *
 * The build adds the tracker's origin to every page's Content-Security-Policy (script-src and
 * connect-src, `scripts/lib/security-headers.mjs`), for every server.
 */
import { site } from "~/content/site";
import { plausibleDomainEnv, plausibleScriptEnv } from "~/lib/env";
import { defaultPlausibleScript, readAnalyticsConfig } from "../../scripts/lib/analytics-config.mjs";

export type AnalyticsConfig = { domain: string; script: string };

/** The names of the events the seller sees in Plausible's goals. */
export const analyticsEvents = { buyNow: "Buy Now", purchase: "Purchase" } as const;

// The rule the build applies too (its policy allows the tracker's origin): one module for both.
export { defaultPlausibleScript, readAnalyticsConfig };

/** This build's config (null: off). */
export const analyticsConfig = readAnalyticsConfig(plausibleDomainEnv, plausibleScriptEnv);

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
export function trackEvent(name: string, props?: Record<string, string>) {
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

function onClick(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const name = marketplaceEvent(link);
  if (name) trackEvent(name, { page: window.location.pathname });
}

let started = false;

/**
 * Starts analytics once per document, when configured: listens for marketplace clicks and adds
 * the tracker after `load`. Does nothing when analytics is off. Returns whether it started.
 */
export function startAnalytics(config: AnalyticsConfig | null = analyticsConfig): boolean {
  if (!config || started) return false;
  started = true;
  document.addEventListener("click", onClick, { capture: true });
  const load = () => {
    const script = document.createElement("script");
    script.defer = true;
    script.src = config.script;
    script.dataset.domain = config.domain;
    document.head.append(script);
  };
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load, { once: true });
  return true;
}

/** For tests: forget that analytics started and remove its listener. */
export function resetAnalytics() {
  started = false;
  document.removeEventListener("click", onClick, { capture: true });
  delete window.plausible;
}
