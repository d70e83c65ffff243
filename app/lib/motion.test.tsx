// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import {
  countStep,
  type EntranceState,
  nextCount,
  observeIntersection,
  useEntrance,
  useInView,
} from "./motion";
import {
  FakeIntersectionObserver,
  intersect,
  mockReducedMotion,
  setUpMotionTests,
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
});

function Probe({ onState }: { onState: (state: EntranceState, inView: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useEntrance(ref);
  const inView = useInView(ref, { threshold: 0.5, once: true });
  onState(state, inView);
  return <div ref={ref} data-testid="probe" />;
}

describe("useEntrance", () => {
  test("is static in the pre-rendered HTML", () => {
    const states: EntranceState[] = [];
    renderToString(<Probe onState={(s) => states.push(s)} />);
    expect(states).toEqual(["static"]);
  });

  test("waits while wholly below the fold, then plays once half visible", () => {
    let last: EntranceState = "static";
    const { getByTestId } = render(<Probe onState={(s) => (last = s)} />);
    const probe = getByTestId("probe");
    intersect(probe, { ratio: 0, top: 1400 });
    expect(last).toBe("waiting");
    intersect(probe, { ratio: 0.2, top: 760 });
    expect(last).toBe("waiting");
    intersect(probe, { ratio: 0.6, top: 700 });
    expect(last).toBe("playing");
  });

  test("never animates what was already in view or above it", () => {
    let last: EntranceState = "static";
    const { getByTestId } = render(<Probe onState={(s) => (last = s)} />);
    intersect(getByTestId("probe"), { ratio: 0.2, top: 760 });
    expect(last).toBe("static");
    intersect(getByTestId("probe"), { ratio: 1, top: 300 });
    expect(last).toBe("static");

    cleanup();
    const again = render(<Probe onState={(s) => (last = s)} />);
    intersect(again.getByTestId("probe"), { ratio: 0, top: -500 });
    expect(last).toBe("static");
  });

  test("stays static under reduced motion", () => {
    mockReducedMotion(true);
    let last: EntranceState = "static";
    const { getByTestId } = render(<Probe onState={(s) => (last = s)} />);
    intersect(getByTestId("probe"), { ratio: 0, top: 1400 });
    expect(last).toBe("static");
  });
});

describe("useInView", () => {
  test("with once, stays true after the first hit", () => {
    let seen = false;
    const { getByTestId } = render(<Probe onState={(_, inView) => (seen = inView)} />);
    const probe = getByTestId("probe");
    intersect(probe, { ratio: 0.3, top: 600 });
    expect(seen).toBe(false);
    intersect(probe, { ratio: 0.5, top: 500 });
    expect(seen).toBe(true);
    intersect(probe, { ratio: 0, top: 1200 });
    expect(seen).toBe(true);
  });
});
