/**
 * A region that may scroll sideways (a figure table too wide for a narrow screen: the markup is
 * `<section aria-labelledby … data-scroll-region>`): it is a tab stop (`tabindex="0"`) only while
 * its content is wider than it, so keyboard users can scroll it, and no stop otherwise. Measured
 * again whenever the region or its content changes size.
 */
export function start(element: HTMLElement): void {
  if (typeof ResizeObserver === "undefined") return;
  const observer = new ResizeObserver(() => {
    if (element.scrollWidth > element.clientWidth) element.setAttribute("tabindex", "0");
    else element.removeAttribute("tabindex");
  });
  observer.observe(element);
  if (element.firstElementChild) observer.observe(element.firstElementChild);
}
