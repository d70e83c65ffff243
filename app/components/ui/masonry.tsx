import { type CSSProperties, type HTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/** Columns on wide screens; one on phones, then two from `sm`, three from `lg`, four from `xl`. */
export type MasonryColumns = 2 | 3 | 4;

const columnClass: Record<MasonryColumns, string> = {
  2: "sm:masonry-cols-2",
  3: "sm:masonry-cols-2 lg:masonry-cols-3",
  4: "sm:masonry-cols-2 lg:masonry-cols-3 xl:masonry-cols-4",
};

/**
 * The height an item declares, so the pre-rendered grid is already packed: `ratio` × (column
 * width − `inset`) + `fixed`. A picture of known proportions is `ratio` (height / width); the card
 * around it adds `inset` (padding and border beside the picture) and `fixed` (caption lines,
 * padding above and below), as CSS lengths.
 */
export type MasonryExtent = { ratio: number; inset?: string; fixed?: string };

/** The `style` of one item of a `sized` list (spread it into the `<li>`'s own style). */
export function masonryItemStyle({ ratio, inset, fixed }: MasonryExtent): CSSProperties {
  return {
    "--masonry-ratio": String(Number(ratio.toFixed(6))),
    ...(inset ? { "--masonry-inset": inset } : {}),
    ...(fixed ? { "--masonry-fixed": fixed } : {}),
  } as CSSProperties;
}

export type MasonryProps = Omit<HTMLAttributes<HTMLUListElement>, "children"> & {
  /** The `<li>` items, in reading order. */
  children: ReactNode;
  columns: MasonryColumns;
  /**
   * Every item declares its height with `masonryItemStyle` (pictures of known size): the grid is
   * packed in the pre-rendered HTML. Otherwise (cards of text) it shows aligned rows until the
   * browser has measured the cards.
   */
  sized?: boolean;
};

/**
 * A masonry that reads in rows: items go left to right, then down, each into the shortest column,
 * so the DOM order (Tab, screen readers) is the order the eye follows. CSS grid does the packing
 * (app.css, decision 012); `useMasonry` measures the cards in the browser and corrects an item
 * only where the declared height was wrong, so nothing moves when it was right.
 */
export function Masonry({ children, columns, sized = false, className, ...rest }: MasonryProps) {
  const ref = useRef<HTMLUListElement>(null);
  useMasonry(ref);
  return (
    <ul
      ref={ref}
      data-masonry={sized ? "sized" : "measured"}
      className={cn("masonry", columnClass[columns], className)}
      {...rest}
    >
      {children}
    </ul>
  );
}

/** The feature test of the packing rules in app.css (the same condition). */
export const masonrySupport = "(grid-row-end: span round(up, tan(atan2(1cqw, 1px)), 1))";

/** Overflow or spare room below which an item is left alone, in CSS pixels (sub-pixel rounding). */
const tolerance = 0.5;

/**
 * The span an item needs, or `null` when its current `span` already fits it: the item (plus the
 * gap) does not overflow its rows and leaves less than one row spare. Heights in CSS pixels.
 */
export function correctedSpan({
  height,
  gap,
  unit,
  span,
}: {
  height: number;
  gap: number;
  unit: number;
  span: number | null;
}): number | null {
  const needed = height + gap;
  if (span !== null && needed <= span * unit + tolerance && needed > (span - 1) * unit - tolerance) {
    return null;
  }
  return Math.max(1, Math.ceil((needed - tolerance) / unit));
}

/** `span 181` → 181; anything else (auto, a line number) → null. */
function spanOf(item: HTMLElement): number | null {
  const match = /^span (\d+)$/.exec(getComputedStyle(item).gridRowEnd);
  return match ? Number(match[1]) : null;
}

/**
 * Keeps a masonry list's spans true to its items' real heights: on hydration, whenever an item
 * changes size (an image arriving without its declared size, a caption wrapping, fonts, a resize)
 * and when items come and go (filters). Items are measured with ResizeObserver (layout sizes,
 * unaffected by reveal transforms) and corrected in the same frame, before paint.
 */
export function useMasonry(ref: { readonly current: HTMLElement | null }) {
  useEffect(() => {
    const list = ref.current;
    if (
      !list ||
      typeof ResizeObserver === "undefined" ||
      typeof CSS === "undefined" ||
      !CSS.supports(masonrySupport) ||
      // The unit and gap are read as registered (@property) lengths; engines with the math
      // functions but not @property (Safari 16.0-16.3, Firefox 118-127) keep the CSS layout alone.
      !("registerProperty" in CSS)
    ) {
      return;
    }
    /** Layout heights of the items, as the observer last reported them. */
    const heights = new Map<Element, number>();
    const watched = new Set<Element>();

    const layout = () => {
      const style = getComputedStyle(list);
      const columns = Number(style.getPropertyValue("--masonry-columns"));
      const unit = parseFloat(style.getPropertyValue("--masonry-unit"));
      const gap = parseFloat(style.getPropertyValue("--masonry-gap"));
      if (!(columns > 1) || !(unit > 0)) return;
      const items = [...list.children] as HTMLElement[];
      if (items.some((item) => !heights.has(item))) return; // the rest are measured in this frame
      const packed = list.hasAttribute("data-masonry-measured") || list.dataset.masonry === "sized";
      for (const item of items) {
        const span = correctedSpan({
          height: heights.get(item)!,
          gap,
          unit,
          span: packed ? spanOf(item) : null,
        });
        if (span !== null) item.style.setProperty("--masonry-span", String(span));
      }
      if (!packed) list.setAttribute("data-masonry-measured", "");
    };

    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        heights.set(entry.target, entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
      }
      layout();
    });
    const watch = () => {
      for (const item of list.children) {
        if (!watched.has(item)) {
          watched.add(item);
          observer.observe(item);
        }
      }
      for (const item of watched) {
        if (item.parentElement !== list) {
          observer.unobserve(item);
          watched.delete(item);
          heights.delete(item);
        }
      }
    };
    // Filters add and remove items; new ones report their size to the observer.
    const mutations = new MutationObserver(() => {
      watch();
      layout();
    });
    watch();
    mutations.observe(list, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
}
