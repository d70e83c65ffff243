import { cva } from "class-variance-authority";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Children, type ReactNode, useLayoutEffect, useMemo, useRef } from "react";
import { type CarouselLayout, carouselLayouts } from "~/content/settings";
import { cn } from "~/lib/cn";
import {
  dotHiddenClasses,
  maxSnapCount,
  rangeShowClasses,
  showVariables,
  slideGroups,
  slidesPerRange,
} from "./carousel-layout";
import { useCarousel } from "./use-carousel";

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

  const rootRef = useRef<HTMLElement>(null);
  const { viewportRef, state, autoplayOn, playing, rotationRef, toggleAutoplay, go } = useCarousel(rootRef, {
    loop,
    perRange,
    autoplay,
  });

  // Before start-up (and without JavaScript) the dots follow each range's own count.
  const groups = state.ready ? state.groups : slideGroups(total, widest.scroll);
  const dotCount = state.ready ? state.groups.length : maxSnapCount(total, perRange, loop);
  const dotHidden = (i: number) => (state.ready ? undefined : dotHiddenClasses(i, total, perRange, loop));
  const canPrev = state.ready ? state.canPrev : loop;
  const canNext = state.ready ? state.canNext : total > 1;

  // Until Embla runs, the page's controls script moves the native row and marks the current dot and
  // the arrows that cannot move (~/lib/early-controls). When it starts, what React renders is set
  // again on every dot and arrow, so no mark of the script's is left where React's differs.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!state.ready || !root) return;
    root.querySelectorAll<HTMLElement>("[data-carousel-move]").forEach((control) => {
      const move = control.dataset.carouselMove;
      if (move === "prev" || move === "next") {
        if (move === "prev" ? state.canPrev : state.canNext) control.removeAttribute("aria-disabled");
        else control.setAttribute("aria-disabled", "true");
      } else if (Number(move) === state.selected) control.setAttribute("aria-current", "true");
      else control.removeAttribute("aria-current");
    });
    // Only when Embla starts: from then on React's renders are the DOM's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.ready]);

  const prevButton = (
    <button
      type="button"
      aria-label="Previous slide"
      aria-disabled={!canPrev || undefined}
      data-carousel-move="prev"
      onClick={() => canPrev && go((a, jump) => a.scrollPrev(jump))}
      className={controlButton()}
    >
      <SpriteIcon icon={ChevronLeft} className="size-5" />
    </button>
  );
  const nextButton = (
    <button
      type="button"
      aria-label="Next slide"
      aria-disabled={!canNext || undefined}
      data-carousel-move="next"
      onClick={() => canNext && go((a, jump) => a.scrollNext(jump))}
      className={controlButton()}
    >
      <SpriteIcon icon={ChevronRight} className="size-5" />
    </button>
  );
  const hasControlRow = autoplay || dots || (arrows && arrowPlacement === "below");

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-loop={loop || undefined}
      data-ready={state.ready || undefined}
      className={cn("flex flex-col", controls === "overlay" ? "relative" : "gap-8", gapClass[gap], className)}
      style={showVariables(perRange)}
    >
      {/* Controls come first in the focus order (the APG pattern), and show below (or over) the slides. */}
      {hasControlRow ? (
        <div
          className={cn(
            // Without JavaScript the row still scrolls and swipes; the buttons could not move it.
            // One row: where the dots do not fit, they wrap in even lines between the arrows.
            "order-last flex items-center justify-center gap-3 no-js:hidden",
            controls === "overlay" &&
              "pointer-events-none absolute inset-x-0 bottom-6 z-10 px-4 *:pointer-events-auto",
          )}
        >
          {autoplay ? (
            <button
              ref={rotationRef}
              type="button"
              aria-label={autoplayOn ? "Stop automatic slide show" : "Start automatic slide show"}
              onClick={toggleAutoplay}
              className={controlButton({ size: "sm" })}
            >
              {autoplayOn ? (
                <SpriteIcon icon={Pause} className="size-4" />
              ) : (
                <SpriteIcon icon={Play} className="size-4" />
              )}
            </button>
          ) : null}
          {arrows && arrowPlacement === "below" ? prevButton : null}
          {dots ? (
            <div data-row="" className="row-balanced min-w-0 [--row-gap:0px]">
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
                    data-carousel-move={i}
                    onClick={() => go((a, jump) => a.scrollTo(i, jump))}
                    className={cn(
                      "group inline-grid h-6 min-w-6 cursor-pointer place-items-center px-1",
                      dotHidden(i),
                    )}
                  >
                    <span
                      aria-hidden="true"
                      // The current dot follows `aria-current`, which the controls script sets before Embla runs.
                      className="block h-2.5 w-2.5 rounded-full bg-muted-foreground/40 transition-[width,background-color] duration-300 group-hover:bg-muted-foreground group-aria-[current]:w-6 group-aria-[current]:bg-primary"
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
            <div className="absolute inset-y-0 start-0 flex items-center no-js:hidden">{prevButton}</div>
            <div className="absolute inset-y-0 end-0 flex items-center no-js:hidden">{nextButton}</div>
          </>
        ) : null}
        <div
          ref={viewportRef}
          data-carousel-viewport=""
          className={cn(
            // Positioned, so the container and the slides measure from the same origin
            // whether or not the container is transformed (Embla reads offsetLeft).
            "relative",
            rangeShowClasses,
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
                  // Without loop Embla counts the last slide's end margin into the row, so the
                  // last position would stop one gap short of the edge: the last slide has none.
                  !loop && "last:me-0",
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
