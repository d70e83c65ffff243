import { cva } from "class-variance-authority";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Children, type ReactNode } from "react";
import { type CarouselLayout, carouselLayouts } from "~/content/settings";
import { cn } from "~/lib/cn";
import {
  controlSizes,
  dotHiddenClasses,
  dotLabel,
  dotsCountClass,
  maxSnapCount,
  rangeShowClasses,
  showVariables,
  slideGroups,
  slidesPerRange,
} from "./carousel-layout";

const gapClass = {
  none: "[--carousel-gap:0px]",
  sm: "[--carousel-gap:0.75rem]",
  md: "[--carousel-gap:1.5rem]",
  lg: "[--carousel-gap:2rem]",
} as const;

const controlButton = cva(
  "grid shrink-0 cursor-pointer place-items-center rounded-full border border-border bg-card text-card-foreground shadow-sm transition-[color,background-color,opacity] duration-200 hover:bg-primary hover:text-primary-foreground focus-visible:outline-2 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-card aria-disabled:hover:text-card-foreground",
  {
    variants: { size: { md: controlSizes.arrow.className, sm: controlSizes.autoplay.className } },
    defaultVariants: { size: "md" },
  },
);

/** What the pause/play button says (the module swaps them). */
const autoplayLabels = { start: "Start automatic slide show", stop: "Stop automatic slide show" };
/** What each dot says, for a position of one slide or of several ("{first}", "{last}"). */
const dotLabels = { one: "Go to slide {first}", many: "Go to slides {first} to {last}" };

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
 * natively.
 *
 * This renders markup only; the behaviour is the carousel's two stages: from the first paint its
 * buttons move the native row (app/behaviours/carousel-row.ts, run by the page's inline script),
 * and near the viewport app/behaviours/carousel.ts (`[data-carousel]`) starts Embla on it, marks it
 * `data-ready` (the row stops scrolling natively) and makes the slides outside the view inert, so
 * keyboard focus never lands on a hidden slide.
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
  const perRange = slidesPerRange(layout);
  const widest = perRange[perRange.length - 1] ?? { show: 1, scroll: 1 };

  // The markup is the carousel before Embla: the dots follow each range's own count, the widest
  // range's groups name them; app/behaviours/carousel.ts sets what Embla reports once it runs.
  const groups = slideGroups(total, widest.scroll);
  const dotCount = maxSnapCount(total, perRange, loop);

  const prevButton = (
    <button
      type="button"
      aria-label="Previous slide"
      aria-disabled={!loop || undefined}
      data-carousel-move="prev"
      className={controlButton()}
    >
      <SpriteIcon icon={ChevronLeft} className="size-5" />
    </button>
  );
  const nextButton = (
    <button
      type="button"
      aria-label="Next slide"
      aria-disabled={total < 2 || undefined}
      data-carousel-move="next"
      className={controlButton()}
    >
      <SpriteIcon icon={ChevronRight} className="size-5" />
    </button>
  );
  const hasControlRow = autoplay || dots || (arrows && arrowPlacement === "below");
  const arrowsBelow = arrows && arrowPlacement === "below";
  // What the dots share their row with: the arrows below and the pause button, and the gaps.
  const beside =
    (arrowsBelow ? 2 * (controlSizes.arrow.width + controlSizes.gap.width) : 0) +
    (autoplay ? controlSizes.autoplay.width + controlSizes.gap.width : 0);
  const countClass = dots ? dotsCountClass(dotCount, beside) : undefined;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-loop={loop || undefined}
      className={cn(
        "group/carousel flex flex-col",
        controls === "overlay" ? "relative" : "gap-8",
        gapClass[gap],
        className,
      )}
      style={showVariables(perRange)}
    >
      {/* Controls come first in the focus order (the APG pattern), and show below (or over) the slides. */}
      {hasControlRow ? (
        <div
          className={cn(
            // Without JavaScript the row still scrolls and swipes; the buttons could not move it.
            // One row: where the dots do not fit, they wrap in even lines between the arrows.
            // One row at every width: too many dots for it give way to a count (`dotsCountClass`).
            "@container order-last flex items-center justify-center no-js:hidden",
            controlSizes.gap.className,
            controls === "overlay" &&
              "pointer-events-none absolute inset-x-0 bottom-6 z-10 px-4 *:pointer-events-auto",
          )}
        >
          {autoplay ? (
            // Before the module runs it offers to start: the page cannot know the visitor's motion
            // preference. The module turns it on (`data-on`) unless motion is reduced.
            <button
              type="button"
              aria-label={autoplayLabels.start}
              data-carousel-autoplay=""
              data-label-start={autoplayLabels.start}
              data-label-stop={autoplayLabels.stop}
              className={cn("group/autoplay", controlButton({ size: "sm" }))}
            >
              <SpriteIcon icon={Play} className="size-4 group-data-on/autoplay:hidden" />
              <SpriteIcon icon={Pause} className="hidden size-4 group-data-on/autoplay:block" />
            </button>
          ) : null}
          {arrows && arrowPlacement === "below" ? prevButton : null}
          {dots ? (
            <div
              data-row=""
              data-carousel-dots=""
              data-label-one={dotLabels.one}
              data-label-many={dotLabels.many}
              className={cn("row-balanced min-w-0 [--row-gap:0px]", countClass)}
            >
              {Array.from({ length: dotCount }, (_, i) => {
                const group = groups[i] ?? [i];
                const first = (group[0] ?? i) + 1;
                const last = (group[group.length - 1] ?? i) + 1;
                return (
                  <button
                    key={i}
                    type="button"
                    aria-label={dotLabel(dotLabels, first, last)}
                    aria-current={i === 0 ? "true" : undefined}
                    data-carousel-move={i}
                    className={cn(
                      "group inline-grid h-6 cursor-pointer place-items-center px-1",
                      controlSizes.dot.className,
                      dotHiddenClasses(i, total, perRange, loop),
                    )}
                  >
                    <span
                      aria-hidden="true"
                      // The current dot follows `aria-current` (the row's script, then Embla's).
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
          data-carousel-viewport=""
          className={cn(
            // Positioned, so the container and the slides measure from the same origin
            // whether or not the container is transformed (Embla reads offsetLeft).
            "relative",
            rangeShowClasses,
            // Native scrolling until Embla runs (`data-ready`); no visible scrollbar either way.
            "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto [&::-webkit-scrollbar]:hidden",
            "group-data-ready/carousel:snap-none group-data-ready/carousel:overflow-hidden",
          )}
        >
          {/* Announced when the visitor moves it; not while it rotates by itself (aria-live off then). */}
          <div className="flex touch-pan-y touch-pinch-zoom" aria-live="polite">
            {items.map((slide, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, total)}
                data-carousel-slide=""
                // Focus target when the keyboard moves slides; never in the tab order.
                tabIndex={-1}
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
