// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { BackToTop, TOP_FOCUS_ID } from "~/components/site/back-to-top";
import { scrollThresholds } from "~/content/settings";
import { liftAbove, start } from "./back-to-top";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

function setUp(reduced: boolean) {
  scrollTo(0);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduced && query.includes("reduce") }));
  document.body.innerHTML = `<a id="${TOP_FOCUS_ID}" href="/">Doob home</a>${renderToStaticMarkup(<BackToTop />)}`;
  const button = document.querySelector<HTMLElement>("[data-back-to-top]")!;
  start(button);
  return button;
}

test("shows past the threshold only, and says so by `data-shown`", () => {
  const button = setUp(false);
  expect(button.hasAttribute("data-shown")).toBe(false);
  scrollTo(scrollThresholds.backToTop);
  expect(button.hasAttribute("data-shown")).toBe(false);
  scrollTo(scrollThresholds.backToTop + 1);
  expect(button.hasAttribute("data-shown")).toBe(true);
  scrollTo(0);
  expect(button.hasAttribute("data-shown")).toBe(false);
});

test("a page already scrolled shows it at start", () => {
  scrollTo(0);
  document.body.innerHTML = renderToStaticMarkup(<BackToTop />);
  scrollTo(900);
  const button = document.querySelector<HTMLElement>("[data-back-to-top]")!;
  start(button);
  expect(button.hasAttribute("data-shown")).toBe(true);
});

test.each([
  [false, "smooth"],
  [true, "instant"],
])("a click scrolls to the top (reduced motion: %s, %s) and focuses the home link", (reduced, behavior) => {
  const scroll = vi.fn();
  vi.stubGlobal("scrollTo", scroll);
  const button = setUp(reduced);
  scrollTo(700);
  button.click();
  expect(scroll).toHaveBeenCalledWith({ top: 0, behavior });
  expect(document.activeElement?.id).toBe(TOP_FOCUS_ID);
});

test("rises above the footer's legal row only as the row comes up under it, pushed by it", () => {
  // A 900 px window, the button's foot 32 px above the window's, 12 px kept clear.
  expect(liftAbove(1200, 900, 32)).toBe(0);
  // Its foot is at 868 px: a row from 880 px down leaves the 12 px.
  expect(liftAbove(880, 900, 32)).toBe(0);
  expect(liftAbove(856, 900, 32)).toBe(24);
  expect(liftAbove(700, 900, 32)).toBe(180);
});
