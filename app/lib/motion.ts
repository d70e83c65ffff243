/**
 * The motion plumbing shared by the behaviour modules that animate (reveal, count-up, progress,
 * carousel, rotating and typing text): the reduced-motion preference, one pooled
 * IntersectionObserver helper, the "entrance" rule that keeps pre-rendered content visible, and the
 * counting numbers. DOM only: the modules run on the pre-rendered markup, with no React in the
 * browser (decision 030). Timings and observer settings come from ~/content/settings.
 */
import { animationObserver, metricMotion } from "~/content/settings";

/* ---- Reduced motion ---- */

/** True when the visitor asks for reduced motion (false where the browser cannot tell). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/* ---- One IntersectionObserver per option set ---- */

export type ObserveOptions = {
  /** A share of the element (0–1), or several; the callback runs when any is crossed. */
  threshold?: number | number[];
  rootMargin?: string;
};

type Pool = {
  observer: IntersectionObserver;
  callbacks: Map<Element, (entry: IntersectionObserverEntry) => void>;
};

const pools = new Map<string, Pool>();

/** What the callbacks of the report being delivered left for after it (null between reports). */
let afterThisReport: (() => void)[] | null = null;

/**
 * Runs `write` once every callback of the intersection report being delivered has run (at once
 * outside a report). A callback that reads styles or boxes and then writes would make the engine
 * restyle the page for each element of the report; reads first, then writes, it restyles once.
 */
export function afterReport(write: () => void): void {
  if (afterThisReport) afterThisReport.push(write);
  else write();
}

/**
 * Calls `callback` with each intersection entry of `element` (the first one arrives
 * right after observing, describing where the element is now). Elements observed
 * with the same options share one IntersectionObserver. Returns the unsubscribe.
 * Without IntersectionObserver support, nothing is ever called.
 */
export function observeIntersection(
  element: Element,
  options: ObserveOptions,
  callback: (entry: IntersectionObserverEntry) => void,
): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const threshold = options.threshold ?? 0;
  const rootMargin = options.rootMargin ?? "0px";
  const key = `${String(threshold)}|${rootMargin}`;
  let pool = pools.get(key);
  if (!pool) {
    const callbacks: Pool["callbacks"] = new Map();
    const observer = new IntersectionObserver(
      (entries) => {
        const writes: (() => void)[] = [];
        afterThisReport = writes;
        try {
          for (const entry of entries) callbacks.get(entry.target)?.(entry);
        } finally {
          afterThisReport = null;
        }
        for (const write of writes) write();
      },
      { threshold, rootMargin },
    );
    pool = { observer, callbacks };
    pools.set(key, pool);
  }
  const { observer, callbacks } = pool;
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    if (callbacks.get(element) !== callback) return;
    callbacks.delete(element);
    observer.unobserve(element);
    if (callbacks.size === 0) {
      observer.disconnect();
      pools.delete(key);
    }
  };
}

/**
 * Calls `onChange` with whether the element is in view (at `threshold`), each time that changes
 * (the first call tells where it is when observed). Returns the unsubscribe.
 */
export function watchInView(
  element: Element,
  { threshold = 0, rootMargin = "0px" }: ObserveOptions & { threshold?: number },
  onChange: (inView: boolean) => void,
): () => void {
  let last: boolean | null = null;
  return observeIntersection(element, { threshold, rootMargin }, (entry) => {
    const inView = reachesThreshold(entry, threshold);
    if (inView === last) return;
    last = inView;
    onChange(inView);
  });
}

/* ---- Entrances: animate only what the visitor has not seen yet ---- */

/** True when the entry describes an element wholly below the visible area. */
export function isBelowViewport(entry: IntersectionObserverEntry): boolean {
  if (entry.isIntersecting) return false;
  const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
  const rect = entry.boundingClientRect;
  // A hidden element (display: none) measures 0×0 at the origin: treat it as seen.
  return rect.height > 0 && rect.top >= bottom;
}

/**
 * The sections the engine draws only when they come near, on a fresh load (decision 023): the same
 * selector as their `content-visibility: auto` rule in app/styles/app.css.
 */
export const UNDRAWN_SECTIONS = ".first-screen :is(main > :not(:first-child), #site-footer)";

/**
 * True when the element is in a section the engine may not have drawn yet (`UNDRAWN_SECTIONS`) and
 * that section starts below the visible area. The element's own box measures 0×0 in an undrawn
 * section, as a hidden one does, so its intersection alone cannot tell. Only the section's box is
 * read: a style read inside an undrawn section makes the engine compute that section's styles then
 * and there (one restyle per section, ~10 ms each at 4× CPU on a phone).
 */
export function isInUndrawnSectionBelow(element: Element): boolean {
  const section = element.closest(UNDRAWN_SECTIONS);
  return section !== null && section.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * True once `threshold` of the element shows, or, for an element too tall to ever
 * show that share, once it fills that share of the viewport.
 */
export function reachesThreshold(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= viewport * threshold;
}

export type Entrance = {
  /** The element was wholly below the viewport when first observed: put it in its start state. */
  wait(): void;
  /** It has reached the threshold since: run the animation to the final state. */
  play(): void;
};

/**
 * The entrance of one element, once. The pre-rendered markup is the final state, and it stays so
 * (neither callback runs) under reduced motion, without IntersectionObserver, and for every
 * element that is already (partly) in view or above it when first observed: nothing the visitor
 * already sees (the hero, the largest image or heading) is ever hidden or reset. An element wholly
 * below the fold `wait`s, then `play`s once `threshold` of it shows. Returns the unsubscribe.
 */
export function onEntrance(
  element: Element,
  {
    threshold = animationObserver.threshold,
    rootMargin = animationObserver.rootMargin,
  }: ObserveOptions & { threshold?: number },
  { wait, play }: Entrance,
): () => void {
  if (prefersReducedMotion()) return () => {};
  let first = true;
  // Two thresholds: 0 tells "wholly out of view" apart, `threshold` starts the play.
  const stop = observeIntersection(element, { threshold: [0, threshold], rootMargin }, (entry) => {
    if (first) {
      first = false;
      if (!isBelowViewport(entry) && !isInUndrawnSectionBelow(element)) return stop();
      // `isInUndrawnSectionBelow` reads a box: the start look waits for the others' reads.
      afterReport(wait);
      return;
    }
    if (reachesThreshold(entry, threshold)) {
      stop();
      play();
    }
  });
  return stop;
}

/* ---- Counting numbers (counters, radial progress) ---- */

/** The counter step of the spec: the target divided by 20, rounded up (at least 1). */
export function countStep(target: number): number {
  return Math.max(1, Math.ceil(Math.abs(target) / metricMotion.countSteps));
}

/** The next value shown by a counter counting from 0 to `target` (never past it). */
export function nextCount(current: number, target: number): number {
  return Math.min(target, current + countStep(target));
}

/**
 * Writes a counting number into `element`, drawn in the places of its final value's characters:
 * right-aligned under them, the places it does not fill yet holding the final's own character,
 * invisible. Every character keeps the position it will have at the end, so nothing moves (not
 * even by the 1.7 px that a figure space is wider than a digit in Inter) and no layout shift is
 * reported while it counts; the number's shape follows the final's, as both group digits from the
 * right. At the final value (or past its length), plain text. For an `aria-hidden` element with
 * tabular figures; `before` and `after` are the text around the number (a prefix, a suffix).
 */
export function writePaddedNumber(
  element: Element,
  text: string,
  final: string,
  before = "",
  after = "",
): void {
  if (text === final || text.length > final.length) {
    element.textContent = `${before}${text}${after}`;
    return;
  }
  const doc = element.ownerDocument;
  const offset = final.length - text.length;
  const places = [...final].map((char, i) => {
    const place = doc.createElement("span");
    if (i < offset) {
      place.className = "invisible";
      place.textContent = char;
    } else {
      place.textContent = text[i - offset] ?? "";
    }
    return place;
  });
  element.replaceChildren(...(before ? [before] : []), ...places, ...(after ? [after] : []));
}
