// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { FigureTable, type FigureTableProps } from "./figure-table";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = {
  id: "rates",
  heading: { title: "Today’s rates" },
  caption: "Savings rates, per year",
  rowHeader: "Account",
  columns: [
    { id: "rate", label: "Rate" },
    { id: "minimum", label: "Minimum" },
  ],
  rows: [
    { id: "everyday", label: "Everyday savings", values: ["1.20 %", "$0"] },
    {
      id: "high-yield",
      label: "High-yield savings",
      detail: "No monthly fee",
      values: [{ value: "4.10 %", trend: "up" }, "$500"],
    },
    { id: "fixed", label: "Fixed deposit", values: [{ value: "3.80 %", trend: "steady" }, "$1,000"] },
  ],
  highlight: { rowId: "high-yield", label: "Best rate" },
} satisfies FigureTableProps;

describe("FigureTable", () => {
  test.each(["stacked", "split"] as const)(
    "(%s) is a table named by its caption, with column and row headers",
    (layout) => {
      render(<FigureTable {...table} variant={layout} />);
      const grid = screen.getByRole("table", { name: "Savings rates, per year" });
      expect(
        within(grid)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Account", "Rate", "Minimum"]);
      expect(within(grid).getAllByRole("rowheader")).toHaveLength(3);
      // The wrapper is a named region; it is no tab stop while nothing scrolls.
      const region = screen.getByRole("region", { name: "Savings rates, per year" });
      expect(region.hasAttribute("tabindex")).toBe(false);
      expect(screen.getByRole("heading", { level: 2, name: "Today’s rates" })).toBeTruthy();
    },
  );

  test("the region carries the marker of the module that makes it a tab stop while it scrolls", () => {
    render(<FigureTable {...table} />);
    const region = screen.getByRole("region", { name: "Savings rates, per year" });
    expect(region.hasAttribute("data-scroll-region")).toBe(true);
    expect(region.firstElementChild?.tagName).toBe("TABLE");
  });

  test("each figure sits in its row, with the trend said in words", () => {
    render(<FigureTable {...table} />);
    const row = screen.getByRole("row", { name: /High-yield savings/ });
    const cells = within(row).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["4.10 % (up)", "$500"]);
    const fixed = screen.getByRole("row", { name: /Fixed deposit/ });
    expect(within(fixed).getAllByRole("cell")[0]?.textContent).toBe("3.80 % (unchanged)");
    expect(within(row).getByRole("rowheader").textContent).toContain("No monthly fee");
  });

  test("the highlighted row carries its badge in words; the others do not", () => {
    render(<FigureTable {...table} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.hasAttribute("data-highlighted"))).toEqual([false, true, false]);
    expect(within(rows[1]!).getByText("Best rate")).toBeTruthy();
    expect(screen.getAllByText("Best rate")).toHaveLength(1);
  });

  test("the note and the button are shown when given", () => {
    render(
      <MemoryRouter>
        <FigureTable
          {...table}
          note="Rates as of Monday."
          cta={{ label: "Compare accounts", href: "/pricing" }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("Rates as of Monday.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Compare accounts" }).getAttribute("href")).toBe("/pricing");
  });

  test("a row with too few or too many figures is a mistake in the content and throws", () => {
    const broken = { ...table, rows: [{ id: "short", label: "Short", values: ["1 %"] }] };
    expect(() => render(<FigureTable {...broken} />)).toThrow(/row "short" has 1 figures for 2 columns/);
  });
});
