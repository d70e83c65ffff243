// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { describe, expect, test, vi } from "vitest";
import { animationObserver } from "~/content/settings";
import {
  countStep,
  isInUndrawnSectionBelow,
  nextCount,
  observeIntersection,
  onEntrance,
  prefersReducedMotion,
  UNDRAWN_SECTIONS,
  watchInView,
  writePaddedNumber,
} from "./motion";
import {
  FakeIntersectionObserver,
  intersect,
  intersectTogether,
  mockReducedMotion,
  observersOf,
  setUpMotionTests,
  visibleText,
} from "./motion-test-utils";

setUpMotionTests();

describe("the counter step", () => {
  test("is the target divided by 20, rounded up", () => {
    expect(countStep(199)).toBe(10);
    expect(countStep(575)).toBe(29);
    expect(countStep(69)).toBe(4);
    expect(countStep(500)).toBe(25);
    expect(countStep(5)).toBe(1);
  });

  test("counting never passes the target and reaches it in about 20 steps", () => {
    for (const target of [199, 575, 69, 500, 100]) {
      const seen: number[] = [];
      for (let n = 0; n < target; n = nextCount(n, target)) seen.push(n);
      expect(nextCount(target - 1, target)).toBe(target);
      expect(seen.length).toBeGreaterThanOrEqual(17);
      expect(seen.length).toBeLessThanOrEqual(20);
    }
  });
});

describe("prefersReducedMotion", () => {
  test("follows the media query, and is false where the browser cannot tell", () => {
    mockReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    mockReducedMotion(false);
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal("matchMedia", undefined);
    expect(prefersReducedMotion()).toBe(false);
  });
});

describe("observeIntersection", () => {
  test("elements with the same options share one observer, and it is released after the last", () => {
    const a = document.createElement("div");
    const b = document.createElement("div");
    const stopA = observeIntersection(a, { threshold: 0.5 }, () => {});
    const stopB = observeIntersection(b, { threshold: 0.5 }, () => {});
    observeIntersection(a, { threshold: 0.01 }, () => {})();
    expect(FakeIntersectionObserver.instances).toHaveLength(2);
    const shared = FakeIntersectionObserver.instances[0]!;
    expect([...shared.targets]).toEqual([a, b]);
    stopA();
    stopB();
    expect(shared.targets.size).toBe(0);
    observeIntersection(a, { threshold: 0.5 }, () => {})();
    expect(FakeIntersectionObserver.instances).toHaveLength(3);
  });

  test("without IntersectionObserver nothing is called", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const callback = vi.fn();
    observeIntersection(document.createElement("div"), {}, callback)();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe("watchInView", () => {
  test("tells each change of whether the element is in view", () => {
    const element = document.createElement("div");
    const seen: boolean[] = [];
    const stop = watchInView(element, {}, (inView) => seen.push(inView));
    intersect(element, { ratio: 0, top: 1200 });
    intersect(element, { ratio: 0.1, top: 790 });
    intersect(element, { ratio: 0.5, top: 750 });
    intersect(element, { ratio: 0, top: -300 });
    expect(seen).toEqual([false, true, false]);
    stop();
    expect(observersOf(element)).toHaveLength(0);
  });
});

describe("onEntrance", () => {
  const entrance = () => {
    const element = document.createElement("div");
    const calls: string[] = [];
    onEntrance(element, animationObserver, {
      wait: () => calls.push("wait"),
      play: () => calls.push("play"),
    });
    return { element, calls };
  };

  test("waits while wholly below the fold, then plays once, when the threshold shows", () => {
    const { element, calls } = entrance();
    expect(observersOf(element)[0]!.thresholds).toEqual([0, animationObserver.threshold]);
    intersect(element, { ratio: 0, top: 1400 });
    expect(calls).toEqual(["wait"]);
    intersect(element, { ratio: 0.2, top: 760 });
    expect(calls).toEqual(["wait"]);
    intersect(element, { ratio: 0.6, top: 700 });
    expect(calls).toEqual(["wait", "play"]);
    expect(observersOf(element)).toHaveLength(0);
  });

  test("never touches what was already in view or above it", () => {
    for (const place of [
      { ratio: 0.2, top: 760 },
      { ratio: 1, top: 300 },
      { ratio: 0, top: -500 },
    ]) {
      const { element, calls } = entrance();
      intersect(element, place);
      intersect(element, { ratio: 1, top: 300 });
      expect(calls, JSON.stringify(place)).toEqual([]);
      expect(observersOf(element)).toHaveLength(0);
    }
  });

  test("reads where every element of a report is before any of them takes its start look", () => {
    // Two elements in a section the engine has not drawn yet (decision 023): their boxes are 0×0,
    // so the entrance reads the section's box, which a start look written in between would make
    // the engine lay out again for the second.
    const order: string[] = [];
    document.documentElement.classList.add("first-screen");
    const main = document.body.appendChild(document.createElement("main"));
    main.append(document.createElement("section"));
    const section = main.appendChild(document.createElement("section"));
    section.getBoundingClientRect = () => (order.push("read"), { top: 2000 }) as DOMRect;
    const elements = ["a", "b"].map((name) => {
      const element = section.appendChild(document.createElement("div"));
      onEntrance(element, animationObserver, { wait: () => order.push(`wait ${name}`), play() {} });
      return element;
    });
    intersectTogether(elements.map((element) => [element, { ratio: 0, top: 0, height: 0 }]));
    expect(order).toEqual(["read", "read", "wait a", "wait b"]);
    main.remove();
    document.documentElement.classList.remove("first-screen");
  });

  test("an element in the first section, or with no drawing held back, is not in an undrawn section", () => {
    document.documentElement.classList.add("first-screen");
    const main = document.body.appendChild(document.createElement("main"));
    const first = main.appendChild(document.createElement("section"));
    const second = main.appendChild(document.createElement("section"));
    for (const box of [first, second]) box.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect;
    const [inFirst, inSecond] = [first, second].map((box) => box.appendChild(document.createElement("p")));
    expect(isInUndrawnSectionBelow(inFirst!)).toBe(false);
    expect(isInUndrawnSectionBelow(inSecond!)).toBe(true);
    second.getBoundingClientRect = () => ({ top: 300 }) as DOMRect;
    expect(isInUndrawnSectionBelow(inSecond!), "the section is in view").toBe(false);
    document.documentElement.classList.remove("first-screen");
    second.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect;
    expect(isInUndrawnSectionBelow(inSecond!), "every section drawn").toBe(false);
    main.remove();
  });

  test("asks for the sections app.css holds back", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    expect(css).toContain(`${UNDRAWN_SECTIONS} {\n    content-visibility: auto;`);
  });

  test("does not even observe under reduced motion", () => {
    mockReducedMotion(true);
    const { element, calls } = entrance();
    expect(observersOf(element)).toHaveLength(0);
    expect(calls).toEqual([]);
  });
});

describe("writePaddedNumber", () => {
  test("draws a counting number in the places of the final's characters, the rest invisible", () => {
    const element = document.createElement("span");
    writePaddedNumber(element, "150", "1,500", "$", "+");
    const places = [...element.querySelectorAll("span")].map(
      (span) => `${span.textContent}${span.className === "invisible" ? " (invisible)" : ""}`,
    );
    expect(places).toEqual(["1 (invisible)", ", (invisible)", "1", "5", "0"]);
    expect(visibleText(element)).toBe("$150+");
    expect(element.textContent, "as wide as the final value").toBe("$1,150+");
  });

  test("at rest it is plain text", () => {
    const element = document.createElement("span");
    writePaddedNumber(element, "150", "1,500");
    writePaddedNumber(element, "1,500", "1,500", "", "%");
    expect(element.innerHTML).toBe("1,500%");
  });
});
