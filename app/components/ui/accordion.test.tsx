// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Accordion, type AccordionItem } from "./accordion";

const items: AccordionItem[] = [
  { title: "What is Doob?", content: "A website template." },
  { title: "Is there a trial?", content: "Fourteen days, no card." },
  { title: "Do I get updates?", content: "Free for life." },
  { title: "How fast is support?", content: "Within 24 hours." },
];

function parse(html: string) {
  return new DOMParser().parseFromString(html, "text/html");
}

describe("Accordion", () => {
  test("pre-renders every answer with the first item open", () => {
    const doc = parse(renderToString(<Accordion items={items} />));
    const details = [...doc.querySelectorAll("details")];
    expect(details).toHaveLength(4);
    expect(details.map((d) => d.open)).toEqual([true, false, false, false]);
    expect(details.map((d) => d.querySelector("summary")?.textContent)).toEqual(items.map((i) => i.title));
    expect(doc.body.textContent).toContain("Within 24 hours.");
  });

  test("items of one accordion share a name (exclusive); two accordions do not", () => {
    const doc = parse(
      renderToString(
        <>
          <Accordion items={items} variant="cards" />
          <Accordion items={items} variant="minimal" />
        </>,
      ),
    );
    const names = [...doc.querySelectorAll("details")].map((d) => d.getAttribute("name"));
    const first = new Set(names.slice(0, 4));
    const second = new Set(names.slice(4));
    expect(first.size).toBe(1);
    expect(second.size).toBe(1);
    expect([...first][0]).toBeTruthy();
    expect([...first][0]).not.toBe([...second][0]);
  });

  test("defaultOpen chooses the open item, or none", () => {
    const third = parse(renderToString(<Accordion items={items} defaultOpen={2} name="faq" />));
    expect([...third.querySelectorAll("details")].map((d) => d.open)).toEqual([false, false, true, false]);
    expect(third.querySelector("details")?.getAttribute("name")).toBe("faq");
    const none = parse(renderToString(<Accordion items={items} defaultOpen={null} />));
    expect([...none.querySelectorAll("details[open]")]).toHaveLength(0);
  });
});
