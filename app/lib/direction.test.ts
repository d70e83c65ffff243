import { describe, expect, test } from "vitest";
import { arrowStep, readingDirection } from "./direction";

describe("the reading direction", () => {
  test("the arrow keys go forwards along it: right left to right, left right to left", () => {
    const ltr = document.createElement("div");
    const rtl = document.createElement("div");
    rtl.style.direction = "rtl";
    document.body.append(ltr, rtl);
    expect(readingDirection(ltr)).toBe("ltr");
    expect(readingDirection(rtl)).toBe("rtl");
    expect([arrowStep("ArrowRight", ltr), arrowStep("ArrowLeft", ltr)]).toEqual([1, -1]);
    expect([arrowStep("ArrowRight", rtl), arrowStep("ArrowLeft", rtl)]).toEqual([-1, 1]);
    expect(arrowStep("ArrowDown", rtl)).toBe(0);
    ltr.remove();
    rtl.remove();
  });
});
