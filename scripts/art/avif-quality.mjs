#!/usr/bin/env node
/**
 * `npm run art:quality`: how the AVIF quality setting trades bytes for fidelity on the site's own
 * pictures, to choose `encoding.avif.quality` (scripts/lib/picture-files.mjs) by measurement.
 *
 * One picture of each kind of composition (glossy objects, Bauhaus tiles, flow lines, waves, arcs,
 * glass, blocks, a product hero, a slide, a landscape) is drawn as the generator draws it, resized
 * to 800 px wide, and encoded at each quality with the generator's other AVIF settings. Each
 * encoding is decoded again and compared with the lossless picture by SSIM on luma (8×8 windows);
 * WebP at the generator's setting (the fallback for browsers without AVIF) is the reference row.
 * Prints the total bytes, the mean and lowest SSIM per quality, and on how many pictures the AVIF is
 * at least as faithful as the WebP. Nothing is written.
 */
import sharp from "sharp";
import { catalog } from "./catalog.mjs";
import { encoding } from "../lib/picture-files.mjs";
import { master } from "./generate.mjs";

const samples = [
  "portfolio-1",
  "portfolio-2",
  "portfolio-3",
  "portfolio-4",
  "portfolio-5",
  "portfolio-6",
  "portfolio-7",
  "hero-1",
  "slide-1",
  "photo-5",
];
const qualities = [35, 40, 45, 50, 55, 60, 65, 70];
const WIDTH = 800;

/** Luma of raw RGB pixels. */
function luma({ data, info }) {
  const out = new Float64Array(info.width * info.height);
  for (let i = 0; i < out.length; i++) {
    const j = i * info.channels;
    out[i] = 0.299 * data[j] + 0.587 * data[j + 1] + 0.114 * data[j + 2];
  }
  return out;
}

/** Mean SSIM of two luma planes over 8×8 windows, stride 4. */
function ssim(a, b, width, height) {
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let y = 0; y + 8 <= height; y += 4) {
    for (let x = 0; x + 8 <= width; x += 4) {
      let sa = 0,
        sb = 0,
        saa = 0,
        sbb = 0,
        sab = 0;
      for (let dy = 0; dy < 8; dy++) {
        for (let dx = 0; dx < 8; dx++) {
          const i = (y + dy) * width + x + dx;
          sa += a[i];
          sb += b[i];
          saa += a[i] * a[i];
          sbb += b[i] * b[i];
          sab += a[i] * b[i];
        }
      }
      const n = 64;
      const ma = sa / n,
        mb = sb / n;
      const va = saa / n - ma * ma,
        vb = sbb / n - mb * mb,
        cov = sab / n - ma * mb;
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      count++;
    }
  }
  return total / count;
}

const rows = new Map([...qualities.map((q) => [`AVIF q${q}`, []]), [`WebP q${encoding.webp.quality}`, []]]);
sharp.concurrency(1);
for (const key of samples) {
  const entry = catalog.find((e) => e.key === key);
  if (!entry) throw new Error(`avif-quality: no picture "${key}" in the catalog`);
  const { data, info } = await master(entry);
  const reference = await sharp(data, { raw: info })
    .resize({ width: WIDTH, kernel: "lanczos3", fastShrinkOnLoad: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ref = luma(reference);
  const { width, height } = reference.info;
  const encoded = [
    ...qualities.map((quality) => [`AVIF q${quality}`, (s) => s.avif({ ...encoding.avif, quality })]),
    [`WebP q${encoding.webp.quality}`, (s) => s.webp(encoding.webp)],
  ];
  for (const [label, encode] of encoded) {
    const file = await encode(sharp(reference.data, { raw: reference.info })).toBuffer();
    const decoded = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    rows.get(label).push({ bytes: file.length, ssim: ssim(ref, luma(decoded), width, height) });
  }
  console.error(`avif-quality: ${key} done`);
}

const webp = rows.get(`WebP q${encoding.webp.quality}`);
console.log(
  `| encoding | KB (${samples.length} pictures, ${WIDTH} px) | mean SSIM | lowest SSIM | pictures at least as faithful as their WebP |`,
);
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const [label, results] of rows) {
  const bytes = results.reduce((sum, r) => sum + r.bytes, 0);
  const mean = results.reduce((sum, r) => sum + r.ssim, 0) / results.length;
  const lowest = Math.min(...results.map((r) => r.ssim));
  const asGood = results.filter((r, i) => r.ssim >= webp[i].ssim).length;
  console.log(
    `| ${label} | ${(bytes / 1024).toFixed(1)} | ${mean.toFixed(4)} | ${lowest.toFixed(4)} | ${asGood} of ${results.length} |`,
  );
}
