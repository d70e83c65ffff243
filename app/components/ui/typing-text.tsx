import { cn } from "~/lib/cn";

export type TypingTextProps = {
  /** The words, in order; the first is the one in the pre-rendered HTML. */
  words: readonly string[];
  /** What assistive technology reads instead of the typed word (default: the first word). */
  label?: string;
  /**
   * How many passes through the list before it stops on the first word (default 2), so
   * the motion ends (WCAG 2.2.2); `Infinity` types for as long as the page is open.
   */
  cycles?: number;
  /** From one whole word to the next, ms (default `timings.headlineRotation`, 3000, like the rotating headline). */
  interval?: number;
  className?: string;
};

/**
 * A headline word typed and erased letter by letter (Freelancer, Developer, Startup): the
 * behaviour is app/behaviours/typing-text.ts, wired by `data-typing-text` (the passes; the words
 * are the invisible copies, `data-word`). The pre-rendered HTML shows the first word; the box
 * keeps the size of the longest word; screen readers read one stable word and no live region
 * announces each letter. Types only while in view and not under prefers-reduced-motion; the
 * caret shows only while it types (`data-typing`). Typing moves nothing around it (no layout shift).
 */
export function TypingText({ words, label, cycles = 2, interval, className }: TypingTextProps) {
  // The caret is the typed word's end border, and every copy reserves it: the word grows from a
  // fixed start (never re-centred) and no caret element moves, so typing shifts no layout.
  // The border is drawn (in the primary colour) only while the word is being typed.
  const caretBox = "col-start-1 row-start-1 border-e-[0.08em] pe-0.5";
  return (
    <span
      data-typing-text={String(cycles)}
      data-interval={interval}
      className={cn("inline-grid align-bottom", className)}
    >
      {words.map((word) => (
        <span
          key={word}
          aria-hidden="true"
          data-word=""
          className={cn("invisible border-transparent", caretBox)}
        >
          {word}
        </span>
      ))}
      <span
        aria-hidden="true"
        data-shown-word=""
        className={cn("justify-self-start border-transparent data-typing:border-primary", caretBox)}
      >
        {words[0] ?? ""}
      </span>
      <span className="sr-only">{label ?? words[0]}</span>
    </span>
  );
}
