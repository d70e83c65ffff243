import { describe, expect, test } from "vitest";
import { readBrandColours } from "../../scripts/lib/brand-colours.mjs";
import { THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE, themeColor, themeScript } from "./theme";

describe("the theme script", () => {
  const colours = readBrandColours();

  test("each theme's colour is its page background, read from the colour tokens", () => {
    expect(themeColor("light")).toBe(colours.light.background);
    expect(themeColor("dark")).toBe(colours.dark.background);
    expect(themeColor("light")).not.toBe(themeColor("dark"));
  });

  test("applies the stored theme, switches and stores it on a click of the switch, follows other tabs", () => {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    document.head.append(meta);
    const root = document.documentElement;
    localStorage.setItem(THEME_STORAGE_KEY, "false");
    // Once, as in a page (each run adds its listeners).
    new Function(themeScript)();
    expect(meta.content).toBe(colours.light.background);
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");

    const toggle = document.createElement("button");
    toggle.setAttribute(THEME_TOGGLE_ATTRIBUTE, "");
    toggle.innerHTML = "<span>icon</span>";
    document.body.append(toggle);
    toggle.querySelector("span")!.click();
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
    expect(meta.content).toBe(colours.dark.background);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("true");

    // Any other click changes nothing.
    document.body.click();
    expect(root.classList.contains("dark")).toBe(true);

    // Another tab chose light; a value that is not a theme is ignored.
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "false" }));
    expect(root.classList.contains("dark")).toBe(false);
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "maybe" }));
    expect(root.classList.contains("dark")).toBe(false);

    // A storage that throws loses only the memory of the choice.
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error("quota");
    };
    try {
      toggle.click();
      expect(root.classList.contains("dark")).toBe(true);
    } finally {
      Storage.prototype.setItem = setItem;
      toggle.remove();
      meta.remove();
      localStorage.removeItem(THEME_STORAGE_KEY);
    }
  });

  test("a link's ?theme= is applied before the first paint and stored as the choice; other values are ignored", () => {
    const root = document.documentElement;
    localStorage.setItem(THEME_STORAGE_KEY, "true");
    history.replaceState(null, "", "/index-finance?theme=light&accent=teal");
    new Function(themeScript)();
    expect(root.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("false");
    history.replaceState(null, "", "/?theme=%3Cscript%3E");
    new Function(themeScript)();
    expect(root.classList.contains("dark")).toBe(false);
    history.replaceState(null, "", "/");
    localStorage.removeItem(THEME_STORAGE_KEY);
  });
});
