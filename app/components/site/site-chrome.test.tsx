// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { phoneText } from "~/content/contact";
import { brand } from "~/content/brand";
import { site } from "~/content/site";
import { THEME_TOGGLE_ATTRIBUTE } from "~/lib/theme";
import { fakeModalDialogs, fakePopovers } from "~/components/ui/dialog-test-utils";
import SiteLayout from "~/routes/site-layout";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { isItemActive, itemLinks, mainMenu } from "./menu-model";
import type { RouteHandle } from "./chrome-handle";

// jsdom has no modal dialogs and no popovers: minimal stand-ins with the events the menus rely on.
beforeAll(fakeModalDialogs);
beforeAll(fakePopovers);

beforeEach(() => {
  document.documentElement.className = "dark";
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});

function Page() {
  return <h1>Page</h1>;
}

const withTopBar = { chrome: { topBar: true } } satisfies RouteHandle;

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: SiteLayout,
      children: [
        { path: "/", Component: Page },
        { path: "/login", Component: Page },
        { path: "/privacy-policy", Component: Page },
        { path: "/error", Component: Page },
        { path: "/with-top-bar", Component: Page, handle: withTopBar },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const mainNav = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;

describe("desktop menu", () => {
  test("every menu link is in the markup before any menu opens, the current page marked", async () => {
    renderAt("/login");
    await screen.findByRole("heading", { name: "Page" });
    const nav = mainNav();
    const hidden = { hidden: true } as const;
    expect(
      within(nav)
        .getByRole("link", { name: /Landing Home/, ...hidden })
        .getAttribute("href"),
    ).toBe("/");
    const profile = within(nav).getByRole("link", { name: "Profile", ...hidden });
    expect(profile.getAttribute("aria-current")).toBe("page");
    expect(
      within(nav)
        .getByRole("link", { name: "Privacy Policy", ...hidden })
        .getAttribute("aria-current"),
    ).toBeNull();
  });

  test("the item holding the current section is active, the others are not", async () => {
    renderAt("/login");
    const elements = await within(mainNav()).findByRole("button", { name: "Elements" });
    const home = within(mainNav()).getByRole("button", { name: "Home" });
    expect(elements.hasAttribute("data-active")).toBe(true);
    expect(home.hasAttribute("data-active")).toBe(false);
  });

  test("keyboard: ArrowDown opens and enters, arrows move, Escape closes back to the button", async () => {
    const user = userEvent.setup();
    renderAt("/privacy-policy");
    const trigger = await within(mainNav()).findByRole("button", { name: "Elements" });
    const panel = document.getElementById(trigger.getAttribute("aria-controls")!)!;
    expect(trigger.getAttribute("aria-expanded")).toBe("false");

    trigger.focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const links = within(panel).getAllByRole("link");
    expect(document.activeElement).toBe(links[0]);

    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(links.at(-1));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(links[0]);

    await user.keyboard("{Escape}");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  test("Enter and Space toggle; opening another menu closes the first", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const home = await within(mainNav()).findByRole("button", { name: "Home" });
    const elements = within(mainNav()).getByRole("button", { name: "Elements" });
    home.focus();
    await user.keyboard("{Enter}");
    expect(home.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard(" ");
    expect(home.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{Enter}");
    await user.click(elements);
    expect(home.getAttribute("aria-expanded")).toBe("false");
    expect(elements.getAttribute("aria-expanded")).toBe("true");
  });

  test("ArrowRight / ArrowLeft move between top items", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const home = await within(mainNav()).findByRole("button", { name: "Home" });
    // The top items in order: Home, then About (a link), then Elements.
    const about = within(mainNav()).getByRole("link", { name: "About" });
    const elements = within(mainNav()).getByRole("button", { name: "Elements" });
    home.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(about);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(elements);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toBe(home);
  });

  test("pointer hover opens, leaving closes after a short delay, a click outside closes", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const home = await within(mainNav()).findByRole("button", { name: "Home" });
    await user.hover(home);
    expect(home.getAttribute("aria-expanded")).toBe("true");
    // A click on the open (hovered) menu keeps it open.
    await user.click(home);
    expect(home.getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByRole("heading", { name: "Page" }));
    expect(home.getAttribute("aria-expanded")).toBe("false");

    await user.hover(home);
    expect(home.getAttribute("aria-expanded")).toBe("true");
    await user.unhover(home);
    await waitFor(() => expect(home.getAttribute("aria-expanded")).toBe("false"));
  });
});

describe("mobile menu", () => {
  const panel = () => screen.getByRole("dialog", { name: "Menu", hidden: true });
  const isOpen = (element: Element) => element.matches(":popover-open");
  /** The groups (`<details>`) by their summary's text, and which are open. */
  const groups = (root: ParentNode) =>
    Object.fromEntries(
      [...root.querySelectorAll("details")].map((group) => [
        group.querySelector("summary")!.textContent,
        group.open,
      ]),
    );

  test("the panel and every menu link are in the markup before it opens; its buttons name it", async () => {
    renderAt("/login");
    await screen.findByRole("heading", { name: "Page" });
    const menu = panel();
    expect(menu.getAttribute("popover")).toBe("auto");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("popovertarget")).toBe(menu.id);
    const close = within(menu).getByRole("button", { name: "Close menu", hidden: true });
    expect(close.getAttribute("popovertarget")).toBe(menu.id);
    expect(close.getAttribute("popovertargetaction")).toBe("hide");
    const hrefs = [...menu.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    for (const link of mainMenu.flatMap(itemLinks)) expect(hrefs).toContain(link.href);
    // No in-page links, so no inline script to close the panel on them.
    expect(menu.nextElementSibling).toBeNull();
    // Nothing that follows state: the toggle says nothing the browser does not say itself.
    expect(toggle.hasAttribute("aria-expanded")).toBe(false);
  });

  test("the groups are <details> of one name; the current page's group is the open one", async () => {
    renderAt("/login");
    await screen.findByRole("heading", { name: "Page" });
    const details = [...panel().querySelectorAll("details")];
    expect(details.length).toBe(mainMenu.filter((item) => item.kind !== "link").length);
    expect(new Set(details.map((group) => group.getAttribute("name"))).size).toBe(1);
    const current = mainMenu.find((item) => item.kind !== "link" && isItemActive(item, "/login"))!;
    expect(Object.entries(groups(panel())).filter(([, open]) => open)).toEqual([[current.title, true]]);
    expect(
      within(panel()).getByRole("link", { name: "Profile", hidden: true }).getAttribute("aria-current"),
    ).toBe("page");
  });

  test("a router link closes it and navigates, focus back on the toggle", async () => {
    const user = userEvent.setup();
    renderAt("/login");
    await screen.findByRole("heading", { name: "Page" });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    expect(isOpen(panel())).toBe(true);
    await user.click(within(panel()).getByRole("link", { name: "Privacy Policy" }));
    expect(isOpen(panel())).toBe(false);
    expect(document.activeElement).toBe(toggle);
    await waitFor(() =>
      expect(
        within(panel())
          .getByRole("link", { name: "Privacy Policy", hidden: true })
          .getAttribute("aria-current"),
      ).toBe("page"),
    );
  });

  test("what a visitor opened before hydration stays open through it", async () => {
    const Stub = createRoutesStub([
      { Component: SiteLayout, children: [{ path: "/login", Component: Page }] },
    ]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Stub initialEntries={["/login"]} />);
    document.body.append(container);
    // Before hydration: the panel opened, and another group than the page's own.
    const menu = container.querySelector<HTMLElement>("[popover]")!;
    menu.showPopover();
    const chosen = [...menu.querySelectorAll("details")].find((group) => !group.open)!;
    chosen.open = true;
    const before = groups(menu);
    const root = await act(async () => hydrateRoot(container, <Stub initialEntries={["/login"]} />));
    await screen.findAllByRole("heading", { name: "Page" });
    expect(isOpen(menu)).toBe(true);
    expect(groups(menu)).toEqual(before);
    act(() => root.unmount());
    container.remove();
  });
});

describe("theme switch", () => {
  // Its behaviour is the inline theme script's (~/lib/theme, tested in theme.test.ts and in the browsers).
  test("is the theme script's switch, named for the theme it switches to, hidden without JavaScript", async () => {
    renderAt("/");
    const toggle = await screen.findByRole("button", { name: /Switch to light theme/ });
    expect(toggle.hasAttribute(THEME_TOGGLE_ATTRIBUTE)).toBe(true);
    expect(toggle.className).toContain("no-js:hidden");
  });
});

describe("top bar", () => {
  test("is off by default", async () => {
    renderAt("/");
    await screen.findByRole("heading", { name: "Page" });
    expect(screen.queryByRole("list", { name: "Contact details" })).toBeNull();
  });

  test("a route's handle turns it on: location, phone as tel: link, four social links", async () => {
    renderAt("/with-top-bar");
    const details = await screen.findByRole("list", { name: "Contact details" });
    expect(within(details).getByText(site.location)).toBeTruthy();
    const phone = within(details).getByRole("link", {
      name: new RegExp(phoneText(site.phone).replace(/[()+]/g, "\\$&")),
    });
    expect(phone.getAttribute("href")).toBe(`tel:${site.phone.replace(/[^\d+]/g, "")}`);
    const bar = details.parentElement!;
    const social = within(bar).getByRole("list", { name: /social/ });
    expect(within(social).getAllByRole("link")).toHaveLength(4);
  });
});

describe("footer", () => {
  test("four columns at most, only with links, and honest legal links", async () => {
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    const columns = within(within(footer).getByRole("navigation", { name: "Footer" })).getAllByRole(
      "heading",
    );
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.length).toBeLessThanOrEqual(4);
    for (const column of columns) {
      expect(within(column.parentElement!).getAllByRole("link").length, column.textContent!).toBeGreaterThan(
        0,
      );
    }
    const legal = within(footer).getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    // Terms And Condition has no page: shown as text, never as a link.
    expect(within(legal).getByText("Terms And Condition").closest("a")).toBeNull();
  });

  test("the newsletter form is labelled and its submit is blocked", async () => {
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    const email = within(footer).getByRole("textbox", { name: "Email address" });
    expect(email.getAttribute("type")).toBe("email");
    expect(email.getAttribute("placeholder")).toBe("Enter Your Email Here");
    const submit = within(footer).getByRole("button", { name: "Subscribe" });
    const form = submit.closest("form")!;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  test("the copyright shows the current year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-01T12:00:00Z"));
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByText(/All rights reserved/).textContent).toContain(`© 2031 ${brand.name}`);
  });
});

describe("back to top", () => {
  test("appears after 150 px of scroll and brings the page and focus back to the top", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    renderAt("/");
    const button = await screen.findByRole("button", { name: "Back to top", hidden: true });
    const scrollBy = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true });
        window.dispatchEvent(new Event("scroll"));
      });
    scrollBy(150);
    expect(button.hasAttribute("data-shown")).toBe(false);
    scrollBy(151);
    expect(button.hasAttribute("data-shown")).toBe(true);
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.getAttribute("href")).toBe("/");
    scrollBy(0);
    expect(button.hasAttribute("data-shown")).toBe(false);
    vi.unstubAllGlobals();
  });
});
