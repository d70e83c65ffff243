/**
 * The page gate's focus walk (issue 28, WCAG 2.2 SC 2.4.11 Focus Not Obscured): the keyboard focus
 * is moved through the whole page with the real Tab key, forwards from the top and then backwards
 * with Shift+Tab from the end, and every element it lands on is checked where the browser has put it:
 *
 *   - `focus-obscured`: the focused element is entirely covered by fixed or sticky layers (the
 *     sticky header, the back-to-top button, anything `position: fixed` or `sticky` that is drawn
 *     over it, as `elementsFromPoint` tells, and does not contain it);
 *   - `focus-off-viewport`: the focused element is entirely outside the window.
 *
 * Fast without cutting corners: the key presses are real (Chromium's `Input.dispatchKeyEvent`, as
 * Playwright's keyboard sends them) but the Tab key is held down, as a visitor can: one key-down and
 * its repeats, sent in batches without waiting for each. The page checks each stop itself, on the next
 * press's `keydown` (before it moves the focus) or when the batch is over, when the browser has moved
 * the focus and scrolled it into view. A stop that looks obscured halts the walk (the batch's
 * remaining presses are turned away on `keydown`), and is checked again once two frames have been
 * drawn and the layers' transitions have ended: what a frame later would show (the back-to-top button
 * appears on the scroll event, and fades)
 * is what counts. The page's smooth scrolling is turned off for the walk: the browser scrolls the
 * focus into view smoothly, and the check wants where that scroll ends, not its first step.
 *
 * The walk starts with nothing focused at the top of the page and ends when the focus leaves the
 * document. Menus are not opened (a mega menu's links are not in the tab order until it is open).
 */
/* global document, window, getComputedStyle, requestAnimationFrame, Element */
import { inPage } from "./geometry.mjs";

/**
 * Runs in the page (`page.evaluate(inPage(startFocusWalk))`): sets up the walk's listeners and state
 * on `window.__focusWalk`; `describe` names an element (geometry.mjs, `describeElement`).
 */
export function startFocusWalk(_options, describe) {
  const box = (r) =>
    `(${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.right - r.left)}×${Math.round(r.bottom - r.top)})`;
  // Every fixed or sticky element of the page; checked again at each stop for what it is then.
  const candidates = [...document.body.querySelectorAll("*")].filter((el) =>
    /^(fixed|sticky)$/.test(getComputedStyle(el).position),
  );
  /** What is left of rectangle `r` once rectangle `cut` is taken away (up to four pieces). */
  const subtract = (r, cut) => {
    const top = Math.max(r.top, cut.top);
    const bottom = Math.min(r.bottom, cut.bottom);
    const left = Math.max(r.left, cut.left);
    const right = Math.min(r.right, cut.right);
    if (top >= bottom || left >= right) return [r];
    return [
      { ...r, bottom: top },
      { ...r, top: bottom },
      { left: r.left, right: left, top, bottom },
      { left: right, right: r.right, top, bottom },
    ].filter((p) => p.bottom > p.top && p.right > p.left);
  };
  /** The focused element's problem, if it has one: null when it is (partly) in sight. */
  const check = (el) => {
    const rect = el.getBoundingClientRect();
    const root = document.documentElement;
    const inWindow = {
      left: Math.max(rect.left, 0),
      top: Math.max(rect.top, 0),
      right: Math.min(rect.right, root.clientWidth),
      bottom: Math.min(rect.bottom, root.clientHeight),
    };
    if (inWindow.right <= inWindow.left || inWindow.bottom <= inWindow.top) {
      return { check: "focus-off-viewport", detail: `${box(rect)} is outside the window` };
    }
    const layers = candidates.filter(
      (layer) =>
        layer.isConnected &&
        !layer.contains(el) &&
        !el.contains(layer) &&
        /^(fixed|sticky)$/.test(getComputedStyle(layer).position) &&
        layer.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
    /** Whether `layer` is drawn over `el` where their boxes `a` and `b` meet (null: they do not). */
    const above = (layer, a, b) => {
      const x = (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2;
      const y = (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2;
      if (Math.max(a.left, b.left) >= Math.min(a.right, b.right)) return null;
      if (Math.max(a.top, b.top) >= Math.min(a.bottom, b.bottom)) return null;
      // Topmost first; whichever of the two is met first is drawn over the other there.
      for (const hit of document.elementsFromPoint(x, y)) {
        if (el.contains(hit)) return false;
        if (layer.contains(hit)) return true;
      }
      return true;
    };
    let visible = [inWindow];
    const over = [];
    for (const layer of layers) {
      const r = layer.getBoundingClientRect();
      if (!above(layer, inWindow, r)) continue;
      const next = visible.flatMap((piece) => subtract(piece, r));
      if (next.length !== visible.length || next.some((p, i) => p !== visible[i])) over.push(layer);
      visible = next;
      if (visible.length === 0) break;
    }
    if (visible.length > 0) return null;
    // A layer is named by its tag, id and label, not its text (a header's is its whole menu).
    const name = (layer) => {
      const label = layer.getAttribute("aria-label");
      return `${layer.localName}${layer.id ? `#${layer.id}` : ""}${label ? ` "${label}"` : ""}`;
    };
    const names = over.map((layer) => `${name(layer)} ${box(layer.getBoundingClientRect())}`);
    return { check: "focus-obscured", detail: `${box(rect)} is entirely under ${names.join(" and ")}` };
  };
  const state = {
    stops: 0,
    done: false,
    halted: false,
    pending: false,
    found: null,
    check,
    describe,
    inspect: null,
    listeners: [],
  };
  /** Checks where the last press let the focus land; the walk ends when it left the document. */
  state.inspect = () => {
    if (!state.pending) return;
    state.pending = false;
    const el = document.activeElement;
    if (!(el instanceof Element) || el === document.body || el === document.documentElement) {
      state.done = true;
      return;
    }
    state.stops += 1;
    const found = check(el);
    if (found) {
      state.halted = true;
      state.found = { ...found, where: describe(el) };
    }
  };
  const onKeyDown = (event) => {
    if (event.key !== "Tab") return;
    // The press before this one has moved the focus and scrolled it into view by now.
    state.inspect();
    if (state.halted || state.done) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else state.pending = true;
  };
  window.addEventListener("keydown", onKeyDown, true);
  state.listeners.push(["keydown", onKeyDown]);
  document.documentElement.style.scrollBehavior = "auto";
  window.__focusWalk = state;
}

/** Runs in the page: checks the last press's stop, and returns the walk's state so far. */
const progress = () => {
  const state = window.__focusWalk;
  state.inspect();
  const { stops, done, halted } = state;
  return { stops, done, halted };
};

/**
 * Runs in the page: once two frames are drawn and the layers' transitions are over, the halted stop
 * is checked again; its problem (if it still has one) is returned and the walk goes on.
 */
async function confirmHalted(limit) {
  const state = window.__focusWalk;
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await frames();
  const until = Date.now() + limit;
  const finite = (a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity);
  while (Date.now() < until && document.getAnimations().some((a) => a.playState === "running" && finite(a))) {
    await frames();
  }
  const el = document.activeElement;
  const found = el instanceof Element ? state.check(el) : null;
  const problem = found ? { ...found, where: state.found.where } : null;
  state.found = null;
  state.halted = false;
  return problem;
}

/**
 * Runs in the page: removes the walk's listeners; after the last direction (`last`), also the focus,
 * the walk's scroll position and its instant scrolling.
 */
function endFocusWalk(last) {
  const state = window.__focusWalk;
  for (const [type, fn] of state.listeners) window.removeEventListener(type, fn, true);
  delete window.__focusWalk;
  if (!last) return;
  if (document.activeElement instanceof window.HTMLElement) document.activeElement.blur();
  window.scrollTo({ top: 0, behavior: "instant" });
  document.documentElement.style.removeProperty("scroll-behavior");
}

const TAB = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
const SHIFT_KEY = { key: "Shift", code: "ShiftLeft", windowsVirtualKeyCode: 16, nativeVirtualKeyCode: 16 };
const SHIFT = 8;

/**
 * Walks the focus through `page` forwards, then backwards, and returns the problems found, each with
 * the key that led to it: `{ check, where, detail }`. The Tab key is held down, as a visitor who holds
 * it: one key-down, then `batch` repeats at a time (a key-up costs the browser as much again as the
 * press, and moves no focus). A walk stops after `limit` stops in one direction (a focus trap would
 * otherwise never end it).
 */
export async function walkFocus(page, { batch = 64, limit = 1500 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, key, modifiers, autoRepeat = false) =>
    cdp.send("Input.dispatchKeyEvent", { type, modifiers, autoRepeat, ...key });
  const problems = [];
  try {
    await page.evaluate(() => {
      if (document.activeElement instanceof window.HTMLElement) document.activeElement.blur();
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    // Forwards from the top; then, the focus having left the page at its end, backwards from there.
    for (const shift of [false, true]) {
      const key = shift ? "Shift+Tab" : "Tab";
      const modifiers = shift ? SHIFT : 0;
      await page.evaluate(inPage(startFocusWalk));
      if (shift) await send("rawKeyDown", SHIFT_KEY, modifiers);
      let state = { stops: 0, done: false, halted: false };
      for (let presses = 0; !state.done && state.stops < limit; presses += batch) {
        await Promise.all(
          Array.from({ length: batch }, (_, i) => send("rawKeyDown", TAB, modifiers, presses + i > 0)),
        );
        state = await page.evaluate(progress);
        if (state.halted) {
          const problem = await page.evaluate(confirmHalted, 5_000);
          if (problem) problems.push({ ...problem, detail: `after ${key}: ${problem.detail}` });
          state = await page.evaluate(progress);
        }
      }
      await send("keyUp", TAB, modifiers);
      if (shift) await send("keyUp", SHIFT_KEY, 0);
      if (!state.done) {
        problems.push({
          check: "focus-walk",
          where: null,
          detail: `${key} did not leave the page after ${limit} stops`,
        });
      }
      await page.evaluate(endFocusWalk, shift);
    }
  } finally {
    await cdp.detach();
  }
  return problems;
}
