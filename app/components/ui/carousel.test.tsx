// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { type CarouselLayout, carouselLayouts } from "~/content/settings";
import { Carousel } from "./carousel";
import {
  carouselRanges,
  controlSizes,
  dotLabel,
  dotsCountClass,
  slidesPerRange,
  snapCount,
  snapGroups,
} from "./carousel-layout";

const eight = Array.from({ length: 8 }, (_, i) => <p key={i}>Slide body {i + 1}</p>);

function ssr(element: React.ReactElement) {
  return new DOMParser().parseFromString(renderToString(element), "text/html");
}

describe("Carousel in the pre-rendered HTML", () => {
  test("is a named carousel region with every slide as a labelled group", () => {
    const doc = ssr(<Carousel label="Inner pages" slides={eight} layout={carouselLayouts.innerPages} />);
    const region = doc.querySelector("section")!;
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(region.getAttribute("aria-label")).toBe("Inner pages");
    const slides = [...doc.querySelectorAll('[role="group"][aria-roledescription="slide"]')];
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(eight.map((_, i) => `${i + 1} of 8`));
    expect(slides.map((s) => s.textContent)).toEqual(eight.map((_, i) => `Slide body ${i + 1}`));
    // Nothing is inert before Embla runs: without JavaScript every slide is reachable.
    expect(doc.querySelectorAll("[inert]")).toHaveLength(0);
    // The native row scrolls until Embla runs (`data-ready`, set by its module).
    expect(region.hasAttribute("data-ready")).toBe(false);
    const viewport = doc.querySelector("[data-carousel-viewport]")!;
    expect(viewport.className).toContain("overflow-x-auto");
    expect(viewport.className).toContain("group-data-ready/carousel:overflow-hidden");
  });

  test("has named arrow and dot buttons, the first dot current", () => {
    const doc = ssr(<Carousel label="Reviews" slides={eight.slice(0, 4)} />);
    const names = [...doc.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual([
      "Previous slide",
      "Go to slide 1",
      "Go to slide 2",
      "Go to slide 3",
      "Go to slide 4",
      "Next slide",
    ]);
    const current = [...doc.querySelectorAll('button[aria-current="true"]')];
    expect(current.map((b) => b.getAttribute("aria-label"))).toEqual(["Go to slide 1"]);
    // Every button is a real button, never a submit.
    expect([...doc.querySelectorAll("button")].every((b) => b.getAttribute("type") === "button")).toBe(true);
  });

  test("without loop the Previous arrow starts disabled (but stays focusable)", () => {
    const doc = ssr(
      <Carousel label="Cards" slides={eight.slice(0, 3)} layout={carouselLayouts.slideInCards} />,
    );
    const prev = doc.querySelector('button[aria-label="Previous slide"]')!;
    expect(prev.getAttribute("aria-disabled")).toBe("true");
    expect(prev.hasAttribute("disabled")).toBe(false);
    expect(doc.querySelector('button[aria-label="Next slide"]')!.hasAttribute("aria-disabled")).toBe(false);
  });

  test("without loop the last slide has no end gap (Embla would stop one gap short); with loop it keeps it", () => {
    const slideClasses = (layout: CarouselLayout) =>
      [
        ...ssr(<Carousel label="Cards" slides={eight.slice(0, 3)} layout={layout} />).querySelectorAll(
          '[aria-roledescription="slide"]',
        ),
      ].map((slide) => slide.className);
    expect(slideClasses(carouselLayouts.slideInCards).every((c) => c.includes("last:me-0"))).toBe(true);
    expect(slideClasses(carouselLayouts.testimonials).some((c) => c.includes("last:me-0"))).toBe(false);
  });

  test("autoplay adds a pause/play button first in the focus order, offering to start until its module runs", () => {
    const doc = ssr(<Carousel label="Hero" slides={eight.slice(0, 3)} autoplay />);
    const first = doc.querySelector("button")!;
    expect(first.getAttribute("aria-label")).toMatch(/automatic slide show/);
    expect(first.getAttribute("aria-label")).toBe(first.getAttribute("data-label-start"));
    expect(first.getAttribute("data-label-stop")).toMatch(/automatic slide show/);
    expect(first.hasAttribute("data-on")).toBe(false);
    // Both icons are in the page; `data-on` shows the pause icon instead of play.
    expect(first.querySelectorAll("svg")).toHaveLength(2);
    expect(doc.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
    const none = ssr(<Carousel label="Hero" slides={eight.slice(0, 3)} />);
    expect(none.body.innerHTML).not.toMatch(/automatic slide show/);
  });

  test("lays slides out per viewport range with the same numbers Embla will use", () => {
    const doc = ssr(<Carousel label="Inner pages" slides={eight} layout={carouselLayouts.innerPages} />);
    const style = doc.querySelector("section")!.getAttribute("style") ?? "";
    // innerPages: ≤480 → 1, ≤581 → 2, ≤769 → 3, wider → 3.
    expect(style).toContain("--carousel-show-0:1");
    expect(style).toContain("--carousel-show-1:2");
    expect(style).toContain("--carousel-show-2:3");
    expect(style).toContain("--carousel-show-3:3");
    const slide = doc.querySelector('[aria-roledescription="slide"]')!;
    expect(slide.className).toContain(
      "basis-[calc((100%-(var(--carousel-show)-1)*var(--carousel-gap))/var(--carousel-show))]",
    );
  });

  test("shows as many dots in each range as that range has positions", () => {
    const doc = ssr(<Carousel label="Inner pages" slides={eight} layout={carouselLayouts.innerPages} />);
    const dots = [...doc.querySelectorAll('button[aria-label^="Go to"]')];
    // Loop, 8 slides: scroll 1 (≤480) → 8, scroll 2 (≤581, ≤769) → 4, scroll 3 (wider) → 3.
    expect(dots).toHaveLength(8);
    const hiddenIn = (range: number) =>
      dots.filter((d) => d.className.includes(carouselRanges[range]!.hide)).length;
    expect(8 - hiddenIn(0)).toBe(8);
    expect(8 - hiddenIn(1)).toBe(4);
    expect(8 - hiddenIn(2)).toBe(4);
    expect(8 - hiddenIn(3)).toBe(3);
  });
});

describe("carousel layout maths", () => {
  test("every layout of the settings uses supported breakpoints", () => {
    for (const layout of Object.values(carouselLayouts)) expect(() => slidesPerRange(layout)).not.toThrow();
    expect(slidesPerRange(carouselLayouts.brands).map((c) => c.show)).toEqual([2, 3, 4, 5]);
  });

  test("a dot's name: one slide, or the first and last of several", () => {
    const labels = { one: "Go to slide {first}", many: "Go to slides {first} to {last}" };
    expect(dotLabel(labels, 2, 2)).toBe("Go to slide 2");
    expect(dotLabel(labels, 4, 6)).toBe("Go to slides 4 to 6");
  });

  test("an unsupported breakpoint fails loudly", () => {
    const odd: CarouselLayout = {
      ...carouselLayouts.testimonials,
      below: [{ maxWidth: 1000, show: 2, scroll: 1 }],
    };
    expect(() => slidesPerRange(odd)).toThrow(/1000px/);
  });

  test("positions: loop counts groups; without loop the end is clamped", () => {
    expect(snapCount(8, { show: 3, scroll: 3 }, true)).toBe(3);
    expect(snapCount(8, { show: 1, scroll: 1 }, true)).toBe(8);
    expect(snapCount(8, { show: 3, scroll: 1 }, false)).toBe(6);
    expect(snapCount(8, { show: 3, scroll: 2 }, false)).toBe(4);
    expect(snapCount(3, { show: 5, scroll: 1 }, true)).toBe(1);
  });

  test("positions read from Embla's snap count: groups of the step, the trimmed end merged", () => {
    // Loop, 8 slides by 3: three positions of 3, 3 and 2 slides.
    expect(snapGroups(8, 3, 3)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7],
    ]);
    // No loop, 3 shown, scroll 1: 6 positions, the last holds slides 6 to 8.
    expect(snapGroups(8, 1, 6)).toEqual([[0], [1], [2], [3], [4], [5, 6, 7]]);
    // No loop, 3 shown, scroll 2: 4 positions, the last holds slides 7 and 8.
    expect(snapGroups(8, 2, 4)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    // Everything fits: one position with every slide.
    expect(snapGroups(3, 1, 1)).toEqual([[0, 1, 2]]);
    for (const [scroll, show] of [
      [1, 3],
      [2, 3],
      [3, 3],
      [1, 1],
    ] as const) {
      expect(snapGroups(8, scroll, snapCount(8, { show, scroll }, false)).flat()).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7,
      ]);
    }
  });
});

describe("dotsCountClass: the dots stay one row", () => {
  const arrows = 2 * (controlSizes.arrow.width + controlSizes.gap.width);
  test("each control's width is what its class gives (4 px a step of Tailwind's spacing)", () => {
    for (const { className, width } of Object.values(controlSizes)) {
      expect(Number(/-(\d+)$/.exec(className)?.[1]) * 4, className).toBe(width);
    }
  });
  test("dots that fit the narrowest phone's row stay dots at every width", () => {
    // 8 dots and the arrows: 192 + 112 = 304 px > 288: a count below 320 px.
    expect(dotsCountClass(6, arrows)).toBeUndefined();
    expect(dotsCountClass(8, arrows)).toBe("@max-xs:dots-as-count");
  });
  test("more give way to a count below the first container size that holds them all", () => {
    // The landing's 12 inner pages: 288 + 112 = 400 px, held from 28rem (448 px).
    expect(dotsCountClass(12, arrows)).toBe("@max-md:dots-as-count");
    expect(dotsCountClass(12, 0)).toBeUndefined();
    expect(dotsCountClass(60, arrows)).toBe("@max-4xl:dots-as-count");
  });
});
