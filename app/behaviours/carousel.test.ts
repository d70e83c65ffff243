// @vitest-environment jsdom
// The carousel's Embla stage on the pre-rendered markup, with Embla and its autoplay plugin
// replaced by recorders (jsdom has no layout for the real one to measure).
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Carousel } from "~/components/ui/carousel";
import {
  autoplayInterval,
  carouselDefaults,
  type CarouselLayout,
  carouselLayouts,
  carouselLoad,
} from "~/content/settings";
import { autoplayOptions, slideAtStart, start, whenAtRest } from "./carousel";

type Handler = () => void;
const embla = vi.hoisted(() => ({
  loaded: 0,
  instances: [] as FakeEmbla[],
}));
type FakeEmbla = {
  viewport: HTMLElement;
  options: Record<string, unknown>;
  autoplay:
    | {
        play: ReturnType<typeof vi.fn>;
        stop: ReturnType<typeof vi.fn>;
        reset: ReturnType<typeof vi.fn>;
        playing: boolean;
      }
    | undefined;
  selected: number;
  snaps: number;
  emit: (event: string) => void;
  calls: string[];
};

vi.mock("embla-carousel", () => {
  embla.loaded += 1;
  return {
    default: (viewport: HTMLElement, options: Record<string, unknown>, plugins: { name: string }[]) => {
      const handlers = new Map<string, Handler[]>();
      const slides = [...viewport.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
      const autoplay = plugins.length
        ? {
            playing: false,
            play: vi.fn(() => void (record.autoplay!.playing = true)),
            stop: vi.fn(() => void (record.autoplay!.playing = false)),
            reset: vi.fn(),
          }
        : undefined;
      const record: FakeEmbla = {
        viewport,
        options,
        autoplay,
        selected: 0,
        snaps: slides.length,
        calls: [],
        emit: (event) => handlers.get(event)?.forEach((handler) => handler()),
      };
      const move = (to: number, name: string) => {
        record.calls.push(name);
        record.selected = (to + record.snaps) % record.snaps;
        record.emit("select");
      };
      const api = {
        on(event: string, handler: Handler) {
          handlers.set(event, [...(handlers.get(event) ?? []), handler]);
          return api;
        },
        off: () => api,
        plugins: () => ({ autoplay: autoplay && { ...autoplay, isPlaying: () => autoplay.playing } }),
        rootNode: () => viewport,
        slideNodes: () => slides,
        scrollSnapList: () => Array.from({ length: record.snaps }, (_, i) => i),
        selectedScrollSnap: () => record.selected,
        canScrollPrev: () => options.loop === true || record.selected > 0,
        canScrollNext: () => options.loop === true || record.selected < record.snaps - 1,
        scrollPrev: (jump: boolean) => move(record.selected - 1, `prev${jump ? " jump" : ""}`),
        scrollNext: (jump: boolean) => move(record.selected + 1, `next${jump ? " jump" : ""}`),
        scrollTo: (to: number, jump: boolean) => move(to, `to ${to}${jump ? " jump" : ""}`),
      };
      embla.instances.push(record);
      return api;
    },
  };
});
vi.mock("embla-carousel-autoplay", () => ({ default: () => ({ name: "autoplay" }) }));

/** IntersectionObserver, reported by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((t) => t !== target);
  }
  disconnect() {
    this.targets = [];
  }
}
function intersect(target: Element, rootMargin: string, isIntersecting: boolean) {
  for (const observer of FakeObserver.all) {
    if (!observer.targets.includes(target) || (observer.options.rootMargin ?? "0px") !== rootMargin) continue;
    observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer as never);
  }
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("prefers-reduced-motion") ? reduce : query === "(width > 769px)",
    addEventListener() {},
    removeEventListener() {},
  }));
}

const slides = Array.from({ length: 3 }, (_, i) => `Slide ${i + 1}`);

function mount({ autoplay = false, layout = carouselLayouts.hero as CarouselLayout } = {}) {
  document.body.innerHTML = renderToStaticMarkup(Carousel({ label: "Featured", slides, layout, autoplay }));
  const carousel = document.querySelector<HTMLElement>("[data-carousel]")!;
  const button = (name: string) => carousel.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  const rotation = carousel.querySelector<HTMLElement>("[data-carousel-autoplay]");
  const live = carousel.querySelector("[aria-live]")!;
  return { carousel, button, rotation, live };
}

/** Embla's code arrives and the row is at rest (a few frames). */
async function emblaStarts() {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i += 1) {
    await Promise.resolve();
    vi.advanceTimersToNextFrame();
  }
  await Promise.resolve();
}

beforeEach(() => {
  // Not emptied between tests: ~/lib/motion keeps one observer per option set for the page.
  vi.useFakeTimers();
  embla.instances.length = 0;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the carousel's Embla stage", () => {
  test("Embla loads only when the carousel comes near (carouselLoad), then starts on the row at rest", async () => {
    const { carousel } = mount();
    start(carousel);
    await vi.dynamicImportSettled();
    expect(embla.instances).toHaveLength(0);
    expect(carousel.hasAttribute("data-ready")).toBe(false);

    intersect(carousel, carouselLoad.rootMargin, true);
    await emblaStarts();
    expect(embla.instances).toHaveLength(1);
    expect(carousel.hasAttribute("data-ready")).toBe(true);
    const { options, viewport } = embla.instances[0]!;
    expect(viewport).toBe(carousel.querySelector("[data-carousel-viewport]"));
    expect(options).toMatchObject({
      loop: true,
      align: "start",
      containScroll: "trimSnaps",
      duration: carouselDefaults.duration,
      slidesToScroll: 1,
    });
  });

  test("the visitor pointing at it, touching it or focusing inside starts it at once", async () => {
    const { carousel, button } = mount();
    start(carousel);
    button("Next slide")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    await emblaStarts();
    expect(embla.instances).toHaveLength(1);
  });

  test("then the buttons move Embla; the dots and the arrows follow its positions; slides out of view are inert", async () => {
    const { carousel, button } = mount({ layout: carouselLayouts.slideInCards });
    start(carousel);
    intersect(carousel, carouselLoad.rootMargin, true);
    await emblaStarts();
    const record = embla.instances[0]!;
    const slide = (n: number) => carousel.querySelectorAll("[data-carousel-slide]")[n - 1]!;

    expect(button("Previous slide")!.getAttribute("aria-disabled")).toBe("true");
    expect(slide(1).hasAttribute("inert")).toBe(false);
    expect(slide(2).hasAttribute("inert")).toBe(true);

    button("Next slide")!.click();
    expect(record.calls).toEqual(["next"]);
    expect(button("Go to slide 2")!.getAttribute("aria-current")).toBe("true");
    expect(button("Go to slide 1")!.hasAttribute("aria-current")).toBe(false);
    expect(button("Previous slide")!.hasAttribute("aria-disabled")).toBe(false);
    expect(slide(1).hasAttribute("inert")).toBe(true);
    expect(slide(2).hasAttribute("inert")).toBe(false);

    button("Go to slide 3")!.click();
    expect(record.calls).toEqual(["next", "to 2"]);
    expect(button("Next slide")!.getAttribute("aria-disabled")).toBe("true");
    // An arrow that cannot move does nothing.
    button("Next slide")!.click();
    expect(record.calls).toEqual(["next", "to 2"]);
  });

  test("under reduced motion a move is instant; the arrow keys move it while focus is inside", async () => {
    reducedMotion(true);
    const { carousel, button } = mount();
    start(carousel);
    intersect(carousel, carouselLoad.rootMargin, true);
    await emblaStarts();
    const record = embla.instances[0]!;
    button("Previous slide")!.click();
    const slide = carousel.querySelector<HTMLElement>("[data-carousel-slide]")!;
    slide.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(record.calls).toEqual(["prev jump", "next jump"]);
  });

  test("right to left, Embla runs right to left and the left arrow goes forwards", async () => {
    reducedMotion(true);
    const { carousel } = mount();
    carousel.style.direction = "rtl";
    start(carousel);
    intersect(carousel, carouselLoad.rootMargin, true);
    await emblaStarts();
    const record = embla.instances[0]!;
    expect(record.options.direction).toBe("rtl");
    const slide = carousel.querySelector<HTMLElement>("[data-carousel-slide]")!;
    slide.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    slide.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(record.calls).toEqual(["next jump", "prev jump"]);
  });

  test("a row at rest on a later slide: Embla starts there", () => {
    // 8 slides 300 px apart in a view of 900: the row's end shows the last slide.
    expect(slideAtStart(0, 1500, 300, 8)).toBe(0);
    expect(slideAtStart(600, 1500, 300, 8)).toBe(2);
    expect(slideAtStart(1500, 1500, 300, 8)).toBe(7);
  });
});

describe("autoplay", () => {
  test("with motion allowed it is on: the button says stop; it plays on screen, once Embla runs", async () => {
    const { carousel, rotation, live } = mount({ autoplay: true });
    expect(rotation!.getAttribute("aria-label")).toBe(rotation!.dataset.labelStart);
    start(carousel);
    expect(rotation!.hasAttribute("data-on")).toBe(true);
    expect(rotation!.getAttribute("aria-label")).toBe(rotation!.dataset.labelStop);
    intersect(carousel, carouselLoad.rootMargin, true);
    intersect(carousel, "0px", true);
    await emblaStarts();
    const plugin = embla.instances[0]!.autoplay!;
    expect(plugin.play).toHaveBeenCalledTimes(1);
    expect(live.getAttribute("aria-live")).toBe("off");
    expect(autoplayOptions).toMatchObject({ delay: autoplayInterval, playOnInit: false });

    // A mouse over it pauses it; a touch does not count.
    carousel.dispatchEvent(Object.assign(new Event("pointerenter"), { pointerType: "touch" }));
    expect(plugin.stop).not.toHaveBeenCalled();
    carousel.dispatchEvent(Object.assign(new Event("pointerenter"), { pointerType: "mouse" }));
    expect(plugin.stop).toHaveBeenCalledTimes(1);
    expect(live.getAttribute("aria-live")).toBe("polite");
    carousel.dispatchEvent(Object.assign(new Event("pointerleave"), { pointerType: "mouse" }));
    expect(plugin.play).toHaveBeenCalledTimes(2);

    // Focus inside pauses it, but not focus on the pause button itself.
    rotation!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(plugin.playing).toBe(true);
    const dot = carousel.querySelector<HTMLElement>('[data-carousel-move="1"]')!;
    dot.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(plugin.playing).toBe(false);
    dot.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: document.body }));
    expect(plugin.playing).toBe(true);

    // Off screen it stops.
    intersect(carousel, "0px", false);
    expect(plugin.playing).toBe(false);
  });

  test("the button stops it for good and starts it again, even before Embla runs", async () => {
    const { carousel, rotation } = mount({ autoplay: true });
    start(carousel);
    rotation!.click();
    expect(rotation!.hasAttribute("data-on")).toBe(false);
    expect(rotation!.getAttribute("aria-label")).toBe(rotation!.dataset.labelStart);
    intersect(carousel, carouselLoad.rootMargin, true);
    intersect(carousel, "0px", true);
    await emblaStarts();
    const plugin = embla.instances[0]!.autoplay!;
    expect(plugin.playing).toBe(false);
    rotation!.click();
    expect(rotation!.getAttribute("aria-label")).toBe(rotation!.dataset.labelStop);
    carousel.dispatchEvent(Object.assign(new Event("pointerleave"), { pointerType: "mouse" }));
    expect(plugin.playing).toBe(true);
  });

  test("under reduced motion it is off until the visitor presses play", () => {
    reducedMotion(true);
    const { carousel, rotation } = mount({ autoplay: true });
    start(carousel);
    expect(rotation!.hasAttribute("data-on")).toBe(false);
    expect(rotation!.getAttribute("aria-label")).toBe(rotation!.dataset.labelStart);
    rotation!.click();
    expect(rotation!.hasAttribute("data-on")).toBe(true);
  });
});

describe("the row at rest, where Embla starts", () => {
  test("waits while the first stage's move is on its way, then for the row standing still", async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      "<div data-carousel data-moving><div data-carousel-viewport><div data-carousel-slide></div></div></div>";
    const carousel = document.querySelector<HTMLElement>("[data-carousel]")!;
    const viewport = document.querySelector<HTMLElement>("[data-carousel-viewport]")!;
    let rested = false;
    void whenAtRest(viewport).then(() => (rested = true));
    for (let i = 0; i < 10; i++) vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(rested).toBe(false);
    carousel.removeAttribute("data-moving");
    for (let i = 0; i < 4; i++) vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(rested).toBe(true);
    vi.useRealTimers();
  });
});
