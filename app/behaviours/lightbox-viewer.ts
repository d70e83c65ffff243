/**
 * What the lightbox (`lightbox.ts`) opens, imported on the first click of a thumbnail with
 * PhotoSwipe and its CSS, so a page whose pictures no one opens fetches none of it (it was 1.2 KB
 * of the first script of every page with a gallery). The options are `lightboxOptions`; it loops
 * with more than `lightboxBehaviour.loopAbove` pictures; no zoom animation under reduced motion.
 * Escape closes it (also one pressed while it is still opening), the arrows move, the caption shows
 * under the picture, and focus returns to the thumbnail. The words it shows for a picture that
 * cannot be loaded are the group's `data-lightbox-error`.
 *
 * Right to left (issue 41), the pictures follow the reading direction: PhotoSwipe lays its slides
 * out left to right, so it is given them in reverse order. The next picture is then the one to the
 * left, and everything PhotoSwipe does by the screen's sides follows: the left arrow key, the left
 * arrow button (named Next), a swipe to the right. The counter says the picture's place in reading
 * order (`readingIndex`).
 */
import type PhotoSwipe from "photoswipe";
import type { SlideData } from "photoswipe";
import { lightboxBehaviour, lightboxOptions } from "~/content/settings";
import { readingDirection } from "~/lib/direction";
import { prefersReducedMotion } from "~/lib/motion";
import photoswipeStyle from "photoswipe/style.css?url";

let photoswipeModule: Promise<typeof PhotoSwipe> | undefined;

/**
 * PhotoSwipe's stylesheet, linked into the head; resolves once it applies. Linked by hand: the
 * behaviours' build is a library build (vite.behaviours.config.ts), which injects no CSS.
 */
function loadStylesheet(): Promise<unknown> {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: photoswipeStyle });
  const loaded = new Promise((done, failed) => {
    link.onload = done;
    link.onerror = failed;
  });
  document.head.append(link);
  return loaded;
}

/** PhotoSwipe and its CSS, fetched the first time a picture is opened, then kept. */
function loadPhotoSwipe(): Promise<typeof PhotoSwipe> {
  if (!photoswipeModule) {
    photoswipeModule = Promise.all([import("photoswipe"), loadStylesheet()]).then(
      ([module]) => module.default,
    );
    // A failed download (offline) may be retried on the next click.
    photoswipeModule.catch(() => {
      photoswipeModule = undefined;
    });
  }
  return photoswipeModule;
}

/** One slide of the viewer, from a thumbnail's link. */
export function slideOf(link: HTMLAnchorElement): SlideData {
  const thumbnail = link.querySelector("img");
  return {
    src: link.getAttribute("href") ?? undefined,
    srcset: link.dataset.srcset,
    width: Number(link.dataset.width),
    height: Number(link.dataset.height),
    alt: thumbnail?.getAttribute("alt") ?? "",
    caption: link.dataset.caption ?? "",
    element: link,
    msrc: thumbnail?.currentSrc || undefined,
    // Thumbnails may be cropped by object-fit: cover; the zoom starts from the visible part.
    thumbCropped: true,
  };
}

/**
 * PhotoSwipe's index of a picture ↔ its place in reading order (the same map both ways): right to
 * left, PhotoSwipe holds the pictures in reverse order.
 */
export const readingIndex = (index: number, count: number, rtl: boolean): number =>
  rtl ? count - 1 - index : index;

const captionClass =
  "pswp__caption absolute inset-x-0 bottom-0 bg-linear-to-t from-black/80 to-transparent px-6 pt-12 pb-6 text-center text-sm text-pretty text-white empty:hidden md:text-base";

/** Opens the viewer over `group` at `trigger`; a viewer that cannot be loaded follows the link. */
export async function openViewer(group: HTMLElement, trigger: HTMLAnchorElement): Promise<void> {
  const PhotoSwipeClass = await loadPhotoSwipe();
  const all = [...group.querySelectorAll<HTMLAnchorElement>("a[data-lightbox-item]")];
  const rtl = readingDirection(group) === "rtl";
  const slides = all.map(slideOf);
  const pswp = new PhotoSwipeClass({
    ...lightboxOptions,
    // Before and after in reading order.
    preload: rtl ? [lightboxOptions.preload[1], lightboxOptions.preload[0]] : [...lightboxOptions.preload],
    errorMsg: group.dataset.lightboxError ?? "",
    dataSource: rtl ? slides.reverse() : slides,
    index: readingIndex(Math.max(0, all.indexOf(trigger)), all.length, rtl),
    loop: all.length > lightboxBehaviour.loopAbove,
    showHideAnimationType: prefersReducedMotion() ? "none" : "zoom",
    // The left-hand button goes to the left-hand slide: the next picture, right to left.
    arrowPrevTitle: rtl ? lightboxOptions.arrowNextTitle : lightboxOptions.arrowPrevTitle,
    arrowNextTitle: rtl ? lightboxOptions.arrowPrevTitle : lightboxOptions.arrowNextTitle,
    // Its own counter, in reading order (below).
    counter: false,
  });
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "readingCounter",
      className: "pswp__counter",
      order: 5,
      isButton: false,
      onInit: (element, instance) => {
        instance.on("change", () => {
          const place = readingIndex(instance.currIndex, instance.getNumItems(), rtl) + 1;
          element.textContent = `${place}${lightboxOptions.indexIndicatorSep}${instance.getNumItems()}`;
        });
      },
    });
    pswp.ui?.registerElement({
      name: "caption",
      order: 9,
      isButton: false,
      appendTo: "root",
      className: captionClass,
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
    // PhotoSwipe returns focus itself when it had it; otherwise (Safari does not focus a
    // clicked link) put it back on the thumbnail.
    const active = document.activeElement;
    if (!active || active === document.body) trigger.focus({ preventScroll: true });
  });
  pswp.init();
  // PhotoSwipe listens to keys only once its opening animation is over (which waits for the
  // image): keep an Escape pressed before then and close as soon as it is open, so the key is
  // never lost. Registered after init(), so PhotoSwipe's own handler of that event has bound
  // (and close() will unbind) its listeners.
  let closeWhenOpen = false;
  const earlyEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") closeWhenOpen = true;
  };
  document.addEventListener("keydown", earlyEscape, { passive: true });
  const stopListening = () => document.removeEventListener("keydown", earlyEscape);
  pswp.on("destroy", stopListening);
  pswp.on("openingAnimationEnd", () => {
    stopListening();
    if (closeWhenOpen) pswp.close();
  });
  pswp.element?.setAttribute("aria-modal", "true");
  pswp.element?.setAttribute("aria-label", group.dataset.lightbox ?? "");
}
