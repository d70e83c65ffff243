/**
 * Back to the top (`BackToTop`): the button `[data-back-to-top]` shows (`data-shown`) once the page
 * has scrolled past `scrollThresholds.backToTop`; a click scrolls to the top (smoothly, at once
 * under reduced motion) and moves the focus to the element the marker names (the header's home
 * link), so that a keyboard visitor goes on from there.
 */
import { scrollThresholds } from "~/content/settings";
import { prefersReducedMotion } from "~/lib/motion";

/** Space kept between the button and the row it rises above, px. */
const CLEARANCE = 12;

/**
 * How far the button (its bottom edge `bottom` px above the window's) rises so that it stays
 * `CLEARANCE` above a row whose top is `rowTop` px down the window of height `height`: pushed up by
 * the row as it scrolls in, not at all while the row is below it.
 */
export function liftAbove(rowTop: number, height: number, bottom: number): number {
  return Math.max(0, height - bottom - rowTop + CLEARANCE);
}

export function start(button: HTMLElement): void {
  // The footer's legal row runs to the container's edge, under where the button floats.
  const row = document.querySelector("[data-back-to-top-clear]");
  const update = () => {
    button.toggleAttribute("data-shown", window.scrollY > scrollThresholds.backToTop);
    if (!row) return;
    const bottom = parseFloat(getComputedStyle(button).bottom) || 0;
    const lift = liftAbove(row.getBoundingClientRect().top, window.innerHeight, bottom);
    button.style.setProperty("--lift", `${-lift}px`);
  };
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update, { passive: true });
  update();
  button.addEventListener("click", () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    const target = button.dataset.backToTop;
    (target ? document.getElementById(target) : null)?.focus({ preventScroll: true });
  });
}
