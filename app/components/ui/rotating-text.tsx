import { useEffect, useRef, useState } from "react";
import { timings } from "~/content/settings";
import { cn } from "~/lib/cn";
import { useInView, usePrefersReducedMotion } from "~/lib/motion";

export type RotatingTextProps = {
  /** The words, in order; the first is the one in the pre-rendered HTML. */
  words: readonly string[];
  /** What assistive technology reads instead of the changing word (default: the first word). */
  label?: string;
  /** Time each word stays, ms (default 3000). */
  interval?: number;
  /**
   * How many times the list is shown before the rotation stops on the first word again
   * (default 2). Bounded so the motion does not run forever (WCAG 2.2.2); pass
   * `Infinity` to cycle as long as the page is open.
   */
  cycles?: number;
  /**
   * The word on a line of its own, placed by the text-align around it (a centred headline):
   * nothing else shares its line, so a shorter word leaves no gap beside it and moves nothing.
   * Inline (default), the word starts its slot, so the room kept for a longer word is after it.
   */
  ownLine?: boolean;
  className?: string;
};

/**
 * A word of a headline that changes every 3 seconds. The box keeps the size of the
 * longest word, so nothing around it moves; a shorter word sits at the start of that
 * box, or, on a line of its own (`ownLine`), where the line's alignment puts it. Screen readers read one stable word (no
 * live region); the rotation runs only while the word is in view and the pointer is not
 * over it, and not at all under prefers-reduced-motion.
 */
export function RotatingText({
  words,
  label,
  interval = timings.headlineRotation,
  cycles = 2,
  ownLine = false,
  className,
}: RotatingTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = usePrefersReducedMotion();
  const inView = useInView(ref);
  const [hovered, setHovered] = useState(false);
  const [step, setStep] = useState(0);
  const lastStep = Number.isFinite(cycles) ? Math.max(0, cycles) * words.length : Infinity;
  const running = !reduced && inView && !hovered && words.length > 1 && step < lastStep;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setStep((s) => s + 1), interval);
    return () => window.clearTimeout(timer);
  }, [running, step, interval]);

  const index = reduced ? 0 : step % Math.max(1, words.length);

  return (
    <span
      ref={ref}
      className={cn(ownLine ? "grid" : "inline-grid justify-items-start align-bottom", className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {words.map((word) => (
        <span key={word} aria-hidden="true" className="invisible col-start-1 row-start-1">
          {word}
        </span>
      ))}
      <span
        key={step}
        aria-hidden="true"
        // Only words that replace another fade in; the pre-rendered word never does.
        className={cn(
          "col-start-1 row-start-1",
          step > 0 &&
            "transition-[opacity,translate] duration-500 ease-out starting:translate-y-3 starting:opacity-0",
        )}
      >
        {words[index]}
      </span>
      <span className="sr-only">{label ?? words[0]}</span>
    </span>
  );
}
