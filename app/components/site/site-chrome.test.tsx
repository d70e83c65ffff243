// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { phoneText } from "~/content/contact";
import { brand } from "~/content/brand";
import { site } from "~/content/site";
import { THEME_TOGGLE_ATTRIBUTE } from "~/lib/theme";
import { fakeModalDialogs, fakePopovers } from "~/components/ui/dialog-test-utils";
import SiteLayout from "~/routes/site-layout";
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

  test("the header is sticky-ready and the menus wired, in their resting state", async () => {
    renderAt("/");
    const header = (await screen.findAllByRole("banner"))[0]!;
    expect(header.hasAttribute("data-sticky-header")).toBe(true);
    expect(header.hasAttribute("data-sticky")).toBe(false);
    // A one-page header's scroll spy only.
    expect(header.hasAttribute("data-scroll-spy")).toBe(false);
    expect(mainNav().getAttribute("data-desktop-nav")).toBe("css");
    for (const button of within(mainNav()).getAllByRole("button")) {
      expect(button.getAttribute("aria-expanded")).toBe("false");
    }
  });
});

describe("mobile menu", () => {
  const panel = () => screen.getByRole("dialog", { name: "Menu", hidden: true });
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

  test("the groups are <details> of one name, all closed; the current page's group is marked", async () => {
    renderAt("/login");
    await screen.findByRole("heading", { name: "Page" });
    const details = [...panel().querySelectorAll("details")];
    expect(details.length).toBe(mainMenu.filter((item) => item.kind !== "link").length);
    expect(new Set(details.map((group) => group.getAttribute("name"))).size).toBe(1);
    const current = mainMenu.find((item) => item.kind !== "link" && isItemActive(item, "/login"))!;
    expect(Object.entries(groups(panel())).filter(([, open]) => open)).toEqual([]);
    expect(
      [...panel().querySelectorAll("summary[data-active]")].map((summary) => summary.textContent?.trim()),
    ).toEqual([current.title]);
    expect(
      within(panel()).getByRole("link", { name: "Profile", hidden: true }).getAttribute("aria-current"),
    ).toBe("page");
  });

  test("the panel and its groups are wired to their modules", async () => {
    renderAt("/login");
    await screen.findByRole("heading", { name: "Page" });
    expect(panel().hasAttribute("data-mobile-menu")).toBe(true);
    for (const group of panel().querySelectorAll("details")) {
      expect(group.getAttribute("data-demo-screenshots")).toBe("");
    }
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

  test("the newsletter form is labelled and its submit is blocked (app/behaviours/suppress-submit.ts)", async () => {
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    const email = within(footer).getByRole("textbox", { name: "Email address" });
    expect(email.getAttribute("type")).toBe("email");
    expect(email.getAttribute("placeholder")).toBe("Enter Your Email Here");
    const submit = within(footer).getByRole("button", { name: "Subscribe" });
    expect(submit.closest("form")!.hasAttribute("data-suppress-submit")).toBe(true);
  });

  test("the copyright shows the current year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-01T12:00:00Z"));
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByText(/All rights reserved/).textContent).toContain(`© 2031 ${brand.name}`);
    // The visitor's year replaces the build's in the browser (app/behaviours/current-year.ts).
    expect(within(footer).getByText("2031").hasAttribute("data-current-year")).toBe(true);
  });
});

describe("back to top", () => {
  test("hidden in the HTML, and names the header's home link, where the focus goes", async () => {
    renderAt("/");
    const button = await screen.findByRole("button", { name: "Back to top", hidden: true });
    expect(button.hasAttribute("data-shown")).toBe(false);
    const target = document.getElementById(button.getAttribute("data-back-to-top")!);
    expect(target?.getAttribute("href")).toBe("/");
    expect(target?.closest("header")).not.toBeNull();
  });
});
