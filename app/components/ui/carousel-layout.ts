import type { CSSProperties } from "react";
import { type CarouselLayout, type SlideCount, slidesAt } from "~/content/settings";

/*
 * The carousel's layout, pure and tested: which slides it shows and scrolls at each
 * viewport width, the static classes that lay the pre-rendered HTML out exactly as Embla
 * will, and the positions (dots) it has. Shared by the component (build time) and its
 * behaviour module (app/behaviours/carousel.ts); no React and no Embla here.
 */

/**
 * The media query of each range of `carouselRanges`: all the browser's code needs of them (the
 * ranges' class names stay out of the carousel module's bytes).
 */
export const rangeMedia = [
  "(width <= 480px)",
  "(width > 480px) and (width <= 581px)",
  "(width > 581px) and (width <= 769px)",
  "(width > 769px)",
] as const;

/**
 * The viewport ranges a carousel layout can change at, desktop-first like the settings
 * (a `below` step with maxWidth 581 applies at widths up to and including 581 px). Each
 * range has static classes, so the pre-rendered HTML lays the slides out exactly as
 * Embla will: no shift when it starts. A layout may only use these cut points.
 */
export const carouselRanges = [
  {
    upTo: 480,
    show: "[@media(width<=480px)]:[--carousel-show:var(--carousel-show-0)]",
    scroll: "[@media(width<=480px)]:[--carousel-scroll:var(--carousel-scroll-0)]",
    hide: "[@media(width<=480px)]:hidden",
    media: rangeMedia[0],
  },
  {
    upTo: 581,
    show: "[@media(width>480px)_and_(width<=581px)]:[--carousel-show:var(--carousel-show-1)]",
    scroll: "[@media(width>480px)_and_(width<=581px)]:[--carousel-scroll:var(--carousel-scroll-1)]",
    hide: "[@media(width>480px)_and_(width<=581px)]:hidden",
    media: rangeMedia[1],
  },
  {
    upTo: 769,
    show: "[@media(width>581px)_and_(width<=769px)]:[--carousel-show:var(--carousel-show-2)]",
    scroll: "[@media(width>581px)_and_(width<=769px)]:[--carousel-scroll:var(--carousel-scroll-2)]",
    hide: "[@media(width>581px)_and_(width<=769px)]:hidden",
    media: rangeMedia[2],
  },
  {
    upTo: Infinity,
    show: "[@media(width>769px)]:[--carousel-show:var(--carousel-show-3)]",
    scroll: "[@media(width>769px)]:[--carousel-scroll:var(--carousel-scroll-3)]",
    hide: "[@media(width>769px)]:hidden",
    media: rangeMedia[3],
  },
] as const;

/**
 * The classes that pick each range's slides shown and scrolled (the viewport element carries them):
 * the layout's `--carousel-show`, and the `--carousel-scroll` the carousel's first stage reads to
 * move the native row before Embla runs (app/behaviours/carousel-row.ts).
 */
export const rangeShowClasses = /* @__PURE__ */ (() => [
  ...carouselRanges.flatMap((range) => [range.show, range.scroll]),
  "[--carousel-show:var(--carousel-show-3)]",
  "[--carousel-scroll:var(--carousel-scroll-3)]",
])();

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

/**
 * The CSS variables that carry each range's slides shown and scrolled (`--carousel-show-0` … `-3`,
 * `--carousel-scroll-0` … `-3`).
 */
export function showVariables(perRange: readonly SlideCount[]): CSSProperties {
  return Object.fromEntries(
    perRange.flatMap((count, i) => [
      [`--carousel-show-${i}`, count.show],
      [`--carousel-scroll-${i}`, count.scroll],
    ]),
  ) as CSSProperties;
}

/** Embla's `breakpoints` option: each range scrolls its own number of slides. */
export function scrollBreakpoints(
  perRange: readonly SlideCount[],
): Record<string, { slidesToScroll: number }> {
  return Object.fromEntries(
    rangeMedia.map((media, i) => [media, { slidesToScroll: perRange[i]?.scroll ?? 1 }]),
  );
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

/**
 * The slides of each of Embla's `snaps` positions, from the count its public
 * `scrollSnapList()` reports: one group of `scroll` slides per position; when the end is
 * trimmed (no loop), the last position holds every slide from its first one to the end;
 * a single position holds every slide.
 */
export function snapGroups(total: number, scroll: number, snaps: number): number[][] {
  const all = Array.from({ length: total }, (_, i) => i);
  if (snaps <= 1) return [all];
  const groups = slideGroups(total, scroll);
  if (groups.length <= snaps) return groups;
  const kept = groups.slice(0, snaps);
  const lastStart = kept[snaps - 1]?.[0] ?? 0;
  kept[snaps - 1] = all.slice(lastStart);
  return kept;
}

/**
 * Before start-up (and without JavaScript) each range shows its own number of dots: the
 * classes that hide dot `index` in the ranges that have fewer positions.
 */
export function dotHiddenClasses(
  index: number,
  total: number,
  perRange: readonly SlideCount[],
  loop: boolean,
) {
  return carouselRanges
    .filter((_, r) => index >= snapCount(total, perRange[r] ?? { show: 1, scroll: 1 }, loop))
    .map((range) => range.hide);
}

/** The most dots any range has before start-up. */
export function maxSnapCount(total: number, perRange: readonly SlideCount[], loop: boolean): number {
  return Math.max(...perRange.map((count) => snapCount(total, count, loop)));
}

/** What a dot says: templates for a position of one slide and of several ("{first}", "{last}"). */
export type DotLabels = { one: string; many: string };

/** A dot's name for the position of slides `first` to `last` (counted from 1). */
export function dotLabel(labels: DotLabels, first: number, last: number): string {
  return (first === last ? labels.one : labels.many)
    .replace("{first}", String(first))
    .replace("{last}", String(last));
}

/**
 * The widths of the container sizes (px) and the class that turns the dots into a count ("3 / 12",
 * `dots-as-count` in app.css) in a control row narrower than each: written out whole, so that
 * Tailwind finds them.
 */
const countBelow = [
  [320, "@max-xs:dots-as-count"],
  [384, "@max-sm:dots-as-count"],
  [448, "@max-md:dots-as-count"],
  [512, "@max-lg:dots-as-count"],
  [576, "@max-xl:dots-as-count"],
  [672, "@max-2xl:dots-as-count"],
  [768, "@max-3xl:dots-as-count"],
  [896, "@max-4xl:dots-as-count"],
] as const;

/**
 * The control row's sizes, the one place they are set: each control's class (`Carousel` uses it) and
 * the width that class gives, in px (4 px a step of Tailwind's spacing), which `dotsCountClass` adds
 * up. A dot's 24 px target, the arrows', the pause button's and the row's gap.
 */
export const controlSizes = {
  dot: { className: "min-w-6", width: 24 },
  arrow: { className: "size-11", width: 44 },
  autoplay: { className: "size-9", width: 36 },
  gap: { className: "gap-3", width: 12 },
} as const;

/**
 * The dots stay one row at every width (issue 42): where a control row is too narrow for them all
 * beside its other controls (`others` px, gaps included), they give way to a count. The class that
 * does so below the first container size that holds them, or none when they fit the row of the
 * narrowest phone (288 px at 320).
 */
export function dotsCountClass(dots: number, others: number): string | undefined {
  const needed = dots * controlSizes.dot.width + others;
  if (needed <= 288) return undefined;
  const [, widest] = countBelow[countBelow.length - 1]!;
  return countBelow.find(([width]) => width >= needed)?.[1] ?? widest;
}
