// @vitest-environment jsdom
import userEvent from "@testing-library/user-event";
import { within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DesktopNav } from "~/components/site/desktop-nav";
import { mainMenu } from "~/components/site/menu-model";
import { timings } from "~/content/settings";
import { start, wrapIndex } from "./desktop-nav";

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** The pre-rendered desktop menu at `path`, its module started, with a heading outside it. */
function menuAt(path: string, { started = true } = {}) {
  document.body.innerHTML =
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <DesktopNav items={mainMenu} pathname={path} />
      </MemoryRouter>,
    ) + "<h1>Page</h1>";
  const nav = document.querySelector<HTMLElement>("nav")!;
  if (started) start(nav);
  const button = (name: string) => within(nav).getByRole("button", { name });
  const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute("aria-controls")!)!;
  return { nav, button, panelOf };
}

const expanded = (trigger: HTMLElement) => trigger.getAttribute("aria-expanded");

function pointer(type: "pointerenter" | "pointerleave", target: Element, pointerType = "mouse") {
  target.dispatchEvent(Object.assign(new MouseEvent(type), { pointerType }));
}

describe("desktop menu", () => {
  test("the HTML: every panel closed and opened by CSS until the module takes over", () => {
    const { nav, button, panelOf } = menuAt("/login", { started: false });
    expect(nav.getAttribute("data-desktop-nav")).toBe("css");
    const home = button("Home");
    expect(expanded(home)).toBe("false");
    expect(panelOf(home).hasAttribute("data-open")).toBe(false);
    // The current section's item is active and its page's link current, at build time.
    expect(button("Elements").hasAttribute("data-active")).toBe(true);
    expect(home.hasAttribute("data-active")).toBe(false);
    expect(
      within(panelOf(button("Elements")))
        .getByRole("link", { name: "Profile", hidden: true })
        .getAttribute("aria-current"),
    ).toBe("page");
    start(nav);
    expect(nav.getAttribute("data-desktop-nav")).toBe("js");
  });

  test("keyboard: ArrowDown opens and enters, arrows move, Escape closes back to the button", async () => {
    const user = userEvent.setup();
    const { button, panelOf } = menuAt("/privacy-policy");
    const trigger = button("Elements");
    const panel = panelOf(trigger);
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    expect(expanded(trigger)).toBe("true");
    expect(panel.hasAttribute("data-open")).toBe(true);
    const links = within(panel).getAllByRole("link");
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(links.at(-1));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(links.at(-1));
    await user.keyboard("{Escape}");
    expect(expanded(trigger)).toBe("false");
    expect(panel.hasAttribute("data-open")).toBe(false);
    expect(document.activeElement).toBe(trigger);
    // ArrowUp opens on the last link.
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(within(panel).getAllByRole("link").at(-1));
  });

  test("in a mega menu, ArrowRight / ArrowLeft go to the same row of the next / previous column", async () => {
    const user = userEvent.setup();
    const { button, panelOf } = menuAt("/privacy-policy");
    const trigger = button("Home");
    const columns = [...panelOf(trigger).querySelectorAll("[data-menu-column]")];
    expect(columns.length).toBeGreaterThan(1);
    trigger.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(columns[0]!.querySelectorAll("a")[1]);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(columns[1]!.querySelectorAll("a")[1]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toBe(columns.at(-1)!.querySelectorAll("a")[1]);
  });

  test("Enter and Space toggle; opening another menu closes the first", async () => {
    const user = userEvent.setup();
    const { button, panelOf } = menuAt("/");
    const home = button("Home");
    const elements = button("Elements");
    home.focus();
    await user.keyboard("{Enter}");
    expect(expanded(home)).toBe("true");
    await user.keyboard(" ");
    expect(expanded(home)).toBe("false");
    await user.keyboard("{Enter}");
    await user.click(elements);
    expect(expanded(home)).toBe("false");
    expect(panelOf(home).hasAttribute("data-open")).toBe(false);
    expect(expanded(elements)).toBe("true");
  });

  test("ArrowRight / ArrowLeft move between top items, links and buttons alike", async () => {
    const user = userEvent.setup();
    const { nav, button } = menuAt("/");
    const home = button("Home");
    // The top items in order: Home, then About (a link), then Elements.
    const about = within(nav).getByRole("link", { name: "About" });
    home.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(about);
    // Moving on closes the menu left behind.
    expect(expanded(home)).toBe("false");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(button("Elements"));
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toBe(home);
  });

  test("mouse hover opens and leaving closes after the hover delay; a touch does not open", () => {
    vi.useFakeTimers();
    const { button } = menuAt("/");
    const home = button("Home");
    const item = home.parentElement!;
    pointer("pointerenter", item, "touch");
    expect(expanded(home)).toBe("false");
    pointer("pointerenter", item);
    expect(expanded(home)).toBe("true");
    pointer("pointerleave", item);
    vi.advanceTimersByTime(timings.menuHoverClose - 1);
    expect(expanded(home)).toBe("true");
    // Coming back in time keeps it open.
    pointer("pointerenter", item);
    vi.advanceTimersByTime(timings.menuHoverClose);
    expect(expanded(home)).toBe("true");
    pointer("pointerleave", item);
    vi.advanceTimersByTime(timings.menuHoverClose);
    expect(expanded(home)).toBe("false");
  });

  test("a click on a menu opened by hover keeps it open; a click outside closes it", async () => {
    const user = userEvent.setup();
    const { button } = menuAt("/");
    const home = button("Home");
    await user.hover(home);
    expect(expanded(home)).toBe("true");
    await user.click(home);
    expect(expanded(home)).toBe("true");
    await user.click(document.querySelector("h1")!);
    expect(expanded(home)).toBe("false");
  });

  test("Escape closes a menu opened by hover with the focus elsewhere", async () => {
    const user = userEvent.setup();
    const { button } = menuAt("/");
    const home = button("Home");
    await user.hover(home);
    expect(expanded(home)).toBe("true");
    document.body.focus();
    await user.keyboard("{Escape}");
    expect(expanded(home)).toBe("false");
  });

  test("the focus leaving the group closes it; a followed link closes it", async () => {
    const user = userEvent.setup();
    const { nav, button, panelOf } = menuAt("/");
    const elements = button("Elements");
    elements.focus();
    await user.keyboard("{Enter}");
    within(nav).getByRole("link", { name: "About" }).focus();
    expect(expanded(elements)).toBe("false");

    elements.focus();
    await user.keyboard("{Enter}");
    const link = within(panelOf(elements)).getAllByRole("link")[0]!;
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(expanded(elements)).toBe("false");
  });
});

test("wrapIndex steps around a list", () => {
  expect(wrapIndex(0, 1, 3)).toBe(1);
  expect(wrapIndex(2, 1, 3)).toBe(0);
  expect(wrapIndex(0, -1, 3)).toBe(2);
  expect(wrapIndex(-1, 1, 3)).toBe(0);
  expect(wrapIndex(-1, -1, 3)).toBe(2);
  expect(wrapIndex(0, 1, 0)).toBe(-1);
});
