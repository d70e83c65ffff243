// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { intersect, mockReducedMotion, observersOf, setUpMotionTests } from "~/lib/motion-test-utils";
import { Reveal } from "./reveal";

setUpMotionTests();

describe("Reveal", () => {
  test("is plainly visible in the pre-rendered HTML", () => {
    const html = renderToString(
      <Reveal as="li" delay={200}>
        Our services
      </Reveal>,
    );
    expect(html).toContain("Our services");
    expect(html).not.toContain("data-reveal");
    expect(html).not.toMatch(/opacity:\s*0/);
  });

  test("observes at threshold 0.01 and hides only what is wholly below the fold, then shows it", () => {
    vi.useFakeTimers();
    render(<Reveal delay={200}>Below the fold</Reveal>);
    const el = screen.getByText("Below the fold");
    expect(observersOf(el)[0]!.thresholds).toContain(0.01);
    expect(el.dataset.reveal).toBeUndefined();
    intersect(el, { ratio: 0, top: 1300 });
    expect(el.dataset.reveal).toBe("hidden");
    intersect(el, { ratio: 0.05, top: 790 });
    expect(el.dataset.reveal).toBe("shown");
    expect(el.style.transitionDelay).toBe("200ms");
    expect(el.style.transitionDuration).toBe("700ms");
    // Once: it stops observing.
    expect(observersOf(el)).toHaveLength(0);
    // In place, it drops the reveal's transition so hover effects are not delayed.
    act(() => vi.advanceTimersByTime(899));
    expect(el.dataset.reveal).toBe("shown");
    act(() => vi.advanceTimersByTime(1));
    expect(el.dataset.reveal).toBeUndefined();
    expect(el.style.transitionDelay).toBe("");
  });

  test("never hides what is in view (the hero, the largest image)", () => {
    render(<Reveal>Hero heading</Reveal>);
    const el = screen.getByText("Hero heading");
    intersect(el, { ratio: 1, top: 0 });
    expect(el.dataset.reveal).toBeUndefined();
    expect(observersOf(el)).toHaveLength(0);
  });

  test("does nothing under reduced motion", () => {
    mockReducedMotion(true);
    render(<Reveal>Calm</Reveal>);
    const el = screen.getByText("Calm");
    expect(observersOf(el)).toHaveLength(0);
    expect(el.dataset.reveal).toBeUndefined();
  });
});
