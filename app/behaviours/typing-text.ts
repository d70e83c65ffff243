/**
 * The typing headline word (app/components/ui/typing-text.tsx renders the marker,
 * `data-typing-text`, whose value is how many passes through the list it makes, "Infinity" for
 * ever): the shown word (`data-shown-word`) is erased and the next of the words the markup lists
 * (`data-word`) typed, letter by letter, in `typingRhythm`; from one whole word to the next takes
 * `timings.headlineRotation` ms (or `data-interval`). After its passes it stops on the first word,
 * whole. It types only while the word is in view, never under reduced motion; the caret
 * (`data-typing` on the shown word) shows only while it types.
 */
import { timings, typingRhythm } from "~/content/settings";
import { prefersReducedMotion, watchInView } from "~/lib/motion";

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

export function start(element: HTMLElement): void {
  const words = Array.from(element.querySelectorAll("[data-word]"), (word) => word.textContent ?? "");
  const shown = element.querySelector<HTMLElement>("[data-shown-word]");
  const cycles = Number(element.dataset.typingText);
  if (!shown || words.length < 2 || Number.isNaN(cycles) || prefersReducedMotion()) return;
  const interval = Number(element.dataset.interval) || timings.headlineRotation;

  let state: TypingState = { word: 0, length: words[0]?.length ?? 0, erasing: false };
  let pass = 1;
  let done = false;
  let inView = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the current state was due: each wait counts from there, not from when the timer got
  // round to it, so the small delays of the main thread never add up over a cycle.
  let due: number | null = null;

  const schedule = () => {
    const next = nextTyping(state, words, pass, cycles, interval);
    const now = Date.now();
    // The first step from a full word waits the hold time like every other. Far behind (a
    // hidden tab's throttled timers), it starts afresh rather than racing through letters.
    const from = due !== null && now - due < interval ? due : now;
    const target = from + (next?.delay ?? 0);
    timer = setTimeout(
      () => {
        timer = undefined;
        due = target;
        if (next) {
          state = next.state;
          pass = next.pass;
          shown.textContent = (words[state.word] ?? "").slice(0, state.length);
        } else {
          done = true;
        }
        update();
      },
      Math.max(0, target - now),
    );
  };
  const update = () => {
    const running = inView && !done;
    shown.toggleAttribute("data-typing", running);
    if (running && timer === undefined) schedule();
    if (!running) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      due = null;
    }
  };

  watchInView(element, {}, (visible) => {
    inView = visible;
    update();
  });
}
