import { cva } from "class-variance-authority";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import {
  Children,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import {
  autoplayInterval,
  type CarouselLayout,
  carouselLayouts,
  type SlideCount,
  slidesAt,
} from "~/content/settings";
import { cn } from "~/lib/cn";
import { useInView, usePrefersReducedMotion } from "~/lib/motion";

/* ---- Layout by viewport width (pure; tested) ---- */

/**
 * The viewport ranges a carousel layout can change at, desktop-first like the spec
 * (a `below` step with maxWidth 581 applies at widths up to and including 581 px). Each
 * range has static classes, so the pre-rendered HTML lays the slides out exactly as
 * Embla will: no shift when it starts. A layout may only use these cut points.
 */
export const carouselRanges = [
  {
    upTo: 480,
    show: "[@media(width<=480px)]:[--carousel-show:var(--carousel-show-0)]",
    hide: "[@media(width<=480px)]:hidden",
    media: "(width <= 480px)",
  },
  {
    upTo: 581,
    show: "[@media(width>480px)_and_(width<=581px)]:[--carousel-show:var(--carousel-show-1)]",
    hide: "[@media(width>480px)_and_(width<=581px)]:hidden",
    media: "(width > 480px) and (width <= 581px)",
  },
  {
    upTo: 769,
    show: "[@media(width>581px)_and_(width<=769px)]:[--carousel-show:var(--carousel-show-2)]",
    hide: "[@media(width>581px)_and_(width<=769px)]:hidden",
    media: "(width > 581px) and (width <= 769px)",
  },
  {
    upTo: Infinity,
    show: "[@media(width>769px)]:[--carousel-show:var(--carousel-show-3)]",
    hide: "[@media(width>769px)]:hidden",
    media: "(width > 769px)",
  },
] as const;

/** Slides shown and scrolled in each range of `carouselRanges`. Throws on an unsupported cut point. */
export function slidesPerRange(layout: CarouselLayout): SlideCount[] {
  for (const step of layout.below) {
    if (!carouselRanges.some((range) => range.upTo === step.maxWidth)) {
      throw new Error(
        `Carousel breakpoint ${step.maxWidth}px is not one of ${carouselRanges.map((r) => r.upTo).join(", ")}; add it to carouselRanges.`,
      );
    }
  }
  return carouselRanges.map((range) => slidesAt(layout, range.upTo));
}

/** The slides of each scroll step: groups of `scroll` slides, in order. */
export function slideGroups(total: number, scroll: number): number[][] {
  const size = Math.max(1, scroll);
  const groups: number[][] = [];
  for (let start = 0; start < total; start += size) {
    groups.push(Array.from({ length: Math.min(size, total - start) }, (_, i) => start + i));
  }
  return groups;
}

/** How many positions (dots) a carousel of `total` slides has, as Embla counts them. */
export function snapCount(total: number, { show, scroll }: SlideCount, loop: boolean): number {
  if (total <= show) return 1;
  const groups = slideGroups(total, scroll);
  if (loop) return groups.length;
  // Without loop, the last positions are clamped so the final slides fill the view.
  return new Set(groups.map((group) => Math.min(group[0] ?? 0, total - show))).size;
}

/* ---- Embla state, read as an external store ---- */

type CarouselState = {
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

function createCarouselStore(api: EmblaCarouselType) {
  let snapshot: CarouselState | undefined;
  const read = (): CarouselState => {
    const groups = api.internalEngine().slideRegistry;
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

function useCarouselState(api: EmblaCarouselType | undefined): CarouselState {
  const store = useMemo(() => (api ? createCarouselStore(api) : noStore), [api]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => notReady);
}

/* ---- The component ---- */

/**
 * Embla's `duration` is not in milliseconds (it drives a spring). 20 brings a slide
 * within 1 % of its place in about 480 ms, the spec's 500 ms speed
 * (carouselDefaults.speed).
 */
const emblaDuration = 20;

const gapClass = {
  none: "[--carousel-gap:0px]",
  sm: "[--carousel-gap:0.75rem]",
  md: "[--carousel-gap:1.5rem]",
  lg: "[--carousel-gap:2rem]",
} as const;

const controlButton = cva(
  "grid shrink-0 cursor-pointer place-items-center rounded-full border border-border bg-card text-card-foreground shadow-sm transition-[color,background-color,opacity] duration-200 hover:bg-primary hover:text-primary-foreground focus-visible:outline-2 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-card aria-disabled:hover:text-card-foreground",
  {
    variants: { size: { md: "size-11", sm: "size-9" } },
    defaultVariants: { size: "md" },
  },
);

export type CarouselProps = {
  /** The slides (or pass them as children). */
  slides?: readonly ReactNode[];
  children?: ReactNode;
  /** Accessible name of the carousel, e.g. "Customer testimonials". */
  label: string;
  /**
   * Slides shown and scrolled per viewport width, loop, arrows and dots: one of
   * `carouselLayouts` of ~/content/settings (default: the testimonial layout, one slide).
   */
  layout?: CarouselLayout;
  /** Overrides of the layout's loop, arrows and dots. */
  loop?: boolean;
  arrows?: boolean;
  dots?: boolean;
  /** Where the arrows sit: on the slides' sides, or in the control row below. */
  arrowPlacement?: "sides" | "below";
  /**
   * Where the control row (pause, arrows, dots) sits: under the slides, or over their
   * bottom edge (full-bleed heroes; the slides leave room for it).
   */
  controls?: "below" | "overlay";
  /**
   * Moves on every 3050 ms; pauses on hover, on keyboard focus inside and off screen;
   * a visible pause/play button; off under prefers-reduced-motion unless the visitor
   * presses play.
   */
  autoplay?: boolean;
  /** Space between slides (default md). */
  gap?: keyof typeof gapClass;
  /** Name of each slide for assistive technology (default "3 of 8"). */
  slideLabel?: (index: number, total: number) => string;
  className?: string;
  slideClassName?: string;
};

/**
 * The one carousel of the site (Embla): the ARIA carousel pattern (a named region with
 * aria-roledescription="carousel", slides as groups labelled "3 of 8"), arrows and dots
 * as named buttons with aria-current on the active dot, arrow keys while focus is
 * inside, and optional autoplay with a pause button (WCAG 2.2.2). Every slide is in the
 * pre-rendered HTML, laid out as after start-up; without JavaScript the row scrolls
 * natively. Once running, slides outside the view are inert, so keyboard focus never
 * lands on a hidden slide.
 */
export function Carousel({
  slides,
  children,
  label,
  layout = carouselLayouts.testimonials,
  loop = layout.loop,
  arrows = layout.arrows,
  dots = layout.dots,
  arrowPlacement = "below",
  controls = "below",
  autoplay = false,
  gap = "md",
  slideLabel = (index, total) => `${index + 1} of ${total}`,
  className,
  slideClassName,
}: CarouselProps) {
  const items = slides ?? Children.toArray(children);
  const total = items.length;
  const perRange = useMemo(() => slidesPerRange(layout), [layout]);
  const widest = perRange[perRange.length - 1] ?? { show: 1, scroll: 1 };

  const options = useMemo<EmblaOptionsType>(
    () => ({
      loop,
      align: "start",
      containScroll: "trimSnaps",
      duration: emblaDuration,
      slidesToScroll: perRange[perRange.length - 1]?.scroll ?? 1,
      breakpoints: Object.fromEntries(
        carouselRanges.map((range, i) => [range.media, { slidesToScroll: perRange[i]?.scroll ?? 1 }]),
      ),
    }),
    [loop, perRange],
  );
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: autoplayInterval,
              playOnInit: false,
              // Pointer, focus and hover are handled below, with the visitor's choice.
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplay],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const state = useCarouselState(api);

  const rootRef = useRef<HTMLElement>(null);
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

  /** A move asked for by the visitor: instant under reduced motion, and the autoplay timer restarts. */
  const go = (move: (api: EmblaCarouselType, jump: boolean) => void) => {
    if (!api) return;
    move(api, reduced);
    api.plugins().autoplay?.reset();
  };

  // A row scrolled natively before start-up continues from the slide in view.
  useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    const left = viewport.scrollLeft;
    if (left <= 0) return;
    viewport.scrollLeft = 0;
    const width = api.slideNodes()[0]?.offsetWidth || 1;
    const slide = Math.round(left / width);
    const position = api.internalEngine().slideRegistry.findIndex((group) => group.includes(slide));
    if (position > 0) api.scrollTo(position, true);
  }, [api]);

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
  }, []);

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
        const first = api.internalEngine().slideRegistry[api.selectedScrollSnap()]?.[0];
        const slide = first === undefined ? undefined : api.slideNodes()[first];
        if (slide) {
          slide.inert = false;
          slide.focus({ preventScroll: true });
        }
      }
    };
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, [api, reduced]);

  // Before start-up (and without JavaScript) the dots follow each range's own count.
  const groups = state.ready ? state.groups : slideGroups(total, widest.scroll);
  const dotCount = state.ready
    ? state.groups.length
    : Math.max(...perRange.map((count) => snapCount(total, count, loop)));
  const dotHidden = (i: number) =>
    state.ready
      ? undefined
      : carouselRanges
          .filter((_, r) => i >= snapCount(total, perRange[r] ?? widest, loop))
          .map((range) => range.hide);

  const showVars = Object.fromEntries(
    perRange.map((count, i) => [`--carousel-show-${i}`, count.show]),
  ) as CSSProperties;
  const canPrev = state.ready ? state.canPrev : loop;
  const canNext = state.ready ? state.canNext : total > 1;

  const prevButton = (
    <button
      type="button"
      aria-label="Previous slide"
      aria-disabled={!canPrev || undefined}
      onClick={() => canPrev && go((a, jump) => a.scrollPrev(jump))}
      className={controlButton()}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
    </button>
  );
  const nextButton = (
    <button
      type="button"
      aria-label="Next slide"
      aria-disabled={!canNext || undefined}
      onClick={() => canNext && go((a, jump) => a.scrollNext(jump))}
      className={controlButton()}
    >
      <ChevronRight aria-hidden="true" className="size-5" />
    </button>
  );
  const hasControlRow = autoplay || dots || (arrows && arrowPlacement === "below");

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("flex flex-col", controls === "overlay" ? "relative" : "gap-8", gapClass[gap], className)}
      style={showVars}
    >
      {/* Controls come first in the focus order (the APG pattern), and show below (or over) the slides. */}
      {hasControlRow ? (
        <div
          className={cn(
            "order-last flex flex-wrap items-center justify-center gap-3",
            controls === "overlay" &&
              "pointer-events-none absolute inset-x-0 bottom-6 z-10 px-4 *:pointer-events-auto",
          )}
        >
          {autoplay ? (
            <button
              ref={rotationRef}
              type="button"
              aria-label={autoplayOn ? "Stop automatic slide show" : "Start automatic slide show"}
              onClick={() => setChoice(autoplayOn ? "pause" : "play")}
              className={controlButton({ size: "sm" })}
            >
              {autoplayOn ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </button>
          ) : null}
          {arrows && arrowPlacement === "below" ? prevButton : null}
          {dots ? (
            <div className="flex flex-wrap items-center justify-center">
              {Array.from({ length: dotCount }, (_, i) => {
                const group = groups[i] ?? [i];
                const first = (group[0] ?? i) + 1;
                const last = (group[group.length - 1] ?? i) + 1;
                const current = i === state.selected;
                return (
                  <button
                    key={i}
                    type="button"
                    aria-label={first === last ? `Go to slide ${first}` : `Go to slides ${first} to ${last}`}
                    aria-current={current ? "true" : undefined}
                    onClick={() => go((a, jump) => a.scrollTo(i, jump))}
                    className={cn(
                      "group grid h-6 min-w-6 cursor-pointer place-items-center px-1",
                      dotHidden(i),
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "block h-2.5 rounded-full transition-[width,background-color] duration-300",
                        current
                          ? "w-6 bg-primary"
                          : "w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground",
                      )}
                    />
                  </button>
                );
              })}
            </div>
          ) : null}
          {arrows && arrowPlacement === "below" ? nextButton : null}
        </div>
      ) : null}
      {/* Side arrows sit in their own gutter, never over a slide's content. */}
      <div className={cn("relative", arrows && arrowPlacement === "sides" && "px-13")}>
        {arrows && arrowPlacement === "sides" ? (
          <>
            <div className="absolute inset-y-0 start-0 flex items-center">{prevButton}</div>
            <div className="absolute inset-y-0 end-0 flex items-center">{nextButton}</div>
          </>
        ) : null}
        <div
          ref={viewportRef}
          className={cn(
            // Positioned, so the container and the slides measure from the same origin
            // whether or not the container is transformed (Embla reads offsetLeft).
            "relative",
            carouselRanges.map((range) => range.show),
            "[--carousel-show:var(--carousel-show-3)]",
            // Native scrolling until Embla takes over (no visible scrollbar either way).
            state.ready
              ? "overflow-hidden"
              : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto [&::-webkit-scrollbar]:hidden",
          )}
        >
          <div className="flex touch-pan-y touch-pinch-zoom" aria-live={playing ? "off" : "polite"}>
            {items.map((slide, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, total)}
                data-carousel-slide=""
                // Focus target when the keyboard moves slides; never in the tab order.
                tabIndex={-1}
                inert={state.ready && !state.visible.has(i)}
                className={cn(
                  // The gap is each slide's end margin (Embla reads it for the loop seam); n
                  // slides and n - 1 gaps fill the view exactly.
                  "me-(--carousel-gap) min-w-0 shrink-0 grow-0 basis-[calc((100%-(var(--carousel-show)-1)*var(--carousel-gap))/var(--carousel-show))] snap-start focus-visible:outline-2 focus-visible:-outline-offset-2",
                  slideClassName,
                )}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
