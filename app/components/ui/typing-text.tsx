import { useEffect, useRef, useState } from "react";
import { timings, typingRhythm } from "~/content/settings";
import { cn } from "~/lib/cn";
import { useInView, usePrefersReducedMotion } from "~/lib/motion";

export type TypingState = { word: number; length: number; erasing: boolean };

/** The waits of one word-to-word cycle, ms: each erased and typed letter, the pause between, the hold. */
export type TypingSteps = { hold: number; erase: number; gap: number; type: number };

/**
 * The waits that take the typewriter from word `from` (whole) to the next word (whole)
 * in exactly `cycle` ms: the erasing, the pause and the typing follow `typingRhythm`
 * (faster when they would leave the word less than `minHoldShare` of the cycle), and the
 * whole word holds for the rest. Whole milliseconds, so the sum is exact. Pure; tested.
 */
export function typingSteps(words: readonly string[], from: number, cycle: number): TypingSteps {
  const erased = words[from]?.length ?? 0;
  const typed = words[(from + 1) % Math.max(1, words.length)]?.length ?? 0;
  const motion = erased * typingRhythm.erase + typingRhythm.gap + typed * typingRhythm.type;
  const room = cycle * (1 - typingRhythm.minHoldShare);
  const scale = motion > room ? room / motion : 1;
  const erase = Math.floor(typingRhythm.erase * scale);
  const gap = Math.floor(typingRhythm.gap * scale);
  const type = Math.floor(typingRhythm.type * scale);
  return { hold: cycle - (erased * erase + gap + typed * type), erase, gap, type };
}

/**
 * The next state of the typewriter and how long to wait before it, or null when it
 * stops (after `cycles` passes through the list, back on the first word fully typed).
 * `pass` counts from 1 (the pre-rendered first word opens pass 1). From one whole word to
 * the next takes exactly `cycle` ms. Pure; tested.
 */
export function nextTyping(
  state: TypingState,
  words: readonly string[],
  pass: number,
  cycles: number,
  cycle: number = timings.headlineRotation,
): { state: TypingState; delay: number; pass: number } | null {
  const current = words[state.word] ?? "";
  // Erasing belongs to the cycle from this word; typing to the cycle from the one before.
  const from = state.erasing ? state.word : (state.word - 1 + words.length) % Math.max(1, words.length);
  const steps = typingSteps(words, from, cycle);
  if (!state.erasing && state.length < current.length) {
    return { state: { ...state, length: state.length + 1 }, delay: steps.type, pass };
  }
  if (!state.erasing) {
    // A full word: stop once every pass is done and the first word is back.
    if (state.word === 0 && pass > cycles) return null;
    return { state: { ...state, erasing: true }, delay: typingSteps(words, state.word, cycle).hold, pass };
  }
  if (state.length > 0) {
    return { state: { ...state, length: state.length - 1 }, delay: steps.erase, pass };
  }
  const word = (state.word + 1) % words.length;
  return {
    state: { word, length: 0, erasing: false },
    delay: steps.gap,
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
  /** From one whole word to the next, ms (default 3000, like the rotating headline). */
  interval?: number;
  className?: string;
};

/**
 * A headline word typed and erased letter by letter (Freelancer, Developer, Startup).
 * The pre-rendered HTML shows the first word; the box keeps the size of the longest
 * word; screen readers read one stable word and no live region announces each letter.
 * Types only while in view and not under prefers-reduced-motion; the caret shows only
 * while it types. Typing moves nothing around it (no layout shift).
 */
export function TypingText({
  words,
  label,
  cycles = 2,
  interval = timings.headlineRotation,
  className,
}: TypingTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = usePrefersReducedMotion();
  const inView = useInView(ref);
  const [typing, setTyping] = useState<{ state: TypingState; pass: number; done: boolean }>(() => ({
    state: { word: 0, length: words[0]?.length ?? 0, erasing: false },
    pass: 1,
    done: words.length < 2,
  }));
  const running = !reduced && inView && !typing.done;

  // When the current state was due: each wait counts from there, not from when React got
  // round to it, so the small delays of rendering never add up over a cycle.
  const due = useRef<number | null>(null);
  useEffect(() => {
    if (!running) {
      due.current = null;
      return;
    }
    const next = nextTyping(typing.state, words, typing.pass, cycles, interval);
    const now = Date.now();
    // The first step from a full word waits the hold time like every other. Far behind (a
    // hidden tab's throttled timers), it starts afresh rather than racing through letters.
    const from = due.current !== null && now - due.current < interval ? due.current : now;
    const target = from + (next?.delay ?? 0);
    const timer = window.setTimeout(
      () => {
        due.current = target;
        setTyping(next ? { state: next.state, pass: next.pass, done: false } : { ...typing, done: true });
      },
      Math.max(0, target - now),
    );
    return () => window.clearTimeout(timer);
  }, [running, typing, words, cycles, interval]);

  const shown = reduced ? (words[0] ?? "") : (words[typing.state.word] ?? "").slice(0, typing.state.length);

  // The caret is the typed word's end border, and every copy reserves it: the word grows from a
  // fixed start (never re-centred) and no caret element moves, so typing shifts no layout.
  // The border is drawn (in the primary colour) only while the word is being typed.
  const caretBox = "col-start-1 row-start-1 border-e-[0.08em] pe-0.5";
  return (
    <span ref={ref} className={cn("inline-grid align-bottom", className)}>
      {words.map((word) => (
        <span key={word} aria-hidden="true" className={cn("invisible border-transparent", caretBox)}>
          {word}
        </span>
      ))}
      <span
        aria-hidden="true"
        className={cn("justify-self-start", caretBox, running ? "border-primary" : "border-transparent")}
      >
        {shown}
      </span>
      <span className="sr-only">{label ?? words[0]}</span>
    </span>
  );
}
