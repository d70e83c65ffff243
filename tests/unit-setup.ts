// Vitest setup for the unit and component tests: what a test waits for (a state after an effect, a
// lazily imported module) may take longer on a busy machine than Testing Library's default second.
// Waits poll up to 5 s, and a test may take 15 s; nothing waits longer when the machine is fast.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 5_000 });
