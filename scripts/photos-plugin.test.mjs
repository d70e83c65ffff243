// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, test } from "vitest";
import {
  checkPhotoReferences,
  listPhotos,
  photoWidths,
  PHOTO_WIDTHS,
  syncPhotos,
  tallCropOf,
} from "./photos-plugin.ts";

const scratch = [];
function folder() {
  const dir = mkdtempSync(join(tmpdir(), "photos-"));
  scratch.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small picture file of a plain colour. */
function picture(width, height, format) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
}

describe("a buyer's photos", () => {
  test("each is offered at the ladder's widths up to its own, no step more than a third", () => {
    for (let i = 1; i < PHOTO_WIDTHS.length; i++)
      expect(PHOTO_WIDTHS[i] / PHOTO_WIDTHS[i - 1]).toBeLessThanOrEqual(4 / 3);
    expect(photoWidths(1600)).toEqual([360, 480, 640, 800, 1024, 1280, 1600]);
    expect(photoWidths(1300)).toEqual([360, 480, 640, 800, 1024, 1280]);
    expect(photoWidths(1000)).toEqual([360, 480, 640, 800, 1000]);
    expect(photoWidths(200)).toEqual([200]);
  });

  test("are encoded once into AVIF and WebP with their size and colour; a removed one takes its files along", async () => {
    const dir = folder();
    const publicDir = folder();
    const indexFile = join(folder(), "photos.generated.ts");
    mkdirSync(join(dir, "team"));
    writeFileSync(join(dir, "team/jane.jpg"), await picture(900, 600, "jpeg"));
    writeFileSync(join(dir, "cover.png"), await picture(400, 300, "png"));

    const first = await syncPhotos({ dir, publicDir, indexFile });
    expect(first.encoded).toEqual(["cover.png", "team/jane.jpg"]);
    const index = readFileSync(indexFile, "utf8");
    expect(index).toContain(
      '"team/jane.jpg": {"path":"photos/team/jane","width":900,"height":600,"widths":[360,480,640,800,900]',
    );
    expect(index).toMatch(/"color":"#2[0-9a-f]785[0-9a-f]"/);
    for (const width of [360, 900]) {
      const meta = await sharp(join(publicDir, `photos/team/jane-${width}.avif`)).metadata();
      expect([meta.format, meta.width]).toEqual(["heif", width]);
      expect(existsSync(join(publicDir, `photos/team/jane-${width}.webp`))).toBe(true);
    }

    // Nothing changed: nothing is encoded again.
    expect((await syncPhotos({ dir, publicDir, indexFile })).encoded).toEqual([]);
    rmSync(join(dir, "team/jane.jpg"));
    const after = await syncPhotos({ dir, publicDir, indexFile });
    expect(after.removed).toEqual(["team/jane.jpg"]);
    expect(existsSync(join(publicDir, "photos/team/jane-360.avif"))).toBe(false);
    expect(readFileSync(indexFile, "utf8")).not.toContain("jane");
  });

  test("a <name>.tall file beside a photo is its tall crop for phones, encoded with it", async () => {
    expect(tallCropOf("hero.tall.png", ["hero.jpg", "hero.tall.png"])).toBe("hero.jpg");
    expect(tallCropOf("hero.tall.png", ["hero.tall.png"])).toBeUndefined();
    expect(tallCropOf("hero.jpg", ["hero.jpg", "hero.tall.png"])).toBeUndefined();
    const dir = folder();
    const publicDir = folder();
    const indexFile = join(folder(), "photos.generated.ts");
    writeFileSync(join(dir, "hero.jpg"), await picture(800, 450, "jpeg"));
    writeFileSync(join(dir, "hero.tall.png"), await picture(450, 800, "png"));
    const first = await syncPhotos({ dir, publicDir, indexFile });
    expect(first.encoded).toEqual(["hero.jpg"]);
    const index = readFileSync(indexFile, "utf8");
    expect(index).not.toContain('"hero.tall.png"');
    expect(index).toContain('"tall":{"path":"photos/hero-tall","width":450,"height":800,"widths":[360,450]}');
    const meta = await sharp(join(publicDir, "photos/hero-tall-450.avif")).metadata();
    expect([meta.width, meta.height]).toEqual([450, 800]);
    // A new crop encodes the photo again; without it, its files go.
    writeFileSync(join(dir, "hero.tall.png"), await picture(360, 640, "png"));
    expect((await syncPhotos({ dir, publicDir, indexFile })).encoded).toEqual(["hero.jpg"]);
    rmSync(join(dir, "hero.tall.png"));
    expect((await syncPhotos({ dir, publicDir, indexFile })).encoded).toEqual(["hero.jpg"]);
    expect(readFileSync(indexFile, "utf8")).not.toContain("tall");
    expect(existsSync(join(publicDir, "photos/hero-tall-360.avif"))).toBe(false);
  });

  test("a file in another format, or one sharp cannot read, stops the build naming it", async () => {
    const dir = folder();
    writeFileSync(join(dir, "logo.gif"), "GIF89a");
    expect(() => listPhotos(dir)).toThrow(
      /logo\.gif: \.gif is not a picture format the site takes; save it as JPEG, PNG or WebP/,
    );
    const other = folder();
    writeFileSync(join(other, "broken.jpg"), "not a picture");
    await expect(
      syncPhotos({ dir: other, publicDir: folder(), indexFile: join(folder(), "i.ts") }),
    ).rejects.toThrow(/broken\.jpg: not a picture sharp can read/);
  });

  test("a content file that names a photo no file answers stops the build with its file and line", () => {
    const app = folder();
    mkdirSync(join(app, "content"));
    writeFileSync(
      join(app, "content/about.ts"),
      'export const a = 1;\nconst b = img("about/office.jpg", "Our office");\n',
    );
    expect(() => checkPhotoReferences(app, new Set(["about/other.jpg"]))).toThrow(
      /content\/about\.ts:2: img\("about\/office\.jpg"\): there is no app\/assets\/images\/about\/office\.jpg/,
    );
    expect(() => checkPhotoReferences(app, new Set(["about/office.jpg"]))).not.toThrow();
  });
});
