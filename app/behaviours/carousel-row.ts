/**
 * The carousel's first stage (decision 030): its arrows and dots move the native, snapping row from
 * the first paint, before any module has loaded. Its second stage, Embla, is `./carousel.ts`; the
 * two are one behaviour in two files only because this one must run inline.
 *
 * This function is not a behaviour module: the page's inline head script runs it
 * (`earlyControlsSource`, ~/lib/early-controls), so it is serialised with
 * `Function.prototype.toString` and may use nothing from outside its own body, and only syntax every
 * engine the site supports parses.
 *
 * - `[data-carousel-move]` "prev", "next" or a position scrolls the row `[data-carousel-viewport]`
 *   by the slides the range scrolls (`--carousel-scroll`), looping with `data-loop`;
 * - a scroll marks the dot of the position shown (`aria-current`) and, without loop, disables the
 *   arrow that cannot move (`aria-disabled`);
 * - a move marks the carousel `data-moving` with where it is heading (px from the start) until the
 *   row gets there or its scroll ends (`scrollend`, where the engine has it); a move asked for on
 *   the way goes on from there (two quick Previous clicks loop as two slow ones do), and the second
 *   stage waits for the mark to go.
 *
 * One owner at a time: this stage acts on a carousel until Embla runs on it (`data-ready`, set by
 * `./carousel.ts` in the same step that starts Embla), and never after. Nothing is handed over:
 * Embla starts on a row at rest, from the slide the row shows.
 */
export function installCarouselRow(): void {
  const doc = document;
  const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

  /** The native row's geometry: where it is, how far it goes, one step of slides. */
  function row(carousel: HTMLElement) {
    const viewport = carousel.querySelector<HTMLElement>("[data-carousel-viewport]");
    const slides = viewport?.querySelectorAll<HTMLElement>("[data-carousel-slide]");
    if (!viewport || !slides || slides.length < 2) return null;
    const style = getComputedStyle(viewport);
    const scroll = Math.max(1, parseInt(style.getPropertyValue("--carousel-scroll"), 10) || 1);
    const slideStep = Math.abs((slides[1]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0));
    return {
      viewport,
      // Right to left, scrollLeft runs from 0 down to minus the overflow.
      sign: style.direction === "rtl" ? -1 : 1,
      at: Math.abs(viewport.scrollLeft),
      max: viewport.scrollWidth - viewport.clientWidth,
      step: slideStep * scroll,
    };
  }

  function move(control: HTMLElement) {
    const carousel = control.closest<HTMLElement>("[data-carousel]");
    if (!carousel || carousel.hasAttribute("data-ready") || control.getAttribute("aria-disabled")) return;
    const geometry = row(carousel);
    if (!geometry || geometry.step === 0) return;
    const { viewport, sign, max, step } = geometry;
    // A move on its way counts from where it is heading.
    const heading = carousel.getAttribute("data-moving");
    const at = heading ? Number(heading) : geometry.at;
    const loop = carousel.hasAttribute("data-loop");
    const to = control.dataset.carouselMove;
    let target: number;
    if (to === "next") target = at >= max - 1 ? (loop ? 0 : max) : at + step;
    else if (to === "prev") target = at <= 1 ? (loop ? max : 0) : at - step;
    else target = Number(to) * step;
    target = Math.min(max, Math.max(0, target));
    viewport.scrollTo({ left: sign * target, behavior: reducedMotion() ? "instant" : "smooth" });
    // On its way until its scroll ends: the second stage starts on a row at rest, and a smooth
    // scroll can start late or stall for frames on a busy phone.
    if (target !== geometry.at) carousel.setAttribute("data-moving", String(target));
    else carousel.removeAttribute("data-moving");
  }

  /** The dot of the position shown and, without loop, the arrows that cannot move. */
  function mark(carousel: HTMLElement) {
    const geometry = row(carousel);
    if (!geometry || geometry.step === 0) return;
    const { at, max, step } = geometry;
    if (Math.abs(at - Number(carousel.getAttribute("data-moving"))) <= 1)
      carousel.removeAttribute("data-moving");
    const dots = Array.from(
      carousel.querySelectorAll<HTMLElement>(
        "[data-carousel-move]:not([data-carousel-move=prev]):not([data-carousel-move=next])",
      ),
    ).filter((dot) => dot.getClientRects().length > 0);
    const last = dots.length - 1;
    const position = at >= max - 1 ? last : Math.min(last, Math.round(at / step));
    dots.forEach((dot, i) => {
      if (i === position) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (carousel.hasAttribute("data-loop")) return;
    for (const arrow of carousel.querySelectorAll<HTMLElement>(
      "[data-carousel-move=prev],[data-carousel-move=next]",
    )) {
      const stuck = arrow.dataset.carouselMove === "prev" ? at <= 1 : at >= max - 1;
      if (stuck) arrow.setAttribute("aria-disabled", "true");
      else arrow.removeAttribute("aria-disabled");
    }
  }

  let marking: HTMLElement | null = null;
  // A scroll marks the position shown, once a frame; the end of a scroll ends a move.
  const onScroll = (event: Event) => {
    const viewport = event.target;
    if (!(viewport instanceof HTMLElement) || !viewport.hasAttribute("data-carousel-viewport")) return;
    const carousel = viewport.closest<HTMLElement>("[data-carousel]");
    if (!carousel || carousel.hasAttribute("data-ready")) return;
    if (event.type === "scrollend") carousel.removeAttribute("data-moving");
    else if (marking !== carousel) {
      marking = carousel;
      requestAnimationFrame(() => {
        marking = null;
        if (!carousel.hasAttribute("data-ready")) mark(carousel);
      });
    }
  };
  doc.addEventListener("scroll", onScroll, { capture: true, passive: true });
  doc.addEventListener("scrollend", onScroll, { capture: true, passive: true });

  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>("[data-carousel-move]");
    if (control) move(control);
  });
}
