// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { correctedSpan, Masonry, masonryItemStyle } from "./masonry";

afterEach(cleanup);

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

describe("Masonry", () => {
  test("a list of sized items is packed from the pre-rendered HTML; its items declare their extent", () => {
    const html = renderToString(
      <Masonry columns={3} sized aria-label="Work">
        <li style={masonryItemStyle({ ratio: 5 / 4, fixed: "4.5rem" })}>One</li>
        <li style={masonryItemStyle({ ratio: 0.748031496, inset: "1rem" })}>Two</li>
      </Masonry>,
    );
    const list = new DOMParser().parseFromString(html, "text/html").querySelector("ul")!;
    expect(list.getAttribute("data-masonry")).toBe("sized");
    expect(list.className.split(" ")).toEqual(["masonry", "sm:masonry-cols-2", "lg:masonry-cols-3"]);
    const [one, two] = [...list.querySelectorAll("li")];
    expect(one!.getAttribute("style")).toBe("--masonry-ratio:1.25;--masonry-fixed:4.5rem");
    expect(two!.getAttribute("style")).toBe("--masonry-ratio:0.748031;--masonry-inset:1rem");
  });

  test("a list of text cards waits to be measured; four columns step up through two and three", () => {
    render(
      <Masonry columns={4} aria-label="Words">
        <li>Quote</li>
      </Masonry>,
    );
    const list = screen.getByRole("list", { name: "Words" });
    expect(list.getAttribute("data-masonry")).toBe("measured");
    expect(list.hasAttribute("data-masonry-measured")).toBe(false); // jsdom: no layout to measure
    expect(list.className).toBe("masonry sm:masonry-cols-2 lg:masonry-cols-3 xl:masonry-cols-4");
  });
});
