/**
 * Headlines whose last words change every `timings.headlineRotation` ms (3 s): rotating
 * word lists and the typing headline. The full sentence with the first word is in
 * the pre-rendered HTML; under reduced motion the words do not change.
 */
import { timings } from "~/content/settings";

export type RotatingHeadline = {
  id: string;
  /** Text before the changing word. */
  before: string;
  words: readonly [string, ...string[]];
  /** Text after the changing word. */
  after?: string;
  /** How the word changes. */
  effect: "rotate" | "type";
  intervalMs: number;
};

/** Application home: "Bank Account, Web Payment, Android & iOS" (the spec writes "ISO"). */
export const applicationHeadline = {
  id: "application",
  before: "The smart way to manage your",
  words: ["Bank Account", "Web Payment", "Android & iOS"],
  effect: "rotate",
  intervalMs: timings.headlineRotation,
} satisfies RotatingHeadline;

/** Freelancer home: typing headline. */
export const freelancerHeadline = {
  id: "freelancer",
  before: "Design and code for every",
  words: ["Freelancer", "Developer", "Startup"],
  effect: "type",
  intervalMs: timings.headlineRotation,
} satisfies RotatingHeadline;

/** Corporate one-page home: rotating words. */
export const onePageHeadline = {
  id: "one-page",
  before: "Everything your business needs:",
  words: ["Finance", "Consulting", "One Page"],
  effect: "rotate",
  intervalMs: timings.headlineRotation,
} satisfies RotatingHeadline;
