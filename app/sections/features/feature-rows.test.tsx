// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { featureRows, type FeatureRow } from "~/content/features";
import { setUpMotionTests } from "~/lib/motion-test-utils";
import { FeatureRows } from "./feature-rows";

setUpMotionTests();

const heading = { title: "How it works" };

describe("FeatureRows", () => {
  test("one row per feature: its title under the section heading, its points and a lazy picture", () => {
    render(<FeatureRows id="rows" heading={heading} rows={featureRows} />);
    const region = screen.getByRole("region", { name: heading.title });
    const rows = within(region)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.tagName === "OL");
    expect(rows).toHaveLength(featureRows.length);
    rows.forEach((row, i) => {
      const feature = featureRows[i]!;
      expect(within(row).getByRole("heading", { level: 3 }).textContent).toBe(feature.title);
      for (const point of feature.points) expect(within(row).getByText(point)).toBeTruthy();
      expect(within(row).getByRole("img", { name: feature.image.alt }).getAttribute("loading")).toBe("lazy");
    });
  });

  test("a play button only on the rows with a video; it opens the popup", () => {
    const showModal = vi.fn();
    HTMLDialogElement.prototype.showModal = showModal;
    const rows: FeatureRow[] = featureRows.map((row, i) => ({ ...row, video: i !== 1 }));
    render(<FeatureRows id="rows" heading={heading} rows={rows} />);
    const plays = screen.getAllByRole("link", { name: /^Play video: / });
    expect(plays.map((play) => play.getAttribute("aria-label"))).toEqual([
      `Play video: ${rows[0]!.title}`,
      `Play video: ${rows[2]!.title}`,
    ]);
    plays[1]!.click();
    expect(showModal).toHaveBeenCalledOnce();
  });
});
