/**
 * Skill bars (app/components/ui/progress-bar.tsx renders the marker, `data-progress-bar`): a bar
 * wholly below the fold when the page starts sits at `metricMotion.barStart` % (or its value, if
 * less), then grows to its value (`aria-valuenow`) over `metricMotion.barDuration` ms once half of
 * it is visible (`animationObserver`). Bars in view at the start, and under reduced motion, stay
 * at their value.
 */
import { animationObserver, metricMotion } from "~/content/settings";
import { onEntrance } from "~/lib/motion";

export function start(element: HTMLElement): void {
  const bar = element.querySelector<HTMLElement>('[role="progressbar"]');
  const fill = bar?.firstElementChild;
  const percent = Number(bar?.getAttribute("aria-valuenow"));
  if (!(fill instanceof HTMLElement) || !Number.isFinite(percent)) return;
  onEntrance(element, animationObserver, {
    wait: () => {
      fill.style.width = `${Math.min(metricMotion.barStart, percent)}%`;
    },
    // The transition and the final width in one style change, which the browser animates.
    play: () => {
      fill.style.transitionDuration = `${metricMotion.barDuration}ms`;
      fill.setAttribute("data-playing", "");
      fill.style.width = `${percent}%`;
    },
  });
}
