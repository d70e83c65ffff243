import { lightboxOptions } from "~/content/settings";
import type { ImageAsset } from "~/content/types";
import { cn } from "~/lib/cn";
import { imageUrl, Picture } from "./picture";

export type LightboxItem = {
  /** Stable key (default: the image key). */
  id?: string;
  image: ImageAsset;
  /** Shown under the picture while it is open in the lightbox. */
  caption?: string;
};

/** The full-size picture of an asset: its largest WebP, sized in its own pixels. */
export function fullImage(image: ImageAsset): { src: string; srcset: string; width: number; height: number } {
  const largest = Math.max(...image.widths);
  return {
    src: imageUrl(image, largest),
    srcset: image.widths.map((w) => `${imageUrl(image, w)} ${w}w`).join(", "),
    width: largest,
    height: Math.round((largest * image.height) / image.width),
  };
}

/**
 * The attributes of the element that holds a lightbox's links (`lightboxLinkProps`): its marker
 * for app/behaviours/lightbox.ts (`[data-lightbox]`, the viewer's accessible name) and the words
 * the viewer shows when a picture cannot be loaded.
 */
export function lightboxProps(label = "Image viewer") {
  return { "data-lightbox": label, "data-lightbox-error": lightboxOptions.errorMsg };
}

/**
 * The attributes of the link that wraps a thumbnail: it points at the full image, so without
 * JavaScript (or with a modifier key) it simply opens it; the module opens the lightbox there
 * instead, from the full image's size, `srcset` and caption carried here.
 */
export function lightboxLinkProps(item: LightboxItem) {
  const full = fullImage(item.image);
  return {
    href: full.src,
    "data-lightbox-item": "",
    "data-srcset": full.srcset,
    "data-width": full.width,
    "data-height": full.height,
    "data-caption": item.caption ?? "",
  };
}

export type GalleryProps = {
  items: readonly LightboxItem[];
  /** Accessible name of the list and of the lightbox (e.g. "Abstract studies"). */
  label: string;
  /** The `sizes` of each thumbnail (default: three columns from 768 px). */
  sizes?: string;
  className?: string;
  itemClassName?: string;
};

/**
 * A grid of thumbnails that open in the lightbox (PhotoSwipe 5, app/behaviours/lightbox.ts). Each
 * thumbnail is a real link to the full image, so the gallery works before and without JavaScript.
 */
export function Gallery({
  items,
  label,
  sizes = "(min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw",
  className,
  itemClassName,
}: GalleryProps) {
  return (
    <ul
      aria-label={label}
      {...lightboxProps(label)}
      className={cn("grid gap-4 sm:grid-cols-2 md:grid-cols-3 md:gap-6", className)}
    >
      {items.map((item) => (
        <li key={item.id ?? item.image.key} className={itemClassName}>
          <a
            {...lightboxLinkProps(item)}
            className="group block overflow-hidden rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4"
          >
            <Picture
              image={item.image}
              sizes={sizes}
              className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
