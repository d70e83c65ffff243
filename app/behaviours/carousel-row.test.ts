// @vitest-environment jsdom
// The carousel's first stage, as the page's inline script runs it (tests/unit-setup.ts installs the
// script once for this file's document). jsdom has no layout: the row's geometry is given by hand.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Carousel } from "~/components/ui/carousel";
import { type CarouselLayout, carouselLayouts } from "~/content/settings";

const slides = Array.from({ length: 4 }, (_, i) => `Slide ${i + 1}`);
/** One slide every 300 px, one slide a step; a 300 px view of a 1200 px row. */
const step = 300;

function mount(layout: CarouselLayout = carouselLayouts.testimonials) {
  document.body.innerHTML = renderToStaticMarkup(Carousel({ label: "Reviews", slides, layout }));
  const carousel = document.querySelector<HTMLElement>("[data-carousel]")!;
  const viewport = carousel.querySelector<HTMLElement>("[data-carousel-viewport]")!;
  viewport.style.setProperty("--carousel-scroll", "1");
  carousel.querySelectorAll<HTMLElement>("[data-carousel-slide]").forEach((slide, i) => {
    Object.defineProperty(slide, "offsetLeft", { value: i * step });
  });
  Object.defineProperty(viewport, "scrollWidth", { value: slides.length * step });
  Object.defineProperty(viewport, "clientWidth", { value: step });
  let left = 0;
  Object.defineProperty(viewport, "scrollLeft", {
    get: () => left,
    set: (value: number) => {
      left = value;
    },
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    left = options.left ?? left;
    viewport.dispatchEvent(new Event("scroll"));
  });
  viewport.scrollTo = scrollTo as unknown as HTMLElement["scrollTo"];
  // jsdom lays nothing out, so no dot has a box; every dot counts as shown.
  for (const dot of carousel.querySelectorAll<HTMLElement>("[data-carousel-move]")) {
    dot.getClientRects = () => [{}] as unknown as DOMRectList;
  }
  const button = (name: string) => carousel.querySelector<HTMLElement>(`button[aria-label="${name}"]`)!;
  return { carousel, viewport, scrollTo, button };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the carousel's native row (before Embla)", () => {
  test("Next, Previous and a dot scroll the row by the range's step; it loops both ways", () => {
    const { scrollTo, button } = mount();
    button("Next slide").click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: step, behavior: "smooth" });
    button("Go to slide 4").click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * step, behavior: "smooth" });
    button("Next slide").click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "smooth" });
    button("Previous slide").click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * step, behavior: "smooth" });
  });

  test("a scroll marks the dot shown; without loop the arrow that cannot move is disabled", () => {
    const { button } = mount(carouselLayouts.slideInCards);
    expect(button("Previous slide").getAttribute("aria-disabled")).toBe("true");
    button("Next slide").click();
    vi.advanceTimersToNextFrame();
    expect(button("Go to slide 2").getAttribute("aria-current")).toBe("true");
    expect(button("Go to slide 1").hasAttribute("aria-current")).toBe(false);
    expect(button("Previous slide").hasAttribute("aria-disabled")).toBe(false);
  });

  test("once Embla runs (data-ready) the row's stage leaves the carousel alone", () => {
    const { carousel, scrollTo, button } = mount();
    carousel.setAttribute("data-ready", "");
    button("Next slide").click();
    button("Go to slide 3").click();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test("a move marks the carousel with where it is heading until the row gets there", () => {
    const { carousel, viewport, scrollTo, button } = mount();
    // A smooth scroll that has not started yet (a busy phone): the row still stands at 0.
    scrollTo.mockImplementation(() => {});
    button("Next slide").click();
    expect(carousel.getAttribute("data-moving")).toBe(String(step));
    vi.advanceTimersToNextFrame();
    viewport.scrollLeft = step / 2;
    viewport.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(carousel.getAttribute("data-moving")).toBe(String(step));
    viewport.scrollLeft = step;
    viewport.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(carousel.hasAttribute("data-moving")).toBe(false);
  });

  test("a scroll that ends elsewhere (the visitor swiped) ends the move", () => {
    const { carousel, viewport, scrollTo, button } = mount();
    scrollTo.mockImplementation(() => {});
    button("Next slide").click();
    viewport.scrollLeft = step / 2;
    viewport.dispatchEvent(new Event("scrollend"));
    expect(carousel.hasAttribute("data-moving")).toBe(false);
  });

  test("a move asked for on the way goes on from where the row is heading", () => {
    const { viewport, scrollTo, button } = mount();
    scrollTo.mockImplementation(() => {});
    viewport.scrollLeft = step;
    button("Previous slide").click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "smooth" });
    // Half-way back to the start, a second Previous loops to the end, as it would at the start.
    viewport.scrollLeft = step / 2;
    viewport.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    button("Previous slide").click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * step, behavior: "smooth" });
  });
});
