// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { intersect, mockReducedMotion, setUpMotionTests } from "~/lib/motion-test-utils";
import { RotatingText } from "./rotating-text";
import { timings } from "~/content/settings";
import { nextTyping, type TypingState, TypingText, typingSteps } from "./typing-text";

setUpMotionTests({ fakeTimers: true });

const words = ["Bank Account", "Web Payment", "Android & ISO"];
/** The visible (aria-hidden, not invisible) word. */
const visible = (root: Element) =>
  [...root.querySelectorAll('[aria-hidden="true"]')].find((el) => !el.classList.contains("invisible"))
    ?.textContent;

describe("RotatingText", () => {
  test("pre-renders the first word, one stable word for screen readers, every word reserving space", () => {
    const doc = new DOMParser().parseFromString(renderToString(<RotatingText words={words} />), "text/html");
    expect(visible(doc.body)).toBe("Bank Account");
    expect(doc.querySelector(".sr-only")!.textContent).toBe("Bank Account");
    expect([...doc.querySelectorAll(".invisible")].map((el) => el.textContent)).toEqual(words);
    expect(doc.querySelector("[aria-live]")).toBeNull();
  });

  test("changes word every 3 s while in view and stops on the first word after its cycles", () => {
    const { container } = render(<RotatingText words={words} cycles={1} />);
    const root = container.firstElementChild!;
    act(() => vi.advanceTimersByTime(3000));
    expect(visible(root)).toBe("Bank Account"); // not in view yet
    intersect(root, { ratio: 1, top: 100 });
    act(() => vi.advanceTimersByTime(2999));
    expect(visible(root)).toBe("Bank Account");
    act(() => vi.advanceTimersByTime(1));
    expect(visible(root)).toBe("Web Payment");
    act(() => vi.advanceTimersByTime(3000));
    expect(visible(root)).toBe("Android & ISO");
    act(() => vi.advanceTimersByTime(3000));
    expect(visible(root)).toBe("Bank Account");
    act(() => vi.advanceTimersByTime(30000));
    expect(visible(root)).toBe("Bank Account");
    expect(root.querySelector(".sr-only")!.textContent).toBe("Bank Account");
  });

  test("does not move under reduced motion", () => {
    mockReducedMotion(true);
    const { container } = render(<RotatingText words={words} />);
    intersect(container.firstElementChild!, { ratio: 1, top: 100 });
    act(() => vi.advanceTimersByTime(9000));
    expect(visible(container)).toBe("Bank Account");
  });
});

describe("TypingText", () => {
  const typed = ["Freelancer", "Developer", "Startup"];

  test("pre-renders the first word whole", () => {
    const doc = new DOMParser().parseFromString(renderToString(<TypingText words={typed} />), "text/html");
    expect(visible(doc.body)).toBe("Freelancer");
    expect(doc.querySelector(".sr-only")!.textContent).toBe("Freelancer");
  });

  test("erases and types letter by letter, and stops whole on the first word after its passes", () => {
    let state: TypingState = { word: 0, length: 10, erasing: false };
    let pass = 1;
    const frames: string[] = [];
    for (let guard = 0; guard < 500; guard++) {
      const next = nextTyping(state, typed, pass, 1);
      if (!next) break;
      state = next.state;
      pass = next.pass;
      frames.push(typed[state.word]!.slice(0, state.length));
    }
    expect(frames.slice(0, 3)).toEqual(["Freelancer", "Freelance", "Freelanc"]);
    expect(frames).toContain("Develo");
    expect(frames).toContain("Startup");
    expect(frames.at(-1)).toBe("Freelancer");
    expect(frames.filter((f) => f === "Startup").length).toBeGreaterThan(0);
  });

  test("types in the browser while in view", () => {
    const { container } = render(<TypingText words={typed} />);
    intersect(container.firstElementChild!, { ratio: 1, top: 100 });
    const steps = typingSteps(typed, 0, timings.headlineRotation);
    act(() => vi.advanceTimersByTime(steps.hold));
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(steps.erase));
    expect(visible(container)).toBe("Freelan");
    expect(container.querySelector(".sr-only")!.textContent).toBe("Freelancer");
  });

  test("one word-to-word cycle takes exactly the headline rotation time (3 s), like RotatingText", () => {
    const { container } = render(<TypingText words={typed} cycles={1} />);
    const root = container.firstElementChild!;
    intersect(root, { ratio: 1, top: 100 });
    const start = Date.now();
    /** When each whole word shows, ms after the typing started. */
    const whole: [string, number][] = [];
    let last = visible(root);
    for (let guard = 0; guard < 200 && vi.getTimerCount() > 0; guard++) {
      act(() => vi.advanceTimersToNextTimer());
      const now = visible(root);
      if (now !== last && typed.includes(now ?? "")) whole.push([now!, Date.now() - start]);
      last = now;
    }
    const cycle = timings.headlineRotation;
    expect(whole).toEqual([
      ["Developer", cycle],
      ["Startup", 2 * cycle],
      ["Freelancer", 3 * cycle],
    ]);
  });

  test("every cycle adds up to the setting and leaves the word shown most of it", () => {
    for (const cycle of [3000, 1500]) {
      for (let from = 0; from < typed.length; from++) {
        const steps = typingSteps(typed, from, cycle);
        const next = typed[(from + 1) % typed.length]!;
        expect(steps.hold + typed[from]!.length * steps.erase + steps.gap + next.length * steps.type).toBe(
          cycle,
        );
        expect(steps.hold).toBeGreaterThanOrEqual(cycle * 0.4);
        expect(Math.min(steps.erase, steps.type)).toBeGreaterThan(0);
      }
    }
  });
});
