// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ImageAsset } from "~/content/types";
import { mockReducedMotion } from "~/lib/motion-test-utils";
import { fullImage, Gallery, type LightboxItem } from "./lightbox";

// PhotoSwipe is replaced by a recorder; `loaded` tells whether the module was imported.
const photoswipe = vi.hoisted(() => ({
  loaded: 0,
  instances: [] as { options: Record<string, unknown>; initialised: boolean }[],
}));
vi.mock("photoswipe", () => {
  photoswipe.loaded += 1;
  class FakePhotoSwipe {
    element = document.createElement("div");
    record: { options: Record<string, unknown>; initialised: boolean };
    constructor(options: Record<string, unknown>) {
      this.record = { options, initialised: false };
      photoswipe.instances.push(this.record);
    }
    on() {}
    init() {
      this.record.initialised = true;
    }
  }
  return { default: FakePhotoSwipe };
});
vi.mock("photoswipe/style.css", () => ({}));

function asset(n: number): ImageAsset {
  return {
    key: `gallery-${n}` as ImageAsset["key"],
    path: `art/gallery-${n}`,
    width: 1270,
    height: 950,
    widths: [400, 800, 1270, 2540],
    color: "#336",
    alt: `Abstract study ${n}`,
  };
}
const items: LightboxItem[] = [1, 2, 3].map((n) => ({ image: asset(n), caption: `Study ${n}` }));

beforeEach(() => {
  photoswipe.instances.length = 0;
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Gallery and lightbox", () => {
  test("pre-renders real links to the largest WebP, named by the picture's alt text", () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<Gallery items={items} label="Studies" />),
      "text/html",
    );
    const links = [...doc.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      [1, 2, 3].map((n) => `/art/gallery-${n}-2540.webp`),
    );
    expect(links[0]!.querySelector("img")!.getAttribute("alt")).toBe("Abstract study 1");
    expect(doc.querySelector("ul")!.getAttribute("aria-label")).toBe("Studies");
  });

  test("full image: the largest width, with the asset's proportions", () => {
    expect(fullImage(asset(1))).toMatchObject({ src: "/art/gallery-1-2540.webp", width: 2540, height: 1900 });
  });

  test("loads PhotoSwipe only on the first click, then opens at that picture with the spec's options", async () => {
    render(<Gallery items={items} label="Studies" />);
    expect(photoswipe.loaded).toBe(0);

    // A modified click is the browser's (new tab): not prevented, nothing loads.
    let prevented: boolean | undefined;
    const stopNavigation = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    window.addEventListener("click", stopNavigation);
    fireEvent.click(screen.getByRole("link", { name: "Abstract study 2" }), { ctrlKey: true });
    window.removeEventListener("click", stopNavigation);
    expect(prevented).toBe(false);
    expect(photoswipe.loaded).toBe(0);

    fireEvent.click(screen.getByRole("link", { name: "Abstract study 2" }));
    await waitFor(() => expect(photoswipe.instances).toHaveLength(1));
    expect(photoswipe.loaded).toBe(1);
    const { options, initialised } = photoswipe.instances[0]!;
    expect(initialised).toBe(true);
    expect(options).toMatchObject({
      index: 1,
      loop: true,
      bgOpacity: 0.8,
      spacing: 0.1,
      preload: [1, 2],
      indexIndicatorSep: " / ",
      showAnimationDuration: 333,
      hideAnimationDuration: 333,
      escKey: true,
      arrowKeys: true,
      errorMsg: "The image cannot be loaded",
      showHideAnimationType: "zoom",
    });
    const slides = options.dataSource as {
      src: string;
      alt: string;
      caption: string;
      element: HTMLElement;
    }[];
    expect(slides.map((s) => s.caption)).toEqual(["Study 1", "Study 2", "Study 3"]);
    expect(slides[1]!.alt).toBe("Abstract study 2");
    expect(slides[1]!.element).toBe(screen.getByRole("link", { name: "Abstract study 2" }));
  });

  test("two pictures do not loop; reduced motion turns the zoom animation off", async () => {
    mockReducedMotion(true);
    render(<Gallery items={items.slice(0, 2)} label="Pair" />);
    fireEvent.click(screen.getByRole("link", { name: "Abstract study 1" }));
    await waitFor(() => expect(photoswipe.instances).toHaveLength(1));
    expect(photoswipe.instances[0]!.options).toMatchObject({
      loop: false,
      showHideAnimationType: "none",
      index: 0,
    });
  });
});

describe("PhotoSwipe's built-in gestures (no option governs them)", () => {
  test("double tap within 300 ms and 25 px, a 10 px drag before an axis, at least 5 slides cached", async () => {
    const { readFile } = await import("node:fs/promises");
    const source = await readFile(`${process.cwd()}/node_modules/photoswipe/dist/photoswipe.esm.js`, "utf8");
    const constant = (name: string) => Number(new RegExp(`const ${name} = (\\d+);`).exec(source)?.[1]);
    expect(constant("DOUBLE_TAP_DELAY")).toBe(300);
    expect(constant("MIN_TAP_DISTANCE")).toBe(25);
    expect(constant("AXIS_SWIPE_HYSTERISIS")).toBe(10);
    expect(constant("MIN_SLIDES_TO_CACHE")).toBeGreaterThanOrEqual(5);
  });
});
