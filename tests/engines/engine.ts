/**
 * The one interface the engine checks drive (tests/engines/checks.ts), implemented for Firefox
 * (./firefox.ts, puppeteer-core over WebDriver BiDi) and WebKit (./webkit.ts, selenium-webdriver
 * against WebKitGTK's WebKitWebDriver). One browser session per engine is reused for every check:
 * pages are loaded into the same tab and the window is resized, never relaunched.
 */

/** The keys the checks press. */
export type Key =
  | "Escape"
  | "Enter"
  | "Tab"
  | "Space"
  | "ArrowLeft"
  | "ArrowRight"
  | "ArrowUp"
  | "ArrowDown"
  | "Home"
  | "End";

/** One error seen while a document was open. */
export type PageError = { kind: "console" | "page" | "resource" | "csp"; text: string };

export interface Engine {
  /** "firefox" or "webkit". */
  readonly name: string;
  /** The browser's own name and version, for the report. */
  readonly version: string;
  /** Opens an absolute URL and resolves once its `load` event has fired. Clears the errors. */
  goto(url: string): Promise<void>;
  /** Reloads the document (resolves after `load`). Clears the errors. */
  reload(): Promise<void>;
  /**
   * Runs a function in the page and returns its (JSON-serialisable, possibly awaited) result. The
   * function is sent as source text: it must not use anything from the test's scope.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /**
   * Clicks the centre of the first element matching the CSS selector, as a pointer would (see
   * `clickPoint`: scrolled into view at once, and only once nothing covers it).
   */
  click(selector: string): Promise<void>;
  /** Clicks at a point of the viewport (CSS pixels). */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the mouse over the centre of the first element matching the selector (as `click` finds it). */
  hover(selector: string): Promise<void>;
  /** Moves the mouse to a point of the viewport (CSS pixels), without clicking. */
  moveTo(x: number, y: number): Promise<void>;
  /**
   * Goes back one entry in the session history, as the browser's Back button does; may resolve
   * before the document is shown (a restored page fires no `load`): the caller waits for it.
   */
  back(): Promise<void>;
  /** Focuses the element (as `click` would) and types text into it. */
  type(selector: string, text: string): Promise<void>;
  /** Presses and releases one key in the focused element. */
  press(key: Key): Promise<void>;
  /** Sets the viewport (the layout width the page sees) to exactly width × height CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Writes a PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /**
   * The errors of the current document so far: the page harness's record (tests/engines/site.ts)
   * and, where the engine reports them itself, its own console and page errors.
   */
  errors(): Promise<PageError[]>;
  close(): Promise<void>;
}

/** Reads the page harness's errors; `skip` lists the kinds an engine reports natively. */
export async function harnessErrors(engine: Engine, skip: PageError["kind"][] = []): Promise<PageError[]> {
  const recorded = await engine.evaluate(
    () => (window as unknown as { __engines?: { errors: PageError[] } }).__engines?.errors ?? null,
  );
  if (recorded === null) return [{ kind: "page", text: "the page harness is missing from this document" }];
  return recorded.filter((error) => !skip.includes(error.kind));
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Where a click on the element should land, in viewport coordinates. The element is scrolled to the
 * middle of the viewport at once: under the site's `scroll-behavior: smooth` the engines' own
 * scrolling would still be moving it when the click lands (WebKit then finds it out of view). Waits,
 * as a person would, until it stands still (an accordion above may still be collapsing) and the
 * point hits the element itself, not something over it (a dialog that is still closing); fails
 * after `timeout` with what is wrong.
 */
export async function clickPoint(
  engine: Engine,
  selector: string,
  timeout = 15_000,
): Promise<{ x: number; y: number }> {
  const stop = Date.now() + timeout;
  for (;;) {
    const point = await engine.evaluate(async (s: string) => {
      const element = document.querySelector(s);
      if (!element) return { error: `no element matches ${s}` };
      element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
      // Stable: the same box two frames apart (nothing is still sliding or collapsing above it).
      const before = element.getBoundingClientRect();
      await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return { error: `${s} has no size` };
      if (Math.abs(box.left - before.left) + Math.abs(box.top - before.top) > 0.5)
        return { error: `${s} is still moving` };
      const x = Math.round(box.left + box.width / 2);
      const y = Math.round(box.top + box.height / 2);
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) return { x, y };
      return { error: `${s} is covered at (${x}, ${y}) by ${hit ? hit.outerHTML.slice(0, 120) : "nothing"}` };
    }, selector);
    if (point.x !== undefined && point.y !== undefined) return { x: point.x, y: point.y };
    if (Date.now() > stop) throw new Error(`${engine.name}: cannot click: ${point.error}`);
    await sleep(100);
  }
}
