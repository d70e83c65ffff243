import { expect, test } from "vitest";
import { chromeOptions, type RouteHandle } from "./chrome-handle";

test("the top bar is off unless a route's handle turns it on", () => {
  expect(chromeOptions([])).toEqual({ topBar: false });
  expect(chromeOptions([{ handle: undefined }, { handle: null }, { handle: "x" }])).toEqual({
    topBar: false,
  });
  const on = { chrome: { topBar: true } } satisfies RouteHandle;
  expect(chromeOptions([{ handle: undefined }, { handle: on }])).toEqual({ topBar: true });
});

test("a deeper route overrides its parent", () => {
  const on = { chrome: { topBar: true } } satisfies RouteHandle;
  const off = { chrome: { topBar: false } } satisfies RouteHandle;
  expect(chromeOptions([{ handle: on }, { handle: off }])).toEqual({ topBar: false });
  expect(chromeOptions([{ handle: off }, { handle: on }])).toEqual({ topBar: true });
  expect(chromeOptions([{ handle: on }, { handle: { chrome: {} } }])).toEqual({ topBar: true });
});
