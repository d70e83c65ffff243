// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import { brand } from "~/content/brand";
import { phoneText } from "~/content/contact";
import { buttonPage } from "~/content/pages/button";
import { site } from "~/content/site";
import { ButtonShowcase } from "./button-showcase";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

test("sizes, outlined and icon groups; icon-only buttons are named; play buttons open the video popup", () => {
  render(inRouter(<ButtonShowcase {...buttonPage.showcase} />));
  for (const name of ["Sizes", "Styles", "Outlined", "With icons", "Play button"]) {
    expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
  }
  expect(
    screen.getByRole("link", { name: phoneText(`Call us on ${site.phone}`) }).getAttribute("href"),
  ).toMatch(/^tel:\+1555/);
  const cart = screen.getByRole("link", { name: `Purchase ${brand.name} (opens in a new tab)` });
  expect(cart.getAttribute("href")).toBe(site.buyUrl);
  expect(cart.textContent).toBe(`Purchase ${brand.name} (opens in a new tab)`);
  const play = screen.getAllByRole("link", { name: /^Play video: / });
  expect(play).toHaveLength(3);
  for (const button of play) expect(button.getAttribute("aria-haspopup")).toBe("dialog");
});

test("the pre-rendered page holds no video player", () => {
  const html = renderToString(inRouter(<ButtonShowcase {...buttonPage.showcase} />));
  expect(html).not.toContain("<iframe");
});
