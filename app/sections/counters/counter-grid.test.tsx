// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { counters } from "~/content/metrics";
import { CounterGrid, type CounterGridVariant } from "./counter-grid";

const variants: CounterGridVariant[] = ["plain", "cards", "band", "compact"];

describe("CounterGrid", () => {
  test.each(variants)("the %s look pre-renders each final value, shown and for screen readers", (variant) => {
    const doc = new DOMParser().parseFromString(
      renderToString(
        <CounterGrid id="c" counters={counters} variant={variant} heading={{ title: "Numbers" }} />,
      ),
      "text/html",
    );
    const shown = [...doc.querySelectorAll("[data-count-up]")].map((el) => el.textContent);
    const read = [...doc.querySelectorAll(".sr-only")].map((el) => el.textContent);
    const finals = counters.map((counter) => `${counter.value}${counter.suffix ?? ""}`);
    expect(finals).toEqual(["199+", "575", "69", "500+"]);
    expect(shown).toEqual(finals);
    expect(read).toEqual(finals);
    expect([...doc.querySelectorAll("h3")].map((el) => el.textContent)).toEqual(counters.map((c) => c.title));
  });

  test("a prefix goes before the number, in the shown and the spoken value", () => {
    const money = [{ id: "assets", value: 2.4, prefix: "$", suffix: "B", title: "Assets", description: "" }];
    const doc = new DOMParser().parseFromString(
      renderToString(<CounterGrid id="c" counters={money} />),
      "text/html",
    );
    expect(doc.querySelector("[data-count-up]")?.textContent).toBe("$2.4B");
    expect(doc.querySelector(".sr-only")?.textContent).toBe("$2.4B");
  });
});

test("a figure's title is one level below the section heading, level 2 without one", () => {
  const levels = (html: string) =>
    [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("h2, h3")].map((h) => h.tagName);
  const figures = counters.slice(0, 2);
  expect(levels(renderToString(<CounterGrid id="figures" counters={figures} />))).toEqual(["H2", "H2"]);
  expect(
    levels(renderToString(<CounterGrid id="figures" heading={{ title: "Figures" }} counters={figures} />)),
  ).toEqual(["H2", "H3", "H3"]);
});
