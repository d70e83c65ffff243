/**
 * Analytics for the seller, off by default: Plausible (cookie-less, no personal data), configured
 * by two build-time variables (README, Configuration):
 *
 *   VITE_PLAUSIBLE_DOMAIN  the site's domain as registered in Plausible, e.g. "doob.example.com";
 *                          unset (or not a host name): analytics is off and nothing loads.
 *   VITE_PLAUSIBLE_SCRIPT  the tracker's URL, for a self-hosted Plausible
 *                          (default https://plausible.io/js/script.js); it must be https.
 *
 * This module is the build's side: when analytics is on, every page's <body> carries the config
 * (`analyticsMarker`), which wires app/behaviours/analytics.ts, the browser's side (page views,
 * the marketplace clicks); when it is off, no page loads anything for it.
 *
 * The build adds the tracker's origin to every page's Content-Security-Policy (script-src and
 * connect-src, `scripts/lib/security-headers.mjs`), for every server.
 */
import { plausibleDomainEnv, plausibleScriptEnv } from "~/lib/env";
import { defaultPlausibleScript, readAnalyticsConfig } from "../../scripts/lib/analytics-config.mjs";

export type AnalyticsConfig = { domain: string; script: string };

// The rule the build applies too (its policy allows the tracker's origin): one module for both.
export { defaultPlausibleScript, readAnalyticsConfig };

/** This build's config (null: off). */
export const analyticsConfig: AnalyticsConfig | null = readAnalyticsConfig(
  plausibleDomainEnv,
  plausibleScriptEnv,
);

/**
 * The attributes that wire the analytics behaviour (`[data-analytics]`): the site's domain and the
 * tracker's URL; none when analytics is off.
 */
export function analyticsMarker(
  config: AnalyticsConfig | null = analyticsConfig,
): { "data-analytics": string; "data-analytics-script": string } | undefined {
  return config ? { "data-analytics": config.domain, "data-analytics-script": config.script } : undefined;
}
