/**
 * The pictures content names: the sample artwork (scripts/art/generate.mjs writes
 * art.generated.ts) and a buyer's own photos (files in app/assets/images/, made into their sizes by
 * scripts/photos-plugin.ts, listed in photos.generated.ts). Content modules call `img(key, alt)`
 * so every picture carries its alternative text, and `clientLogo(key)` for the invented client
 * wordmarks.
 */
import { art, brandArt, type ArtKey, type BrandKey } from "./art.generated";
import { photos } from "./photos.generated";
import type { ArtImage, BrandLogo, ImageAsset, PhotoName, PictureKey } from "./types";

export type { ArtKey, BrandKey, PhotoName, PictureKey };
export { artPath, type ArtFormat } from "./art-files";

/** The files of a picture, or undefined when no picture has that name. */
export function pictureFiles(key: string): ArtImage | undefined {
  if (key in art) return art[key as ArtKey];
  if (key in photos) return (photos as Record<string, ArtImage>)[key];
  return undefined;
}

/**
 * A picture with its alternative text (which must not be empty): an art key ("portfolio-1") or the
 * name of a photo in app/assets/images/ ("team/jane.jpg"). `focus` keeps a part of it in view where a
 * layout crops it (`ImageAsset`'s `focus`).
 */
export function img(key: PictureKey, alt: string, { focus }: Pick<ImageAsset, "focus"> = {}): ImageAsset {
  const entry = pictureFiles(key);
  if (!entry)
    throw new Error(
      `No picture "${key}": name a key of app/content/art.generated.ts or a file in app/assets/images/`,
    );
  if (!alt.trim()) throw new Error(`The picture "${key}" needs alternative text`);
  if (focus !== undefined && !/^(?:(?:left|center|right|top|bottom|\d{1,3}%)(?:\s+|$)){1,2}$/.test(focus))
    throw new Error(
      `The picture "${key}" has focus "${focus}": give one or two of left, center, right, top, bottom or a percentage`,
    );
  const { path, width, height, widths, color, tall, square, portrait } = entry;
  return {
    key,
    alt,
    path,
    width,
    height,
    widths,
    color,
    ...(tall ? { tall } : {}),
    ...(square ? { square } : {}),
    ...(portrait ? { portrait } : {}),
    ...(focus ? { focus } : {}),
  };
}

/** An invented client wordmark; its alternative text is the client's name. */
export function clientLogo(key: BrandKey): BrandLogo {
  const entry = brandArt[key];
  if (!entry) throw new Error(`Unknown brand key "${key}"`);
  return { key, src: entry.path, width: entry.width, height: entry.height, name: entry.name };
}
