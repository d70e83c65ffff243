import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type * as EmblaModule from "embla-carousel";
import type * as AutoplayModule from "embla-carousel-autoplay";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { type RefObject, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { autoplayInterval, carouselDefaults, carouselLoad, type SlideCount } from "~/content/settings";
import { observeIntersection } from "~/lib/motion";
import { useInView, usePrefersReducedMotion } from "~/lib/motion-hooks";
import { carouselRanges, scrollBreakpoints, snapGroups } from "./carousel-layout";

/*
 * The carousel's state: Embla driven and read through its public API only
 * (scrollSnapList, selectedScrollSnap, canScrollPrev/Next, slideNodes, rootNode, the
 * events and the autoplay plugin's play/stop/reset), plus the visitor's autoplay choice,
 * hover, focus, arrow keys and visibility. The component (./carousel.tsx) only draws.
 */

export type CarouselState = {
  ready: boolean;
  selected: number;
  /** Slide indexes of each position. */
  groups: number[][];
  canPrev: boolean;
  canNext: boolean;
  /** Slides (partly) inside the viewport; the others are inert. */
  visible: ReadonlySet<number>;
};

const notReady: CarouselState = {
  ready: false,
  selected: 0,
  groups: [],
  canPrev: false,
  canNext: true,
  visible: new Set(),
};

/** Slides that overlap the viewport by more than a pixel (geometry, not Embla's IO). */
function slidesInViewport(api: EmblaCarouselType): Set<number> {
  const view = api.rootNode().getBoundingClientRect();
  const visible = new Set<number>();
  api.slideNodes().forEach((slide, i) => {
    const rect = slide.getBoundingClientRect();
    if (Math.min(rect.right, view.right) - Math.max(rect.left, view.left) > 1) visible.add(i);
  });
  return visible;
}

/**
 * The slides of each position, as Embla groups them: the slides scrolled per step in the
 * viewport range that matches now (the same media queries Embla's `breakpoints` use),
 * cut to the number of positions it reports.
 */
function positions(api: EmblaCarouselType, perRange: readonly SlideCount[]): number[][] {
  const range = carouselRanges.findIndex((r) => window.matchMedia?.(r.media).matches);
  const scroll = perRange[range]?.scroll ?? perRange[perRange.length - 1]?.scroll ?? 1;
  return snapGroups(api.slideNodes().length, scroll, api.scrollSnapList().length);
}

function createCarouselStore(api: EmblaCarouselType, perRange: readonly SlideCount[]) {
  let snapshot: CarouselState | undefined;
  const read = (): CarouselState => {
    const groups = positions(api, perRange);
    const selected = api.selectedScrollSnap();
    // What shows now, plus where it is heading: slides coming in are reachable at once.
    const visible = slidesInViewport(api);
    for (const i of groups[selected] ?? []) visible.add(i);
    return {
      ready: true,
      selected,
      groups,
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
      visible,
    };
  };
  const events = ["select", "settle", "slidesInView", "reInit", "resize", "slideFocus"] as const;
  return {
    subscribe(onChange: () => void) {
      const update = () => {
        snapshot = read();
        onChange();
      };
      for (const event of events) api.on(event, update);
      return () => {
        for (const event of events) api.off(event, update);
      };
    },
    getSnapshot() {
      snapshot ??= read();
      return snapshot;
    },
  };
}

const noStore = { subscribe: () => () => {}, getSnapshot: () => notReady };

/** Embla and its autoplay plugin, fetched once for every carousel of the page (not hydration code). */
let emblaModules: Promise<[typeof EmblaModule, typeof AutoplayModule]> | undefined;
function loadEmbla() {
  emblaModules ??= Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]);
  return emblaModules;
}

/**
 * True once the carousel is near the viewport (`carouselLoad`) or the visitor points at it,
 * touches it or focuses inside it; at once without IntersectionObserver.
 */
function useWanted(rootRef: RefObject<HTMLElement | null>): boolean {
  // Without IntersectionObserver (but in a browser) at once; it changes no markup, so hydration
  // is the same either way.
  const [wanted, setWanted] = useState(
    () => typeof window !== "undefined" && typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    const root = rootRef.current;
    if (!root || wanted) return;
    const want = () => setWanted(true);
    const stop = observeIntersection(root, { rootMargin: carouselLoad.rootMargin }, (entry) => {
      if (entry.isIntersecting) want();
    });
    const events = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
    for (const event of events) root.addEventListener(event, want, { passive: true });
    return () => {
      stop();
      for (const event of events) root.removeEventListener(event, want);
    };
  }, [rootRef, wanted]);
  return wanted;
}

/**
 * Embla on the viewport element once the carousel is wanted (`useWanted`), its code loaded on
 * demand: the same API `embla-carousel-react` gives, without Embla in the page's hydration.
 */
function useLazyEmbla(
  rootRef: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType | null,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const wanted = useWanted(rootRef);
  useEffect(() => {
    if (!viewport || !wanted) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void loadEmbla().then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, options, autoplay ? [Autoplay(autoplay)] : []);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted, options, autoplay]);
  return [setViewport, api];
}

export type UseCarouselOptions = {
  loop: boolean;
  /** Slides shown and scrolled in each range of `carouselRanges`. */
  perRange: readonly SlideCount[];
  autoplay: boolean;
};

/** Embla, its state, autoplay with the visitor's choice, and the keyboard, for one carousel. */
export function useCarousel(
  rootRef: RefObject<HTMLElement | null>,
  { loop, perRange, autoplay }: UseCarouselOptions,
) {
  const options = useMemo<EmblaOptionsType>(
    () => ({
      loop,
      align: "start",
      containScroll: "trimSnaps",
      duration: carouselDefaults.duration,
      slidesToScroll: perRange[perRange.length - 1]?.scroll ?? 1,
      breakpoints: scrollBreakpoints(perRange),
    }),
    [loop, perRange],
  );
  const autoplayOptions = useMemo<AutoplayOptionsType | null>(
    () =>
      autoplay
        ? {
            delay: autoplayInterval,
            playOnInit: false,
            // Pointer, focus and hover are handled below, with the visitor's choice.
            stopOnInteraction: true,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }
        : null,
    [autoplay],
  );
  const [viewportRef, api] = useLazyEmbla(rootRef, options, autoplayOptions);
  const store = useMemo(() => (api ? createCarouselStore(api, perRange) : noStore), [api, perRange]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => notReady);

  const rotationRef = useRef<HTMLButtonElement>(null);
  const reduced = usePrefersReducedMotion();
  const onScreen = useInView(rootRef);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const autoplayOn = autoplay && (choice ? choice === "play" : !reduced);
  const playing = autoplayOn && state.ready && onScreen && !hovered && !focusInside;

  // Autoplay follows `playing`; it carries on after a touch swipe and a re-layout.
  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) return;
    if (!playing || api.scrollSnapList().length < 2) {
      plugin.stop();
      return;
    }
    const resume = () => {
      if (api.scrollSnapList().length > 1) plugin.play();
    };
    resume();
    api.on("pointerUp", resume).on("reInit", resume);
    return () => {
      api.off("pointerUp", resume).off("reInit", resume);
    };
  }, [api, playing]);

  /**
   * A move asked for by the visitor: instant under reduced motion, and the autoplay timer
   * restarts. Until Embla runs, the page's controls script moves the native row instead
   * (~/lib/early-controls), and Embla starts from the slide in view (below).
   */
  const go = (move: (api: EmblaCarouselType, jump: boolean) => void) => {
    if (!api) return;
    move(api, reduced);
    api.plugins().autoplay?.reset();
  };

  // A row scrolled natively before start-up continues from the slide in view, or from the one it
  // was going to when an early move's smooth scroll is still on its way (`data-carousel-target`).
  useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    // Right to left, scrollLeft runs from 0 down to minus the overflow.
    const target = Number(viewport.dataset.carouselTarget);
    const left = Number.isFinite(target) ? target : Math.abs(viewport.scrollLeft);
    delete viewport.dataset.carouselTarget;
    if (left <= 0) return;
    viewport.scrollLeft = 0;
    const width = api.slideNodes()[0]?.offsetWidth || 1;
    const slide = Math.round(left / width);
    const position = positions(api, perRange).findIndex((group) => group.includes(slide));
    if (position > 0) api.scrollTo(position, true);
  }, [api, perRange]);

  // A mouse over the carousel, or focus inside it, pauses it. Touch "hover" does not
  // count, nor focus on the pause/play button itself (pressing play must play).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const enter = (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(true);
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(false);
    };
    const focusIn = (event: FocusEvent) => setFocusInside(event.target !== rotationRef.current);
    const focusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    };
    root.addEventListener("pointerenter", enter);
    root.addEventListener("pointerleave", leave);
    root.addEventListener("focusin", focusIn);
    root.addEventListener("focusout", focusOut);
    return () => {
      root.removeEventListener("pointerenter", enter);
      root.removeEventListener("pointerleave", leave);
      root.removeEventListener("focusin", focusIn);
      root.removeEventListener("focusout", focusOut);
    };
  }, [rootRef]);

  // Arrow keys while focus is inside (not in a field or another widget's keys).
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !api) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable], [role=tablist], [role=slider]")) return;
      event.preventDefault();
      const fromSlide = target.closest<HTMLElement>("[data-carousel-slide]");
      if (event.key === "ArrowLeft") api.scrollPrev(reduced);
      else api.scrollNext(reduced);
      // Focus inside a slide that is leaving follows to the first slide coming in.
      // (React marks it reachable on its next render; focus cannot wait for that.)
      if (fromSlide) {
        const first = positions(api, perRange)[api.selectedScrollSnap()]?.[0];
        const slide = first === undefined ? undefined : api.slideNodes()[first];
        if (slide) {
          slide.inert = false;
          slide.focus({ preventScroll: true });
        }
      }
    };
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, [api, reduced, rootRef, perRange]);

  return {
    viewportRef,
    state,
    /** The slide show is on (the visitor's choice, or not reduced motion). */
    autoplayOn,
    /** It moves right now (on, on screen, not hovered, no focus inside). */
    playing,
    rotationRef,
    toggleAutoplay: () => setChoice(autoplayOn ? "pause" : "play"),
    go,
  };
}
