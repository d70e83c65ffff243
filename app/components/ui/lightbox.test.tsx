// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { lightboxOptions } from "~/content/settings";
import { fullImage, Gallery } from "./lightbox";
import { lightboxTestItems as items } from "./lightbox-test-items";

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
    // What the lightbox module reads: the viewer's name and error words, each picture's size and caption.
    const list = doc.querySelector("ul")!;
    expect(list.getAttribute("data-lightbox")).toBe("Studies");
    expect(list.getAttribute("data-lightbox-error")).toBe(lightboxOptions.errorMsg);
    expect(links[1]!.dataset).toMatchObject({
      lightboxItem: "",
      width: "2540",
      height: "1900",
      caption: "Study 2",
      srcset: fullImage(items[1]!.image).srcset,
    });
  });

  test("full image: the largest width, with the asset's proportions", () => {
    expect(fullImage(items[0]!.image)).toMatchObject({
      src: "/art/gallery-1-2540.webp",
      width: 2540,
      height: 1900,
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
