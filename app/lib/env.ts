import { priceFormat } from "~/content/settings";
import { type PricePattern, readPricePattern } from "./price-pattern";

/**
 * Every build-time environment value the site reads, in one module (the README's Configuration
 * table lists them). Nothing else reads `import.meta.env`.
 *
 * Each value is read by its full name, so Vite replaces it with that one value (reading
 * `import.meta.env` whole would put every VITE_ variable in a shared chunk), and the bundler
 * inlines each constant where it is used (vite.behaviours.config.ts, `inlineConst`): a chunk carries only
 * the values it needs. tests/e2e/env-chunks.spec.ts checks the built chunks.
 *
 * The `?.` lets the content modules load outside Vite as well (Node, as Playwright's test loader
 * imports them): there `import.meta.env` does not exist, every value is undefined and each
 * reader's default applies.
 */

/** The public origin (canonical URLs, Open Graph, sitemap, feed). */
export const siteUrlEnv: string | undefined = import.meta.env?.VITE_SITE_URL;

/** The marketplace page behind every BUY NOW and Purchase button. */
export const buyUrlEnv: string | undefined = import.meta.env?.VITE_BUY_URL;

/** The base path the site is built for, with a trailing slash ("/" at the root). */
export const baseUrlEnv: string = import.meta.env?.BASE_URL ?? "/";

/** True in the development server only. */
export const isDevEnv: boolean = import.meta.env?.DEV ?? false;

/**
 * The contact form's EmailJS keys (app/lib/email.ts checks them). Three constants, not one
 * object, so each stays a constant the bundler inlines into the contact form's chunk only.
 */
export const emailjsPublicKeyEnv: unknown = import.meta.env?.VITE_EMAILJS_PUBLIC_KEY;
export const emailjsServiceIdEnv: unknown = import.meta.env?.VITE_EMAILJS_SERVICE_ID;
export const emailjsTemplateIdEnv: unknown = import.meta.env?.VITE_EMAILJS_TEMPLATE_ID;

/** The blog comments' Disqus forum (app/lib/comments.ts checks it). */
export const disqusShortnameEnv: unknown = import.meta.env?.VITE_DISQUS_SHORTNAME;

/**
 * Plausible analytics (app/lib/analytics.ts checks them): the site's domain as registered there
 * (unset: analytics off) and a self-hosted tracker's URL.
 */
export const plausibleDomainEnv: unknown = import.meta.env?.VITE_PLAUSIBLE_DOMAIN;
export const plausibleScriptEnv: unknown = import.meta.env?.VITE_PLAUSIBLE_SCRIPT;

/**
 * How `priceFormat` writes a price, read by the build (vite.config.ts, app/lib/price-pattern.ts) so
 * that pages write prices without starting the browser's `Intl`. Outside Vite it is read here; in a
 * build the `??` has a literal on its left, so the reader and its `Intl` calls leave the bundle.
 */
export const pricePatternEnv: PricePattern =
  import.meta.env?.PRICE_PATTERN ?? readPricePattern(priceFormat.locale, priceFormat.currency);

/**
 * The page background of each theme as `#rrggbb`, for the browser's `theme-color`: read by the
 * build from the colour tokens of app/styles/app.css (scripts/brand-plugin.ts, also in the Vitest
 * configs). Outside Vite (modules the Playwright tests import) there is none: empty strings.
 */
export const themeColorsEnv: { light: string; dark: string } =
  typeof __BRAND_THEME_COLORS__ === "undefined" ? { light: "", dark: "" } : __BRAND_THEME_COLORS__;

declare const __BRAND_THEME_COLORS__: { light: string; dark: string } | undefined;
