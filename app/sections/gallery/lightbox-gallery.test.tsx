// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { galleries } from "~/content/gallery";
import { fullImage } from "~/components/ui/lightbox";
import { LightboxGallery, type LightboxGalleryVariant } from "./lightbox-gallery";

describe("LightboxGallery", () => {
  test.each([
    ["grid", 0],
    ["mosaic", 1],
    ["tiles", 2],
  ] as [LightboxGalleryVariant, number][])(
    "the %s look links every thumbnail to its full picture, named by its alt text",
    (variant, set) => {
      const { images } = galleries[set]!;
      const doc = new DOMParser().parseFromString(
        renderToString(
          <LightboxGallery id="g" heading={{ title: "Pictures" }} images={images} variant={variant} />,
        ),
        "text/html",
      );
      const links = [...doc.querySelectorAll("ul a")];
      expect(links).toHaveLength(images.length);
      links.forEach((link, i) => {
        expect(link.getAttribute("href")).toBe(fullImage(images[i]!.image).src);
        expect(link.querySelector("img")!.getAttribute("alt")).toBe(images[i]!.image.alt);
        // The hover overlay is decoration only: it adds nothing to the link's name.
        expect(link.querySelector('[aria-hidden="true"]')).not.toBeNull();
      });
      expect(doc.querySelector("ul")!.getAttribute("aria-labelledby")).toBe("g-title");
    },
  );

  test("the pages' three galleries hold 6, 6 and all 12 pictures", () => {
    expect(galleries.map((g) => g.images.length)).toEqual([6, 6, 12]);
  });
});
