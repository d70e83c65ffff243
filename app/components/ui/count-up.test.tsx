// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { intersect, mockReducedMotion, setUpMotionTests, visibleText } from "~/lib/motion-test-utils";
import { CountUp, PaddedNumber } from "./count-up";

setUpMotionTests({ fakeTimers: true });

/** The visible number, without its padding. */
const shown = (root: HTMLElement) => visibleText(root.querySelector("[data-count-up]")!);

describe("CountUp", () => {
  test("pre-renders the final value, readable and reserving its width", () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<CountUp value={1575} suffix="+" />),
      "text/html",
    );
    expect(doc.querySelector("[data-count-up]")!.textContent).toBe("1,575+");
    expect(doc.querySelector(".sr-only")!.textContent).toBe("1,575+");
    expect(doc.querySelector(".invisible")!.textContent).toBe("1,575+");
  });

  test("below the fold it shows 0, then counts up by ceil(target / 20) every 50 ms once half visible", () => {
    const { container } = render(<CountUp value={199} />);
    const root = container.firstElementChild as HTMLElement;
    expect(shown(root)).toBe("199");
    intersect(root, { ratio: 0, top: 1500 });
    expect(shown(root)).toBe("0");
    // Screen readers always get the target.
    expect(root.querySelector(".sr-only")!.textContent).toBe("199");

    intersect(root, { ratio: 0.6, top: 600 });
    const seen: string[] = [];
    const raw: string[] = [];
    for (let i = 0; i < 22; i++) {
      act(() => vi.advanceTimersByTime(50));
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
  });

  test("a counter already in view when the page hydrates keeps its value", () => {
    const { container } = render(<CountUp value={575} />);
    const root = container.firstElementChild as HTMLElement;
    intersect(root, { ratio: 1, top: 200 });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(root)).toBe("575");
  });

  test("under reduced motion it never counts", () => {
    mockReducedMotion(true);
    const { container } = render(<CountUp value={69} />);
    const root = container.firstElementChild as HTMLElement;
    intersect(root, { ratio: 0, top: 1500 });
    intersect(root, { ratio: 1, top: 300 });
    act(() => vi.advanceTimersByTime(100));
    expect(shown(root)).toBe("69");
  });
});

describe("PaddedNumber", () => {
  test("draws a counting number in the places of the final's characters, the rest invisible", () => {
    const { container } = render(<PaddedNumber text="150" final="1,500" />);
    const places = [...container.querySelectorAll("span")].map(
      (span) => `${span.textContent}${span.className === "invisible" ? " (invisible)" : ""}`,
    );
    expect(places).toEqual(["1 (invisible)", ", (invisible)", "1", "5", "0"]);
    expect(visibleText(container)).toBe("150");
  });

  test("at rest it is plain text", () => {
    const { container } = render(<PaddedNumber text="1,500" final="1,500" />);
    expect(container.innerHTML).toBe("1,500");
  });
});
