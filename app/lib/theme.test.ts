import { afterEach, describe, expect, test } from "vitest";
import { readBrandColours } from "../../scripts/lib/brand-colours.mjs";
import { applyTheme, themeColor, themeScript } from "./theme";

describe("theme-color follows the theme", () => {
  const colours = readBrandColours();
  afterEach(() => document.head.replaceChildren());

  test("each theme's colour is its page background, read from the colour tokens", () => {
    expect(themeColor("light")).toBe(colours.light.background);
    expect(themeColor("dark")).toBe(colours.dark.background);
    expect(themeColor("light")).not.toBe(themeColor("dark"));
  });

  test("the switch and the inline script set it, with the class", () => {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    document.head.append(meta);
    applyTheme("light");
    expect(meta.content).toBe(colours.light.background);
    applyTheme("dark");
    expect(meta.content).toBe(colours.dark.background);

    localStorage.setItem("isDarkmode", "false");
    new Function(themeScript)();
    expect(meta.content).toBe(colours.light.background);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    localStorage.removeItem("isDarkmode");
  });
});
