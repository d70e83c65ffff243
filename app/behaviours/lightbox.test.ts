// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Gallery, type LightboxItem } from "~/components/ui/lightbox";
import { lightboxOptions } from "~/content/settings";
import { lightboxTestItems as items } from "~/components/ui/lightbox-test-items";
import { start } from "./lightbox";
import { readingIndex } from "./lightbox-viewer";

// PhotoSwipe is replaced by a recorder; `loaded` tells whether the module was imported.
const photoswipe = vi.hoisted(() => ({
  loaded: 0,
  instances: [] as {
    options: Record<string, unknown>;
    initialised: boolean;
    element: HTMLElement;
    emit: (event: string) => void;
  }[],
}));
vi.mock("photoswipe", () => {
  photoswipe.loaded += 1;
  class FakePhotoSwipe {
    element = document.createElement("div");
    handlers = new Map<string, (() => void)[]>();
    record: (typeof photoswipe.instances)[number];
    constructor(options: Record<string, unknown>) {
      this.record = {
        options,
        initialised: false,
        element: this.element,
        emit: (event) => this.handlers.get(event)?.forEach((handler) => handler()),
      };
      photoswipe.instances.push(this.record);
    }
    on(event: string, handler: () => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    init() {
      this.record.initialised = true;
    }
    close() {}
  }
  return { default: FakePhotoSwipe };
});
vi.mock("photoswipe/style.css?url", () => ({ default: "/assets/photoswipe.css" }));

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", () => ({ matches: reduce, addEventListener() {}, removeEventListener() {} }));
}

function mount(list: readonly LightboxItem[], label: string) {
  document.body.innerHTML = renderToStaticMarkup(Gallery({ items: list, label }));
  const group = document.querySelector<HTMLElement>("[data-lightbox]")!;
  start(group);
  const link = (name: string) =>
    [...group.querySelectorAll("a")].find((a) => a.querySelector("img")?.alt === name)!;
  return { group, link };
}

/** A click as jsdom dispatches it (it cannot navigate: the default is stopped after the module's turn). */
function click(link: HTMLElement, init: MouseEventInit = {}) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  let prevented: boolean | undefined;
  const after = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener("click", after);
  link.dispatchEvent(event);
  window.removeEventListener("click", after);
  return prevented;
}

/** PhotoSwipe's stylesheets linked into the head; jsdom loads none, so each is answered as loaded. */
const linkedStyles: string[] = [];
const styleLoader = new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes)
      if (node instanceof HTMLLinkElement && node.rel === "stylesheet") {
        linkedStyles.push(node.getAttribute("href") ?? "");
        queueMicrotask(() => node.dispatchEvent(new Event("load")));
      }
});
styleLoader.observe(document.head, { childList: true });

beforeEach(() => {
  photoswipe.instances.length = 0;
  reducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the lightbox module", () => {
  test("loads PhotoSwipe only on the first plain click, then opens at that picture with the spec's options", async () => {
    const { link } = mount(items, "Studies");
    expect(photoswipe.loaded).toBe(0);
    expect(linkedStyles).toEqual([]);

    // A modified click is the browser's (new tab): not prevented, nothing loads.
    expect(click(link("Abstract study 2"), { ctrlKey: true })).toBe(false);
    await vi.dynamicImportSettled();
    expect(photoswipe.loaded).toBe(0);

    expect(click(link("Abstract study 2"))).toBe(true);
    await vi.waitFor(() => expect(photoswipe.instances).toHaveLength(1));
    expect(photoswipe.loaded).toBe(1);
    // Its stylesheet with it, linked once (a library build injects no CSS).
    expect(linkedStyles.map((href) => new URL(href, location.href).pathname)).toEqual([
      "/assets/photoswipe.css",
    ]);
    const { options, initialised } = photoswipe.instances[0]!;
    expect(initialised).toBe(true);
    expect(options).toMatchObject({
      ...lightboxOptions,
      preload: [...lightboxOptions.preload],
      index: 1,
      loop: true,
      // The words come from the page (the component renders them from the settings).
      errorMsg: lightboxOptions.errorMsg,
      showHideAnimationType: "zoom",
    });
    const slides = options.dataSource as {
      src: string;
      alt: string;
      caption: string;
      width: number;
      element: HTMLElement;
    }[];
    expect(slides.map((s) => s.caption)).toEqual(["Study 1", "Study 2", "Study 3"]);
    expect(slides[1]).toMatchObject({
      alt: "Abstract study 2",
      src: "/art/gallery-2-2540.webp",
      width: 2540,
    });
    expect(slides[1]!.element).toBe(link("Abstract study 2"));
  });

  test("the viewer is a named modal; focus goes back to the thumbnail when it closes", async () => {
    const { link } = mount(items, "Studies");
    click(link("Abstract study 3"));
    await vi.waitFor(() => expect(photoswipe.instances).toHaveLength(1));
    const { element, emit } = photoswipe.instances[0]!;
    expect(element.getAttribute("aria-modal")).toBe("true");
    expect(element.getAttribute("aria-label")).toBe("Studies");
    (document.activeElement as HTMLElement | null)?.blur();
    emit("destroy");
    expect(document.activeElement).toBe(link("Abstract study 3"));
  });

  test("right to left, PhotoSwipe gets the pictures in reverse order (the next one to the left) and the arrows' names swapped", async () => {
    const { group, link } = mount(items, "Studies");
    group.style.direction = "rtl";
    click(link("Abstract study 1"));
    await vi.waitFor(() => expect(photoswipe.instances).toHaveLength(1));
    const { options } = photoswipe.instances[0]!;
    const slides = options.dataSource as { caption: string; element: HTMLElement }[];
    expect(slides.map((s) => s.caption)).toEqual(["Study 3", "Study 2", "Study 1"]);
    expect(slides[options.index as number]!.element).toBe(link("Abstract study 1"));
    expect(options).toMatchObject({
      arrowPrevTitle: lightboxOptions.arrowNextTitle,
      arrowNextTitle: lightboxOptions.arrowPrevTitle,
      preload: [lightboxOptions.preload[1], lightboxOptions.preload[0]],
    });
    expect([0, 1, 2].map((i) => readingIndex(i, 3, true))).toEqual([2, 1, 0]);
    expect([0, 1, 2].map((i) => readingIndex(i, 3, false))).toEqual([0, 1, 2]);
  });

  test("two pictures do not loop; reduced motion turns the zoom animation off", async () => {
    reducedMotion(true);
    const { link } = mount(items.slice(0, 2), "Pair");
    click(link("Abstract study 1"));
    await vi.waitFor(() => expect(photoswipe.instances).toHaveLength(1));
    expect(photoswipe.instances[0]!.options).toMatchObject({
      loop: false,
      showHideAnimationType: "none",
      index: 0,
    });
  });
});
