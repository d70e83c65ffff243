#!/usr/bin/env node
/**
 * Tiles generated pictures into one PNG for a visual check:
 *   node scripts/art/contact-sheet.mjs /tmp/sheet.png [key-prefix ...]
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("../../", import.meta.url));
const [out = "/tmp/art-sheet.png", ...prefixes] = process.argv.slice(2);
const dir = join(root, "public/art");
const CELL = 300;
const COLS = 5;

const files = (await readdir(dir))
  .filter((f) => f.endsWith(".webp"))
  .filter((f) => !prefixes.length || prefixes.some((p) => f.startsWith(p)));
// One file per key: the largest width.
const byKey = new Map();
for (const f of files) {
  const m = /^(.*)-(\d+)\.webp$/.exec(f);
  if (!m) continue;
  const [, key, w] = m;
  if (!byKey.has(key) || Number(w) > byKey.get(key).w) byKey.set(key, { f, w: Number(w) });
}
const keys = [...byKey.keys()].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
const rows = Math.ceil(keys.length / COLS);
const tiles = await Promise.all(
  keys.map(async (key, i) => ({
    input: await sharp(join(dir, byKey.get(key).f))
      .resize(CELL - 8, CELL - 8, { fit: "contain", background: "#808080" })
      .toBuffer(),
    left: (i % COLS) * CELL + 4,
    top: Math.floor(i / COLS) * CELL + 4,
  })),
);
await sharp({ create: { width: COLS * CELL, height: rows * CELL, channels: 3, background: "#808080" } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${keys.length} pictures -> ${out}`);
