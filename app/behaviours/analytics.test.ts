// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { site } from "~/content/site";
import { analyticsMarker } from "~/lib/analytics";
import { analyticsEvents, start, trackEvent } from "./analytics";

const config = { domain: "doob.example.com", script: "https://stats.example.org/js/script.js" };
const trackerScripts = () => document.head.querySelectorAll(`script[src="${config.script}"]`);
const queued = () => (window.plausible?.q ?? []) as unknown[][];

/** <body> as the root renders it with analytics on. */
function marker(): HTMLElement {
  for (const [name, value] of Object.entries(analyticsMarker(config)!))
    document.body.setAttribute(name, value);
  return document.body;
}

afterEach(() => {
  for (const script of trackerScripts()) script.remove();
  document.body.replaceChildren();
  delete window.plausible;
  vi.restoreAllMocks();
});

// Each `start` listens for the page's clicks, as once per page: the tests below start it once, then
// once more at the end.
describe("analytics", () => {
  test("the tracker is added only after the load event, with the site's domain", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    start(marker());
    expect(trackerScripts()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(trackerScripts()).toHaveLength(1);
    expect(trackerScripts()[0]?.getAttribute("data-domain")).toBe(config.domain);
    window.dispatchEvent(new Event("load"));
    expect(trackerScripts()).toHaveLength(1);
  });

  test("clicks on marketplace links are named events with the page; other links are not", () => {
    document.body.innerHTML = `
      <a href="${site.buyUrl}"><span>Buy Now</span></a>
      <a href="${site.buyUrl}">Purchase Now</a>
      <a href="/login">Log In</a>`;
    for (const link of document.querySelectorAll("a")) {
      link.addEventListener("click", (event) => event.preventDefault());
    }
    document.querySelector("span")!.click();
    for (const link of document.querySelectorAll("a")) link.click();
    expect(queued()).toEqual([
      [analyticsEvents.buyNow, { props: { page: "/" } }],
      [analyticsEvents.buyNow, { props: { page: "/" } }],
      [analyticsEvents.purchase, { props: { page: "/" } }],
    ]);
  });

  test("events queue until the tracker takes them, then go straight to it", () => {
    trackEvent("Signup");
    expect(queued()).toEqual([["Signup", undefined]]);
    const sent: unknown[] = [];
    window.plausible = (...args: unknown[]) => sent.push(args);
    trackEvent("Buy Now", { page: "/pricing" });
    expect(sent).toEqual([["Buy Now", { props: { page: "/pricing" } }]]);
  });

  test("a page that has already loaded gets the tracker at once", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    start(marker());
    expect(trackerScripts()).toHaveLength(1);
  });
});
