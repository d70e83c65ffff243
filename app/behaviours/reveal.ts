/**
 * Reveal on scroll (app/components/ui/reveal.tsx renders the marker, `data-reveal-delay`, the delay
 * in ms): a block wholly below the fold when the page starts waits in its start look
 * (`data-reveal="hidden"`: faded, shifted), then moves into place once 1 % of it shows
 * (`revealObserver`), `timings.card` long after its delay (`data-reveal="shown"`). In place, the
 * attribute and the reveal's transition go, so the content's own transitions (hover colours,
 * shadows) behave as if it had never moved. Anything in view or above at the start, everything
 * under reduced motion, stays as pre-rendered.
 */
import { revealObserver, timings } from "~/content/settings";
import { onEntrance } from "~/lib/motion";

export function start(element: HTMLElement): void {
  const delay = Math.max(0, Number(element.dataset.revealDelay) || 0);
  onEntrance(element, revealObserver, {
    wait: () => element.setAttribute("data-reveal", "hidden"),
    play: () => {
      element.style.transitionDuration = `${timings.card}ms`;
      element.style.transitionDelay = `${delay}ms`;
      element.setAttribute("data-reveal", "shown");
      setTimeout(() => {
        element.removeAttribute("data-reveal");
        element.style.removeProperty("transition-duration");
        element.style.removeProperty("transition-delay");
      }, timings.card + delay);
    },
  });
}
