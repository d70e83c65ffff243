/**
 * The row-first masonry (`Masonry`, app/components/ui/masonry.tsx; decision 012), marker
 * `[data-masonry]`. CSS packs the grid (app.css): a `sized` list from the heights its items declare,
 * from the first paint. This module keeps the spans true to the items' real heights: it measures
 * every item with a ResizeObserver (layout sizes, unaffected by reveal transforms) and corrects an
 * item's `--masonry-span` only where its declared height was wrong, in the same frame, before
 * paint, so nothing moves when it was right. It measures again whenever an item changes size (an
 * image arriving without its declared size, a caption wrapping, fonts, a resize) and when items
 * come and go. A `measured` list (cards of text) shows aligned rows until its first measurement,
 * then is marked `data-masonry-measured` and packs.
 */

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

/** Whether this engine packs the masonry (the math functions and registered properties). */
function packs(): boolean {
  return (
    typeof ResizeObserver !== "undefined" &&
    typeof CSS !== "undefined" &&
    CSS.supports(masonrySupport) &&
    // The unit and gap are read as registered (@property) lengths; engines with the math
    // functions but not @property (Safari 16.0-16.3, Firefox 118-127) keep the CSS layout alone.
    "registerProperty" in CSS
  );
}

export function start(list: HTMLElement): void {
  if (!packs()) return;
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
  // Items added or removed report their size to the observer.
  new MutationObserver(() => {
    watch();
    layout();
  }).observe(list, { childList: true });
  watch();
}
