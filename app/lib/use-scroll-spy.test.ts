import { expect, test } from "vitest";
import { lastPassed } from "./use-scroll-spy";

const sections = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i}`, top }));

test("nothing is current until a section's top reaches the line", () => {
  expect(lastPassed([], 120)).toBeNull();
  expect(lastPassed(sections(121, 900, 1800), 120)).toBeNull();
});

test("the section whose top was passed last is current; the line itself counts as passed", () => {
  expect(lastPassed(sections(120, 900, 1800), 120)).toBe("s0");
  expect(lastPassed(sections(-700, 119, 1000), 120)).toBe("s1");
  expect(lastPassed(sections(-1700, -900, -10), 120)).toBe("s2");
});

test("document order does not matter, only positions", () => {
  expect(
    lastPassed(
      [
        { id: "b", top: -50 },
        { id: "a", top: -800 },
        { id: "c", top: 400 },
      ],
      120,
    ),
  ).toBe("b");
});
