// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ProgressBar } from "~/components/ui/progress-bar";
import { metricMotion } from "~/content/settings";
import { intersect, mockReducedMotion, setUpMotionTests } from "~/lib/motion-test-utils";
import { start as startBar } from "./progress-bar";

setUpMotionTests();

/** Puts the markup in the document and returns its first element. */
function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe("progress-bar", () => {
  test("below the fold it sits at 30 %, then grows to its value with a 2 s transition", () => {
    const root = mount(renderToStaticMarkup(<ProgressBar value={90} label="Strategy" />));
    startBar(root);
    const bar = root.querySelector('[role="progressbar"]')!;
    const fill = bar.firstElementChild as HTMLElement;
    intersect(root, { ratio: 0, top: 1200 });
    expect(fill.style.width).toBe(`${metricMotion.barStart}%`);
    expect(fill.hasAttribute("data-playing")).toBe(false);
    expect(bar.getAttribute("aria-valuenow")).toBe("90");
    intersect(root, { ratio: 0.5, top: 700 });
    expect(fill.style.width).toBe("90%");
    expect(fill.hasAttribute("data-playing")).toBe(true);
    expect(fill.style.transitionDuration).toBe(`${metricMotion.barDuration}ms`);
  });

  test("a bar under 30 % waits at its own value; one in view or under reduced motion stays", () => {
    const low = mount(renderToStaticMarkup(<ProgressBar value={20} label="Low" />));
    startBar(low);
    intersect(low, { ratio: 0, top: 1200 });
    expect((low.querySelector('[role="progressbar"]')!.firstElementChild as HTMLElement).style.width).toBe(
      "20%",
    );

    const seen = mount(renderToStaticMarkup(<ProgressBar value={90} label="Seen" />));
    startBar(seen);
    intersect(seen, { ratio: 1, top: 100 });
    expect((seen.querySelector('[role="progressbar"]')!.firstElementChild as HTMLElement).style.width).toBe(
      "90%",
    );

    mockReducedMotion(true);
    const calm = mount(renderToStaticMarkup(<ProgressBar value={90} label="Calm" />));
    startBar(calm);
    intersect(calm, { ratio: 0, top: 1200 });
    expect((calm.querySelector('[role="progressbar"]')!.firstElementChild as HTMLElement).style.width).toBe(
      "90%",
    );
  });
});
