// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { Reveal } from "~/components/ui/reveal";
import { revealObserver, timings } from "~/content/settings";
import { intersect, mockReducedMotion, observersOf, setUpMotionTests } from "~/lib/motion-test-utils";
import { start } from "./reveal";

setUpMotionTests({ fakeTimers: true });

/** The pre-rendered reveal in the document, its module started. */
function reveal(delay = 0): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<Reveal delay={delay}>Our services</Reveal>);
  const element = document.body.firstElementChild as HTMLElement;
  start(element);
  return element;
}

describe("reveal", () => {
  test("hides only what is wholly below the fold, then shows it once 1 % is in view", () => {
    const el = reveal(200);
    expect(observersOf(el)[0]!.thresholds).toContain(revealObserver.threshold);
    expect(el.hasAttribute("data-reveal")).toBe(false);
    intersect(el, { ratio: 0, top: 1300 });
    expect(el.dataset.reveal).toBe("hidden");
    intersect(el, { ratio: 0.05, top: 790 });
    expect(el.dataset.reveal).toBe("shown");
    expect(el.style.transitionDelay).toBe("200ms");
    expect(el.style.transitionDuration).toBe(`${timings.card}ms`);
    // Once: it stops observing.
    expect(observersOf(el)).toHaveLength(0);
  });

  test("in place, it drops the reveal's transition so hover effects are not delayed", () => {
    const el = reveal(200);
    intersect(el, { ratio: 0, top: 1300 });
    intersect(el, { ratio: 0.05, top: 790 });
    vi.advanceTimersByTime(timings.card + 200 - 1);
    expect(el.dataset.reveal).toBe("shown");
    vi.advanceTimersByTime(1);
    expect(el.hasAttribute("data-reveal")).toBe(false);
    expect(el.style.transitionDelay).toBe("");
    expect(el.style.transitionDuration).toBe("");
  });

  test("never hides what is in view (the hero, the largest image) or above it", () => {
    for (const place of [
      { ratio: 1, top: 0 },
      { ratio: 0, top: -900 },
    ]) {
      const el = reveal();
      intersect(el, place);
      expect(el.hasAttribute("data-reveal")).toBe(false);
      expect(observersOf(el)).toHaveLength(0);
    }
  });

  test("does nothing under reduced motion", () => {
    mockReducedMotion(true);
    const el = reveal();
    expect(observersOf(el)).toHaveLength(0);
    expect(el.hasAttribute("data-reveal")).toBe(false);
  });
});
