import { expect, test } from "vitest";
import { chromeOptions, type RouteHandle } from "./chrome-handle";

test("the top bar is off and the accent violet unless a route's handle says otherwise", () => {
  expect(chromeOptions([])).toEqual({ topBar: false, accent: "brand" });
  expect(chromeOptions([{ handle: undefined }, { handle: null }, { handle: "x" }])).toEqual({
    topBar: false,
    accent: "brand",
  });
  const on = { chrome: { topBar: true, accent: "teal" } } satisfies RouteHandle;
  expect(chromeOptions([{ handle: undefined }, { handle: on }])).toEqual({ topBar: true, accent: "teal" });
});

test("a deeper route overrides its parent", () => {
  const on = { chrome: { topBar: true } } satisfies RouteHandle;
  const off = { chrome: { topBar: false, accent: "rose" } } satisfies RouteHandle;
  expect(chromeOptions([{ handle: on }, { handle: off }])).toEqual({ topBar: false, accent: "rose" });
  expect(chromeOptions([{ handle: off }, { handle: on }])).toEqual({ topBar: true, accent: "rose" });
  expect(chromeOptions([{ handle: on }, { handle: { chrome: {} } }])).toEqual({
    topBar: true,
    accent: "brand",
  });
});

test("an unknown accent is ignored", () => {
  expect(chromeOptions([{ handle: { chrome: { accent: "plaid" } } }]).accent).toBe("brand");
});

test("a one-page route swaps the site header for in-page anchors; a deeper route decides", () => {
  const anchors = [
    { id: "home", label: "Home" },
    { id: "team", label: "Meet The Team" },
  ];
  const onePage = { chrome: { header: { anchors } } } satisfies RouteHandle;
  expect(chromeOptions([])).not.toHaveProperty("header");
  expect(chromeOptions([{ handle: onePage }]).header).toEqual({ anchors });
  expect(chromeOptions([{ handle: { chrome: { topBar: true } } }, { handle: onePage }])).toEqual({
    topBar: true,
    accent: "brand",
    header: { anchors },
  });
  // Options a route leaves out keep its parent's choice.
  expect(chromeOptions([{ handle: onePage }, { handle: { chrome: { accent: "teal" } } }]).header).toEqual({
    anchors,
  });
});

test("a header option without usable anchors leaves the site header", () => {
  for (const header of [null, {}, { anchors: [] }, { anchors: "home" }, { anchors: [{ id: "home" }] }]) {
    expect(
      chromeOptions([{ handle: { chrome: { header } } }]).header,
      JSON.stringify(header),
    ).toBeUndefined();
  }
});
