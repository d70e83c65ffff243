/**
 * The rotating headline word (app/components/ui/rotating-text.tsx renders the marker,
 * `data-rotating-text`, whose value is how many times the list is shown, "Infinity" for ever):
 * every `timings.headlineRotation` ms (or `data-interval`) the shown word (`data-shown-word`) is
 * replaced by the next of the words the markup lists (`data-word`), the new one fading in; after
 * its cycles it stops on the first word again. It runs only while the word is in view and the
 * pointer is not over it, and never under reduced motion.
 */
import { timings } from "~/content/settings";
import { prefersReducedMotion, watchInView } from "~/lib/motion";

export function start(element: HTMLElement): void {
  const words = Array.from(element.querySelectorAll("[data-word]"), (word) => word.textContent ?? "");
  let shown = element.querySelector<HTMLElement>("[data-shown-word]");
  if (!shown || words.length < 2 || prefersReducedMotion()) return;
  const interval = Number(element.dataset.interval) || timings.headlineRotation;
  const cycles = Number(element.dataset.rotatingText);
  const lastStep = Number.isFinite(cycles) ? Math.max(0, cycles) * words.length : Infinity;
  if (Number.isNaN(cycles)) return;

  let step = 0;
  let inView = false;
  let hovered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const next = () => {
    timer = undefined;
    step += 1;
    // A new element, so the browser draws its entrance from its starting style.
    const word = shown!.cloneNode(false) as HTMLElement;
    word.setAttribute("data-replaced", "");
    word.textContent = words[step % words.length] ?? "";
    shown!.replaceWith(word);
    shown = word;
    update();
  };
  // Each time it may run again, the word stays a whole interval first.
  const update = () => {
    const running = inView && !hovered && step < lastStep;
    if (running && timer === undefined) timer = setTimeout(next, interval);
    if (!running && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };

  watchInView(element, {}, (visible) => {
    inView = visible;
    update();
  });
  element.addEventListener(
    "pointerenter",
    () => {
      hovered = true;
      update();
    },
    { passive: true },
  );
  element.addEventListener(
    "pointerleave",
    () => {
      hovered = false;
      update();
    },
    { passive: true },
  );
}
