// @vitest-environment node
import { describe, expect, it } from "vitest";
import { elementMarkup, pageMarkers, simpleSelector, startTags } from "./markers.mjs";

describe("behaviour markers", () => {
  const page = [
    '<html data-js=""><head><style>[data-in-style]{color:red}</style>',
    '<script>document.querySelector("[data-in-script]")</script></head>',
    '<body><noscript><p data-in-noscript="">Turn scripts on</p></noscript>',
    '<button type="button" class="btn  back" data-back-to-top="" aria-label="Back &amp; up">Up</button>',
    "<form data-contact-form='' data-state=\"idle\" novalidate><input name=email></form>",
    '<section data-tabs="a b"><p>x</p></section></body></html>',
  ].join("");

  it("reads the start tags of the elements a browser with scripts makes", () => {
    const tags = startTags(elementMarkup(page));
    expect(tags.map((t) => t.tag)).toEqual([
      "html",
      "head",
      "body",
      "button",
      "form",
      "input",
      "section",
      "p",
    ]);
    const button = tags.find((t) => t.tag === "button");
    expect(button.attributes.get("aria-label")).toBe("Back & up");
    expect(button.attributes.get("class")).toBe("btn  back");
    expect(tags.find((t) => t.tag === "form").attributes.has("novalidate")).toBe(true);
  });

  it("matches the registry's simple selectors on the start tags, others in jsdom", async () => {
    const selectors = [
      "[data-back-to-top]",
      "button.back",
      "form[data-state=idle]",
      '[data-tabs~="b"]',
      "[data-tabs^=a]",
      "[data-missing], input[name=email]",
      "[data-in-style]",
      "[data-in-script]",
      "[data-in-noscript]",
      "section > p",
      "section:not([data-tabs])",
      ".back:not(form)",
    ];
    expect(simpleSelector("section > p")).toBeNull();
    expect(simpleSelector("[data-a], b.c")).toHaveLength(2);
    expect(await pageMarkers(page, selectors)).toEqual([
      "[data-back-to-top]",
      "button.back",
      "form[data-state=idle]",
      '[data-tabs~="b"]',
      "[data-tabs^=a]",
      "[data-missing], input[name=email]",
      "section > p",
      ".back:not(form)",
    ]);
  });
});
