// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Masonry } from "~/components/ui/masonry";
import { correctedSpan, start } from "./masonry";

describe("correctedSpan", () => {
  // 2 px rows, a 24 px gap: a 176 px card needs 100 rows.
  const at = (height: number, span: number | null) => correctedSpan({ height, gap: 24, unit: 2, span });

  test("a span that fits the card (and the gap) is left alone, to the sub-pixel", () => {
    expect(at(176, 100)).toBeNull();
    expect(at(175, 100)).toBeNull(); // 199 px: 99 rows would be too few
    expect(at(176.4, 100)).toBeNull(); // rounding, not an overflow
  });

  test("a card that overflows its rows, or leaves a whole row spare, gets the rows it needs", () => {
    expect(at(177, 100)).toBe(101);
    expect(at(230, 100)).toBe(127);
    expect(at(173, 100)).toBe(99);
    expect(at(100, 100)).toBe(62);
  });

  test("an unmeasured card (no span yet) always gets one", () => {
    expect(at(176, null)).toBe(100);
    expect(at(0, null)).toBe(12);
  });
});

/** ResizeObserver, reported by hand. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  report(heights: Map<Element, number>) {
    const entries = [...heights].map(
      ([target, blockSize]) => ({ target, borderBoxSize: [{ blockSize }] }) as unknown as ResizeObserverEntry,
    );
    this.callback(entries, this as never);
  }
}

/** An engine that packs (the math functions, @property), with the list's unit and gap as registered lengths. */
function packingEngine() {
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  vi.stubGlobal("CSS", { supports: () => true, registerProperty: () => {} });
  const real = window.getComputedStyle;
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => {
    const style = real(element);
    if (!(element as HTMLElement).matches?.("[data-masonry]")) return style;
    const values: Record<string, string> = {
      "--masonry-columns": "3",
      "--masonry-unit": "2px",
      "--masonry-gap": "24px",
    };
    return {
      ...style,
      gridRowEnd: "auto",
      getPropertyValue: (name: string) => values[name] ?? "",
    } as CSSStyleDeclaration;
  });
}

function mount(sized: boolean) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(Masonry, {
      columns: 3,
      sized,
      "aria-label": "Words",
      children: [createElement("li", { key: 1 }, "One"), createElement("li", { key: 2 }, "Two")],
    }),
  );
  const list = document.querySelector<HTMLElement>("[data-masonry]")!;
  return { list, items: [...list.children] as HTMLElement[] };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the masonry module", () => {
  test("a list of text cards gets every card's span from its height, then is marked measured", () => {
    packingEngine();
    const { list, items } = mount(false);
    start(list);
    const observer = FakeResizeObserver.last!;
    expect([...observer.observed]).toEqual(items);
    // Not until every card has reported its height.
    observer.report(new Map([[items[0]!, 176]]));
    expect(list.hasAttribute("data-masonry-measured")).toBe(false);
    observer.report(new Map([[items[1]!, 230]]));
    expect(items.map((item) => item.style.getPropertyValue("--masonry-span"))).toEqual(["100", "127"]);
    expect(list.hasAttribute("data-masonry-measured")).toBe(true);
  });

  test("a card added later (a filter) is watched too; one removed is let go", async () => {
    packingEngine();
    const { list, items } = mount(false);
    start(list);
    const observer = FakeResizeObserver.last!;
    const added = document.createElement("li");
    list.append(added);
    items[0]!.remove();
    await Promise.resolve();
    expect([...observer.observed]).toEqual([items[1], added]);
  });

  test("an engine that cannot pack keeps the CSS layout alone", () => {
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    vi.stubGlobal("CSS", { supports: () => false });
    FakeResizeObserver.last = undefined;
    const { list } = mount(false);
    start(list);
    expect(FakeResizeObserver.last).toBeUndefined();
  });
});
