// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { RotatingText } from "~/components/ui/rotating-text";
import { timings } from "~/content/settings";
import { intersect, mockReducedMotion, setUpMotionTests } from "~/lib/motion-test-utils";
import { start } from "./rotating-text";

setUpMotionTests({ fakeTimers: true });

const words = ["Bank Account", "Web Payment", "Android & ISO"];
const interval = timings.headlineRotation;

function rotating(cycles?: number): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<RotatingText words={words} cycles={cycles} />);
  const root = document.body.firstElementChild as HTMLElement;
  start(root);
  return root;
}
const shown = (root: Element) => root.querySelector<HTMLElement>("[data-shown-word]")!;

describe("rotating-text", () => {
  test("changes word every 3 s while in view and stops on the first word after its cycles", () => {
    const root = rotating(1);
    vi.advanceTimersByTime(interval);
    expect(shown(root).textContent).toBe("Bank Account"); // not in view yet
    intersect(root, { ratio: 1, top: 100 });
    vi.advanceTimersByTime(interval - 1);
    expect(shown(root).textContent).toBe("Bank Account");
    vi.advanceTimersByTime(1);
    expect(shown(root).textContent).toBe("Web Payment");
    vi.advanceTimersByTime(interval);
    expect(shown(root).textContent).toBe("Android & ISO");
    vi.advanceTimersByTime(interval);
    expect(shown(root).textContent).toBe("Bank Account");
    vi.advanceTimersByTime(10 * interval);
    expect(shown(root).textContent).toBe("Bank Account");
    expect(vi.getTimerCount()).toBe(0);
    expect(root.querySelector(".sr-only")!.textContent).toBe("Bank Account");
  });

  test("each next word is a new element marked to fade in; one shown word at a time", () => {
    const root = rotating();
    intersect(root, { ratio: 1, top: 100 });
    const first = shown(root);
    expect(first.hasAttribute("data-replaced")).toBe(false);
    vi.advanceTimersByTime(interval);
    expect(shown(root)).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(shown(root).hasAttribute("data-replaced")).toBe(true);
    expect(shown(root).className).toBe(first.className);
    expect(root.querySelectorAll("[data-shown-word]")).toHaveLength(1);
  });

  test("pauses out of view and under the pointer, each time resuming with a whole interval", () => {
    const root = rotating();
    intersect(root, { ratio: 1, top: 100 });
    vi.advanceTimersByTime(interval - 100);
    root.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(5 * interval);
    expect(shown(root).textContent).toBe("Bank Account");
    root.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(interval - 1);
    expect(shown(root).textContent).toBe("Bank Account");
    vi.advanceTimersByTime(1);
    expect(shown(root).textContent).toBe("Web Payment");
    intersect(root, { ratio: 0, top: -400 });
    vi.advanceTimersByTime(5 * interval);
    expect(shown(root).textContent).toBe("Web Payment");
    intersect(root, { ratio: 1, top: 100 });
    vi.advanceTimersByTime(interval);
    expect(shown(root).textContent).toBe("Android & ISO");
  });

  test("does not move under reduced motion", () => {
    mockReducedMotion(true);
    const root = rotating();
    intersect(root, { ratio: 1, top: 100 });
    vi.advanceTimersByTime(3 * interval);
    expect(shown(root).textContent).toBe("Bank Account");
  });
});
