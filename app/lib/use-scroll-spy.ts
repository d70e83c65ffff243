import { type RefObject, useEffect, useState } from "react";

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

/**
 * Scroll spy: the id of the section, among `ids`, whose top was passed last. A top
 * counts as passed once it is `offset` pixels or less below the bottom of `stickyRef`
 * (the sticky header covering the top of the viewport), or below the viewport top
 * without one. Measured after every scroll and resize, once per frame. Null in the
 * pre-rendered HTML and until the first measurement.
 */
export function useScrollSpy(
  ids: readonly string[],
  offset: number,
  stickyRef?: RefObject<HTMLElement | null>,
): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  // The effect depends on the ids' values, not on the array's identity.
  const key = ids.join("\n");

  useEffect(() => {
    const list = key.split("\n");
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = (stickyRef?.current?.getBoundingClientRect().bottom ?? 0) + offset;
      const tops = list.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setCurrent(lastPassed(tops, line));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key, offset, stickyRef]);

  return current;
}
