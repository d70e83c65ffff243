// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { CountUp } from "~/components/ui/count-up";
import { metricMotion } from "~/content/settings";
import { intersect, mockReducedMotion, setUpMotionTests, visibleText } from "~/lib/motion-test-utils";
import { start } from "./count-up";

setUpMotionTests({ fakeTimers: true });

/** The pre-rendered counter in the document, its module started. */
function counter(value: number, props: { prefix?: string; suffix?: string } = {}): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<CountUp value={value} {...props} />);
  const root = document.body.firstElementChild as HTMLElement;
  start(root);
  return root;
}
/** The visible number, without its padding. */
const shown = (root: HTMLElement) => visibleText(root.querySelector("[data-count-up]")!);

describe("count-up", () => {
  test("below the fold it shows 0, then counts up by ceil(target / 20) every 50 ms once half visible", () => {
    const root = counter(199);
    expect(shown(root)).toBe("199");
    intersect(root, { ratio: 0, top: 1500 });
    expect(shown(root)).toBe("0");
    // Screen readers always get the target.
    expect(root.querySelector(".sr-only")!.textContent).toBe("199");

    intersect(root, { ratio: 0.6, top: 600 });
    const seen: string[] = [];
    const raw: string[] = [];
    for (let i = 0; i < 22; i++) {
      vi.advanceTimersByTime(metricMotion.countInterval);
      seen.push(shown(root));
      raw.push(root.querySelector("[data-count-up]")!.textContent!);
    }
    expect(seen.slice(0, 3)).toEqual(["10", "20", "30"]);
    // Preceded by the final's own first digit, invisible, while counting: the width never changes.
    expect(raw[0]).toBe("110");
    expect(raw.at(-1)).toBe("199");
    expect(seen[18]).toBe("190");
    expect(seen[19]).toBe("199");
    expect(seen.at(-1)).toBe("199");
    expect(vi.getTimerCount(), "it stops at the target").toBe(0);
  });

  test("writes the prefix and suffix of the markup around the counting number", () => {
    const root = counter(1500, { prefix: "$", suffix: "+" });
    intersect(root, { ratio: 0, top: 1500 });
    expect(shown(root)).toBe("$0+");
    intersect(root, { ratio: 0.6, top: 600 });
    vi.advanceTimersByTime(metricMotion.countInterval * 2);
    expect(shown(root)).toBe("$150+");
    vi.advanceTimersByTime(metricMotion.countInterval * 20);
    expect(root.querySelector("[data-count-up]")!.innerHTML).toBe("$1,500+");
  });

  test("a counter already in view when the page starts keeps its value", () => {
    const root = counter(575);
    intersect(root, { ratio: 1, top: 200 });
    vi.advanceTimersByTime(1000);
    expect(shown(root)).toBe("575");
  });

  test("under reduced motion it never counts", () => {
    mockReducedMotion(true);
    const root = counter(69);
    intersect(root, { ratio: 0, top: 1500 });
    intersect(root, { ratio: 1, top: 300 });
    vi.advanceTimersByTime(100);
    expect(shown(root)).toBe("69");
  });
});
