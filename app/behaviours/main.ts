/**
 * The one module entry of every page (decision 030): loads the behaviour modules whose markers the
 * page contains, each once, and starts them on their elements. A page pays for what it shows.
 *
 * It waits for the document to be parsed, so every marker is there, for the full stylesheet, so
 * every state a module sets has its look, and for the first paint, so that no module is fetched or
 * run on the first paint's path (the entry itself is fetched at low priority for the same reason;
 * decision 030, "The entry keeps off the first paint"). When each module has started (or failed to
 * load, which is logged, never thrown at the visitor), <html> gets `data-behaviours="ready"`.
 */
import { BEHAVIOURS_READY } from "./behaviour";
import { behaviours } from "./registry";

/**
 * Resolves once the full stylesheet has arrived. It loads without blocking the first paint (decision
 * 019: `media="print"` and `data-media` until it has loaded), and the inlined CSS holds only the rules
 * of what the pre-rendered page shows: the looks of the states a module sets (a menu open, the sticky
 * header) are in the full stylesheet only.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-media]');
  return Promise.all(
    [...pending].map(
      (link) =>
        new Promise((done) => {
          link.addEventListener("load", done, { once: true });
          link.addEventListener("error", done, { once: true });
        }),
    ),
  );
}

/**
 * Resolves once the page has been painted: at its first paint entry (Paint Timing, in all three
 * engines), or at the window's `load` where an engine reports none. A hidden document paints
 * nothing, so it does not wait. No timer or animation frame: a page's clock may be held (a test's
 * fake clock) and the modules must still start.
 */
export function firstPaintDone(): Promise<void> {
  if (
    document.visibilityState === "hidden" ||
    document.readyState === "complete" ||
    performance.getEntriesByType("paint").length > 0
  ) {
    return Promise.resolve();
  }
  return new Promise((painted) => {
    const observer = PerformanceObserver.supportedEntryTypes.includes("paint")
      ? new PerformanceObserver(done)
      : null;
    function done() {
      observer?.disconnect();
      window.removeEventListener("load", done);
      painted();
    }
    observer?.observe({ type: "paint" });
    window.addEventListener("load", done);
  });
}

/**
 * Resolves in a task of its own, so that what follows does not lengthen the current task:
 * `scheduler.yield()` where the engine has it (it resumes before other queued tasks), a message to
 * itself elsewhere (a timer would wait for a held clock).
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      next();
    };
    channel.port2.postMessage(null);
  });
}

export async function startBehaviours(root: ParentNode = document): Promise<void> {
  // The entry is an `async` module (it does not hold up DOMContentLoaded): every marker is there
  // once the document is parsed.
  if (document.readyState === "loading") {
    await new Promise((parsed) => document.addEventListener("DOMContentLoaded", parsed, { once: true }));
  }
  await stylesheetsLoaded();
  await firstPaintDone();
  // Each module is asked for, and started, in a task of its own: the modules that share a chunk
  // arrive together, and started in one go they made one long task on a phone (Lighthouse's TBT).
  const started: Promise<void>[] = [];
  for (const { selector, load } of behaviours) {
    const elements = root.querySelectorAll<HTMLElement>(selector);
    if (elements.length === 0) continue;
    started.push(
      load()
        .then(async (module) => {
          await nextTask();
          for (const element of elements) module.start(element);
        })
        .catch((error: unknown) => console.error(`behaviour ${selector}:`, error)),
    );
    await nextTask();
  }
  await Promise.all(started);
  document.documentElement.setAttribute(BEHAVIOURS_READY, "ready");
}

void startBehaviours();
