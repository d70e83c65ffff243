// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { radialProgress, skillBars } from "~/content/metrics";
import { ProgressRings } from "./progress-rings";
import { SkillBars } from "./skill-bars";

afterEach(cleanup);

describe("progress sections", () => {
  test.each(["split", "grid"] as const)("SkillBars (%s) names each bar and exposes its value", (layout) => {
    render(<SkillBars id="bars" heading={{ title: "Skills" }} bars={skillBars} variant={layout} />);
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-valuenow"))).toEqual(["90", "75", "95", "45"]);
    for (const bar of skillBars) {
      expect(screen.getByRole("progressbar", { name: bar.title }).getAttribute("aria-valuenow")).toBe(
        String(bar.value),
      );
    }
  });

  test("ProgressRings names each ring by its title and exposes its value", () => {
    render(<ProgressRings id="rings" heading={{ title: "Results" }} rings={radialProgress} />);
    expect(screen.getAllByRole("progressbar").map((ring) => ring.getAttribute("aria-valuenow"))).toEqual([
      "80",
      "60",
      "70",
      "95",
    ]);
    for (const ring of radialProgress) {
      expect(screen.getByRole("progressbar", { name: ring.title }).getAttribute("aria-valuetext")).toBe(
        `${ring.percent}%`,
      );
    }
  });
});
