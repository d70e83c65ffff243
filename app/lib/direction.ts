/**
 * The reading direction (issue 41, §1): right to left, the arrow keys and the carousels follow it, as
 * the WAI-ARIA patterns say (the left arrow goes forwards).
 */

/** The direction an element reads in: its own `dir`, or its page's. */
export const readingDirection = (element: Element): "ltr" | "rtl" =>
  getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr";

/** +1 for the arrow key that goes forwards in the element's reading direction, -1 for the other, 0 otherwise. */
export function arrowStep(key: string, element: Element): 1 | -1 | 0 {
  if (key !== "ArrowLeft" && key !== "ArrowRight") return 0;
  return (key === "ArrowRight") === (readingDirection(element) === "ltr") ? 1 : -1;
}
