// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { workingProcesses } from "~/content/timeline";
import { type ProcessItemVariant, WorkingProcess } from "./working-process";

afterEach(cleanup);

const [steps, items] = workingProcesses;

describe("WorkingProcess", () => {
  test("steps: an ordered list of label, title, text, titled items and picture, then the call to action", () => {
    if (steps?.kind !== "steps") throw new Error("the first process lists steps");
    render(
      <MemoryRouter>
        <WorkingProcess {...steps} />
      </MemoryRouter>,
    );
    const region = screen.getByRole("region", { name: steps.heading.title });
    const list = region.querySelector("ol")!;
    const rows = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(steps.steps.length);
    steps.steps.forEach((step, i) => {
      const row = within(rows[i]!);
      expect(row.getByText(step.step)).toBeTruthy();
      expect(row.getByRole("heading", { level: 3, name: step.title })).toBeTruthy();
      expect(row.getByText(step.description)).toBeTruthy();
      expect(row.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(
        step.workingList.map((item) => item.title),
      );
      expect(row.getByRole("img", { name: step.image.alt })).toBeTruthy();
    });
    expect(within(region).getByRole("link", { name: "Get Started Now" }).getAttribute("href")).toBe(
      "/contact",
    );
  });

  test.each<ProcessItemVariant>(["line", "cards", "numbers", "arrows"])(
    "items (%s): four ordered items with title and text; the numbers are decoration",
    (variant) => {
      if (items?.kind !== "items") throw new Error("the second process shows items");
      render(<WorkingProcess {...items} variant={variant} />);
      const region = screen.getByRole("region", { name: items.heading.title });
      const rows = within(region.querySelector("ol")!).getAllByRole("listitem");
      expect(rows).toHaveLength(4);
      items.items.forEach((item, i) => {
        expect(within(rows[i]!).getByRole("heading", { level: 3, name: item.title })).toBeTruthy();
        expect(within(rows[i]!).getByText(item.description)).toBeTruthy();
      });
      expect(region.querySelector('[aria-hidden="true"]')?.textContent ?? "").not.toMatch(/[a-z]/i);
    },
  );
});
