/**
 * Back to the top (`BackToTop`): the button `[data-back-to-top]` shows (`data-shown`) once the page
 * has scrolled past `scrollThresholds.backToTop`; a click scrolls to the top (smoothly, at once
 * under reduced motion) and moves the focus to the element the marker names (the header's home
 * link), so that a keyboard visitor goes on from there.
 */
import { scrollThresholds } from "~/content/settings";
import { prefersReducedMotion } from "~/lib/motion";

export function start(button: HTMLElement): void {
  const update = () => button.toggleAttribute("data-shown", window.scrollY > scrollThresholds.backToTop);
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update, { passive: true });
  update();
  button.addEventListener("click", () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    const target = button.dataset.backToTop;
    (target ? document.getElementById(target) : null)?.focus({ preventScroll: true });
  });
}
