import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error("the section data was malformed");
}

test("a rendering failure shows the page headed Unexpected Application Error!", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([
    { path: "/", Component: Broken, ErrorBoundary: ErrorBoundary as unknown as React.ComponentType },
  ]);
  render(<Stub initialEntries={["/"]} />);
  expect(
    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeTruthy();
  expect(screen.getByRole("link", { name: "Go Back Home" }).getAttribute("href")).toBe("/");
});
