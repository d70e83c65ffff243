/**
 * Scroll spy of the one-page headers (`AnchorHeader`): in the header `[data-scroll-spy]`, the
 * in-page links (`a[href^="#"]`, in the desktop menu and in the phone menu) to the section whose
 * top was passed last get `aria-current="location"` and `data-active` (their look); the others
 * lose them. A top counts as passed once it is `scrollThresholds.scrollSpyOffset` pixels or less
 * below the header's bottom edge. Measured at start and after every scroll and resize, once a frame.
 */
import { scrollThresholds } from "~/content/settings";

/** Where a section's top edge is, in viewport pixels. */
export type SectionTop = { id: string; top: number };

/**
 * The section whose top was passed last: of the sections whose top is at or above
 * `line` (a viewport y), the lowest one; null while none has reached the line. Pure.
 */
export function lastPassed(sections: readonly SectionTop[], line: number): string | null {
  let current: SectionTop | null = null;
  for (const section of sections) {
    if (section.top <= line && (current === null || section.top >= current.top)) current = section;
  }
  return current?.id ?? null;
}

export function start(header: HTMLElement): void {
  const links = Array.from(header.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
  const ids = [...new Set(links.map((link) => link.getAttribute("href")!.slice(1)))].filter(Boolean);
  let shown: string | null | undefined;
  let frame = 0;

  const measure = () => {
    frame = 0;
    const line = header.getBoundingClientRect().bottom + scrollThresholds.scrollSpyOffset;
    const tops = ids.flatMap((id) => {
      const section = document.getElementById(id);
      return section ? [{ id, top: section.getBoundingClientRect().top }] : [];
    });
    const current = lastPassed(tops, line);
    if (current === shown) return;
    shown = current;
    for (const link of links) {
      const on = current !== null && link.getAttribute("href") === `#${current}`;
      if (on) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
      link.toggleAttribute("data-active", on);
    }
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
}
