// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { SiteHeader } from "~/components/site/site-header";
import { scrollThresholds } from "~/content/settings";
import { start } from "./sticky-header";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

test("the header takes its sticky look past the threshold and drops it at or above it", () => {
  scrollTo(0);
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter initialEntries={["/login"]}>
      <SiteHeader />
    </MemoryRouter>,
  );
  const header = document.querySelector<HTMLElement>("[data-sticky-header]")!;
  expect(header.tagName).toBe("HEADER");
  start(header);
  expect(header.hasAttribute("data-sticky")).toBe(false);
  scrollTo(scrollThresholds.stickyHeader + 1);
  expect(header.hasAttribute("data-sticky")).toBe(true);
  scrollTo(scrollThresholds.stickyHeader);
  expect(header.hasAttribute("data-sticky")).toBe(false);
  scrollTo(600);
  window.dispatchEvent(new Event("resize"));
  expect(header.hasAttribute("data-sticky")).toBe(true);
});

test("a page restored further down starts with the sticky look", () => {
  scrollTo(1200);
  document.body.innerHTML = `<header data-sticky-header></header>`;
  const header = document.querySelector<HTMLElement>("header")!;
  start(header);
  expect(header.hasAttribute("data-sticky")).toBe(true);
});
