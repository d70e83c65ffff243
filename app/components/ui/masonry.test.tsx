// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { Masonry, masonryItemStyle } from "./masonry";

afterEach(cleanup);

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
    expect(list.hasAttribute("data-masonry-measured")).toBe(false); // measured by its module
    expect(list.className).toBe("masonry sm:masonry-cols-2 lg:masonry-cols-3 xl:masonry-cols-4");
  });
});
