/**
 * The analytics settings rule, shared by the pages (app/lib/analytics.ts, which renders the config
 * into them for app/behaviours/analytics.ts) and the build (security-headers.mjs, which allows the
 * tracker's origin in every page's policy), so the two can never disagree. Plain JavaScript
 * without Node imports: the pre-render imports it too.
 */

/** Plausible's hosted tracker. */
export const defaultPlausibleScript = "https://plausible.io/js/script.js";

/**
 * `{ domain, script }` from the values of VITE_PLAUSIBLE_DOMAIN and VITE_PLAUSIBLE_SCRIPT, or null
 * (analytics off) when the domain is unset or not a host name, or the script URL is not https.
 * @param {unknown} domain
 * @param {unknown} script
 * @returns {{ domain: string, script: string } | null}
 */
export function readAnalyticsConfig(domain, script) {
  const host = typeof domain === "string" ? domain.trim().toLowerCase() : "";
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host)) return null;
  const source = typeof script === "string" && script.trim() ? script.trim() : defaultPlausibleScript;
  let url;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  return url.protocol === "https:" ? { domain: host, script: url.href } : null;
}
