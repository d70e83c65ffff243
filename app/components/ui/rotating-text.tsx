import { cn } from "~/lib/cn";

export type RotatingTextProps = {
  /** The words, in order; the first is the one in the pre-rendered HTML. */
  words: readonly string[];
  /** What assistive technology reads instead of the changing word (default: the first word). */
  label?: string;
  /** Time each word stays, ms (default `timings.headlineRotation`, 3000). */
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
 * A word of a headline that changes every 3 seconds: the behaviour is
 * app/behaviours/rotating-text.ts, wired by `data-rotating-text` (the cycles; the words are the
 * invisible copies, `data-word`). The box keeps the size of the longest word, so nothing around
 * it moves; a shorter word sits at the start of that box, or, on a line of its own (`ownLine`),
 * where the line's alignment puts it. Screen readers read one stable word (no live region); the
 * rotation runs only while the word is in view and the pointer is not over it, and not at all
 * under prefers-reduced-motion.
 */
export function RotatingText({
  words,
  label,
  interval,
  cycles = 2,
  ownLine = false,
  className,
}: RotatingTextProps) {
  return (
    <span
      data-rotating-text={String(cycles)}
      data-interval={interval}
      className={cn(ownLine ? "grid" : "inline-grid justify-items-start align-bottom", className)}
    >
      {words.map((word) => (
        <span key={word} aria-hidden="true" data-word="" className="invisible col-start-1 row-start-1">
          {word}
        </span>
      ))}
      <span
        aria-hidden="true"
        // Only words that replace another (`data-replaced`, set by the module) fade in; the
        // pre-rendered word never does.
        className="col-start-1 row-start-1 data-replaced:transition-[opacity,translate] data-replaced:duration-500 data-replaced:ease-out data-replaced:starting:translate-y-3 data-replaced:starting:opacity-0"
        data-shown-word=""
      >
        {words[0]}
      </span>
      <span className="sr-only">{label ?? words[0]}</span>
    </span>
  );
}
