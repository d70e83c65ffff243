/**
 * Every behaviour module with the marker that wires it (decision 030). `main.ts` loads a module only
 * on a page whose markup has its marker. Keep one line per module, in the order of the folder;
 * `registry.test.ts` fails on a module that is missing here.
 */
import type { Behaviour } from "./behaviour";

export const behaviours: readonly Behaviour[] = [
  { selector: "[data-blog-search]", load: () => import("./blog-search") },
  { selector: "form[data-send-when-ready]", load: () => import("./contact-form") },
  { selector: "[data-count-to]", load: () => import("./count-up") },
  { selector: "[data-map-embed]", load: () => import("./map-embed") },
  { selector: "[data-post-comments]", load: () => import("./post-comments") },
  { selector: "body", load: () => import("./prefetch") },
  { selector: "[data-progress-bar]", load: () => import("./progress-bar") },
  { selector: "[data-progress-ring]", load: () => import("./progress-ring") },
  { selector: "[data-reveal-delay]", load: () => import("./reveal") },
  { selector: "[data-rotating-text]", load: () => import("./rotating-text") },
  { selector: "[data-route-value]", load: () => import("./route-value") },
  { selector: "[data-scroll-region]", load: () => import("./scroll-region") },
  { selector: "[data-typing-text]", load: () => import("./typing-text") },
];
