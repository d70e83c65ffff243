// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { billingFaq, homeFaq } from "~/content/faq";
import { FaqAccordion } from "./faq-accordion";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("FaqAccordion", () => {
  test("pre-renders every question and answer with only the first open", () => {
    const doc = parse(
      renderToString(
        <FaqAccordion id="faq" heading={{ title: "Questions" }} items={homeFaq} variant="cards" />,
      ),
    );
    const items = [...doc.querySelectorAll("details")];
    expect(items.map((item) => item.querySelector("summary")!.textContent)).toEqual(
      homeFaq.map((item) => item.question),
    );
    expect(items.map((item) => item.hasAttribute("open"))).toEqual([true, false, false, false]);
    for (const item of homeFaq) expect(doc.body.textContent).toContain(item.answer);
  });

  test("items of one accordion share a group name (exclusive); two accordions on a page do not", () => {
    const doc = parse(
      renderToString(
        <>
          <FaqAccordion id="one" heading={{ title: "One" }} items={homeFaq} />
          <FaqAccordion id="two" heading={{ title: "Two" }} items={billingFaq} layout="split" />
        </>,
      ),
    );
    const names = (id: string) =>
      new Set([...doc.querySelectorAll(`#${id} details`)].map((item) => item.getAttribute("name")));
    expect(names("one").size).toBe(1);
    expect(names("two").size).toBe(1);
    expect([...names("one")][0]).not.toBe([...names("two")][0]);
    expect([...names("one")][0]).toBeTruthy();
  });
});
