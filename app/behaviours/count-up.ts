/**
 * Counters (app/components/ui/count-up.tsx renders the marker, `data-count-to`, the target): a
 * counter wholly below the fold when the page starts shows 0, then counts to its target once half
 * of it is visible (`animationObserver`), by ceil(target ÷ 20) every `metricMotion.countInterval`
 * ms. Only the visible digits (`[data-count-up]`, hidden from assistive technology) change; the
 * final value stays in the HTML for screen readers. Counters in view at the start, and every
 * counter under reduced motion, keep their value.
 */
import { animationObserver, metricMotion } from "~/content/settings";
import { formatNumber } from "~/lib/format";
import { nextCount, onEntrance, writePaddedNumber } from "~/lib/motion";

export function start(element: HTMLElement): void {
  const shown = element.querySelector<HTMLElement>("[data-count-up]");
  const target = Number(element.dataset.countTo);
  if (!shown || !Number.isFinite(target)) return;
  const prefix = element.dataset.countPrefix ?? "";
  const suffix = element.dataset.countSuffix ?? "";
  const final = formatNumber(target);
  const show = (count: number) => writePaddedNumber(shown, formatNumber(count), final, prefix, suffix);
  let count = 0;
  const step = () => {
    if (count >= target) return;
    count = nextCount(count, target);
    show(count);
    setTimeout(step, metricMotion.countInterval);
  };
  onEntrance(element, animationObserver, {
    wait: () => show(0),
    play: () => setTimeout(step, metricMotion.countInterval),
  });
}
