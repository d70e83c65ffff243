import { describe, expect, test } from "vitest";
import { classConflicts, describeConflict, htmlClassConflicts } from "./class-conflicts.mjs";

describe("classConflicts", () => {
  test("finds two utilities for one property, and which one overrides", () => {
    expect(classConflicts("inline-grid size-6 text-primary size-5")).toEqual([
      { name: "size-6", by: ["size-5"] },
    ]);
    expect(classConflicts("h-11 px-6 h-12 px-7")).toEqual([
      { name: "h-11", by: ["h-12"] },
      { name: "px-6", by: ["px-7"] },
    ]);
  });

  test("a utility of another variant or property is no conflict; neither is a repeat", () => {
    expect(classConflicts("text-foreground/80 hover:text-foreground data-active:text-foreground")).toEqual(
      [],
    );
    expect(classConflicts("mb-10 md:mb-14 rounded-3xl rounded-3xl")).toEqual([]);
    expect(classConflicts("flex max-sm:grid text-sm font-bold")).toEqual([]);
  });

  test("a shorthand and its part conflict", () => {
    expect(classConflicts("p-5 px-3")).toEqual([]);
    expect(classConflicts("px-3 p-5")).toEqual([{ name: "px-3", by: ["p-5"] }]);
  });
});

describe("htmlClassConflicts", () => {
  test("reports each element's line and conflicts, with entities decoded", () => {
    const html = '<div class="flex gap-2">\n<p class="[&amp;>*]:mt-2 grid flex">x</p></div>';
    expect(htmlClassConflicts(html)).toEqual([
      { line: 2, column: 3, classList: "[&>*]:mt-2 grid flex", conflicts: [{ name: "grid", by: ["flex"] }] },
    ]);
  });
});

describe("describeConflict", () => {
  test("names the class, the ones that override it and the element's classes", () => {
    const [conflict] = classConflicts("border-transparent pe-0.5 border-primary");
    expect(describeConflict(conflict, "border-transparent pe-0.5 border-primary")).toBe(
      '"border-transparent" and "border-primary" set the same property; keep one (in "border-transparent pe-0.5 border-primary")',
    );
  });
});
