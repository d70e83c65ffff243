// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { SplitFeature, type SplitLayout } from "./split-feature";

afterEach(cleanup);

const layouts: SplitLayout[] = ["image-start", "image-end", "bleed", "panel"];
const base = {
  id: "split",
  title: "Numbers that speak",
  text: "A short story.",
  image: img("hero-6", "Stacked layers"),
  counters,
};

describe("SplitFeature", () => {
  test.each(layouts)("%s: picture, heading, text and each counter as a term and its value", (layout) => {
    render(<SplitFeature {...base} layout={layout} />);
    const region = screen.getByRole("region", { name: base.title });
    expect(within(region).getByRole("img", { name: "Stacked layers" })).toBeTruthy();
    expect(within(region).getByText(base.text)).toBeTruthy();
    const terms = [...region.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(counters.map((c) => c.title));
    // Each group is dt then dd: no wrapper in between (valid description list).
    for (const group of region.querySelectorAll("dl > div")) {
      expect([...group.children].map((el) => el.tagName)).toEqual(expect.arrayContaining(["DT", "DD"]));
      expect([...group.children].every((el) => el.tagName === "DT" || el.tagName === "DD")).toBe(true);
    }
  });

  test("the pre-rendered HTML holds every counter's target", () => {
    const html = renderToString(<SplitFeature {...base} layout="panel" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const shown = [...doc.querySelectorAll("[data-count-up]")].map((el) =>
      el.textContent!.replace(/[\u2007\u2008]/g, ""),
    );
    expect(shown).toEqual(counters.map((c) => `${c.value}${c.suffix ?? ""}`));
  });

  test("a call to action is a link", () => {
    render(
      <MemoryRouter>
        <SplitFeature {...base} layout="image-end" cta={{ label: "Contact With Us", href: "/contact" }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Contact With Us" }).getAttribute("href")).toBe("/contact");
  });
});
