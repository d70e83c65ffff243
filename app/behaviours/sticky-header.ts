/**
 * The sticky header's look (`HeaderFrame`): the header `[data-sticky-header]` is sticky from the
 * start and keeps its height; past `scrollThresholds.stickyHeader` it gets `data-sticky`, which its
 * classes turn into the frosted background, hairline and shadow (at or above it: the plain look).
 */
import { scrollThresholds } from "~/content/settings";

export function start(header: HTMLElement): void {
  const update = () => header.toggleAttribute("data-sticky", window.scrollY > scrollThresholds.stickyHeader);
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update, { passive: true });
  update();
}
