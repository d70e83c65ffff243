// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { advanceTabs, caseStudy, landingHeroTabs, serviceTabs, strategyTabs } from "~/content/tabs";
import { CaseStudyTabs } from "./case-study-tabs";
import { ContentTabs, type ContentTabsProps } from "./content-tabs";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const selected = () =>
  screen.getAllByRole("tab").filter((tab) => tab.getAttribute("aria-selected") === "true");

function renderTabs(props: ContentTabsProps) {
  return render(inRouter(<ContentTabs {...props} />));
}

describe("ContentTabs", () => {
  test("pre-renders every panel of the set, only the first one shown", () => {
    const doc = parse(renderToString(inRouter(<ContentTabs id="t" set={strategyTabs} />)));
    const panels = [...doc.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(3);
    expect(panels.map((panel) => panel.hasAttribute("hidden"))).toEqual([false, true, true]);
    for (const tab of strategyTabs.tabs) expect(doc.body.textContent).toContain(tab.description);
    expect([...doc.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      "Strategy",
      "Reporting",
      "Development",
    ]);
    // The section is named by its heading; the tab list by the same title.
    const section = doc.querySelector("section")!;
    expect(doc.getElementById(section.getAttribute("aria-labelledby")!)!.textContent).toBe(
      strategyTabs.heading.title,
    );
    expect(doc.querySelector('[role="tablist"]')!.getAttribute("aria-label")).toBe(
      strategyTabs.heading.title,
    );
  });

  test("starts on the set's default tab", () => {
    renderTabs({ id: "t", set: landingHeroTabs });
    expect(selected().map((tab) => tab.textContent)).toEqual(["Development"]);
  });

  test("a heading given to the section replaces the set's own", () => {
    renderTabs({ id: "t", set: strategyTabs, heading: { title: "Another title" } });
    expect(screen.getByRole("heading", { level: 2, name: "Another title" })).toBeTruthy();
    expect(screen.getByRole("tablist", { name: "Another title" })).toBeTruthy();
  });

  test("horizontal sets move with Left/Right, Home and End; the visible panel follows", async () => {
    const user = userEvent.setup();
    renderTabs({ id: "t", set: strategyTabs, variant: "underline" });
    await user.click(screen.getByRole("tab", { name: "Strategy" }));
    await user.keyboard("{ArrowRight}");
    expect(selected().map((tab) => tab.textContent)).toEqual(["Reporting"]);
    expect(document.activeElement).toBe(selected()[0]);
    expect(screen.getByRole("tabpanel").textContent).toContain("See progress at a glance");
    await user.keyboard("{End}");
    expect(selected().map((tab) => tab.textContent)).toEqual(["Development"]);
    await user.keyboard("{ArrowRight}");
    expect(selected().map((tab) => tab.textContent)).toEqual(["Strategy"]);
    await user.keyboard("{ArrowLeft}");
    expect(selected().map((tab) => tab.textContent)).toEqual(["Development"]);
    await user.keyboard("{Home}");
    expect(selected().map((tab) => tab.textContent)).toEqual(["Strategy"]);
  });

  test("buttons at the start or end make a vertical list driven by Up/Down", async () => {
    const user = userEvent.setup();
    for (const placement of ["start", "end"] as const) {
      const { unmount } = renderTabs({ id: "t", set: advanceTabs, variant: "cards", placement });
      const list = screen.getByRole("tablist");
      expect(list.getAttribute("aria-orientation")).toBe("vertical");
      await user.click(screen.getByRole("tab", { name: "Market Research" }));
      await user.keyboard("{ArrowDown}");
      expect(selected().map((tab) => tab.textContent)).toEqual(["Corporate Report"]);
      await user.keyboard("{ArrowRight}");
      expect(selected().map((tab) => tab.textContent)).toEqual(["Corporate Report"]);
      await user.keyboard("{ArrowUp}{ArrowUp}");
      expect(selected().map((tab) => tab.textContent)).toEqual(["App Development"]);
      unmount();
    }
  });

  test("buttons at the bottom stay first in the DOM (focus order: tabs, then panel)", () => {
    const doc = parse(
      renderToString(inRouter(<ContentTabs id="t" set={advanceTabs} variant="cards" placement="bottom" />)),
    );
    const list = doc.querySelector('[role="tablist"]')!;
    const panel = doc.querySelector('[role="tabpanel"]')!;
    expect(list.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.getAttribute("aria-orientation")).toBe("horizontal");
  });

  test("the Service, About, Contact set shows service cards that read more on /service", () => {
    renderTabs({ id: "t", set: serviceTabs, variant: "cards" });
    const panel = screen.getByRole("tabpanel");
    const links = within(panel).getAllByRole("link", { name: /^Read More about / });
    expect(links).toHaveLength(serviceTabs.tabs[0]!.cards!.length);
    for (const link of links) expect(link.getAttribute("href")).toBe("/service");
  });
});

describe("CaseStudyTabs", () => {
  test("two tabs for the first step, then the Step 02 and Step 03 cards", async () => {
    const user = userEvent.setup();
    render(inRouter(<CaseStudyTabs id="cs" tabs={caseStudy.tabs} steps={caseStudy.steps} />));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Online Verification",
      "Homescreen Widget",
    ]);
    expect(screen.getByText("Step 02")).toBeTruthy();
    expect(screen.getByText("Step 03")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Homescreen Widget" }));
    expect(screen.getByRole("tabpanel").textContent).toContain("the balance without opening the app");
  });
});
