/**
 * Test doubles for the browser APIs the motion helpers use (jsdom has neither
 * IntersectionObserver nor matchMedia). Used by the tests of app/lib/motion, the behaviour
 * modules (app/behaviours) and the components that still observe in React.
 */
import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

type Callback = (entries: IntersectionObserverEntry[]) => void;

/**
 * Every fake observer made in this test file. `observeIntersection` pools its observers in its
 * module, so one made in an earlier test may still watch an element of a later one.
 */
const everyObserver: FakeIntersectionObserver[] = [];

export class FakeIntersectionObserver {
  /** The observers made since the current test began. */
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly thresholds: number[];
  readonly rootMargin: string;

  constructor(
    readonly callback: Callback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    this.rootMargin = options.rootMargin ?? "0px";
    FakeIntersectionObserver.instances.push(this);
    everyObserver.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Installs the fake observer (call in beforeEach; vi.unstubAllGlobals restores). */
export function installFakeObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
}

/** Observers currently watching `target`. */
export function observersOf(target: Element) {
  return everyObserver.filter((o) => o.targets.has(target));
}

const viewportHeight = 800;

/**
 * Reports where `target` is: `ratio` of it visible (0–1) and its top edge in viewport
 * pixels (the viewport is 800 px tall, the element 100 px unless `height` says otherwise).
 */
export function intersect(target: Element, place: Place) {
  act(() => {
    for (const observer of observersOf(target)) observer.callback([entryOf(target, place)]);
  });
}

/** Reports where several targets are, in one report of each observer that watches any of them. */
export function intersectTogether(reports: [Element, Place][]) {
  act(() => {
    for (const observer of new Set(reports.flatMap(([target]) => observersOf(target)))) {
      const mine = reports.filter(([target]) => observer.targets.has(target));
      observer.callback(mine.map(([target, place]) => entryOf(target, place)));
    }
  });
}

/** `height`: of the element's box, 100 px unless given (0 for one the engine has not drawn). */
type Place = { ratio: number; top: number; height?: number };

function entryOf(target: Element, { ratio, top, height = 100 }: Place): IntersectionObserverEntry {
  return {
    target,
    time: 0,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: { top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top },
    rootBounds: {
      top: 0,
      bottom: viewportHeight,
      height: viewportHeight,
      left: 0,
      right: 1280,
      width: 1280,
      x: 0,
      y: 0,
    },
    intersectionRect: { height: ratio * height },
  } as unknown as IntersectionObserverEntry;
}

/** Makes `(prefers-reduced-motion: reduce)` match or not. */
export function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query.includes("prefers-reduced-motion") ? reduce : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/**
 * Registers the hooks of a motion test file: before each test the fake observer and motion
 * allowed (and fake timers when asked); after each, the rendered trees, timers and stubbed
 * globals are reset.
 */
export function setUpMotionTests({ fakeTimers = false }: { fakeTimers?: boolean } = {}): void {
  beforeEach(() => {
    installFakeObserver();
    mockReducedMotion(false);
    if (fakeTimers) vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** An element's text as seen: without what `invisible` hides (a counter's width padding). */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".invisible")) hidden.remove();
  return copy.textContent ?? "";
}
