// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { type TabItem, Tabs } from "./tabs";

afterEach(cleanup);

const items: TabItem[] = [
  { label: "Strategy", title: "Strategy", content: <p>Plan the work.</p> },
  { label: "Reporting", title: "Reporting", content: <p>Measure the work.</p> },
  { label: "Development", title: "Development", content: <p>Build the work.</p> },
];

const selectedTab = () =>
  screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

describe("Tabs", () => {
  test("pre-renders every panel, the inactive ones hidden, starting on defaultIndex", () => {
    const html = renderToString(<Tabs items={items} label="How we work" defaultIndex={2} />);
    for (const text of ["Plan the work.", "Measure the work.", "Build the work."])
      expect(html).toContain(text);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const panels = [...doc.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((p) => p.hasAttribute("hidden"))).toEqual([true, true, false]);
    const tabs = [...doc.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["false", "false", "true"]);
    expect(tabs.map((t) => t.getAttribute("tabindex"))).toEqual(["-1", "-1", "0"]);
    // Each tab controls its panel and each panel is labelled by its tab.
    expect(panels[2]!.getAttribute("aria-labelledby")).toBe(tabs[2]!.id);
    expect(tabs[2]!.getAttribute("aria-controls")).toBe(panels[2]!.id);
  });

  test("arrow keys move and select with wrap-around; Home and End jump; focus follows", async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="How we work" defaultIndex={2} />);
    expect(screen.getByRole("tablist", { name: "How we work" }).getAttribute("aria-orientation")).toBe(
      "horizontal",
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Development" }));

    await user.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("Strategy");
    expect(document.activeElement).toBe(selectedTab());
    expect(screen.getByRole("tabpanel").textContent).toBe("Plan the work.");

    await user.keyboard("{ArrowLeft}");
    expect(selectedTab()?.textContent).toBe("Development");
    await user.keyboard("{Home}");
    expect(selectedTab()?.textContent).toBe("Strategy");
    await user.keyboard("{End}");
    expect(selectedTab()?.textContent).toBe("Development");
    await user.keyboard("{ArrowUp}");
    expect(selectedTab()?.textContent).toBe("Development");

    // Roving tabindex: only the selected tab is in the tab order.
    expect(screen.getAllByRole("tab").filter((t) => t.tabIndex === 0)).toEqual([selectedTab()]);
  });

  test("a vertical tab list (buttons at the side) uses Up and Down", async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Research" placement="start" variant="cards" />);
    expect(screen.getByRole("tablist").getAttribute("aria-orientation")).toBe("vertical");
    await user.click(screen.getByRole("tab", { name: "Strategy" }));
    await user.keyboard("{ArrowDown}");
    expect(selectedTab()?.textContent).toBe("Reporting");
    await user.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("Reporting");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(selectedTab()?.textContent).toBe("Development");
  });

  test("a click selects and shows only that panel", async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="How we work" />);
    await user.click(screen.getByRole("tab", { name: "Reporting" }));
    expect(screen.getByRole("tabpanel", { name: "Reporting" }).textContent).toBe("Measure the work.");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  test("a tab chosen before hydration stays chosen through hydration and later renders", async () => {
    // The page's controls script (installed for every test document) works the pre-rendered tabs.
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Tabs items={items} label="How we work" />);
    document.body.append(container);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Development" }));
    expect(selectedTab()?.textContent).toBe("Development");

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Tabs items={items} label="How we work" />);
    });
    expect(selectedTab()?.textContent).toBe("Development");
    expect(screen.getByRole("tabpanel").textContent).toBe("Build the work.");
    // A render with the same props writes nothing over the choice.
    await act(async () => root!.render(<Tabs items={items} label="How we work" className="x" />));
    expect(selectedTab()?.textContent).toBe("Development");
    await user.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("Strategy");
    await act(async () => root!.unmount());
    container.remove();
  });

  test("without JavaScript every panel can show under its tab's name", () => {
    const html = renderToString(<Tabs items={items} label="How we work" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect([...doc.querySelectorAll('[role="tabpanel"]')].map((p) => p.getAttribute("data-title"))).toEqual(
      items.map((item) => item.title),
    );
    // The tab list hides and the hidden panels show where the controls script did not run (app.css).
    expect(doc.querySelector('[role="tablist"]')!.className).toContain("no-js:hidden");
  });
});
