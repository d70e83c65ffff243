/**
 * The brand font cut to what the site writes (decision 018), in the Vite build (vite.config.ts) and
 * the unit tests (vitest.config.ts).
 *
 * Inter's Latin file from Fontsource holds ~48 KB of glyphs, weights and OpenType features the pages
 * never use. When the Vite config is read, this plugin collects every character of the site's source
 * (`app/`: copy, posts, content) and printable ASCII, and writes `app/styles/fonts/`:
 *
 * - `inter.generated.woff2`: Inter with those characters only, weights `weights.min`–`weights.max`
 *   (the axis cut to the range the design uses) and the features `features` lists;
 * - `inter.generated.css`: its `@font-face`, with a `unicode-range` of exactly those characters,
 *   declared last so it is tried first; before it Fontsource's full Latin and Latin Extended faces
 *   (`fullFaces`), for the characters the site does not write itself (a visitor's name typed into a
 *   form), their ranges read from Fontsource's CSS **less the cut's characters**. Were a character
 *   in both, an engine that gave up on the cut (it came too late for `font-display: optional`) would
 *   fetch the 48 KB full file for it, and not draw it either: Chromium did on a busy machine.
 *
 * The files are written only when they change and are not committed (.gitignore): a change of copy
 * that brings a new character is covered by the next build by itself. root.tsx preloads the font.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { writeWholeSync } from "./lib/write-whole.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const sourceDir = join(root, "app");
export const fontDir = join(root, "app/styles/fonts");
export const fontFile = join(fontDir, "inter.generated.woff2");
export const fontCss = join(fontDir, "inter.generated.css");

/** The weights the design uses: `font-normal` (400) to `font-extrabold` (800). */
export const weights = { min: 400, max: 800 };

/**
 * The OpenType features kept: kerning and tabular figures (`tabular-nums`). Inter's contextual
 * forms (`->` drawn as an arrow), ligatures and mark positioning go: the copy writes its arrows and
 * accented letters as characters of their own. 15–16 KB instead of 19.5 KB with them (measured),
 * about the size of the stylesheet, so both arrive together.
 */
export const features = ["kern", "tnum"];

/** Fontsource's full faces, declared before the cut: Latin, then Latin Extended. */
export const fullFaces = ["inter-latin-wght-normal.woff2", "inter-latin-ext-wght-normal.woff2"];
const fontsourceCss = "@fontsource-variable/inter/wght.css";

const sourceFile = /\.(tsx?|mdx|json|css)$/;

/** Every character of the site's sources (written, or escaped as `\u2007`) and printable ASCII, by code point. */
export function siteCharacters(dir = sourceDir): number[] {
  const codes = new Set<number>();
  for (let code = 0x20; code <= 0x7e; code++) codes.add(code);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.includes(".generated."),
  );
  for (const entry of files) {
    const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code >= 0x20) codes.add(code);
    }
    // Characters a script writes by escape: a counter's figure spaces ("\u2007"), a phone number's
    // non-breaking hyphen ("\u2011"). Left out, each would fetch Fontsource's full file to draw.
    for (const [, braced, four] of text.matchAll(/\\u(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4}))/g)) {
      const code = parseInt(braced ?? four!, 16);
      if (code >= 0x20 && code !== 0xfeff) codes.add(code);
    }
  }
  return [...codes].sort((a, b) => a - b);
}

/** Code points as a CSS `unicode-range` value: `U+20-7E, U+A0-FF, U+2019`. */
export function unicodeRange(codes: number[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  const ranges: string[] = [];
  for (let i = 0; i < codes.length;) {
    let end = i;
    while (end + 1 < codes.length && codes[end + 1] === codes[end]! + 1) end++;
    ranges.push(end === i ? `U+${hex(codes[i]!)}` : `U+${hex(codes[i]!)}-${hex(codes[end]!)}`);
    i = end + 1;
  }
  return ranges.join(", ");
}

/** The code points of a CSS `unicode-range` value (`U+0000-00FF, U+0131`; no wildcards). */
export function codePointsOf(range: string): number[] {
  const codes: number[] = [];
  for (const part of range.split(",")) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`font-plugin: cannot read the unicode-range part "${part.trim()}"`);
    const start = parseInt(match[1]!, 16);
    const end = match[2] ? parseInt(match[2], 16) : start;
    for (let code = start; code <= end; code++) codes.push(code);
  }
  return codes;
}

/** The `unicode-range` of each of `fullFaces` in Fontsource's CSS, by file name. */
export function fontsourceRanges(css: string): Map<string, string> {
  const ranges = new Map<string, string>();
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const file = fullFaces.find((name) => face.includes(`/${name}`));
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (file && range) ranges.set(file, range);
  }
  for (const file of fullFaces)
    if (!ranges.has(file)) throw new Error(`font-plugin: no @font-face for ${file} in ${fontsourceCss}`);
  return ranges;
}

const face = (src: string, codes: number[]) => `@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: optional;
  font-weight: ${weights.min} ${weights.max};
  src: url("${src}") format("woff2-variations");
  unicode-range: ${unicodeRange(codes)};
}
`;

/** The faces: Fontsource's full files for what the cut lacks, then the cut (`codes`). */
export function fontFaceCss(codes: number[], ranges: Map<string, string>): string {
  const cut = new Set(codes);
  const full = fullFaces.map((file) =>
    face(
      `@fontsource-variable/inter/files/${file}`,
      codePointsOf(ranges.get(file)!).filter((code) => !cut.has(code)),
    ),
  );
  return `/* Generated by scripts/font-plugin.ts from the characters of app/ (decision 018). Do not edit. */
${full.join("")}${face("./inter.generated.woff2", codes)}`;
}

function writeIfChanged(file: string, data: Buffer | string) {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  if (existsSync(file) && readFileSync(file).equals(bytes)) return false;
  writeWholeSync(file, bytes);
  return true;
}

/** Cuts the font to the site's characters and writes the font and its CSS (when they changed). */
export async function writeSiteFont(): Promise<{ characters: number; bytes: number }> {
  const codes = siteCharacters();
  const resolve = createRequire(import.meta.url).resolve;
  const source = readFileSync(resolve(`@fontsource-variable/inter/files/${fullFaces[0]}`));
  const ranges = fontsourceRanges(readFileSync(resolve(fontsourceCss), "utf8"));
  const font = await subsetFont(source, String.fromCodePoint(...codes), {
    targetFormat: "woff2",
    variationAxes: { wght: weights },
    keepFeatures: features,
  });
  mkdirSync(fontDir, { recursive: true });
  writeIfChanged(fontFile, font);
  writeIfChanged(fontCss, fontFaceCss(codes, ranges));
  return { characters: codes.length, bytes: font.length };
}

export function fontPlugin(): Plugin {
  return {
    name: "doob-font",
    // Before anything resolves app.css or root.tsx, which import the files.
    async config() {
      await writeSiteFont();
    },
  };
}
