/**
 * Access to the generated artwork (scripts/art/generate.mjs writes art.generated.ts).
 * Content modules call `img(key, alt)` so every picture carries its alternative text,
 * and `brand(key)` for the invented client wordmarks.
 */
import { art, brandArt, type ArtKey, type BrandKey } from "./art.generated";
import type { BrandLogo, ImageAsset } from "./types";

export type { ArtKey, BrandKey };
export { artPath, type ArtFormat } from "./art-files";

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
