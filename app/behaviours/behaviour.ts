/**
 * What a behaviour module is (decision 030): the code that makes one kind of pre-rendered markup do
 * something in the browser. React renders the markup and its `data-*` attributes at build time; the
 * module finds its markers and adds what the platform cannot do. No React runs in the browser for it.
 *
 * A module exports `start(element)`, called once for each element that matches the selector its
 * entry in `./registry.ts` names, after the document is parsed. It reads its settings from
 * `~/content/settings` and its words from the markup (never from a literal of its own), listens with
 * passive listeners where it can, and never uses `unload` (pages stay eligible for the back/forward
 * cache).
 */
export type BehaviourModule = {
  start(element: HTMLElement): void;
};

export type Behaviour = {
  /** The marker the component renders: the module loads only on a page that has one. */
  selector: string;
  /** The module, code-split by the bundler. */
  load: () => Promise<BehaviourModule>;
};

/** The attribute on <html> that says every behaviour of the page has started (tests wait for it). */
export const BEHAVIOURS_READY = "data-behaviours";
