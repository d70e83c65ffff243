/**
 * People avatars (400×400): the DiceBear "Lorelei" style by Lisa Wischofsky (design
 * CC0 1.0, code MIT; see node_modules/@dicebear/lorelei/LICENSE) on our own gradient
 * backgrounds. Skin and hair colours are chosen explicitly per avatar for a varied set.
 */
import { createAvatar } from "@dicebear/core";
import { lorelei } from "@dicebear/collection";
import { palettes } from "./palettes.mjs";
import { glow } from "./shapes.mjs";
import { circle, rect } from "./svg.mjs";
import { lighten, mix } from "./util.mjs";

const skins = ["f9d7c3", "e8b796", "c68a63", "f1c7a6", "8d5a3b", "ffe0cc", "b07850", "dba37e"];
const hairs = ["2b1d14", "6b4226", "1f1b2e", "b5651d", "3b2a20", "d9a066", "5a3825", "121018", "8c4a2f"];
// Friendly expressions only (no winks, tongues or frowns) for a business site.
const v = (nums) => nums.map((k) => `variant${String(k).padStart(2, "0")}`);
const eyes = v([2, 4, 6, 7, 9, 10, 12, 13, 14, 16, 20, 21, 23, 24]);
const eyebrows = v([1, 2, 5, 6, 7, 9, 10, 11, 12]);
const mouths = ["happy01", "happy02", "happy03", "happy05", "happy06", "happy13"];
const backgrounds = ["doob", "ocean", "sunset", "emerald", "lilac", "aurora", "citrus", "ember"];

export function avatarArt(doc, rng, index) {
  const { width: w, height: h } = doc;
  const pal = palettes[backgrounds[index % backgrounds.length]];
  const [a, b, c] = rng.shuffle(pal.accents);
  doc.add(
    rect({
      width: w,
      height: h,
      fill: doc.linear(
        [
          [0, lighten(a, 0.55)],
          [1, mix(lighten(b, 0.35), c, 0.2)],
        ],
        rng.range(30, 150),
      ),
    }),
  );
  glow(doc, w * rng.range(0.2, 0.8), h * rng.range(0.15, 0.4), w * 0.6, lighten(c, 0.3), 0.6);
  doc.add(
    circle({ cx: w / 2, cy: h * 0.46, r: w * 0.34, fill: "#ffffff", opacity: 0.28 }),
    circle({
      cx: w / 2,
      cy: h * 0.46,
      r: w * 0.42,
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": 0.35,
      "stroke-width": 2,
    }),
  );
  const person = createAvatar(lorelei, {
    seed: `doob-person-${index}`,
    skinColor: [skins[index % skins.length]],
    hairColor: [hairs[(index * 5) % hairs.length]],
    eyes,
    eyebrows,
    mouth: mouths,
    earringsColor: ["d4a017"],
    glassesColor: ["1f1b2e"],
  }).toString();
  // Drop DiceBear's metadata block and nest the drawing at our position and size.
  const inner = person
    .replace(/<metadata[\s\S]*?<\/metadata>/, "")
    .replace("<svg ", `<svg x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.88}" height="${h * 0.94}" `)
    .replace(/id="viewboxMask"/g, `id="avatarMask${index}"`)
    .replace(/url\(#viewboxMask\)/g, `url(#avatarMask${index})`);
  doc.add(inner);
}
