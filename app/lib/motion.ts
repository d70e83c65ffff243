/**
 * The motion plumbing shared by every animated primitive (reveal, count-up, progress,
 * carousel, rotating and typing text): one pooled IntersectionObserver helper, the
 * reduced-motion preference, and the "entrance" rule that keeps pre-rendered content
 * visible. Timings and observer settings come from ~/content/settings.
 */
import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";
import { animationObserver, metricMotion } from "~/content/settings";

/* ---- Reduced motion ---- */

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(reducedMotionQuery);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

function readReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(reducedMotionQuery).matches;
}

/**
 * True when the visitor asks for reduced motion. The pre-rendered HTML and the
 * hydration pass see `true`: nothing moves until the browser has answered, so the
 * static markup is always the no-motion version.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => true);
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
        for (const entry of entries) callbacks.get(entry.target)?.(entry);
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
 * Whether the element is in view (at `threshold`). False in the pre-rendered HTML.
 * With `once`, it stays true after the first hit and stops observing.
 */
export function useInView(
  ref: RefObject<Element | null>,
  {
    threshold = 0,
    rootMargin = "0px",
    once = false,
  }: ObserveOptions & { threshold?: number; once?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stop = observeIntersection(element, { threshold, rootMargin }, (entry) => {
      const visible = reachesThreshold(entry, threshold);
      setInView(visible);
      if (visible && once) stop();
    });
    return stop;
  }, [ref, threshold, rootMargin, once]);
  return inView;
}

/* ---- Entrances: animate only what the visitor has not seen yet ---- */

/**
 * - `static`: show the final state, never animate. The pre-rendered HTML, the first
 *   render in the browser, reduced motion, no IntersectionObserver, and every element
 *   that was already (partly) in view or above it when JavaScript looked.
 * - `waiting`: the element was wholly below the viewport when JavaScript looked; show
 *   the start state (hidden, 0, 30 %) while the visitor cannot see it.
 * - `playing`: it has reached the threshold; run the animation to the final state.
 */
export type EntranceState = "static" | "waiting" | "playing";

/** True when the entry describes an element wholly below the visible area. */
export function isBelowViewport(entry: IntersectionObserverEntry): boolean {
  if (entry.isIntersecting) return false;
  const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
  const rect = entry.boundingClientRect;
  // A hidden element (display: none) measures 0×0 at the origin: treat it as seen.
  return rect.height > 0 && rect.top >= bottom;
}

/**
 * True when the element is in a section the browser has not drawn yet (`content-visibility: auto`,
 * on a fresh load: decision 023) and that section is below the visible area. The element's own box
 * measures 0×0 there, as a hidden one does, so its intersection alone cannot tell.
 */
export function isInUndrawnSectionBelow(element: Element): boolean {
  if (typeof element.checkVisibility !== "function") return false;
  if (element.checkVisibility({ contentVisibilityAuto: true })) return false;
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (getComputedStyle(box).contentVisibility === "auto") {
      return box.getBoundingClientRect().top >= window.innerHeight;
    }
  }
  return false;
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

/**
 * The entrance of one element: a start state is applied only to elements below the
 * fold, so nothing the visitor already sees (the hero, the largest image, anything in
 * view when the page hydrates) is ever hidden or reset. Runs once.
 */
export function useEntrance(
  ref: RefObject<Element | null>,
  {
    threshold = animationObserver.threshold,
    rootMargin = animationObserver.rootMargin,
  }: ObserveOptions & {
    threshold?: number;
  } = {},
): EntranceState {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState<EntranceState>("static");
  useEffect(() => {
    const element = ref.current;
    if (reduced || !element) return;
    let first = true;
    // Two thresholds: 0 tells "wholly out of view" apart, `threshold` starts the play.
    const stop = observeIntersection(element, { threshold: [0, threshold], rootMargin }, (entry) => {
      if (first) {
        first = false;
        if (!isBelowViewport(entry) && !isInUndrawnSectionBelow(element)) return stop();
        setState("waiting");
        return;
      }
      if (reachesThreshold(entry, threshold)) {
        setState("playing");
        stop();
      }
    });
    return stop;
  }, [ref, reduced, threshold, rootMargin]);
  return reduced ? "static" : state;
}

/* ---- Counter and progress motion ---- */

/** The counter step of the spec: the target divided by 20, rounded up (at least 1). */
export function countStep(target: number): number {
  return Math.max(1, Math.ceil(Math.abs(target) / metricMotion.countSteps));
}

/** The next value shown by a counter counting from 0 to `target` (never past it). */
export function nextCount(current: number, target: number): number {
  return Math.min(target, current + countStep(target));
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
