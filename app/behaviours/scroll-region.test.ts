// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { start } from "./scroll-region";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("scroll-region", () => {
  test("the region joins the tab order while its content is wider than it, and leaves it after", () => {
    let notify: () => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML = `<section aria-label="Rates" data-scroll-region=""><table></table></section>`;
    const region = document.querySelector<HTMLElement>("section")!;
    const width = { scroll: 720, client: 360 };
    vi.spyOn(region, "scrollWidth", "get").mockImplementation(() => width.scroll);
    vi.spyOn(region, "clientWidth", "get").mockImplementation(() => width.client);
    start(region);
    expect(observed).toEqual([region, region.firstElementChild]);
    notify();
    expect(region.getAttribute("tabindex")).toBe("0");
    width.client = 800;
    notify();
    expect(region.hasAttribute("tabindex")).toBe(false);
  });

  test("without ResizeObserver the region stays as pre-rendered", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    document.body.innerHTML = `<section data-scroll-region=""></section>`;
    const region = document.querySelector<HTMLElement>("section")!;
    start(region);
    expect(region.hasAttribute("tabindex")).toBe(false);
  });
});
