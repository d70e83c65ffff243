// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { officeMap } from "~/content/contact";
import { mapSettings } from "~/content/settings";
import { openStreetMapEmbedUrl } from "~/lib/map";
import { MapEmbed } from "~/sections/map/map-embed";
import { start } from "./map-embed";

afterEach(() => {
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = renderToStaticMarkup(createElement(MapEmbed, { location: officeMap }));
  start(document.querySelector<HTMLElement>("[data-map-embed]")!);
}

const showButton = () => document.querySelector<HTMLButtonElement>("[data-map-show]");

test("no frame until asked; the click puts the titled 600×550 map where the prompt was and focuses it", () => {
  page();
  expect(document.querySelector("iframe")).toBeNull();
  expect(showButton()!.textContent).toBe("Show map");

  showButton()!.click();
  const frames = document.querySelectorAll("iframe");
  expect(frames).toHaveLength(1);
  const frame = frames[0]!;
  expect(frame.getAttribute("src")).toBe(openStreetMapEmbedUrl(officeMap));
  expect(frame.title).toBe(officeMap.title);
  expect(frame.getAttribute("width")).toBe(String(mapSettings.width));
  expect(frame.getAttribute("height")).toBe(String(mapSettings.height));
  expect(frame.getAttribute("loading")).toBe("lazy");
  expect(document.activeElement).toBe(frame);
  expect(showButton()).toBeNull();
  expect(document.querySelector("[data-map-prompt]")).toBeNull();
  // The placeholder stays under the map while it loads.
  expect(frame.parentElement!.querySelector("svg")).not.toBeNull();
});
