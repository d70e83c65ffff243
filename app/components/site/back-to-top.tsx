import { ArrowUp } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";

/** Id of the element that receives focus after going back to the top (the header's home link). */
export const TOP_FOCUS_ID = "site-home-link";

/**
 * Back to the top: smooth scroll (instant under reduced motion), then focus moves
 * to the home link at the top so keyboard users continue from there. Hidden (and
 * out of the tab order) until the page has scrolled past `scrollThresholds.backToTop` (150 px).
 * Markup only: its behaviour is app/behaviours/back-to-top.ts, which sets `data-shown` and lifts
 * it (`--lift`) above the footer's legal row when that comes up under it; the marker names the
 * element that takes the focus.
 */
export function BackToTop() {
  return (
    <button
      type="button"
      aria-label="Back to top"
      data-back-to-top={TOP_FOCUS_ID}
      className="invisible fixed end-4 bottom-4 z-40 inline-flex size-12 translate-y-3 [transform:translateY(var(--lift,0px))] items-center justify-center rounded-full bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white opacity-0 shadow-lg shadow-primary/25 transition-[opacity,translate,visibility] duration-300 data-shown:visible data-shown:translate-y-0 data-shown:opacity-100 data-shown:transition-[opacity,translate] data-shown:hover:-translate-y-0.5 md:end-8 md:bottom-8 dark:text-background"
    >
      <SpriteIcon icon={ArrowUp} className="size-5" />
    </button>
  );
}
