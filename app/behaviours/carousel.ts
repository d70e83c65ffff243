/**
 * The carousel (`Carousel`, app/components/ui/carousel.tsx), marker `[data-carousel]`. Its behaviour
 * has two stages, each the one owner of the carousel in its time:
 *
 * 1. From the first paint, the native, snapping row: its arrows and dots scroll it and mark the
 *    position shown (`installCarouselRow`, ./carousel-row.ts, which the page's inline script runs,
 *    so the buttons work before any module has loaded).
 * 2. Embla, started here when the carousel comes near the viewport (`carouselLoad`) or the visitor
 *    points at it, touches it or moves the focus into it; Embla's code is fetched then. Embla
 *    starts on the row at rest (a move still on its way finishes first), from the slide the row
 *    shows, and in the same step the carousel is marked `data-ready`: the row stops scrolling
 *    natively (its classes), the first stage leaves it alone, and from then on this module moves
 *    it (the slides each range shows and scrolls, drag, loop, arrows, dots, the arrow keys while
 *    focus is inside, Embla's `duration`), names and marks the dots, disables the arrows that
 *    cannot move, and makes the slides outside the view inert.
 *
 * Autoplay (a `[data-carousel-autoplay]` button): on unless the visitor asks for reduced motion;
 * the button stops and starts it for good (`data-on`, its name from `data-label-start` and
 * `data-label-stop`); it moves every `autoplayInterval` only while on screen, with no mouse over
 * it and no focus inside (spec §4; focus on the button itself does not count), and the slides are
 * announced (`aria-live`) only while it does not move by itself.
 */
import { arrowStep, readingDirection } from "~/lib/direction";
import type * as EmblaModule from "embla-carousel";
import type { EmblaCarouselType, EmblaEventType, EmblaOptionsType } from "embla-carousel";
import type * as AutoplayModule from "embla-carousel-autoplay";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import {
  dotLabel,
  type DotLabels,
  rangeMedia,
  scrollBreakpoints,
  snapGroups,
} from "~/components/ui/carousel-layout";
import { autoplayInterval, carouselDefaults, carouselLoad, type SlideCount } from "~/content/settings";
import { observeIntersection, prefersReducedMotion } from "~/lib/motion";

/** Embla and its autoplay plugin, fetched once for every carousel of the page. */
let emblaModules: Promise<[typeof EmblaModule, typeof AutoplayModule]> | undefined;
function loadEmbla() {
  emblaModules ??= Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]);
  // A failed download (offline) may be retried when the visitor comes back to a carousel.
  emblaModules.catch(() => {
    emblaModules = undefined;
  });
  return emblaModules;
}

/** Animation frames in which the row has not moved, after which it counts as at rest. */
const restFrames = 3;
/**
 * Frames without a move after which the row counts as at rest even while the first stage's move is
 * marked on its way (`data-moving`, cleared when the row gets there or its scroll ends; a move the
 * visitor's swipe cut short, in an engine without `scrollend`, keeps it). The mark is what counts:
 * on a busy phone a smooth scroll can start late or stall for frames, and Embla starting then would
 * lose the move (two CI runs lost a Next this way).
 */
const stillFrames = 60;

/**
 * Resolves once the row has not scrolled for `restFrames` frames with no move of the first stage on
 * its way, or for `stillFrames` frames.
 */
export function whenAtRest(viewport: HTMLElement): Promise<void> {
  const carousel = viewport.closest("[data-carousel]");
  return new Promise((resolve) => {
    let last = viewport.scrollLeft;
    let still = 0;
    const check = () => {
      const now = viewport.scrollLeft;
      still = now === last ? still + 1 : 0;
      last = now;
      const moving = carousel?.hasAttribute("data-moving") === true;
      if ((still >= restFrames && !moving) || still >= stillFrames) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Slides shown and scrolled in each viewport range (`rangeMedia`), as the markup carries them. */
export function readPerRange(carousel: HTMLElement): SlideCount[] {
  const read = (name: string) => Math.max(1, Number(carousel.style.getPropertyValue(name)) || 1);
  return rangeMedia.map((_, i) => ({
    show: read(`--carousel-show-${i}`),
    scroll: read(`--carousel-scroll-${i}`),
  }));
}

/**
 * Embla's options for a carousel: the range's step of slides, loop, the site's transition, and the
 * reading direction (right to left, the first slide is at the right and Next moves leftwards).
 */
export function emblaOptions(
  loop: boolean,
  perRange: readonly SlideCount[],
  direction: "ltr" | "rtl" = "ltr",
): EmblaOptionsType {
  return {
    loop,
    direction,
    align: "start",
    containScroll: "trimSnaps",
    duration: carouselDefaults.duration,
    slidesToScroll: perRange[perRange.length - 1]?.scroll ?? 1,
    breakpoints: scrollBreakpoints(perRange),
  };
}

/** The autoplay plugin's options: it never starts or pauses by itself; this module says when. */
export const autoplayOptions: AutoplayOptionsType = {
  delay: autoplayInterval,
  playOnInit: false,
  // A drag stops it; it goes on when the pointer is up (below).
  stopOnInteraction: true,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
};

/**
 * The slide a native row at rest shows at its start edge: `at` px scrolled of `max`, one slide
 * every `step` px; the last slide when the row is at its end.
 */
export function slideAtStart(at: number, max: number, step: number, total: number): number {
  if (total < 1 || step <= 0 || at <= 0) return 0;
  if (at >= max - 1) return total - 1;
  return Math.min(total - 1, Math.round(at / step));
}

/**
 * The slides of each of Embla's positions in the range that matches now (the media queries of
 * Embla's `breakpoints`), cut to the number of positions it reports.
 */
function positions(api: EmblaCarouselType, perRange: readonly SlideCount[]): number[][] {
  const range = rangeMedia.findIndex((media) => window.matchMedia?.(media).matches);
  const scroll = perRange[range]?.scroll ?? perRange[perRange.length - 1]?.scroll ?? 1;
  return snapGroups(api.slideNodes().length, scroll, api.scrollSnapList().length);
}

/** Slides that overlap the viewport by more than a pixel (geometry, not Embla's observer). */
function slidesInViewport(api: EmblaCarouselType): Set<number> {
  const view = api.rootNode().getBoundingClientRect();
  const visible = new Set<number>();
  api.slideNodes().forEach((slide, i) => {
    const rect = slide.getBoundingClientRect();
    if (Math.min(rect.right, view.right) - Math.max(rect.left, view.left) > 1) visible.add(i);
  });
  return visible;
}

/** Embla's events after which what the carousel shows is drawn again. */
const stateEvents: EmblaEventType[] = ["select", "settle", "slidesInView", "reInit", "resize", "slideFocus"];

export function start(carousel: HTMLElement): void {
  const viewport = carousel.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport || carousel.hasAttribute("data-ready")) return;
  const loop = carousel.hasAttribute("data-loop");
  const perRange = readPerRange(carousel);
  const track = viewport.firstElementChild;
  const rotation = carousel.querySelector<HTMLElement>("[data-carousel-autoplay]");
  const dotsBox = carousel.querySelector<HTMLElement>("[data-carousel-dots]");
  const labels: DotLabels = { one: dotsBox?.dataset.labelOne ?? "", many: dotsBox?.dataset.labelMany ?? "" };
  const moves = () => [...carousel.querySelectorAll<HTMLElement>("[data-carousel-move]")];

  let api: EmblaCarouselType | undefined;
  /** The visitor's own choice with the pause/play button, which outlasts everything else. */
  let choice: "play" | "pause" | null = null;
  let onScreen = false;
  let hovered = false;
  let focusInside = false;
  const autoplayOn = () => rotation !== null && (choice ? choice === "play" : !prefersReducedMotion());
  const playing = () => autoplayOn() && api !== undefined && onScreen && !hovered && !focusInside;

  /** The pause/play button, the live region and the autoplay plugin, from the state above. */
  function showAutoplay() {
    if (!rotation) return;
    const on = autoplayOn();
    rotation.toggleAttribute("data-on", on);
    rotation.setAttribute(
      "aria-label",
      (on ? rotation.dataset.labelStop : rotation.dataset.labelStart) ?? "",
    );
    track?.setAttribute("aria-live", playing() ? "off" : "polite");
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) return;
    if (!playing() || api.scrollSnapList().length < 2) plugin.stop();
    else if (!plugin.isPlaying()) plugin.play();
  }

  /** After a drag (which stops the plugin) or a re-layout, it goes on if it should. */
  function resume() {
    const plugin = api?.plugins().autoplay;
    if (api && plugin && playing() && api.scrollSnapList().length > 1) plugin.play();
  }

  /** What Embla reports: the current dot and the dots' names, the arrows, the inert slides. */
  function showState() {
    if (!api) return;
    const groups = positions(api, perRange);
    const selected = api.selectedScrollSnap();
    // What shows now, plus where it is heading: slides coming in are reachable at once.
    const visible = slidesInViewport(api);
    for (const i of groups[selected] ?? []) visible.add(i);
    api.slideNodes().forEach((slide, i) => slide.toggleAttribute("inert", !visible.has(i)));
    const canPrev = api.canScrollPrev();
    const canNext = api.canScrollNext();
    for (const control of moves()) {
      const to = control.dataset.carouselMove;
      if (to === "prev" || to === "next") {
        if (to === "prev" ? canPrev : canNext) control.removeAttribute("aria-disabled");
        else control.setAttribute("aria-disabled", "true");
        continue;
      }
      const index = Number(to);
      if (index === selected) control.setAttribute("aria-current", "true");
      else control.removeAttribute("aria-current");
      const group = groups[index];
      if (group && group.length > 0) {
        control.setAttribute("aria-label", dotLabel(labels, group[0]! + 1, group[group.length - 1]! + 1));
      }
    }
  }

  /** Embla on the row, from the slide the row shows once it is at rest. */
  async function startEmbla() {
    const [{ default: EmblaCarousel }, { default: Autoplay }] = await loadEmbla();
    await whenAtRest(viewport!);
    const slides = [...viewport!.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
    const step = Math.abs((slides[1]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0));
    const max = viewport!.scrollWidth - viewport!.clientWidth;
    // Right to left, scrollLeft runs from 0 down to minus the overflow.
    const slide = slideAtStart(Math.abs(viewport!.scrollLeft), max, step, slides.length);
    carousel.setAttribute("data-ready", "");
    viewport!.scrollLeft = 0;
    api = EmblaCarousel(
      viewport!,
      emblaOptions(loop, perRange, readingDirection(carousel)),
      rotation ? [Autoplay(autoplayOptions)] : [],
    );
    for (const event of stateEvents) api.on(event, showState);
    api.on("pointerUp", resume).on("reInit", resume);
    const position = positions(api, perRange).findIndex((group) => group.includes(slide));
    if (position > 0) api.scrollTo(position, true);
    showState();
    showAutoplay();
  }

  // Wanted: near the viewport, or the visitor points at it, touches it or focuses inside it.
  let wanted = false;
  const wantEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
  const want = () => {
    if (wanted) return;
    wanted = true;
    stopNear();
    for (const event of wantEvents) carousel.removeEventListener(event, want);
    startEmbla().catch((error: unknown) => {
      // The row keeps its first stage; a later approach tries again.
      console.error(error);
      carousel.removeAttribute("data-ready");
      api = undefined;
      wanted = false;
      for (const event of wantEvents) carousel.addEventListener(event, want, { passive: true });
    });
  };
  const stopNear = observeIntersection(carousel, { rootMargin: carouselLoad.rootMargin }, (entry) => {
    if (entry.isIntersecting) want();
  });
  for (const event of wantEvents) carousel.addEventListener(event, want, { passive: true });
  if (typeof IntersectionObserver === "undefined") want();

  // Autoplay moves only on screen, with no mouse over it and no focus inside (a touch is no hover;
  // focus on the pause/play button is no focus inside: pressing play must play).
  if (rotation) {
    observeIntersection(carousel, {}, (entry) => {
      onScreen = entry.isIntersecting;
      showAutoplay();
    });
    const hover = (over: boolean) => (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      hovered = over;
      showAutoplay();
    };
    carousel.addEventListener("pointerenter", hover(true), { passive: true });
    carousel.addEventListener("pointerleave", hover(false), { passive: true });
    carousel.addEventListener("focusin", (event) => {
      focusInside = event.target !== rotation;
      showAutoplay();
    });
    carousel.addEventListener("focusout", (event) => {
      if (carousel.contains(event.relatedTarget as Node | null)) return;
      focusInside = false;
      showAutoplay();
    });
    if (typeof matchMedia === "function") {
      matchMedia("(prefers-reduced-motion: reduce)").addEventListener("change", showAutoplay);
    }
  }

  // The buttons, once Embla runs (before, the first stage moves the row). A move the visitor asks
  // for is instant under reduced motion, and restarts the autoplay timer.
  carousel.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    if (rotation && event.target.closest("[data-carousel-autoplay]") === rotation) {
      choice = autoplayOn() ? "pause" : "play";
      showAutoplay();
      return;
    }
    const control = event.target.closest<HTMLElement>("[data-carousel-move]");
    if (!api || !control || !carousel.contains(control)) return;
    const to = control.dataset.carouselMove;
    const jump = prefersReducedMotion();
    if (to === "prev") {
      if (!api.canScrollPrev()) return;
      api.scrollPrev(jump);
    } else if (to === "next") {
      if (!api.canScrollNext()) return;
      api.scrollNext(jump);
    } else api.scrollTo(Number(to), jump);
    api.plugins().autoplay?.reset();
  });

  // Arrow keys while focus is inside (not in a field or another widget's keys): the one pointing
  // back along the reading direction goes to the previous slides (the right arrow, right to left).
  carousel.addEventListener("keydown", (event) => {
    if (!api || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable], [role=tablist], [role=slider]")) return;
    event.preventDefault();
    const jump = prefersReducedMotion();
    if (arrowStep(event.key, carousel) < 0) api.scrollPrev(jump);
    else api.scrollNext(jump);
    // Focus inside a slide that is leaving follows to the first slide coming in.
    if (target.closest("[data-carousel-slide]")) {
      const first = positions(api, perRange)[api.selectedScrollSnap()]?.[0];
      const slide = first === undefined ? undefined : api.slideNodes()[first];
      if (slide) {
        slide.removeAttribute("inert");
        slide.focus({ preventScroll: true });
      }
    }
  });

  showAutoplay();
}
