import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { RotatingText } from "./rotating-text";
import { TypingText } from "./typing-text";

const words = ["Bank Account", "Web Payment", "Android & ISO"];
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html").body;
/** The visible (aria-hidden, not invisible) word. */
const visible = (root: Element) =>
  [...root.querySelectorAll('[aria-hidden="true"]')].find((el) => !el.classList.contains("invisible"))
    ?.textContent;

describe("RotatingText", () => {
  test("pre-renders the first word, one stable word for screen readers, every word reserving space", () => {
    const body = parse(renderToStaticMarkup(<RotatingText words={words} />));
    expect(visible(body)).toBe("Bank Account");
    expect(body.querySelector(".sr-only")!.textContent).toBe("Bank Account");
    expect([...body.querySelectorAll(".invisible")].map((el) => el.textContent)).toEqual(words);
    expect(body.querySelector("[aria-live]")).toBeNull();
  });

  test("carries its cycles and words for the module; the shown word has no entrance of its own", () => {
    const body = parse(
      renderToStaticMarkup(<RotatingText words={words} cycles={Infinity} label="Payments" />),
    );
    const root = body.firstElementChild as HTMLElement;
    expect(root.dataset.rotatingText).toBe("Infinity");
    expect(root.hasAttribute("data-interval")).toBe(false);
    expect([...root.querySelectorAll("[data-word]")].map((el) => el.textContent)).toEqual(words);
    const shown = root.querySelector<HTMLElement>("[data-shown-word]")!;
    for (const name of shown.classList) expect(name).toMatch(/^(col-start-1|row-start-1|data-replaced:.*)$/);
    expect(root.querySelector(".sr-only")!.textContent).toBe("Payments");
  });
});

describe("TypingText", () => {
  const typed = ["Freelancer", "Developer", "Startup"];

  test("pre-renders the first word whole, with no caret drawn", () => {
    const body = parse(renderToStaticMarkup(<TypingText words={typed} interval={1500} />));
    const root = body.firstElementChild as HTMLElement;
    expect(visible(body)).toBe("Freelancer");
    expect(body.querySelector(".sr-only")!.textContent).toBe("Freelancer");
    expect(root.dataset).toMatchObject({ typingText: "2", interval: "1500" });
    expect([...root.querySelectorAll("[data-word]")].map((el) => el.textContent)).toEqual(typed);
    const shown = root.querySelector("[data-shown-word]")!;
    expect(shown.classList).toContain("border-transparent");
    expect(shown.hasAttribute("data-typing")).toBe(false);
  });
});
