// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  manifestSource,
  nominalSize,
  thumbnailDir,
  thumbnailFiles,
  thumbnailWidths,
} from "../../scripts/lib/thumbnails.mjs";
import { demoThumbnails } from "./demo-thumbnails.generated";
import { demoFile, demos } from "./demos";

const root = fileURLToPath(new URL("../../", import.meta.url));
const publicDir = join(root, "public");

describe("demo thumbnails", () => {
  test("every demo of demos.ts has its screenshots (else run `npm run screenshots`)", () => {
    const missing = demos.filter((demo) => !demoThumbnails[demo.href]).map((demo) => demo.href);
    expect(missing, "demos without thumbnails: build, then run `npm run screenshots`").toEqual([]);
  });

  test("the manifest names only demos of demos.ts", () => {
    const listed = new Set<string>(demos.map((demo) => demo.href));
    expect(Object.keys(demoThumbnails).filter((href) => !listed.has(href))).toEqual([]);
  });

  test("the manifest is the script's own output (not edited by hand)", () => {
    const entries = Object.entries(demoThumbnails).map(([href, shots]) => ({ href, ...shots }));
    const onDisk = readFileSync(join(root, "app/content/demo-thumbnails.generated.ts"), "utf8");
    expect(onDisk).toBe(manifestSource(entries));
  });

  test("public/art/demos holds exactly the files of the manifest, at their widths", async () => {
    const named = Object.keys(demoThumbnails).flatMap((href) => thumbnailFiles(demoFile(href)));
    const onDisk = readdirSync(join(publicDir, thumbnailDir)).map((name) => `${thumbnailDir}/${name}`);
    expect(onDisk.sort()).toEqual([...named].sort());
    for (const file of named) {
      const meta = await sharp(join(publicDir, file)).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(file)?.[1]);
      expect(meta.width, file).toBe(width);
      expect(meta.height, file).toBe((width * nominalSize.height) / nominalSize.width);
    }
  });

  test("entries point at the files of their own demo and theme", () => {
    for (const [href, shots] of Object.entries(demoThumbnails)) {
      for (const theme of ["light", "dark"] as const) {
        const entry = shots?.[theme];
        expect(entry?.path, href).toBe(`${thumbnailDir}/${demoFile(href)}-${theme}`);
        expect(entry?.widths, href).toEqual(thumbnailWidths);
        expect(existsSync(join(publicDir, `${entry?.path}-${nominalSize.width}.avif`)), href).toBe(true);
      }
    }
  });
});
