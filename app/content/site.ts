/**
 * Site-wide settings. Values a seller changes per deployment come from build-time
 * environment variables (documented in the README, read in ~/lib/env); the rest is the
 * template's copy.
 */
import { buyUrlEnv, siteUrlEnv } from "~/lib/env";

export const site = {
  /** Absolute origin used for canonical URLs, Open Graph, sitemap and feed. */
  url: (siteUrlEnv ?? "https://doob.example.com").replace(/\/$/, ""),
  /** The external marketplace page behind every BUY NOW / Purchase button. */
  buyUrl: buyUrlEnv ?? "https://market.example.com/item/doob-business-consulting-template",
  locale: "en_US",
  twitter: "@doobtemplate",
  phone: "+1 (555) 014-2290",
  phoneAlt: "+1 (555) 014-7731",
  email: "hello@doob.example.com",
  emailAlt: "support@doob.example.com",
  location: "18 Harbour Street, Portland, ME 04101",
} as const;

export type Site = typeof site;
