// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

const started: string[] = [];
vi.mock("./registry", () => ({
  behaviours: [
    {
      selector: "[data-one]",
      load: async () => ({ start: (el: HTMLElement) => started.push(`one:${el.id}`) }),
    },
    {
      selector: "[data-two]",
      load: async () => ({ start: (el: HTMLElement) => started.push(`two:${el.id}`) }),
    },
    {
      selector: "[data-broken]",
      load: () => Promise.reject(new Error("chunk missing")),
    },
  ],
}));

describe("the behaviours' entry", () => {
  // Importing the entry starts it on the (empty) document: let that run end first. jsdom has no
  // Paint Timing: no paint entry yet, as on a page that has not been painted.
  beforeAll(async () => {
    performance.getEntriesByType ??= () => [];
    await import("./main");
    await vi.waitFor(() => expect(document.documentElement.dataset.behaviours).toBe("ready"));
  });

  beforeEach(() => {
    started.length = 0;
    document.documentElement.removeAttribute("data-behaviours");
  });

  test("starts each module on each of its markers, loads none without a marker, and then says so", async () => {
    const { startBehaviours } = await import("./main");
    document.body.innerHTML = '<p data-one id="a"></p><p data-one id="b"></p>';
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await startBehaviours();
    expect(started).toEqual(["one:a", "one:b"]);
    expect(document.documentElement.getAttribute("data-behaviours")).toBe("ready");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test("a module that fails to load is logged; the others start and the page is ready", async () => {
    const { startBehaviours } = await import("./main");
    document.body.innerHTML = '<p data-broken id="x"></p><p data-two id="c"></p>';
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await startBehaviours();
    expect(started).toEqual(["two:c"]);
    expect(errors).toHaveBeenCalledWith("behaviour [data-broken]:", expect.any(Error));
    expect(document.documentElement.getAttribute("data-behaviours")).toBe("ready");
    errors.mockRestore();
  });

  test("waits for the full stylesheet, which loads without blocking the first paint", async () => {
    const { startBehaviours } = await import("./main");
    document.head.innerHTML = '<link rel="stylesheet" href="/site.css" media="print" data-media="all">';
    document.body.innerHTML = '<p data-one id="a"></p>';
    const done = startBehaviours();
    await new Promise((next) => setTimeout(next, 0));
    expect(started).toEqual([]);
    document.head.querySelector("link")!.dispatchEvent(new Event("load"));
    await done;
    expect(started).toEqual(["one:a"]);
  });

  test("fetches no module before the page has been painted: its first paint entry, or `load`", async () => {
    const { startBehaviours } = await import("./main");
    document.head.innerHTML = "";
    document.body.innerHTML = '<p data-one id="a"></p>';
    const loading = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    for (const painted of ["paint entry", "load"] as const) {
      started.length = 0;
      const observers: { report: () => void; watched: string[] }[] = [];
      class FakePerformanceObserver {
        static supportedEntryTypes = ["paint"];
        watched: string[] = [];
        constructor(readonly report: () => void) {
          observers.push(this);
        }
        observe({ type }: { type: string }) {
          this.watched.push(type);
        }
        disconnect() {}
      }
      vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
      const done = startBehaviours();
      await vi.waitFor(() => expect(observers[0]?.watched).toEqual(["paint"]));
      await new Promise((next) => setTimeout(next, 0));
      expect(started, painted).toEqual([]);
      if (painted === "load") window.dispatchEvent(new Event("load"));
      else observers[0]!.report();
      await done;
      expect(started, painted).toEqual(["one:a"]);
      vi.unstubAllGlobals();
    }
    loading.mockRestore();
  });

  test("a hidden document, which paints nothing, does not wait for a paint", async () => {
    const { startBehaviours } = await import("./main");
    document.body.innerHTML = '<p data-one id="a"></p>';
    const loading = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await startBehaviours();
    expect(started).toEqual(["one:a"]);
    hidden.mockRestore();
    loading.mockRestore();
  });
});
