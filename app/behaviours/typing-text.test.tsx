// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { TypingText } from "~/components/ui/typing-text";
import { timings } from "~/content/settings";
import { intersect, mockReducedMotion, setUpMotionTests } from "~/lib/motion-test-utils";
import { nextTyping, start, type TypingState, typingSteps } from "./typing-text";

setUpMotionTests({ fakeTimers: true });

const typed = ["Freelancer", "Developer", "Startup"];

function typing(cycles?: number): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<TypingText words={typed} cycles={cycles} />);
  const root = document.body.firstElementChild as HTMLElement;
  start(root);
  return root;
}
const shown = (root: Element) => root.querySelector<HTMLElement>("[data-shown-word]")!;

describe("nextTyping", () => {
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

describe("typing-text", () => {
  test("types while in view, the caret drawn only then; screen readers keep the first word", () => {
    const root = typing();
    expect(shown(root).hasAttribute("data-typing")).toBe(false);
    intersect(root, { ratio: 1, top: 100 });
    expect(shown(root).hasAttribute("data-typing")).toBe(true);
    const steps = typingSteps(typed, 0, timings.headlineRotation);
    vi.advanceTimersByTime(steps.hold);
    for (let i = 0; i < 3; i++) vi.advanceTimersByTime(steps.erase);
    expect(shown(root).textContent).toBe("Freelan");
    expect(root.querySelector(".sr-only")!.textContent).toBe("Freelancer");
    intersect(root, { ratio: 0, top: -300 });
    expect(shown(root).hasAttribute("data-typing")).toBe(false);
    vi.advanceTimersByTime(10 * timings.headlineRotation);
    expect(shown(root).textContent).toBe("Freelan");
  });

  test("one word-to-word cycle takes exactly the headline rotation time (3 s), like RotatingText", () => {
    const root = typing(1);
    intersect(root, { ratio: 1, top: 100 });
    const start = Date.now();
    /** When each whole word shows, ms after the typing started. */
    const whole: [string, number][] = [];
    let last = shown(root).textContent;
    for (let guard = 0; guard < 200 && vi.getTimerCount() > 0; guard++) {
      vi.advanceTimersToNextTimer();
      const now = shown(root).textContent;
      if (now !== last && typed.includes(now ?? "")) whole.push([now!, Date.now() - start]);
      last = now;
    }
    const cycle = timings.headlineRotation;
    expect(whole).toEqual([
      ["Developer", cycle],
      ["Startup", 2 * cycle],
      ["Freelancer", 3 * cycle],
    ]);
    // Stopped whole on the first word, the caret gone.
    expect(vi.getTimerCount()).toBe(0);
    expect(shown(root).hasAttribute("data-typing")).toBe(false);
  });

  test("does not type under reduced motion", () => {
    mockReducedMotion(true);
    const root = typing();
    intersect(root, { ratio: 1, top: 100 });
    vi.advanceTimersByTime(3 * timings.headlineRotation);
    expect(shown(root).textContent).toBe("Freelancer");
    expect(shown(root).hasAttribute("data-typing")).toBe(false);
  });
});
