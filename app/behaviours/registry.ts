/**
 * Every behaviour module with the marker that wires it (decision 030). `main.ts` loads a module only
 * on a page whose markup has its marker. Keep one line per module, in the order of the folder;
 * `registry.test.ts` fails on a module that is missing here.
 */
import type { Behaviour } from "./behaviour";

export const behaviours: readonly Behaviour[] = [
  { selector: "[data-analytics]", load: () => import("./analytics") },
  { selector: "[data-back-to-top]", load: () => import("./back-to-top") },
  { selector: "[data-current-year]", load: () => import("./current-year") },
  { selector: "[data-demo-screenshots]", load: () => import("./demo-screenshots") },
  { selector: "[data-desktop-nav]", load: () => import("./desktop-nav") },
  { selector: "[data-mobile-menu]", load: () => import("./mobile-menu") },
  { selector: "[data-scroll-spy]", load: () => import("./scroll-spy") },
  { selector: "[data-sticky-header]", load: () => import("./sticky-header") },
];
