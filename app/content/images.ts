/**
 * Access to the generated artwork (scripts/art/generate.mjs writes art.generated.ts).
 * Content modules call `img(key, alt)` so every picture carries its alternative text,
 * and `brand(key)` for the invented client wordmarks.
 */
import { art, brandArt, type ArtKey, type BrandKey } from "./art.generated";
import type { BrandLogo, ImageAsset } from "./types";

export type { ArtKey, BrandKey };
export type ArtFormat = "avif" | "webp";

/** A picture of the manifest with its alternative text (which must not be empty). */
export function img(key: ArtKey, alt: string): ImageAsset {
  const entry = art[key];
  if (!entry) throw new Error(`Unknown art key "${key}"`);
  if (!alt.trim()) throw new Error(`The picture "${key}" needs alternative text`);
  return { key, alt, ...entry };
}

/** An invented client wordmark; its alternative text is the brand name. */
export function brand(key: BrandKey): BrandLogo {
  const entry = brandArt[key];
  if (!entry) throw new Error(`Unknown brand key "${key}"`);
  return { key, src: entry.path, width: entry.width, height: entry.height, name: entry.name };
}

/**
 * Public path (without the base) of one file of a picture, e.g. "art/portfolio-1-1270.webp".
 * Without a width: the smallest file at least as wide as the display size (else the largest).
 */
export function artPath(
  image: Pick<ImageAsset, "path" | "width" | "widths">,
  width?: number,
  format: ArtFormat = "webp",
): string {
  const w = width ?? image.widths.find((candidate) => candidate >= image.width) ?? image.widths.at(-1);
  if (w === undefined || !image.widths.includes(w)) {
    throw new Error(`No ${String(width)} px file for "${image.path}" (has ${image.widths.join(", ")})`);
  }
  return `${image.path}-${w}.${format}`;
}
