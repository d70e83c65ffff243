import type { MouseEvent } from "react";
import { useCallback, useRef } from "react";
import type PhotoSwipe from "photoswipe";
import type { SlideData } from "photoswipe";
import { lightboxBehaviour, lightboxOptions } from "~/content/settings";
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

let photoswipeModule: Promise<typeof PhotoSwipe> | undefined;

/** PhotoSwipe and its CSS, fetched the first time a picture is opened, then kept. */
function loadPhotoSwipe(): Promise<typeof PhotoSwipe> {
  if (!photoswipeModule) {
    photoswipeModule = Promise.all([import("photoswipe"), import("photoswipe/style.css")]).then(
      ([module]) => module.default,
    );
    // A failed download (offline) may be retried on the next click.
    photoswipeModule.catch(() => {
      photoswipeModule = undefined;
    });
  }
  return photoswipeModule;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export type LightboxLinkProps = {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  ref: (element: HTMLAnchorElement | null) => void;
};

/**
 * A lightbox over `items` (PhotoSwipe 5). `linkProps(i)` goes on the link that wraps
 * thumbnail i: the link points at the full image, so without JavaScript (or with a
 * modifier key) it simply opens it; a plain click loads PhotoSwipe on first use and
 * opens the lightbox there. Keyboard: Escape closes, arrows move; focus returns to the
 * thumbnail's link on close.
 */
export function useLightbox(items: readonly LightboxItem[], label = "Image viewer") {
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const opening = useRef(false);

  const open = useCallback(
    async (index: number) => {
      if (opening.current) return;
      opening.current = true;
      const trigger = links.current[index];
      try {
        const PhotoSwipeClass = await loadPhotoSwipe();
        const dataSource: SlideData[] = items.map((item, i) => {
          const thumbnail = links.current[i]?.querySelector("img");
          return {
            ...fullImage(item.image),
            alt: item.image.alt,
            caption: item.caption ?? "",
            element: links.current[i] ?? undefined,
            msrc: thumbnail?.currentSrc || undefined,
            // Thumbnails may be cropped by object-fit: cover; the zoom starts from the visible part.
            thumbCropped: true,
          };
        });
        const pswp = new PhotoSwipeClass({
          ...lightboxOptions,
          preload: [...lightboxOptions.preload],
          dataSource,
          index,
          loop: items.length > lightboxBehaviour.loopAbove,
          showHideAnimationType: prefersReducedMotion() ? "none" : "zoom",
        });
        pswp.on("uiRegister", () => {
          pswp.ui?.registerElement({
            name: "caption",
            order: 9,
            isButton: false,
            appendTo: "root",
            className:
              "pswp__caption absolute inset-x-0 bottom-0 bg-linear-to-t from-black/80 to-transparent px-6 pt-12 pb-6 text-center text-sm text-pretty text-white empty:hidden md:text-base",
            onInit: (element, instance) => {
              const update = () => {
                element.textContent = String(instance.currSlide?.data.caption ?? "");
              };
              instance.on("change", update);
              update();
            },
          });
        });
        pswp.on("destroy", () => {
          // PhotoSwipe returns focus itself when it had it; otherwise (Safari does not
          // focus a clicked link) put it back on the thumbnail.
          const active = document.activeElement;
          if (!active || active === document.body) trigger?.focus({ preventScroll: true });
        });
        pswp.init();
        // PhotoSwipe listens to keys only once its opening animation is over (which waits
        // for the image): keep an Escape pressed before then and close as soon as it is
        // open, so the key is never lost. Registered after init(), so PhotoSwipe's own
        // handler of that event has bound (and close() will unbind) its listeners.
        let closeWhenOpen = false;
        const earlyEscape = (event: KeyboardEvent) => {
          if (event.key === "Escape") closeWhenOpen = true;
        };
        document.addEventListener("keydown", earlyEscape);
        const stopListening = () => document.removeEventListener("keydown", earlyEscape);
        pswp.on("destroy", stopListening);
        pswp.on("openingAnimationEnd", () => {
          stopListening();
          if (closeWhenOpen) pswp.close();
        });
        pswp.element?.setAttribute("aria-modal", "true");
        pswp.element?.setAttribute("aria-label", label);
      } catch (error) {
        // Could not load the viewer: fall back to the plain link.
        console.error(error);
        if (trigger) window.location.assign(trigger.href);
      } finally {
        opening.current = false;
      }
    },
    [items, label],
  );

  const linkProps = useCallback(
    (index: number): LightboxLinkProps => {
      const item = items[index];
      return {
        href: item ? fullImage(item.image).src : "#",
        ref: (element) => {
          links.current[index] = element;
        },
        onClick: (event) => {
          // New tab, new window, download: leave those to the browser.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void open(index);
        },
      };
    },
    [items, open],
  );

  return { open, linkProps };
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
 * A grid of thumbnails that open in the lightbox. Each thumbnail is a real link to the
 * full image, so the gallery works before and without JavaScript.
 */
export function Gallery({
  items,
  label,
  sizes = "(min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw",
  className,
  itemClassName,
}: GalleryProps) {
  const { linkProps } = useLightbox(items, label);
  return (
    <ul aria-label={label} className={cn("grid gap-4 sm:grid-cols-2 md:grid-cols-3 md:gap-6", className)}>
      {items.map((item, i) => (
        <li key={item.id ?? item.image.key} className={itemClassName}>
          <a
            {...linkProps(i)}
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
