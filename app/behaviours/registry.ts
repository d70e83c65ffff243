/**
 * Every behaviour module with the marker that wires it (decision 030). `main.ts` loads a module only
 * on a page whose markup has its marker. Keep one line per module, in the order of the folder;
 * `registry.test.ts` fails on a module that is missing here.
 */
import type { Behaviour } from "./behaviour";

export const behaviours: readonly Behaviour[] = [
  // { selector: "[data-back-to-top]", load: () => import("./back-to-top") },
  { selector: "[data-carousel]", load: () => import("./carousel") },
  { selector: "[data-lightbox]", load: () => import("./lightbox") },
  { selector: "[data-masonry]", load: () => import("./masonry") },
];
