import { createElement, Fragment } from "react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { categoryPage, tagPage } from "~/content/pages/blog";
import { documentTitle } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { anyValue } from "../../scripts/fallback-routes.mjs";
import { routeValue, start } from "./route-value";

/** Markup as the build writes it (the banner's breadcrumb links need a router). */
const render = (node: ReactNode) => renderToStaticMarkup(createElement(MemoryRouter, null, node));

/** The fallback document's banner and empty state as the build renders them, at `path`. */
function fallbackAt(page: ReturnType<typeof tagPage>, path: string) {
  history.replaceState(null, "", path);
  document.title = documentTitle(page.seo);
  document.body.innerHTML = render(
    createElement(
      Fragment,
      null,
      createElement(PageBanner, page.banner),
      createElement("p", { id: "empty" }, page.listing.empty!.title),
    ),
  );
  for (const element of document.querySelectorAll<HTMLElement>("[data-route-value]")) start(element);
  return { h1: document.querySelector("h1")!, empty: document.querySelector("#empty")! };
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
});

describe("routeValue", () => {
  test.each([
    ["/blog-grid/tag/Lorem%20Ipsum", "Lorem Ipsum"],
    ["/doob/blog-grid/category/Caf%C3%A9%20cr%C3%A8me/", "Café crème"],
    ["/blog-grid/tag/a%20%20%20b", "a b"],
    ["/blog-grid/tag/%3Cb%3Ex", "<b>x"],
    ["/", ""],
  ])("%s → %j", (path, value) => {
    expect(routeValue(path)).toBe(value);
  });
});

describe("the free-value fallback", () => {
  test("without the module, the page names the value neutrally and marks where it goes", () => {
    const page = tagPage(anyValue);
    const html = render(createElement(PageBanner, page.banner));
    expect(html).toContain(`data-route-value-title="Unknown tag: Blog Tag"`);
    expect(page.seo.title).toBe("Unknown tag: Blog Tag");
    expect(page.seo.noindex).toBe(true);
    expect(page.listing.posts).toEqual([]);
  });

  test("the heading, the empty state and the title show the address's value", () => {
    const page = categoryPage(anyValue);
    const { h1, empty } = fallbackAt(page, "/blog-grid/category/Lorem%20Ipsum");
    expect(h1.textContent).toBe("Lorem Ipsum");
    expect(empty.textContent).toBe("No posts are filed under “Lorem Ipsum” yet.");
    expect(document.title).toBe(documentTitle({ title: "Lorem Ipsum: Blog Category", path: "/x" }));
  });

  test("markup in the value stays text; replacement patterns stay text", () => {
    const value = `<img src=x onerror=alert(1)><b>$&bold`;
    const { h1, empty } = fallbackAt(tagPage(anyValue), `/blog-grid/tag/${encodeURIComponent(value)}`);
    expect(h1.textContent).toBe(value);
    expect(h1.querySelectorAll("img, b")).toHaveLength(0);
    expect(empty.querySelectorAll("img, b")).toHaveLength(0);
    expect(document.title).toBe(documentTitle({ title: `${value}: Blog Tag`, path: "/x" }));
  });

  test("a long value gets the title without the brand, by the pages' own rule", () => {
    const value = "x".repeat(300);
    fallbackAt(tagPage(anyValue), `/blog-grid/tag/${value}`);
    expect(document.title).toBe(`${value}: Blog Tag`);
  });

  test("a known name's page has no mark", () => {
    const page = categoryPage("ux-design");
    expect(render(createElement(PageBanner, page.banner))).not.toContain("data-route-value");
  });
});
