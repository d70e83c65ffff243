// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { brandLogos } from "../../scripts/art/brands.mjs";
import { catalog, composeSvg } from "../../scripts/art/catalog.mjs";
import { averageColor } from "../../scripts/art/generate.mjs";
import { art, brandArt, type ArtKey, type BrandKey } from "./art.generated";
import { artPath, clientLogo, img } from "./images";
import type { ArtCrop, ArtImage } from "./types";

const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));
const artKeys = Object.keys(art) as ArtKey[];
const brandKeys = Object.keys(brandArt) as BrandKey[];
const formats = ["avif", "webp"] as const;
/** The files of a picture: its own, and those of each of its crops. */
const filesOf = (key: ArtKey): ArtCrop[] => {
  const image: ArtImage = art[key];
  return [image, image.tall, image.square, image.portrait].filter((files) => files !== undefined);
};

/**
 * Keys the content modules are written against (see the art brief), with each series' nominal
 * size. The widths each is drawn at are the generator's (scripts/art/catalog.mjs, checked below),
 * fitted to the pages' `sizes` by `npm run budgets`.
 */
const expectedSeries: Record<string, [count: number, width: number, height: number]> = {
  portfolio: [18, 1270, 950],
  gallery: [12, 1270, 950],
  blog: [11, 390, 240],
  hero: [8, 1200, 900],
  slide: [3, 1920, 1080],
  feature: [8, 800, 600],
  about: [4, 1000, 750],
  avatar: [81, 400, 400],
  video: [2, 1270, 715],
  destination: [6, 800, 1000],
};

describe("art manifest", () => {
  test("has every key of every series with the agreed sizes", () => {
    for (const [prefix, [count, width, height]] of Object.entries(expectedSeries)) {
      for (let i = 1; i <= count; i++) {
        const entry = art[`${prefix}-${i}` as ArtKey];
        expect(entry, `${prefix}-${i}`).toMatchObject({ width, height });
      }
      expect(art[`${prefix}-${count + 1}` as ArtKey], `no ${prefix}-${count + 1}`).toBeUndefined();
    }
    expect(art["blog-cover"]).toMatchObject({ width: 1270, height: 600 });
    const photos = artKeys.filter((k) => k.startsWith("photo-"));
    expect(photos).toHaveLength(12);
    // The photographer set mixes portrait, landscape and square pictures.
    const ratios = new Set(photos.map((k) => Math.sign(art[k].width - art[k].height)));
    expect(ratios).toEqual(new Set([-1, 0, 1]));
    expect(brandKeys).toEqual(Array.from({ length: 33 }, (_, i) => `brand-${i + 1}`));
  });

  test("matches the generator's catalogue (run `npm run art` after changing it)", () => {
    expect(catalog.map((e) => e.key)).toEqual(artKeys);
    for (const e of catalog) {
      expect(art[e.key as ArtKey]).toMatchObject({
        path: `art/${e.key}`,
        width: e.width,
        height: e.height,
        widths: e.widths,
      });
      // Its crops (decision 003) are in the manifest, each with its own frame and widths.
      const { tall, square, portrait } = art[e.key as ArtKey] as ArtImage;
      expect({ tall, square, portrait }, e.key).toEqual(
        Object.fromEntries(
          (["tall", "square", "portrait"] as const).map((name) => {
            const crop = e.crops.find((c) => c.name === name);
            return [
              name,
              crop && {
                path: `art/${e.key}-${name}`,
                width: crop.width,
                height: crop.height,
                widths: crop.widths,
              },
            ];
          }),
        ),
      );
    }
    expect(brandLogos().map((b) => [b.key, b.name, b.width, b.height])).toEqual(
      brandKeys.map((k) => [k, brandArt[k].name, brandArt[k].width, brandArt[k].height]),
    );
  });

  test("widths are ascending, reach the display width and colours are hex", () => {
    for (const key of artKeys) {
      const { widths, width, color } = art[key];
      expect(
        [...widths].sort((a, b) => a - b),
        key,
      ).toEqual([...widths]);
      expect(new Set(widths).size, key).toBe(widths.length);
      expect(widths.at(-1)!, key).toBeGreaterThanOrEqual(width);
      expect(color, key).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  test("every file of every width and format exists with the right pixel size", async () => {
    for (const image of artKeys.flatMap(filesOf)) {
      const { width, height, widths } = image;
      for (const w of widths) {
        for (const format of formats) {
          const file = join(publicDir, artPath(image, w, format));
          expect(existsSync(file), file).toBe(true);
          const meta = await sharp(file).metadata();
          expect(meta.format === "heif" ? "avif" : meta.format, file).toBe(format);
          expect(meta.width, file).toBe(w);
          expect(Math.abs(meta.height! - (w * height) / width), file).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  test("public/art holds nothing the manifest does not name", () => {
    const named = new Set(
      artKeys
        .flatMap(filesOf)
        .flatMap((image) => image.widths.flatMap((w) => formats.map((f) => artPath(image, w, f)))),
    );
    for (const key of brandKeys) named.add(brandArt[key].path);
    const onDisk = [
      ...readdirSync(join(publicDir, "art"))
        // Brands are checked below; demo screenshots by demo-thumbnails.test.ts.
        .filter((f) => f !== "brands" && f !== "demos")
        .map((f) => `art/${f}`),
      ...readdirSync(join(publicDir, "art/brands")).map((f) => `art/brands/${f}`),
    ];
    expect(
      onDisk.filter((f) => !named.has(f)),
      "files of public/ that app/content/art.generated.ts does not name",
    ).toEqual([]);
    expect(
      [...named].filter((f) => !onDisk.includes(f)),
      "files app/content/art.generated.ts names that public/ does not hold",
    ).toEqual([]);
  });

  test("brand wordmarks are single-colour SVGs of the manifest size", () => {
    for (const key of brandKeys) {
      const { path, width, height } = brandArt[key];
      const svg = readFileSync(join(publicDir, path), "utf8");
      expect(svg, key).toContain(`viewBox="0 0 ${width} ${height}"`);
      const colours = new Set(svg.match(/#[0-9a-fA-F]{3,6}\b/g));
      expect([...colours], key).toEqual(["#1f1b2e"]);
      expect(svg, key).not.toMatch(/<text|<image|href=/);
    }
  });
});

describe("art generator", () => {
  test("is deterministic: the same key composes the same SVG, other keys differ", async () => {
    for (const key of ["portfolio-1", "hero-6", "photo-3", "avatar-2"]) {
      const first = await composeSvg(key);
      expect(await composeSvg(key), key).toBe(first);
      // The markup, not the photographs' embedded pixels (base64 may spell "NaN" by chance).
      expect(first.replace(/base64,[\w+/=]+/g, "base64,")).not.toMatch(/NaN|undefined/);
    }
    expect(await composeSvg("portfolio-1")).not.toBe(await composeSvg("portfolio-2"));
    // The photographs are rendered pixel by pixel (scripts/art/photo.mjs): photo-3 at its full
    // 900 px takes about 3 s on an idle core, twice here.
  }, 60_000);

  test("composes a crop in its own frame from the picture's seed", async () => {
    const crops = [
      ["slide-1", "tall"],
      ["hero-4", "tall"],
      ["portfolio-1", "square"],
      ["portfolio-2", "portrait"],
    ] as const;
    for (const [key, name] of crops) {
      const crop = (art[key] as ArtImage)[name];
      if (!crop) throw new Error(`${key} has no ${name} crop`);
      const svg = await composeSvg(key, 480, name);
      expect(svg, key).toContain(`width="480" height="${Math.round((480 * crop.height) / crop.width)}"`);
      expect(svg, key).toContain(`viewBox="0 0 ${crop.width} ${crop.height}"`);
      expect(svg, key).not.toMatch(/NaN|undefined/);
      expect(await composeSvg(key, 480, name), key).toBe(svg);
    }
    await expect(composeSvg("portfolio-1", 480, "tall")).rejects.toThrow(/No tall crop/);
    await expect(composeSvg("slide-1", 480, "square")).rejects.toThrow(/No square crop/);
  });

  test("the committed manifest colours are what the script computes now", async () => {
    for (const key of ["portfolio-1", "gallery-5", "blog-3", "hero-2", "avatar-7", "photo-9"] as ArtKey[]) {
      const entry = catalog.find((e) => e.key === key)!;
      expect(await averageColor(entry), key).toBe(art[key].color);
    }
  });
});

describe("img and brand", () => {
  test("img returns the manifest entry with its key and alt text", () => {
    expect(img("gallery-3", "Bauhaus tiles")).toEqual({
      ...art["gallery-3"],
      key: "gallery-3",
      alt: "Bauhaus tiles",
    });
  });

  test("img keeps a crop's focus, and refuses one that is not an object-position", () => {
    expect(img("portfolio-1", "A brand board", { focus: "left" }).focus).toBe("left");
    expect(img("portfolio-1", "A brand board", { focus: "30% 60%" }).focus).toBe("30% 60%");
    expect(img("portfolio-1", "A brand board")).not.toHaveProperty("focus");
    expect(() => img("portfolio-1", "A brand board", { focus: "left; color: red" })).toThrow(/focus/);
    expect(() => img("portfolio-1", "A brand board", { focus: "" })).toThrow(/focus/);
  });

  test("img carries a picture's crops", () => {
    expect(img("slide-2", "Spheres").tall).toEqual((art["slide-2"] as ArtImage).tall);
    expect(img("slide-2", "Spheres").tall).toBeDefined();
    const { square, portrait } = img("portfolio-4", "A storefront");
    expect({ square, portrait }).toEqual({
      square: (art["portfolio-4"] as ArtImage).square,
      portrait: (art["portfolio-4"] as ArtImage).portrait,
    });
    expect(square).toBeDefined();
    for (const crop of ["tall", "square", "portrait"])
      expect(crop in img("gallery-3", "Bauhaus tiles")).toBe(false);
  });

  test("img refuses empty alternative text", () => {
    expect(() => img("blog-1", "")).toThrow(/alternative text/);
    expect(() => img("blog-1", "   ")).toThrow(/alternative text/);
  });

  test("brand gives the wordmark path, size and name", () => {
    expect(clientLogo("brand-3")).toEqual({
      key: "brand-3",
      src: "art/brands/brand-3.svg",
      width: brandArt["brand-3"].width,
      height: 64,
      name: brandArt["brand-3"].name,
    });
  });

  test("artPath defaults to the file that covers the display width", () => {
    expect(artPath(art["blog-2"])).toBe("art/blog-2-390.webp");
    expect(artPath(art["hero-1"], undefined, "avif")).toBe("art/hero-1-1200.avif");
    expect(() => artPath(art["hero-1"], 1000)).toThrow();
  });
});
