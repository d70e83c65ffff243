/**
 * A buyer's photo, of our own making: one of the photographic scenes of the sample art
 * (scripts/art/landscape.mjs) rendered at a camera's size, softened, grained and saved as a JPEG,
 * as a buyer would drop a file from their camera into app/assets/images/. Deterministic: the scene
 * and the grain are seeded.
 */
import sharp from "sharp";
import { SvgDoc } from "../../scripts/art/svg.mjs";
import { landscape, photoScenes } from "../../scripts/art/landscape.mjs";
import { createRng } from "../../scripts/art/util.mjs";

/** Scene `scene` (an index of the photographer set) as a `width` × `height` JPEG. */
export async function photo(width, height, { scene, seed }) {
  const doc = new SvgDoc(width, height);
  await landscape(doc, createRng(`buyer-photo:${seed}`), photoScenes[scene]);
  const rng = createRng(`buyer-grain:${seed}`);
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++)
    grain.fill(Math.round(128 + (rng.next() - 0.5) * 36), i * 3, i * 3 + 3);
  // Softened as a lens does, then grained as a sensor does (sharp composites after the blur).
  return sharp(Buffer.from(doc.toString(width)), { density: 72 })
    .removeAlpha()
    .blur(0.7)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "soft-light" }])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}
