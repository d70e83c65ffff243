import { afterEach, describe, expect, test } from "vitest";
import { currentLook, knownLook, LOOK_EVENT, LOOK_STORAGE_KEY, lookQuery, lookScript } from "./look";

const root = document.documentElement;

/** The page at `url`, the look script run on it as a page runs it (each run adds its listener). */
function load(url: string) {
  history.replaceState(null, "", url);
  for (const name of ["dir", "data-accent", "data-font", "data-radius", "style"]) root.removeAttribute(name);
  new Function(lookScript)();
}

const attributes = () => ({
  dir: root.getAttribute("dir"),
  accent: root.dataset.accent ?? null,
  brand: root.style.getPropertyValue("--brand") || null,
  font: root.dataset.font ?? null,
  radius: root.dataset.radius ?? null,
});

afterEach(() => sessionStorage.clear());

describe("the look script", () => {
  test("applies the URL's look to <html> before anything else, and keeps it for the visit", () => {
    load("/index-finance?accent=0D9488&dir=rtl&radius=sharp&font=serif");
    expect(attributes()).toEqual({
      dir: "rtl",
      accent: "custom",
      brand: "#0d9488",
      font: "serif",
      radius: "sharp",
    });
    expect(JSON.parse(sessionStorage.getItem(LOOK_STORAGE_KEY)!)).toEqual({
      dir: "rtl",
      accent: "0d9488",
      font: "serif",
      radius: "sharp",
    });
    // The next page of the visit, with no parameters, shows the same look.
    load("/about");
    expect(attributes()).toEqual({
      dir: "rtl",
      accent: "custom",
      brand: "#0d9488",
      font: "serif",
      radius: "sharp",
    });
    // A parameter changes one part of it.
    load("/about?accent=teal&dir=ltr");
    expect(attributes()).toEqual({ dir: null, accent: "teal", brand: null, font: "serif", radius: "sharp" });
  });

  test("ignores odd values: an unknown font, a colour that does not parse, script in a parameter", () => {
    load("/?accent=teal");
    for (const query of [
      "?font=comic-sans&accent=12345&radius=blob&dir=up",
      "?accent=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&font=serif%22onload=%22x",
      "?accent=url(javascript:alert(1))&radius=",
      "?accent=0d9488;color:red",
    ]) {
      load(`/${query}`);
      expect(attributes(), query).toEqual({
        dir: null,
        accent: "teal",
        brand: null,
        font: null,
        radius: null,
      });
    }
  });

  test("a broken or hostile stored look, or a storage that throws, never breaks the page", () => {
    sessionStorage.setItem(LOOK_STORAGE_KEY, "{not json");
    load("/?dir=rtl");
    expect(attributes().dir).toBe("rtl");
    sessionStorage.setItem(
      LOOK_STORAGE_KEY,
      JSON.stringify({ accent: "<b>", __proto__: { dir: "rtl" }, font: 3 }),
    );
    load("/");
    expect(attributes()).toEqual({ dir: null, accent: null, brand: null, font: null, radius: null });
    const getItem = Storage.prototype.getItem;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.getItem = Storage.prototype.setItem = () => {
      throw new Error("blocked");
    };
    try {
      load("/?radius=soft");
      expect(attributes().radius).toBe("soft");
    } finally {
      Storage.prototype.getItem = getItem;
      Storage.prototype.setItem = setItem;
    }
  });

  test("the customizer's event changes and stores the look the same way; Reset is an empty look", () => {
    load("/");
    window.dispatchEvent(
      new CustomEvent(LOOK_EVENT, { detail: { accent: "ff5500", radius: "soft", dir: "rtl" } }),
    );
    expect(attributes()).toEqual({
      dir: "rtl",
      accent: "custom",
      brand: "#ff5500",
      font: null,
      radius: "soft",
    });
    expect(currentLook()).toEqual({ dir: "rtl", accent: "ff5500", radius: "soft" });
    window.dispatchEvent(new CustomEvent(LOOK_EVENT, { detail: {} }));
    expect(attributes()).toEqual({ dir: null, accent: null, brand: null, font: null, radius: null });
    expect(JSON.parse(sessionStorage.getItem(LOOK_STORAGE_KEY)!)).toEqual({});
  });
});

describe("looks in TypeScript", () => {
  test("knownLook keeps only the values it knows; lookQuery writes the link's parameters", () => {
    expect(knownLook({ accent: "ROSE", font: "papyrus", radius: "round", extra: "x" })).toEqual({
      accent: "rose",
      radius: "round",
    });
    expect(knownLook("dir=rtl")).toEqual({});
    expect(lookQuery({ accent: "0d9488", dir: "rtl" }, "dark")).toBe("?theme=dark&dir=rtl&accent=0d9488");
    expect(lookQuery({})).toBe("");
  });
});
