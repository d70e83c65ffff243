// @vitest-environment jsdom
import userEvent from "@testing-library/user-event";
import { within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { fakePopovers } from "~/components/ui/dialog-test-utils";
import { MobileMenu } from "~/components/site/mobile-menu";
import { mainMenu } from "~/components/site/menu-model";
import type { MenuItem } from "~/content/types";
import { start } from "./mobile-menu";

// jsdom has no popovers: a stand-in with the events the menu relies on.
beforeAll(fakePopovers);

// jsdom follows no link to another document: stopped last, after the menu has seen the click.
const stayHere = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a[href]:not([href^="#"])'))
    event.preventDefault();
};
beforeAll(() => window.addEventListener("click", stayHere));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** A stand-in for `matchMedia` whose answer a test changes, with its `change` event. */
function fakeDesktopQuery() {
  const query = Object.assign(new EventTarget(), { matches: false });
  vi.stubGlobal("matchMedia", () => query);
  return (matches: boolean) => {
    query.matches = matches;
    query.dispatchEvent(new Event("change"));
  };
}

function menu(items: readonly MenuItem[] = mainMenu, path = "/login") {
  document.body.innerHTML =
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <MobileMenu items={items} pathname={path} />
      </MemoryRouter>,
    ) + "<main><h1>Page</h1></main>";
  const panel = document.querySelector<HTMLElement>("[data-mobile-menu]")!;
  start(panel);
  const toggle = within(document.body).getByRole("button", { name: "Open menu" });
  return { panel, toggle };
}

const isOpen = (panel: HTMLElement) => panel.matches(":popover-open");

describe("phone menu", () => {
  test("a link of the menu closes the panel, focus back on the toggle", async () => {
    const user = userEvent.setup();
    const { panel, toggle } = menu();
    await user.click(toggle);
    expect(isOpen(panel)).toBe(true);
    await user.click(within(panel).getByRole("link", { name: "Privacy Policy" }));
    expect(isOpen(panel)).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  test("a link to another tab leaves it open", async () => {
    const user = userEvent.setup();
    const { panel, toggle } = menu();
    await user.click(toggle);
    const buy = within(panel).getByRole("link", { name: /Buy Now/ });
    expect(buy.getAttribute("target")).toBe("_blank");
    await user.click(buy);
    expect(isOpen(panel)).toBe(true);
  });

  test("closed any other way (a click outside, Escape), the focus goes back to the toggle", async () => {
    const { panel, toggle } = menu();
    panel.showPopover();
    document.body.focus();
    // The browser's light dismiss, as the stand-in cannot do it.
    panel.hidePopover();
    expect(document.activeElement).toBe(toggle);
  });

  test("an in-page link of a one-page header: the controls script closes it, the focus stays with the section", async () => {
    const user = userEvent.setup();
    const items: MenuItem[] = [
      { kind: "link", title: "Home", href: "#home" },
      { kind: "link", title: "Team", href: "#team" },
    ];
    const { panel, toggle } = menu(items, "/one-page");
    await user.click(toggle);
    await user.click(within(panel).getByRole("link", { name: "Team" }));
    // tests/unit-setup.ts installs the controls script, which closes the panel on such a link.
    expect(isOpen(panel)).toBe(false);
    expect(document.activeElement).not.toBe(toggle);
    // Closed without a link afterwards: the toggle again.
    await user.click(toggle);
    await user.click(within(panel).getByRole("button", { name: "Close menu" }));
    expect(document.activeElement).toBe(toggle);
  });

  test("growing into the desktop layout closes it", () => {
    const setDesktop = fakeDesktopQuery();
    const { panel } = menu();
    panel.showPopover();
    setDesktop(false);
    expect(isOpen(panel)).toBe(true);
    setDesktop(true);
    expect(isOpen(panel)).toBe(false);
  });
});
