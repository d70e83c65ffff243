import { describe, expect, test } from "vitest";
import { cssPhysicalClasses, logicalTwin, physicalClasses } from "./direction-classes.mjs";

describe("physical left/right utilities", () => {
  test("each has its logical twin, values, negatives and variants kept", () => {
    const twins = physicalClasses(
      "ml-auto -mr-2 pl-4 md:pr-8 left-0 right-4 md:right-8 border-l border-r-2 rounded-l-lg rounded-tr-xl text-left float-right scroll-ml-4 hover:pl-[3px]",
    ).map(({ name, use }) => `${name} → ${use}`);
    expect(twins).toEqual([
      "ml-auto → ms-auto",
      "-mr-2 → -me-2",
      "pl-4 → ps-4",
      "md:pr-8 → md:pe-8",
      "left-0 → start-0",
      "right-4 → end-4",
      "md:right-8 → md:end-8",
      "border-l → border-s",
      "border-r-2 → border-e-2",
      "rounded-l-lg → rounded-s-lg",
      "rounded-tr-xl → rounded-se-xl",
      "text-left → text-start",
      "float-right → float-end",
      "scroll-ml-4 → scroll-ms-4",
      "hover:pl-[3px] → hover:ps-[3px]",
    ]);
  });

  test("logical utilities, look-alikes and what has no logical twin pass", () => {
    expect(
      physicalClasses(
        "ms-4 pe-2 start-0 end-4 border-s border-lime-500 rounded-full rounded-lg text-start text-lg place-items-center prose leading-6 -translate-x-1/2 origin-left bg-linear-to-r",
      ),
    ).toEqual([]);
    expect(logicalTwin("border-l-primary")).toBe("border-s-primary");
  });

  test("a class written for one direction, and centring by left-1/2 and -translate-x-1/2, pass", () => {
    expect(physicalClasses("rtl:left-auto ltr:ml-2 left-1/2 -translate-x-1/2")).toEqual([]);
    expect(physicalClasses("left-1/2").map((f) => f.use)).toEqual(["start-1/2"]);
  });

  test("app.css's @apply lists are read with their lines", () => {
    const css = ".a {\n  @apply flex gap-3;\n}\n.b {\n  @apply -ml-px border-l pr-3;\n}\n";
    expect(cssPhysicalClasses(css)).toEqual([
      { line: 5, name: "-ml-px", use: "-ms-px" },
      { line: 5, name: "border-l", use: "border-s" },
      { line: 5, name: "pr-3", use: "pe-3" },
    ]);
  });
});
