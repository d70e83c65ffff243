import { describe, expect, test } from "vitest";
import { analyticsMarker, defaultPlausibleScript, readAnalyticsConfig } from "~/lib/analytics";
import { readAnalyticsOrigin } from "../../scripts/lib/security-headers.mjs";

const config = { domain: "doob.example.com", script: "https://stats.example.org/js/script.js" };
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

describe("analyticsMarker", () => {
  test("off: no marker, so no page loads anything for analytics", () => {
    expect(analyticsMarker(null)).toBeUndefined();
  });

  test("on: the domain and the tracker for the behaviour", () => {
    expect(analyticsMarker(config)).toEqual({
      "data-analytics": config.domain,
      "data-analytics-script": config.script,
    });
  });
});
