import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { metricMotion } from "~/content/settings";
import { ProgressBar } from "./progress-bar";
import { ProgressRing } from "./progress-ring";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("ProgressBar", () => {
  test("pre-renders its value for eyes and assistive technology", () => {
    const doc = parse(renderToStaticMarkup(<ProgressBar value={75} label="Marketing" />));
    const bar = doc.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute("aria-valuenow")).toBe("75");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(doc.getElementById(bar.getAttribute("aria-labelledby")!)!.textContent).toBe("Marketing");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("75%");
    expect(bar.closest("[data-progress-bar]")).toBe(doc.body.firstElementChild);
  });
});

describe("ProgressRing", () => {
  test("pre-renders the full arc and number at the default size 220, thickness 10", () => {
    const doc = parse(renderToStaticMarkup(<ProgressRing value={80} label="Satisfaction" />));
    const ring = doc.querySelector('[role="progressbar"]')!;
    expect(ring.hasAttribute("data-progress-ring")).toBe(true);
    expect(ring.getAttribute("aria-label")).toBe("Satisfaction");
    expect(ring.getAttribute("aria-valuenow")).toBe("80");
    expect(ring.textContent).toBe("80%");
    expect(ring.querySelector("[data-ring-number]")!.textContent).toBe("80");
    const arc = ring.querySelector("[data-ring-arc]")!;
    expect(arc).toBe(doc.querySelectorAll("circle")[1]);
    expect(arc.getAttribute("stroke-width")).toBe(String(metricMotion.ringThickness));
    const c = 2 * Math.PI * 105;
    expect(Number(arc.getAttribute("stroke-dashoffset"))).toBeCloseTo(c * 0.2, 3);
    expect(doc.querySelector("svg")!.getAttribute("width")).toBe(String(metricMotion.ringSize));
  });
});
