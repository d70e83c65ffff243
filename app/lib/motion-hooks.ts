/**
 * React's view of the motion helpers, for the two components that still observe in React
 * (app/components/ui/use-carousel.ts, app/components/site/back-to-top.tsx). Apart from
 * ~/lib/motion so that no behaviour module's chunk holds React. Issue 40: delete this file once
 * those are behaviour modules too (nothing else imports it).
 */
import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";
import { type ObserveOptions, prefersReducedMotion, watchInView } from "./motion";

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia("(prefers-reduced-motion: reduce)");
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** React's view of `prefersReducedMotion()`; `true` in the pre-rendered HTML. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
}

/** Whether the element is in view (at `threshold`). False in the pre-rendered HTML. */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0, rootMargin = "0px" }: ObserveOptions & { threshold?: number } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchInView(element, { threshold, rootMargin }, setInView);
  }, [ref, threshold, rootMargin]);
  return inView;
}
