// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { intersect, setUpMotionTests, visibleText } from "~/lib/motion-test-utils";
import { ProgressBar } from "./progress-bar";
import { ProgressRing } from "./progress-ring";

setUpMotionTests();

describe("ProgressBar", () => {
  test("pre-renders its value for eyes and assistive technology", () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<ProgressBar value={75} label="Marketing" />),
      "text/html",
    );
    const bar = doc.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute("aria-valuenow")).toBe("75");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(doc.getElementById(bar.getAttribute("aria-labelledby")!)!.textContent).toBe("Marketing");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("75%");
  });

  test("below the fold it sits at 30 %, then grows to its value with a 2 s transition", () => {
    render(<ProgressBar value={90} label="Strategy" />);
    const bar = screen.getByRole("progressbar", { name: "Strategy" });
    const fill = bar.firstElementChild as HTMLElement;
    const root = bar.parentElement!;
    intersect(root, { ratio: 0, top: 1200 });
    expect(fill.style.width).toBe("30%");
    expect(bar.getAttribute("aria-valuenow")).toBe("90");
    intersect(root, { ratio: 0.5, top: 700 });
    expect(fill.style.width).toBe("90%");
    expect(fill.style.transitionDuration).toBe("2000ms");
  });
});

describe("ProgressRing", () => {
  test("pre-renders the full arc and number at the default size 220, thickness 10", () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<ProgressRing value={80} label="Satisfaction" />),
      "text/html",
    );
    const ring = doc.querySelector('[role="progressbar"]')!;
    expect(ring.getAttribute("aria-label")).toBe("Satisfaction");
    expect(ring.getAttribute("aria-valuenow")).toBe("80");
    expect(ring.textContent).toBe("80%");
    const arc = doc.querySelectorAll("circle")[1]!;
    expect(arc.getAttribute("stroke-width")).toBe("10");
    const c = 2 * Math.PI * 105;
    expect(Number(arc.getAttribute("stroke-dashoffset"))).toBeCloseTo(c * 0.2, 3);
    expect(doc.querySelector("svg")!.getAttribute("width")).toBe("220");
  });

  test("counts up by 2 per frame once half visible", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    render(<ProgressRing value={17} label="Small" size={120} />);
    const ring = screen.getByRole("progressbar", { name: "Small" });
    intersect(ring, { ratio: 0, top: 1500 });
    expect(visibleText(ring)).toBe("0%");
    expect(ring.textContent, "as wide as the final value").toBe("10%");
    intersect(ring, { ratio: 0.7, top: 500 });
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      act(() => frames.shift()?.(0));
      seen.push(visibleText(ring));
    }
    expect(seen).toEqual(["2%", "4%", "6%", "8%", "10%", "12%", "14%", "16%", "17%", "17%"]);
  });
});
