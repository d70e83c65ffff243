import { afterEach, describe, expect, test, vi } from "vitest";
import { site } from "~/content/site";
import {
  analyticsEvents,
  defaultPlausibleScript,
  readAnalyticsConfig,
  resetAnalytics,
  startAnalytics,
  trackEvent,
} from "~/lib/analytics";
import { readAnalyticsOrigin } from "../../scripts/lib/security-headers.mjs";

const config = { domain: "doob.example.com", script: "https://stats.example.org/js/script.js" };
const trackerScripts = () => document.head.querySelectorAll(`script[src="${config.script}"]`);
const queued = () => (window.plausible?.q ?? []) as unknown[][];

afterEach(() => {
  resetAnalytics();
  for (const script of trackerScripts()) script.remove();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("readAnalyticsConfig", () => {
  test("off unless the domain is a host name and the script is https", () => {
    expect(readAnalyticsConfig(undefined, undefined)).toBeNull();
    expect(readAnalyticsConfig("", "")).toBeNull();
    expect(readAnalyticsConfig("not a host", undefined)).toBeNull();
    expect(readAnalyticsConfig("doob.example.com", "http://stats.example.org/js/script.js")).toBeNull();
    expect(readAnalyticsConfig("doob.example.com", "javascript:alert(1)")).toBeNull();
    expect(readAnalyticsConfig(" Doob.Example.com ", undefined)).toEqual({
      domain: "doob.example.com",
      script: defaultPlausibleScript,
    });
    expect(readAnalyticsConfig("doob.example.com", config.script)).toEqual(config);
  });

  test("the build's policy allows exactly the origin of the tracker the app loads", () => {
    const cases: [unknown, unknown][] = [
      [undefined, undefined],
      ["not a host", undefined],
      ["doob.example.com", undefined],
      ["doob.example.com", config.script],
      ["doob.example.com", "http://stats.example.org/js/script.js"],
      ["doob.example.com", "::"],
      ["a.b", "https://x.example:8443/s.js"],
    ];
    for (const [domain, script] of cases) {
      const app = readAnalyticsConfig(domain, script);
      expect(readAnalyticsOrigin(domain, script)).toBe(app ? new URL(app.script).origin : null);
    }
  });
});

describe("startAnalytics", () => {
  test("off: no listener, no script, nothing queued", () => {
    expect(startAnalytics(null)).toBe(false);
    document.body.innerHTML = `<a href="${site.buyUrl}">Buy Now</a>`;
    document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")!.click();
    expect(window.plausible).toBeUndefined();
    expect(document.head.querySelector("script[data-domain]")).toBeNull();
  });

  test("the tracker is added only after the load event, once", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    expect(startAnalytics(config)).toBe(true);
    expect(trackerScripts()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(trackerScripts()).toHaveLength(1);
    expect(trackerScripts()[0]?.getAttribute("data-domain")).toBe(config.domain);
    expect(startAnalytics(config)).toBe(false);
    window.dispatchEvent(new Event("load"));
    expect(trackerScripts()).toHaveLength(1);
  });

  test("a page that has already loaded gets the tracker at once", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    startAnalytics(config);
    expect(trackerScripts()).toHaveLength(1);
  });

  test("clicks on marketplace links are named events; other links are not", () => {
    startAnalytics(config);
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
});
