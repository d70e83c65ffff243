/**
 * The one way a picture becomes the files a page loads, for the sample artwork
 * (scripts/art/generate.mjs) and a buyer's photos (scripts/photos-plugin.ts) alike: from its
 * pixels, each width resized with Lanczos and written as AVIF and WebP (decision 003).
 */
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import sharp from "sharp";
import { writeWhole } from "./write-whole.mjs";

export const encoding = {
  avif: { quality: 45, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 70, effort: 4, smartSubsample: true },
};

/** The formats written, the first one preferred (`<source>` order). */
export const FORMATS = ["avif", "webp"];

/**
 * Writes `${base}-${width}.avif` and `.webp` for each of `widths` from `pixels` (sharp's raw
 * `{ data, info }`); resolves with the bytes written.
 */
export async function writeSizes(pixels, widths, base) {
  await mkdir(dirname(base), { recursive: true });
  let bytes = 0;
  for (const width of widths) {
    const resized = () =>
      sharp(pixels.data, { raw: pixels.info }).resize({ width, kernel: "lanczos3", fastShrinkOnLoad: false });
    for (const format of FORMATS) {
      const file = await resized()[format](encoding[format]).toBuffer();
      await writeWhole(`${base}-${width}.${format}`, file);
      bytes += file.length;
    }
  }
  return bytes;
}
