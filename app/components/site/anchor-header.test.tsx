// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { fakeModalDialogs, fakePopovers } from "~/components/ui/dialog-test-utils";
import SiteLayout from "~/routes/site-layout";
import type { RouteHandle } from "./chrome-handle";

// jsdom has no modal dialogs and no popovers: minimal stand-ins with the events the menus rely on.
beforeAll(fakeModalDialogs);
beforeAll(fakePopovers);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const anchors = [
  { id: "home", label: "Home" },
  { id: "service", label: "Service" },
  { id: "team", label: "Meet The Team" },
];

function OnePage() {
  return (
    <>
      <h1>One page</h1>
      {anchors.map((anchor) => (
        <section key={anchor.id} id={anchor.id}>
          <h2>{anchor.label}</h2>
        </section>
      ))}
    </>
  );
}

const onePage = { chrome: { header: { anchors } } } satisfies RouteHandle;

function renderOnePage() {
  const Stub = createRoutesStub([
    {
      Component: SiteLayout,
      children: [{ path: "/one-page", Component: OnePage, handle: onePage }],
    },
  ]);
  return render(<Stub initialEntries={["/one-page"]} />);
}

const desktopNav = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;

describe("AnchorHeader", () => {
  test("a route's handle replaces the site menu by links to the page's sections", async () => {
    renderOnePage();
    await screen.findByRole("heading", { name: "One page" });
    const links = within(desktopNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "#home"],
      ["Service", "#service"],
      ["Meet The Team", "#team"],
    ]);
    // No site menu groups, but the header's buttons stay.
    expect(within(desktopNav()).queryByRole("button")).toBeNull();
    const buy = screen.getAllByRole("link", { name: /Buy Now/ })[0]!;
    expect(buy.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("button", { name: /Switch to (light|dark) theme/ })).toBeTruthy();
  });

  test("the header is wired to scroll spy; the mobile menu lists the same links, none marked in the HTML", async () => {
    renderOnePage();
    await screen.findByRole("heading", { name: "One page" });
    expect(screen.getAllByRole("banner")[0]!.hasAttribute("data-scroll-spy")).toBe(true);
    const dialog = screen.getByRole("dialog", { name: "Menu", hidden: true });
    const links = within(dialog)
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.getAttribute("href")?.startsWith("#"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["#home", "#service", "#team"]);
    expect(document.querySelector("[aria-current=location]")).toBeNull();
  });
});
