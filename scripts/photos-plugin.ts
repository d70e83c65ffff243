/**
 * A buyer's own pictures in the Vite build (vite.config.ts, vitest.config.ts). Put a JPEG, PNG or
 * WebP file in `app/assets/images/` (in folders if you like) and name it where a picture goes:
 * `img("team/jane.jpg", "Jane at her desk")` in content, `image: team/jane.jpg` in a post's
 * frontmatter. Each file is made into the sizes the layout picks from, as AVIF and WebP, with its
 * width, height and average colour (shown while it loads), by the same encoder as the sample
 * artwork (scripts/lib/picture-files.mjs):
 *   - the files go to `public/photos/<path>-<width>.avif|webp`, the list to
 *     app/content/photos.generated.ts; commit both with the photo, as the sample art is committed;
 *   - a photo is encoded again only when its bytes change (the list keeps each file's hash), and
 *     the files of a removed photo are removed;
 *   - `hero.tall.jpg` beside `hero.jpg` is the tall crop phones are shown when `hero.jpg` is a hero's
 *     backdrop (`tall` in the list, `public/photos/hero-tall-<width>.*`; decision 003);
 *   - it runs before the Vite config is made (`preparePhotos`: the build, the dev server, the unit
 *     tests), and again in the dev server whenever a file of the folder or of `app/` changes.
 * A file in another format, a name in the content that no file answers, or an unreadable file stops
 * the build, naming the file (and the line that names it).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { FORMATS, writeSizes } from "./lib/picture-files.mjs";
import { writeWholeSync } from "./lib/write-whole.mjs";

const root = join(import.meta.dirname, "..");
export const photosDir = join(root, "app/assets/images");
export const photosOut = join(root, "public/photos");
export const photoIndexFile = join(root, "app/content/photos.generated.ts");

/** What a buyer may drop in the folder. */
export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];
/**
 * The widths every photo is offered at, as far as its own width goes (and its own width last): each
 * at most a third above the one before, so that every slot of every screen finds a file no more than
 * a third too wide (the budgets check the first screen's, decision 003).
 */
export const PHOTO_WIDTHS = [360, 480, 640, 800, 1024, 1280, 1600, 2048, 2560];

/** A photo's tall crop for phones (`ArtImage.tall`): its files, from a `<name>.tall.<ext>` beside it. */
export type PhotoCrop = { path: string; width: number; height: number; widths: number[] };

export type PhotoEntry = {
  path: string;
  width: number;
  height: number;
  widths: number[];
  color: string;
  hash: string;
  tall?: PhotoCrop;
};

/**
 * `hero.tall.jpg` beside `hero.jpg` (any of the formats) is the tall crop of `hero.jpg` (9:16, for a
 * backdrop on phones, decision 003), not a photo of its own. Its widths go up to a 430 px phone at 3x.
 */
export const TALL_MARK = ".tall";
const TALL_MAX_WIDTH = 1290;

/** The photo a file is the tall crop of ("hero.tall.jpg" → "hero.jpg"), among `names`; else undefined. */
export function tallCropOf(name: string, names: readonly string[]): string | undefined {
  const stem = name.slice(0, -extname(name).length);
  if (!stem.endsWith(TALL_MARK)) return undefined;
  const base = stem.slice(0, -TALL_MARK.length);
  return names.find((other) => other !== name && other.slice(0, -extname(other).length) === base);
}

/** The widths a photo `width` px wide is written at. */
export function photoWidths(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  // Its own width, unless a ladder width is within 5% under it.
  return below.length > 0 && below.at(-1)! >= width * 0.95 ? below : [...below, width];
}

/** The folder's pictures as "team/jane.jpg" (always with forward slashes), sorted. */
export function listPhotos(dir = photosDir): string[] {
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      // Hidden files, and the folder's own note.
      if (entry.name.startsWith(".") || entry.name === "README.md") return [];
      const ext = extname(entry.name).toLowerCase();
      if (!PHOTO_EXTENSIONS.includes(ext)) {
        throw new Error(
          `${relative(root, path)}: ${ext || "no extension"} is not a picture format the site takes; save it as JPEG, PNG or WebP`,
        );
      }
      return [relative(dir, path).split(sep).join("/")];
    });
  return walk(dir).sort();
}

/** The list as it was last written (empty when there is none). */
function readIndex(indexFile: string): Record<string, PhotoEntry> {
  if (!existsSync(indexFile)) return {};
  const json = /export const photos = (\{[\s\S]*?\n\}) as const/.exec(readFileSync(indexFile, "utf8"));
  return json ? (JSON.parse(json[1]!) as Record<string, PhotoEntry>) : {};
}

export function renderPhotoIndex(entries: Record<string, PhotoEntry>): string {
  const lines = Object.entries(entries).map(
    ([name, entry]) => `  ${JSON.stringify(name)}: ${JSON.stringify(entry)},`,
  );
  return [
    "// Generated by scripts/photos-plugin.ts from app/assets/images/. Do not edit by hand.",
    'import type { ArtImage } from "./types";',
    "",
    // JSON inside, so that the plugin can read it back.
    `export const photos = {${lines.length > 0 ? `\n${lines.join("\n").replace(/,$/, "")}\n` : "\n"}} as const satisfies Record<string, ArtImage & { hash: string }>;`,
    "",
    "export type PhotoKey = keyof typeof photos;",
    "",
  ].join("\n");
}

/** The public path of a photo's files without width and extension: "photos/team/jane". */
const publicPath = (name: string) => `photos/${name.slice(0, -extname(name).length)}`;

/** The files a photo entry names, in `publicDir`. */
const filesOf = (entry: PhotoEntry, publicDir: string) =>
  [entry, ...(entry.tall ? [entry.tall] : [])].flatMap((files) =>
    files.widths.flatMap((w) => FORMATS.map((format) => join(publicDir, `${files.path}-${w}.${format}`))),
  );

/** A picture file's pixels: turned as the camera says, in sRGB, without alpha (a photo is opaque). */
async function pixelsOf(name: string, bytes: Buffer) {
  try {
    return await sharp(bytes)
      .rotate()
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new Error(`app/assets/images/${name}: not a picture sharp can read (${(error as Error).message})`);
  }
}

/** Encodes one photo, and its tall crop when it has one: its sizes, its list entry. */
async function encode(
  name: string,
  bytes: Buffer,
  hash: string,
  publicDir: string,
  crop?: { name: string; bytes: Buffer },
): Promise<PhotoEntry> {
  const pixels = await pixelsOf(name, bytes);
  const { width, height } = pixels.info;
  let tall: PhotoCrop | undefined;
  if (crop) {
    const cropPixels = await pixelsOf(crop.name, crop.bytes);
    const cropWidths = photoWidths(Math.min(cropPixels.info.width, TALL_MAX_WIDTH));
    tall = {
      path: `${publicPath(name)}-tall`,
      width: cropPixels.info.width,
      height: cropPixels.info.height,
      widths: cropWidths,
    };
    await writeSizes(cropPixels, cropWidths, join(publicDir, tall.path));
  }
  const widths = photoWidths(width);
  const path = publicPath(name);
  await writeSizes(pixels, widths, join(publicDir, path));
  const { channels } = await sharp(pixels.data, { raw: pixels.info }).resize({ width: 48 }).stats();
  const color = `#${channels
    .slice(0, 3)
    .map((c) => Math.round(c.mean).toString(16).padStart(2, "0"))
    .join("")}`;
  return { path, width, height, widths, color, hash, ...(tall ? { tall } : {}) };
}

/**
 * Brings public/photos and the list up to date with the folder; resolves with what it did.
 * Photos whose bytes and files are unchanged are not encoded again.
 */
export async function syncPhotos({
  dir = photosDir,
  publicDir = join(root, "public"),
  indexFile = photoIndexFile,
} = {}): Promise<{ encoded: string[]; removed: string[]; count: number }> {
  const files = listPhotos(dir);
  const crops = new Map(
    files.flatMap((name) => {
      const of = tallCropOf(name, files);
      return of ? [[of, name] as const] : [];
    }),
  );
  const names = files.filter((name) => ![...crops.values()].includes(name));
  const before = readIndex(indexFile);
  const after: Record<string, PhotoEntry> = {};
  const encoded: string[] = [];
  for (const name of names) {
    const bytes = readFileSync(join(dir, name));
    const cropName = crops.get(name);
    const crop = cropName ? { name: cropName, bytes: readFileSync(join(dir, cropName)) } : undefined;
    const hash = createHash("sha256")
      .update(bytes)
      .update(crop?.bytes ?? Buffer.alloc(0))
      .digest("hex")
      .slice(0, 16);
    const known = before[name];
    if (known && known.hash === hash && filesOf(known, publicDir).every((file) => existsSync(file))) {
      after[name] = known;
      continue;
    }
    if (known) for (const file of filesOf(known, publicDir)) rmSync(file, { force: true });
    after[name] = await encode(name, bytes, hash, publicDir, crop);
    encoded.push(name);
  }
  const removed = Object.keys(before).filter((name) => !(name in after));
  for (const name of removed)
    for (const file of filesOf(before[name]!, publicDir)) rmSync(file, { force: true });
  const text = renderPhotoIndex(after);
  if (!existsSync(indexFile) || readFileSync(indexFile, "utf8") !== text) {
    mkdirSync(dirname(indexFile), { recursive: true });
    writeWholeSync(indexFile, text);
  }
  return { encoded, removed, count: names.length };
}

/**
 * Every `img("….jpg", …)` of `app/` names a file of the folder: a missing one is named with the
 * file and line that asks for it. (Posts are checked by their own schema, app/content/post-schema.ts.)
 */
export function checkPhotoReferences(appDir = join(root, "app"), known = new Set(listPhotos())) {
  const problems: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|generated)\.tsx?$/.test(entry.name)) {
        readFileSync(path, "utf8")
          .split("\n")
          .forEach((line, index) => {
            for (const [, name] of line.matchAll(/\bimg\(\s*"([^"]+\.(?:jpe?g|png|webp))"/gi)) {
              if (!known.has(name!))
                problems.push(
                  `${relative(root, path)}:${index + 1}: img("${name}"): there is no app/assets/images/${name}`,
                );
            }
          });
      }
    }
  };
  walk(appDir);
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

/**
 * Brings the photos up to date and checks every name of one in `app/`. Awaited by the Vite configs
 * (vite.config.ts, vitest.config.ts) before anything reads the list.
 */
export async function preparePhotos(): Promise<string[]> {
  const { encoded } = await syncPhotos();
  checkPhotoReferences();
  if (encoded.length > 0) console.log(`photos: encoded ${encoded.join(", ")} (app/assets/images/)`);
  return encoded;
}

/** In the dev server: a photo added, changed or removed, or a content file saved, syncs again. */
export function photosPlugin(): Plugin {
  return {
    name: "doob-photos",
    configureServer(server) {
      const app = join(root, "app");
      const resync = async (path: string) => {
        if (!path.startsWith(photosDir) && !(path.startsWith(app) && /\.tsx?$/.test(path))) return;
        try {
          await syncPhotos();
          checkPhotoReferences();
        } catch (error) {
          server.config.logger.error(String((error as Error).message), { timestamp: true });
          server.ws.send({ type: "error", err: { message: (error as Error).message, stack: "" } });
        }
      };
      if (existsSync(photosDir) && statSync(photosDir).isDirectory()) server.watcher.add(photosDir);
      for (const event of ["add", "change", "unlink"] as const)
        server.watcher.on(event, (path) => void resync(path));
    },
  };
}
