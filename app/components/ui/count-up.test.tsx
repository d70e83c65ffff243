import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { CountUp } from "./count-up";

describe("CountUp", () => {
  test("pre-renders the final value, readable and reserving its width", () => {
    const doc = new DOMParser().parseFromString(
      renderToStaticMarkup(<CountUp value={1575} prefix="$" suffix="+" />),
      "text/html",
    );
    expect(doc.querySelector("[data-count-up]")!.innerHTML).toBe("$1,575+");
    expect(doc.querySelector("[data-count-up]")!.getAttribute("aria-hidden")).toBe("true");
    expect(doc.querySelector(".sr-only")!.textContent).toBe("$1,575+");
    expect(doc.querySelector(".invisible")!.textContent).toBe("$1,575+");
  });

  test("carries its target, prefix and suffix for the module that counts", () => {
    const doc = new DOMParser().parseFromString(
      renderToStaticMarkup(<CountUp value={2.4} prefix="$" suffix="B" />),
      "text/html",
    );
    const root = doc.body.firstElementChild as HTMLElement;
    expect(root.dataset).toMatchObject({ countTo: "2.4", countPrefix: "$", countSuffix: "B" });
    const plain = new DOMParser().parseFromString(renderToStaticMarkup(<CountUp value={69} />), "text/html");
    expect(Object.keys((plain.body.firstElementChild as HTMLElement).dataset)).toEqual(["countTo"]);
  });
});
