// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { ProgressRing } from "~/components/ui/progress-ring";
import { intersect, setUpMotionTests, visibleText } from "~/lib/motion-test-utils";
import { start as startRing } from "./progress-ring";

setUpMotionTests();

/** Puts the markup in the document and returns its first element. */
function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe("progress-ring", () => {
  test("below the fold it shows 0 %, then counts up by 2 per frame once half visible", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    const ring = mount(renderToStaticMarkup(<ProgressRing value={17} label="Small" size={120} />));
    startRing(ring);
    const arc = ring.querySelector("[data-ring-arc]")!;
    const full = Number(arc.getAttribute("stroke-dasharray"));
    intersect(ring, { ratio: 0, top: 1500 });
    expect(visibleText(ring)).toBe("0%");
    expect(ring.textContent, "as wide as the final value").toBe("10%");
    expect(Number(arc.getAttribute("stroke-dashoffset"))).toBeCloseTo(full, 3);
    intersect(ring, { ratio: 0.7, top: 500 });
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      frames.shift()?.(0);
      seen.push(visibleText(ring));
    }
    expect(seen).toEqual(["2%", "4%", "6%", "8%", "10%", "12%", "14%", "16%", "17%", "17%"]);
    expect(ring.textContent).toBe("17%");
    expect(Number(arc.getAttribute("stroke-dashoffset"))).toBeCloseTo(full * 0.83, 3);
  });

  test("a ring in view when the page starts keeps its value", () => {
    const ring = mount(renderToStaticMarkup(<ProgressRing value={80} label="Seen" />));
    const before = ring.innerHTML;
    startRing(ring);
    intersect(ring, { ratio: 1, top: 100 });
    expect(ring.innerHTML).toBe(before);
  });
});
