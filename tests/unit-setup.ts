// Vitest setup for the unit and component tests: what a test waits for (a state after an effect, a
// lazily imported module) may take longer on a busy machine than Testing Library's default second.
// Waits poll up to 5 s, and a test may take 15 s; nothing waits longer when the machine is fast.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 5_000 });

// The page's controls script (decision 027) runs in every page, from the first paint: component
// tests get it too, once per test file's document, as a page has it once.
import { installCarouselRow } from "../app/behaviours/carousel-row";
import { installEarlyControls, OFFER_DISMISSED_KEY } from "../app/lib/early-controls";

if (typeof document !== "undefined") installEarlyControls(OFFER_DISMISSED_KEY, installCarouselRow);
