import { ArrowUp } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { scrollThresholds } from "~/content/settings";
import { cn } from "~/lib/cn";
import { usePrefersReducedMotion } from "~/lib/motion-hooks";
import { useScrollThreshold } from "~/lib/use-scroll-threshold";

/** Id of the element that receives focus after going back to the top (the header's home link). */
export const TOP_FOCUS_ID = "site-home-link";

/**
 * Back to the top: smooth scroll (instant under reduced motion), then focus moves
 * to the home link at the top so keyboard users continue from there. Hidden (and
 * out of the tab order) until the page has scrolled past `scrollThresholds.backToTop` (150 px).
 */
export function BackToTop() {
  const shown = useScrollThreshold(scrollThresholds.backToTop);
  const reduced = usePrefersReducedMotion();

  function goToTop() {
    window.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
    document.getElementById(TOP_FOCUS_ID)?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      onClick={goToTop}
      aria-label="Back to top"
      data-shown={shown || undefined}
      className={cn(
        "fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white shadow-lg shadow-primary/25 duration-300 hover:-translate-y-0.5 md:right-8 md:bottom-8 dark:text-background",
        shown
          ? "visible opacity-100 transition-[opacity,translate]"
          : "invisible translate-y-3 opacity-0 transition-[opacity,translate,visibility]",
      )}
    >
      <SpriteIcon icon={ArrowUp} className="size-5" />
    </button>
  );
}
