/**
 * Radial progress (app/components/ui/progress-ring.tsx renders the marker, `data-progress-ring`):
 * a ring wholly below the fold when the page starts shows 0 %, then counts to its value
 * (`aria-valuenow`) by `metricMotion.ringStepPerFrame` % per animation frame once half of it is
 * visible (`animationObserver`), its arc (`data-ring-arc`) and its number (`data-ring-number`, in
 * the places of the final's digits, so nothing moves) together. Rings in view at the start, and
 * under reduced motion, stay at their value.
 */
import { animationObserver, metricMotion } from "~/content/settings";
import { onEntrance, writePaddedNumber } from "~/lib/motion";

export function start(element: HTMLElement): void {
  const arc = element.querySelector("[data-ring-arc]");
  const number = element.querySelector("[data-ring-number]");
  const percent = Number(element.getAttribute("aria-valuenow"));
  const circumference = Number(arc?.getAttribute("stroke-dasharray"));
  if (!arc || !number || !Number.isFinite(percent) || !Number.isFinite(circumference)) return;
  const final = String(percent);
  const show = (count: number) => {
    arc.setAttribute("stroke-dashoffset", String(circumference * (1 - count / 100)));
    writePaddedNumber(number, String(count), final);
  };
  let count = 0;
  const frame = () => {
    if (count >= percent) return;
    count = Math.min(percent, count + metricMotion.ringStepPerFrame);
    show(count);
    requestAnimationFrame(frame);
  };
  onEntrance(element, animationObserver, {
    wait: () => show(0),
    play: () => requestAnimationFrame(frame),
  });
}
