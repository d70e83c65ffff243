// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { prefetchTarget, start } from "./prefetch";

const here = new URL("https://doob.example/about") as unknown as Location;

function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector("a")!;
}

describe("which link a prefetch follows", () => {
  test("another page of the site, without its hash", () => {
    expect(prefetchTarget(link('<a href="https://doob.example/contact#map">x</a>'), here)).toBe(
      "https://doob.example/contact",
    );
  });

  test.each([
    ['<a href="https://elsewhere.example/">x</a>', "another origin"],
    ['<a href="https://doob.example/contact" target="_blank">x</a>', "a new tab"],
    ['<a href="https://doob.example/rss.xml">x</a>', "a file"],
    ['<a href="https://doob.example/about#team">x</a>', "this page"],
    ['<a href="#team">x</a>', "an anchor"],
    ['<a href="mailto:hello@doob.example">x</a>', "mail"],
    ['<a href="https://doob.example/brochure" download>x</a>', "a download"],
  ])("not %s (%s)", (html) => {
    expect(prefetchTarget(link(html), here)).toBeNull();
  });
});

describe("prefetch on intent, where the engine has no speculation rules", () => {
  afterEach(() => {
    document.head.querySelectorAll("link[rel=prefetch]").forEach((hint) => hint.remove());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test("the first hover, focus or touch adds one prefetch hint per page; nothing before", () => {
    document.body.innerHTML = '<a href="/contact">Contact</a> <a href="/pricing">Pricing</a>';
    vi.spyOn(document.createElement("link").relList.constructor.prototype, "supports").mockReturnValue(true);
    start(document.body);
    const hints = () =>
      [...document.head.querySelectorAll("link[rel=prefetch]")].map((h) => h.getAttribute("href"));
    expect(hints()).toEqual([]);
    const [contact, pricing] = [...document.querySelectorAll("a")];
    contact!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    contact!.dispatchEvent(new Event("focusin", { bubbles: true }));
    pricing!.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(hints()).toEqual([
      new URL("/contact", location.href).href,
      new URL("/pricing", location.href).href,
    ]);
  });

  test("nothing where the engine prefetches from the speculation rules itself", () => {
    document.body.innerHTML = '<a href="/contact">Contact</a>';
    vi.stubGlobal("HTMLScriptElement", { supports: (type: string) => type === "speculationrules" });
    start(document.body);
    document.querySelector("a")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(document.head.querySelectorAll("link[rel=prefetch]")).toHaveLength(0);
  });
});
