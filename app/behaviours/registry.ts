/**
 * Every behaviour module with the marker that wires it (decision 030). `main.ts` loads a module only
 * on a page whose markup has its marker. Keep one line per module, in the order of the folder;
 * `registry.test.ts` fails on a module that is missing here.
 */
import type { Behaviour } from "./behaviour";

export const behaviours: readonly Behaviour[] = [
  { selector: "[data-analytics]", load: () => import("./analytics") },
  { selector: "[data-back-to-top]", load: () => import("./back-to-top") },
  { selector: "[data-blog-search]", load: () => import("./blog-search") },
  { selector: "[data-carousel]", load: () => import("./carousel") },
  { selector: "form[data-send-when-ready]", load: () => import("./contact-form") },
  { selector: "[data-count-to]", load: () => import("./count-up") },
  { selector: "[data-current-year]", load: () => import("./current-year") },
  { selector: "[data-demo-screenshots]", load: () => import("./demo-screenshots") },
  { selector: "[data-desktop-nav]", load: () => import("./desktop-nav") },
  { selector: "[data-lightbox]", load: () => import("./lightbox") },
  { selector: "[data-map-embed]", load: () => import("./map-embed") },
  { selector: "[data-masonry]", load: () => import("./masonry") },
  { selector: "[data-mobile-menu]", load: () => import("./mobile-menu") },
  { selector: "[data-post-comments]", load: () => import("./post-comments") },
  { selector: "body", load: () => import("./prefetch") },
  { selector: "[data-progress-bar]", load: () => import("./progress-bar") },
  { selector: "[data-progress-ring]", load: () => import("./progress-ring") },
  { selector: "[data-reveal-delay]", load: () => import("./reveal") },
  { selector: "[data-rotating-text]", load: () => import("./rotating-text") },
  { selector: "[data-route-value]", load: () => import("./route-value") },
  { selector: "[data-scroll-region]", load: () => import("./scroll-region") },
  { selector: "[data-scroll-spy]", load: () => import("./scroll-spy") },
  { selector: "[data-sticky-header]", load: () => import("./sticky-header") },
  { selector: "[data-typing-text]", load: () => import("./typing-text") },
];
