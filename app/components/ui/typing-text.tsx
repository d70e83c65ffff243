import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { useInView, usePrefersReducedMotion } from "~/lib/motion";

/** Typing rhythm, ms. */
export const typingTimings = {
  /** Per character typed. */
  type: 110,
  /** Per character erased. */
  erase: 55,
  /** A typed word stays this long before it is erased. */
  hold: 2000,
  /** Pause on the empty line before the next word. */
  gap: 350,
} as const;

export type TypingState = { word: number; length: number; erasing: boolean };

/**
 * The next state of the typewriter and how long to wait before it, or null when it
 * stops (after `cycles` passes through the list, back on the first word fully typed).
 * `pass` counts from 1 (the pre-rendered first word opens pass 1). Pure; tested.
 */
export function nextTyping(
  state: TypingState,
  words: readonly string[],
  pass: number,
  cycles: number,
): { state: TypingState; delay: number; pass: number } | null {
  const current = words[state.word] ?? "";
  if (!state.erasing && state.length < current.length) {
    return { state: { ...state, length: state.length + 1 }, delay: typingTimings.type, pass };
  }
  if (!state.erasing) {
    // A full word: stop once every pass is done and the first word is back.
    if (state.word === 0 && pass > cycles) return null;
    return { state: { ...state, erasing: true }, delay: typingTimings.hold, pass };
  }
  if (state.length > 0) {
    return { state: { ...state, length: state.length - 1 }, delay: typingTimings.erase, pass };
  }
  const word = (state.word + 1) % words.length;
  return {
    state: { word, length: 0, erasing: false },
    delay: typingTimings.gap,
    pass: word === 0 ? pass + 1 : pass,
  };
}

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
  className?: string;
};

/**
 * A headline word typed and erased letter by letter (Freelancer, Developer, Startup).
 * The pre-rendered HTML shows the first word; the box keeps the size of the longest
 * word; screen readers read one stable word and no live region announces each letter.
 * Types only while in view and not under prefers-reduced-motion; the caret shows only
 * while it types. Typing moves nothing around it (no layout shift).
 */
export function TypingText({ words, label, cycles = 2, className }: TypingTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = usePrefersReducedMotion();
  const inView = useInView(ref);
  const [typing, setTyping] = useState<{ state: TypingState; pass: number; done: boolean }>(() => ({
    state: { word: 0, length: words[0]?.length ?? 0, erasing: false },
    pass: 1,
    done: words.length < 2,
  }));
  const running = !reduced && inView && !typing.done;

  useEffect(() => {
    if (!running) return;
    const next = nextTyping(typing.state, words, typing.pass, cycles);
    // The first step from a full word waits the hold time like every other.
    const timer = window.setTimeout(
      () => setTyping(next ? { state: next.state, pass: next.pass, done: false } : { ...typing, done: true }),
      next?.delay ?? 0,
    );
    return () => window.clearTimeout(timer);
  }, [running, typing, words, cycles]);

  const shown = reduced ? (words[0] ?? "") : (words[typing.state.word] ?? "").slice(0, typing.state.length);

  // The caret is the typed word's end border, and every copy reserves it: the word grows from a
  // fixed start (never re-centred) and no caret element moves, so typing shifts no layout.
  const caretBox = "col-start-1 row-start-1 border-e-[0.08em] border-transparent pe-0.5";
  return (
    <span ref={ref} className={cn("inline-grid align-bottom", className)}>
      {words.map((word) => (
        <span key={word} aria-hidden="true" className={cn("invisible", caretBox)}>
          {word}
        </span>
      ))}
      <span aria-hidden="true" className={cn("justify-self-start", caretBox, running && "border-primary")}>
        {shown}
      </span>
      <span className="sr-only">{label ?? words[0]}</span>
    </span>
  );
}
