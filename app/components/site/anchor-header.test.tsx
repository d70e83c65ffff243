// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

/** Places the header's bottom edge and the sections' tops (viewport pixels) as a scroll would. */
function layOut(tops: Record<string, number>, headerBottom = 80) {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const top = tops[this.id] ?? 0;
    const bottom = this.tagName === "HEADER" ? headerBottom : top + 600;
    return DOMRect.fromRect({ x: 0, y: top, width: 1000, height: bottom - top });
  });
}

async function scroll(tops: Record<string, number>) {
  layOut(tops);
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  });
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

  test("scroll spy marks the section whose top passed 40 px below the header last", async () => {
    renderOnePage();
    await screen.findByRole("heading", { name: "One page" });
    const link = (name: string) => within(desktopNav()).getByRole("link", { name });

    await scroll({ home: 80, service: 700, team: 1400 });
    expect(link("Home").getAttribute("aria-current")).toBe("location");
    expect(link("Service").getAttribute("aria-current")).toBeNull();

    // 80 px header + 40 px: a top at 120 has been passed, one at 121 has not.
    await scroll({ home: -500, service: 121, team: 800 });
    expect(link("Home").getAttribute("aria-current")).toBe("location");
    await scroll({ home: -501, service: 120, team: 799 });
    expect(link("Service").getAttribute("aria-current")).toBe("location");
    expect(link("Home").getAttribute("aria-current")).toBeNull();

    await scroll({ home: -2000, service: -1400, team: -100 });
    expect(link("Meet The Team").getAttribute("aria-current")).toBe("location");
    expect(
      within(desktopNav())
        .getAllByRole("link")
        .filter((l) => l.hasAttribute("aria-current")),
    ).toHaveLength(1);
  });

  test("the mobile menu lists the same links, marks the current one, and leaves the focus with the chosen section", async () => {
    const user = userEvent.setup();
    renderOnePage();
    await screen.findByRole("heading", { name: "One page" });
    await scroll({ home: -500, service: 90, team: 800 });

    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    const service = within(dialog).getByRole("link", { name: "Service" });
    expect(service.getAttribute("aria-current")).toBe("location");
    expect(within(dialog).getByRole("link", { name: "Meet The Team" }).getAttribute("href")).toBe("#team");

    expect(dialog.matches(":popover-open")).toBe(true);
    // An in-page link closes it: the controls script's work (installed by tests/unit-setup.ts).
    await user.click(within(dialog).getByRole("link", { name: "Meet The Team" }));
    expect(dialog.matches(":popover-open")).toBe(false);
    // An in-page link: the browser carries on from the section, not from the toggle.
    expect(document.activeElement).not.toBe(toggle);

    // Closing without choosing a link gives the focus back to the toggle.
    await user.click(toggle);
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(document.activeElement).toBe(toggle);
  });
});
