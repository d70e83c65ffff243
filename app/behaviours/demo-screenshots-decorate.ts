/**
 * What the demo screenshots of the menus add (decision 009), imported by `demo-screenshots.ts` the
 * first time a menu with them is shown: on a page no one opens a menu, none of it is fetched.
 */
import { artPath } from "~/content/art-files";
import type { ArtImage, DemoThumbnail } from "~/content/types";
import { withBase } from "~/lib/paths";

type Thumbnails = Partial<Record<string, DemoThumbnail>>;

let manifest: Promise<Thumbnails> | undefined;

/** The screenshots' manifest, imported once, the first time a menu needs it. */
function loadThumbnails(): Promise<Thumbnails> {
  manifest ??= import("~/content/demo-thumbnails.generated").then((module) => module.demoThumbnails);
  return manifest;
}

/** The manifest's key of a link: its path without the build's base path ("/doob/x" → "/x"). */
export function demoPath(href: string): string | null {
  const base = withBase("/");
  return href.startsWith(base) ? `/${href.slice(base.length)}` : null;
}

const srcSet = (image: ArtImage, format: "avif" | "webp") =>
  image.widths.map((w) => `${withBase(artPath(image, w, format))} ${w}w`).join(", ");

/** The `src` of each picture's `<img>`, set once the picture is in the page (see `decorate`). */
const pendingSrc = new WeakMap<HTMLImageElement, string>();

/**
 * One theme's picture, as `Picture` renders a lazy picture with these `sizes`. Its `<img>` gets its
 * `src` only in the page: a lazy picture that is hidden (the other theme's) then never loads.
 */
function picture(image: ArtImage, sizes: string, className: string): HTMLPictureElement {
  const element = document.createElement("picture");
  for (const format of ["avif", "webp"] as const) {
    const source = document.createElement("source");
    source.setAttribute("type", `image/${format}`);
    source.setAttribute("srcset", srcSet(image, format));
    source.setAttribute("sizes", sizes);
    element.append(source);
  }
  const img = document.createElement("img");
  img.setAttribute("loading", "lazy");
  img.setAttribute("decoding", "async");
  img.setAttribute("width", String(image.width));
  img.setAttribute("height", String(image.height));
  img.setAttribute("alt", "");
  img.setAttribute("style", `background-color:${image.color}`);
  img.className = className;
  pendingSrc.set(img, withBase(artPath(image)));
  element.append(img);
  return element;
}

/** The pictures of both themes, as `ScreenshotPair` renders them. */
export function screenshotPair(shots: DemoThumbnail, sizes: string, className: string): HTMLPictureElement[] {
  return [
    picture(shots.light, sizes, `${className} dark:hidden`),
    picture(shots.dark, sizes, `${className} hidden dark:block`),
  ];
}

/** The small screenshot before a demo's name; its border marks the current page. */
export function menuThumbnail(shots: DemoThumbnail, current: boolean, boxClass: string): HTMLSpanElement {
  const box = document.createElement("span");
  box.className = [
    "aspect-[8/5] w-16 shrink-0 overflow-hidden rounded-md border bg-muted transition-colors group-hover/demo:border-primary/60",
    current ? "border-primary" : "border-border",
    boxClass,
  ]
    .filter(Boolean)
    .join(" ");
  box.append(...screenshotPair(shots, "4rem", "size-full object-cover object-top"));
  return box;
}

/** Gives the pictures in `root` their `src`, once they are in the page. */
function load(root: Element) {
  for (const img of root.querySelectorAll("img")) {
    const src = pendingSrc.get(img);
    if (src) img.setAttribute("src", src);
  }
}

/** Adds the screenshots to the demo links of `element`. */
export async function decorate(element: HTMLElement): Promise<void> {
  element.setAttribute("data-screenshots", "");
  const thumbnails = await loadThumbnails();
  const boxClass = element.dataset.demoScreenshots ?? "";
  for (const link of element.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const path = demoPath(link.getAttribute("href") ?? "");
    const shots = path ? thumbnails[path] : undefined;
    if (!shots || link.hasAttribute("data-screenshot")) continue;
    const box = menuThumbnail(shots, link.getAttribute("aria-current") === "page", boxClass);
    link.prepend(box);
    link.setAttribute("data-screenshot", "");
    load(box);
  }
}
