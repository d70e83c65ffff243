// @vitest-environment jsdom
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { heroSlides } from "~/content/slides";
import { HeroSlider } from "./hero-slider";

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

/** The pre-rendered HTML, as a document (what a visitor gets before JavaScript runs). */
function prerendered(node: ReactNode) {
  return new DOMParser().parseFromString(renderToString(inRouter(node)), "text/html");
}

describe("HeroSlider in the pre-rendered HTML", () => {
  test("the title is the one h1, outside every slide; each slide's heading is an h2", () => {
    const doc = prerendered(<HeroSlider title="Page title" slides={heroSlides} />);
    const h1s = [...doc.querySelectorAll("h1")];
    expect(h1s.map((h) => h.textContent)).toEqual(["Page title"]);
    expect(h1s[0]!.closest("[data-carousel-slide]")).toBeNull();
    expect([...doc.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(
      heroSlides.map((slide) => slide.title),
    );
  });

  test("every slide's text and calls to action are in the HTML", () => {
    const doc = prerendered(<HeroSlider title="Page title" slides={heroSlides} />);
    const text = doc.body.textContent ?? "";
    for (const slide of heroSlides) {
      expect(text).toContain(slide.eyebrow);
      expect(text).toContain(slide.description);
      const link = [...doc.querySelectorAll("a")].find((a) => a.textContent === slide.cta.label);
      expect(link?.getAttribute("href")).toBe(slide.cta.href);
    }
    expect(doc.querySelectorAll("[inert]")).toHaveLength(0);
  });

  test("only the first picture is eager with high priority; the others are lazy", () => {
    const doc = prerendered(<HeroSlider title="Page title" slides={heroSlides} />);
    const images = [...doc.querySelectorAll("img")];
    expect(images.map((i) => i.getAttribute("alt"))).toEqual(heroSlides.map((s) => s.image.alt));
    expect(images.map((i) => i.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(images.map((i) => i.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
    for (const image of images) {
      expect(image.getAttribute("width")).toBeTruthy();
      expect(image.getAttribute("height")).toBeTruthy();
    }
  });

  test("is a named carousel with a pause button, arrows and one dot per slide", () => {
    const doc = prerendered(<HeroSlider title="Page title" slides={heroSlides} label="What we do" />);
    const region = doc.querySelector('[aria-roledescription="carousel"]');
    expect(region?.getAttribute("aria-label")).toBe("What we do");
    // The pause/play button comes first (before JavaScript it offers to start: the
    // server cannot know the visitor's motion preference; app/behaviours/carousel.test.ts
    // checks that the module turns it on unless motion is reduced).
    expect([...doc.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"))).toEqual([
      "Start automatic slide show",
      "Previous slide",
      "Go to slide 1",
      "Go to slide 2",
      "Go to slide 3",
      "Next slide",
    ]);
    // Loops: Previous is usable on the first slide.
    expect(doc.querySelector('[aria-label="Previous slide"]')?.hasAttribute("aria-disabled")).toBe(false);
  });

  test("without autoplay there is no pause button", () => {
    const doc = prerendered(<HeroSlider title="Page title" slides={heroSlides} autoplay={false} />);
    expect(doc.body.innerHTML).not.toMatch(/automatic slide show/);
  });
});
