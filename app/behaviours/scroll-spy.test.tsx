// @vitest-environment jsdom
import { within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AnchorHeader } from "~/components/site/anchor-header";
import { scrollThresholds } from "~/content/settings";
import { lastPassed, start } from "./scroll-spy";

afterEach(() => vi.restoreAllMocks());

const anchors = [
  { id: "home", label: "Home" },
  { id: "service", label: "Service" },
  { id: "team", label: "Meet The Team" },
];

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
  window.dispatchEvent(new Event("scroll"));
  await new Promise((done) => requestAnimationFrame(() => done(undefined)));
}

function onePage(tops: Record<string, number>) {
  document.body.innerHTML =
    renderToStaticMarkup(
      <MemoryRouter initialEntries={["/one-page"]}>
        <AnchorHeader anchors={anchors} />
      </MemoryRouter>,
    ) + anchors.map((anchor) => `<section id="${anchor.id}"><h2>${anchor.label}</h2></section>`).join("");
  const header = document.querySelector<HTMLElement>("[data-scroll-spy]")!;
  layOut(tops);
  start(header);
  const desktop = within(header.querySelector<HTMLElement>('nav[aria-label="Main"]')!);
  const phone = within(header.querySelector<HTMLElement>('nav[aria-label="Main menu"]')!);
  return { header, desktop, phone };
}

const current = (link: HTMLElement) => [link.getAttribute("aria-current"), link.hasAttribute("data-active")];

describe("scroll spy", () => {
  test("the HTML marks no link; at start the section at the top is marked", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/one-page"]}>
        <AnchorHeader anchors={anchors} />
      </MemoryRouter>,
    );
    expect(html).not.toContain("aria-current");
    const { header, desktop } = onePage({ home: 80, service: 700, team: 1400 });
    expect(header.tagName).toBe("HEADER");
    expect(current(desktop.getByRole("link", { name: "Home" }))).toEqual(["location", true]);
  });

  test("marks the section whose top passed 40 px below the header last, in both menus", async () => {
    const { desktop, phone } = onePage({ home: 300, service: 900, team: 1600 });
    const link = (name: string) => desktop.getByRole("link", { name });
    expect(desktop.getAllByRole("link").filter((l) => l.hasAttribute("aria-current"))).toEqual([]);

    // 80 px header + 40 px: a top at 120 has been passed, one at 121 has not.
    const line = 80 + scrollThresholds.scrollSpyOffset;
    await scroll({ home: -500, service: line + 1, team: 800 });
    expect(current(link("Home"))).toEqual(["location", true]);
    await scroll({ home: -501, service: line, team: 799 });
    expect(current(link("Service"))).toEqual(["location", true]);
    expect(current(link("Home"))).toEqual([null, false]);
    expect(current(phone.getByRole("link", { name: "Service", hidden: true }))).toEqual(["location", true]);

    await scroll({ home: -2000, service: -1400, team: -100 });
    expect(current(link("Meet The Team"))).toEqual(["location", true]);
    expect(desktop.getAllByRole("link").filter((l) => l.hasAttribute("aria-current"))).toHaveLength(1);
  });
});

describe("lastPassed", () => {
  const sections = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i}`, top }));

  test("nothing is current until a section's top reaches the line", () => {
    expect(lastPassed([], 120)).toBeNull();
    expect(lastPassed(sections(121, 900, 1800), 120)).toBeNull();
  });

  test("the section whose top was passed last is current; the line itself counts as passed", () => {
    expect(lastPassed(sections(120, 900, 1800), 120)).toBe("s0");
    expect(lastPassed(sections(-700, 119, 1000), 120)).toBe("s1");
    expect(lastPassed(sections(-1700, -900, -10), 120)).toBe("s2");
  });

  test("document order does not matter, only positions", () => {
    expect(
      lastPassed(
        [
          { id: "b", top: -50 },
          { id: "a", top: -800 },
          { id: "c", top: 400 },
        ],
        120,
      ),
    ).toBe("b");
  });
});
