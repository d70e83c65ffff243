// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { officeMap } from "~/content/contact";
import { mapSettings } from "~/content/settings";
import { openStreetMapEmbedUrl, openStreetMapLinkUrl } from "~/lib/map";
import { MapEmbed } from "./map-embed";

describe("OpenStreetMap addresses", () => {
  test("the embed frames the place at its zoom, with a marker on it", () => {
    const url = new URL(openStreetMapEmbedUrl(officeMap));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe(
      `${officeMap.latitude.toFixed(5)},${officeMap.longitude.toFixed(5)}`,
    );
    const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number) as [
      number,
      number,
      number,
      number,
    ];
    // Centred on the place; 600 px of longitude at zoom 16 is about 0.0129°.
    expect((west + east) / 2).toBeCloseTo(officeMap.longitude, 4);
    expect((south + north) / 2).toBeCloseTo(officeMap.latitude, 4);
    expect(east - west).toBeCloseTo((600 * 360) / (256 * 2 ** 16), 4);
    expect(north - south).toBeLessThan(east - west);
  });

  test("the full-map link opens the same place", () => {
    expect(openStreetMapLinkUrl(officeMap)).toBe(
      "https://www.openstreetmap.org/?mlat=43.65670&mlon=-70.25130#map=16/43.65670/-70.25130",
    );
  });
});

describe("MapEmbed", () => {
  test("pre-renders the placeholder and a link, with no frame and no request", () => {
    const html = renderToString(<MapEmbed location={officeMap} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector("iframe")).toBeNull();
    expect(html).not.toContain("export/embed.html");
    expect(doc.querySelector("button")!.textContent).toBe("Show map");
    expect(doc.querySelector("a")!.getAttribute("href")).toBe(openStreetMapLinkUrl(officeMap));
    expect(doc.querySelector("svg image, img")).toBeNull();
  });

  test("the map's frame waits in a template: titled, 600×550, lazy, with no address yet", () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<MapEmbed location={officeMap} />),
      "text/html",
    );
    const figure = doc.querySelector<HTMLElement>("[data-map-embed]")!;
    expect(Number(figure.dataset.latitude)).toBe(officeMap.latitude);
    expect(Number(figure.dataset.longitude)).toBe(officeMap.longitude);
    expect(Number(figure.dataset.zoom)).toBe(officeMap.zoom);
    const frame = doc
      .querySelector<HTMLTemplateElement>("template[data-map-frame]")!
      .content.querySelector("iframe")!;
    expect(frame.getAttribute("title")).toBe(officeMap.title);
    expect(frame.getAttribute("width")).toBe(String(mapSettings.width));
    expect(frame.getAttribute("height")).toBe(String(mapSettings.height));
    expect(frame.getAttribute("loading")).toBe("lazy");
    expect(frame.hasAttribute("src")).toBe(false);
  });
});
