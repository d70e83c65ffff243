/**
 * The file names of the generated artwork, apart from its manifest (./art.generated.ts): the
 * `Picture` on every page needs the naming rule, not the list of every picture (decision 020).
 */
import type { ImageAsset } from "./types";

export type ArtFormat = "avif" | "webp";

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
