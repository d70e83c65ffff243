/**
 * The site's fonts, cut to what the site writes (decision 018), with their metric-matched fallbacks
 * (decision 004), in the Vite build (vite.config.ts) and the unit tests (vitest.config.ts). Any
 * Fontsource variable family, named in one place:
 *
 * - **the brand font** is the first family of the last `--font-sans` of app/styles/app.css
 *   (`"Inter Variable"`, a Fontsource variable family as its CSS names it; the package is
 *   `@fontsource-variable/inter`); its second family is its fallback, `"Inter Fallback"`, written here;
 * - **the customizer's fonts** are `lookFonts` in app/content/settings.ts, the same way.
 *
 * When the Vite config is read, this plugin collects every character of the site's source (`app/`:
 * copy, posts, content) and printable ASCII, and writes `app/styles/fonts/`:
 *
 * - `brand-<id>.generated.woff2` and `look-<id>.generated.woff2`: each family with those characters
 *   only (those its Latin file has), weights `weights.min`–`weights.max` (within the family's own
 *   range) and the features `features` lists;
 * - `fonts.generated.css` (imported by app.css): for the brand, Fontsource's full Latin and Latin
 *   Extended faces (for what the cut lacks: a visitor's name typed into a form), their ranges read
 *   from Fontsource's CSS **less the cut's characters** (were a character in both, an engine that
 *   gave up on the cut would fetch the full file for it, and not draw it either), then the cut,
 *   declared last so it is tried first (`font-display: optional`; the build embeds it in every page,
 *   scripts/lib/critical-css.mjs). For each customizer font its cut, `font-display: swap` (fetched
 *   only by a page shown in it) and the rule `:root[data-font="<id>"]` that sets `--font-sans`. For
 *   every family its fallback (`fallbackFaces`): a local Arial (a sans-serif family) or Times New
 *   Roman (a serif one), a face per weight the design uses, sized so that the site's own copy takes
 *   the room the family takes, with the family's line box;
 * - `fonts.generated.json`: each family's characters that neither of its Latin files has, which
 *   `npm run validate` reports with the pages that use them (drawn in the fallback).
 *
 * The files are written only when they change and are not committed (.gitignore): a change of copy
 * that brings a new character, or of family, is covered by the next build by itself.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { lookFonts } from "../app/content/settings.ts";
import { fontDir, fontReport } from "./lib/font-glyphs.mjs";
import { writeWholeSync } from "./lib/write-whole.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const sourceDir = join(root, "app");
const contentDir = join(root, "app/content");
export const appCss = join(root, "app/styles/app.css");
export const fontCss = join(fontDir, "fonts.generated.css");
const resolve = createRequire(import.meta.url).resolve;

/** The weights the design uses: `font-normal` (400) to `font-extrabold` (800). */
export const weights = { min: 400, max: 800 };

/**
 * The OpenType features kept: kerning and tabular figures (`tabular-nums`). Contextual forms (Inter's
 * `->` drawn as an arrow), ligatures and mark positioning go: the copy writes its arrows and accented
 * letters as characters of their own. Inter's cut is 15–16 KB instead of 19.5 KB with them
 * (measured), about the size of the stylesheet, so both arrive together.
 */
export const features = ["kern", "tnum"];

/**
 * The fallback's faces: each weight the design uses, and the weights each face stands for (a single
 * `local()` face counts as weight 400 only: Firefox then drew every bold heading in the regular face).
 * Arial Bold (Times New Roman Bold) is the local face from 600 on, sized against the family at that
 * weight (decision 004).
 */
export const fallbackWeights = [
  { weight: 400, range: "100 400" },
  { weight: 500, range: "500" },
  { weight: 600, range: "600" },
  { weight: 700, range: "700" },
  { weight: 800, range: "800 900" },
] as const;

/**
 * The local faces a fallback is drawn in, and the Fontsource files with their metrics (Arimo and
 * Tinos are metric-compatible with Arial and Times New Roman, as Liberation Sans and Serif are).
 */
const localFaces = {
  "sans-serif": {
    regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
    files: [
      "@fontsource/arimo/files/arimo-latin-400-normal.woff2",
      "@fontsource/arimo/files/arimo-latin-700-normal.woff2",
    ],
    generic: "ui-sans-serif, system-ui, sans-serif",
  },
  serif: {
    regular: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
    bold: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold"],
    files: [
      "@fontsource/tinos/files/tinos-latin-400-normal.woff2",
      "@fontsource/tinos/files/tinos-latin-700-normal.woff2",
    ],
    generic: "ui-serif, Georgia, serif",
  },
} as const;
type Kind = keyof typeof localFaces;

const sourceFile = /\.(tsx?|mdx|json|css)$/;
const sourceFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) =>
      entry.isFile() &&
      sourceFile.test(entry.name) &&
      !entry.name.includes(".generated.") &&
      !entry.name.includes(".test."),
  );

/**
 * Every character of the site's sources (written, or escaped as `\u2060`; not its tests, which no page
 * shows) and printable ASCII, by code point.
 */
export function siteCharacters(dir = sourceDir): number[] {
  const codes = new Set<number>();
  for (let code = 0x20; code <= 0x7e; code++) codes.add(code);
  for (const entry of sourceFiles(dir)) {
    const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code >= 0x20) codes.add(code);
    }
    // Characters a script writes by escape: a phone number's word joiners ("\u2060"). Left out,
    // each would fetch Fontsource's full file to draw.
    for (const [, braced, four] of text.matchAll(/\\u(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4}))/g)) {
      const code = parseInt(braced ?? four!, 16);
      if (code >= 0x20 && code !== 0xfeff) codes.add(code);
    }
  }
  return [...codes].sort((a, b) => a - b);
}

/**
 * The site's copy as lines of text, to weigh a fallback's size by (decision 004): the strings of
 * the content files that hold words (a letter, a space, a letter) and the lines of its posts.
 */
export function siteText(dir = contentDir): string[] {
  const lines: string[] = [];
  for (const entry of sourceFiles(dir)) {
    const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
    if (entry.name.endsWith(".mdx")) lines.push(...text.split(/\n+/).filter((line) => line.trim()));
    else
      for (const [, string] of text.matchAll(/"((?:[^"\\\n]|\\.)*)"/g))
        if (/\p{L} \p{L}/u.test(string!)) lines.push(string!);
  }
  return lines;
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

/** The families of a CSS `font-family` list, unquoted: `"Inter Variable", ui-sans-serif` → both names. */
export function familyList(value: string): string[] {
  return [...value.matchAll(/\s*(?:"([^"]*)"|'([^']*)'|([^,]+?))\s*(?:,|$)/g)]
    .map(([, double, single, bare]) => (double ?? single ?? bare ?? "").trim())
    .filter(Boolean);
}

/** A family as a Fontsource variable package and the names the build gives it. */
export type Family = {
  /** As its CSS names it: "Fraunces Variable". */
  family: string;
  /** Fontsource's id: "fraunces". */
  id: string;
  /** `@fontsource-variable/fraunces`. */
  pkg: string;
  /** "Fraunces Fallback". */
  fallback: string;
};

/** A Fontsource variable family by its CSS name ("Fraunces Variable"); `where` names who named it. */
export function familyOf(family: string, where: string): Family {
  const name = /^(.+) Variable$/.exec(family)?.[1];
  const id = name?.toLowerCase().replace(/\s+/g, "-");
  if (!name || !id || !/^[a-z0-9-]+$/.test(id))
    throw new Error(
      `font-plugin: ${where} names the family "${family}": the build takes a Fontsource variable family as its CSS ` +
        `names it, "<Name> Variable" (for example "Fraunces Variable", package @fontsource-variable/fraunces).`,
    );
  return { family, id, pkg: `@fontsource-variable/${id}`, fallback: `${name} Fallback` };
}

/**
 * The brand font: the first family of the last `--font-sans` of app.css (the one the cascade keeps:
 * a theme file pasted at the end wins over the `@theme` block), whose second family must be its
 * fallback, as the build names it.
 */
export function brandFamily(css: string, file = "app/styles/app.css"): Family {
  const declarations = [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/--font-sans:\s*([^;]+);/g)];
  const value = declarations.at(-1)?.[1];
  if (!value)
    throw new Error(`font-plugin: ${file} sets no --font-sans (the brand font: docs/customize.md, Font)`);
  const [first, second] = familyList(value);
  const brand = familyOf(first ?? "", `--font-sans in ${file}`);
  if (second !== brand.fallback)
    throw new Error(
      `font-plugin: --font-sans in ${file} is ${value.trim()}: its second family must be "${brand.fallback}", ` +
        `the metric-matched fallback the build writes for "${brand.family}" (docs/customize.md, Font).`,
    );
  return brand;
}

/** The `--font-sans` value of a family, with its fallback and the generic families of its kind. */
export function fontStack(family: Family, kind: Kind): string {
  return `"${family.family}", "${family.fallback}", ${localFaces[kind].generic}`;
}

/** A family's files and faces as Fontsource's package has them. */
type Package = {
  /** serif or sans-serif (Fontsource's category; any other kind falls back like a sans-serif). */
  kind: Kind;
  /** The weight axis of its files. */
  axis: { min: number; max: number };
  /** Its Latin and Latin Extended files, by name, with their `unicode-range`. */
  faces: { file: string; range: string }[];
};

/** Reads a family's package: `wght.css` (its faces) and `metadata.json` (its kind). */
export function readPackage(family: Family, where: string): Package {
  let css: string;
  let metadata: { category?: string };
  try {
    css = readFileSync(resolve(`${family.pkg}/wght.css`), "utf8");
    metadata = JSON.parse(readFileSync(resolve(`${family.pkg}/metadata.json`), "utf8"));
  } catch {
    throw new Error(
      `font-plugin: ${where} names "${family.family}", but ${family.pkg} is not installed: npm install ${family.pkg}`,
    );
  }
  return {
    ...fontsourceFaces(css, family, where),
    kind: metadata.category === "serif" ? "serif" : "sans-serif",
  };
}

/** The Latin and Latin Extended faces of Fontsource's `wght.css` and their weight axis. */
export function fontsourceFaces(css: string, family: Family, where: string): Omit<Package, "kind"> {
  const faces: { file: string; range: string }[] = [];
  let axis: { min: number; max: number } | undefined;
  for (const subset of ["latin", "latin-ext"]) {
    const file = `${family.id}-${subset}-wght-normal.woff2`;
    const face = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)]
      .map(([rule]) => rule)
      .find((rule) => rule.includes(`/${file}`));
    const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    const weight = face && /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(face);
    if (!face || !range) {
      if (subset === "latin")
        throw new Error(
          `font-plugin: ${where} names "${family.family}": no @font-face for ${file} in ${family.pkg}/wght.css`,
        );
      continue;
    }
    if (weight) axis ??= { min: Number(weight[1]), max: Number(weight[2]) };
    faces.push({ file, range });
  }
  if (!axis)
    throw new Error(
      `font-plugin: ${family.pkg}/wght.css: no weight range (font-weight: 100 900) in its Latin face`,
    );
  return { faces, axis };
}

/** The weights a family is cut to: the design's, within its own axis. */
export const cutWeights = (axis: { min: number; max: number }) => ({
  min: Math.max(weights.min, axis.min),
  max: Math.min(weights.max, axis.max),
});

type Face = {
  family: string;
  display: "optional" | "swap";
  weights: { min: number; max: number };
  src: string;
  codes: number[];
};
const face = ({ family, display, weights, src, codes }: Face) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: ${display};
  font-weight: ${weights.min} ${weights.max};
  src: url("${src}") format("woff2-variations");
  unicode-range: ${unicodeRange(codes)};
}
`;

/**
 * The brand's faces: Fontsource's full files for what the cut lacks, then the cut (`codes`, in
 * `src`). The full files' ranges leave out the cut's characters and those none of the family's files
 * has (`unreachable`): a page with one would fetch a full file that cannot draw it either.
 */
export function brandFaceCss(
  family: Family,
  pkg: Omit<Package, "kind">,
  codes: number[],
  unreachable: number[],
  src: string,
): string {
  const cut = new Set([...codes, ...unreachable]);
  const weightRange = cutWeights(pkg.axis);
  const full = pkg.faces.map(({ file, range }) =>
    face({
      family: family.family,
      display: "optional",
      weights: weightRange,
      src: `${family.pkg}/files/${file}`,
      codes: codePointsOf(range).filter((code) => !cut.has(code)),
    }),
  );
  return (
    full.join("") + face({ family: family.family, display: "optional", weights: weightRange, src, codes })
  );
}

/** The size and line box of one fallback face, as percentages. */
export type FallbackMetrics = { size: number; ascent: number; descent: number; lineGap: number };

/** A font's line box as the engines read it: the typographic metrics if it asks for them, else hhea's. */
function lineBox(font: fontkit.Font) {
  const os2 = (
    font as unknown as {
      "OS/2"?: {
        fsSelection?: { useTypoMetrics?: boolean };
        typoAscender: number;
        typoDescender: number;
        typoLineGap: number;
      };
    }
  )["OS/2"];
  if (os2?.fsSelection?.useTypoMetrics)
    return { ascent: os2.typoAscender, descent: -os2.typoDescender, lineGap: os2.typoLineGap };
  return { ascent: font.ascent, descent: -font.descent, lineGap: font.lineGap };
}

/** How often each character is in `lines`. */
function frequencies(lines: string[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const line of lines)
    for (const char of line) counts.set(char.codePointAt(0)!, (counts.get(char.codePointAt(0)!) ?? 0) + 1);
  return counts;
}

/**
 * How wide text of those character counts is in `font`, in ems: the sum of the advances (kerning
 * left out: with it the sizes came out the same to 0.01%).
 */
const widthOf = (font: fontkit.Font, counts: Map<number, number>) => {
  let width = 0;
  for (const [code, count] of counts) width += count * font.glyphForCodePoint(code).advanceWidth;
  return width / font.unitsPerEm;
};

const fontOf = (data: Buffer | Uint8Array) => fontkit.create(Buffer.from(data)) as fontkit.Font;

/**
 * The fallback's metrics at each of `fallbackWeights` (decision 004): the local face's size is the
 * family's width over its own on `lines` (the site's copy), and the line box is the family's divided
 * by that size, so every face keeps the family's line height.
 */
export async function fallbackMetrics(
  source: Buffer,
  axis: { min: number; max: number },
  kind: Kind,
  lines: string[],
): Promise<FallbackMetrics[]> {
  const counts = frequencies(lines);
  const text = String.fromCodePoint(...counts.keys()) || " ";
  const [regular, bold] = localFaces[kind].files.map((file) => fontOf(readFileSync(resolve(file))));
  const metrics: FallbackMetrics[] = [];
  for (const { weight } of fallbackWeights) {
    const at = Math.min(axis.max, Math.max(axis.min, weight));
    const instance = fontOf(
      await subsetFont(source, text, { targetFormat: "sfnt", variationAxes: { wght: at } }),
    );
    const local = weight >= 600 ? bold! : regular!;
    const size = widthOf(instance, counts) / widthOf(local, counts);
    const box = lineBox(instance);
    const share = (units: number) => (units / instance.unitsPerEm / size) * 100;
    metrics.push({
      size: size * 100,
      ascent: share(box.ascent),
      descent: share(box.descent),
      lineGap: share(box.lineGap),
    });
  }
  return metrics;
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** The fallback's faces of a family (see `fallbackMetrics`). */
export function fallbackFaceCss(family: Family, kind: Kind, metrics: FallbackMetrics[]): string {
  const locals = (names: readonly string[]) => names.map((name) => `local("${name}")`).join(", ");
  return fallbackWeights
    .map(
      ({ weight, range }, index) => `@font-face {
  font-family: "${family.fallback}";
  font-weight: ${range};
  src: ${locals(weight >= 600 ? localFaces[kind].bold : localFaces[kind].regular)};
  size-adjust: ${percent(metrics[index]!.size)};
  ascent-override: ${percent(metrics[index]!.ascent)};
  descent-override: ${percent(metrics[index]!.descent)};
  line-gap-override: ${percent(metrics[index]!.lineGap)};
}
`,
    )
    .join("");
}

function writeIfChanged(file: string, data: Buffer | string) {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  if (existsSync(file) && readFileSync(file).equals(bytes)) return false;
  writeWholeSync(file, bytes);
  return true;
}

/** The code points a font has, of `codes`. */
const codesIn = (font: fontkit.Font, codes: number[]) =>
  codes.filter((code) => font.hasGlyphForCodePoint(code));

/** One family cut: its file, the characters it holds, those it lacks and its fallback's metrics. */
type Cut = {
  file: string;
  family: Family;
  pkg: Package;
  codes: number[];
  missing: number[];
  /** `missing` and the characters no font draws: in none of the family's faces' ranges. */
  unreachable: number[];
  metrics: FallbackMetrics[];
};

/**
 * Cuts a family to `codes` (those its Latin file has) and measures its fallback. What it lacks is
 * what neither its cut nor, where `full` (the brand's faces), its Latin Extended file has. The
 * fallback's metrics are kept in `cache` by what they are computed from (the font and the copy).
 */
async function cutFamily(
  family: Family,
  where: string,
  file: string,
  full: boolean,
  codes: number[],
  lines: string[],
  cache: Record<string, FallbackMetrics[]>,
): Promise<Cut & { font: Buffer; key: string }> {
  const pkg = readPackage(family, where);
  const [latin, ...rest] = pkg.faces.map(({ file: name }) =>
    readFileSync(resolve(`${family.pkg}/files/${name}`)),
  );
  const latinFont = fontOf(latin!);
  const held = codesIn(latinFont, codes);
  const inCut = new Set(held);
  const elsewhere = new Set(full ? rest.flatMap((data) => codesIn(fontOf(data), codes)) : []);
  // What none of its files has; a character no font draws (a word joiner) is missing from none.
  const unreachable = codes.filter((code) => !inCut.has(code) && !elsewhere.has(code));
  const missing = unreachable.filter(
    (code) => !/\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(code)),
  );
  const range = cutWeights(pkg.axis);
  const font = Buffer.from(
    await subsetFont(latin!, String.fromCodePoint(...held), {
      targetFormat: "woff2",
      variationAxes: { wght: range },
      keepFeatures: features,
    }),
  );
  const key = createHash("sha256")
    .update(latin!)
    .update(pkg.kind)
    .update(JSON.stringify(pkg.axis))
    .update(lines.join("\n"))
    .digest("hex")
    .slice(0, 16);
  const metrics = cache[key] ?? (await fallbackMetrics(latin!, pkg.axis, pkg.kind, lines));
  return { file, family, pkg, codes: held, missing, unreachable, metrics, font, key };
}

/** What `writeSiteFont` returns: the brand cut's characters and bytes, and the characters missing. */
type FontSummary = { characters: number; bytes: number; missing: number };

/** What `fonts.generated.json` holds: each family's missing characters and its fallback's metrics by key. */
export type FontReport = {
  /** Each family: its role, its cut's size in bytes and the characters it lacks. */
  families: { family: string; role: string; bytes: number; missing: number[] }[];
  metrics: Record<string, FallbackMetrics[]>;
  /** The hash of what the files were made from (`fontInputs`), the fonts written, and the summary. */
  inputs: string;
  files: string[];
  summary: FontSummary;
};

/**
 * A hash of everything the fonts are made from: the characters and copy, the families, this file
 * (its weights, features and code) and the font packages' versions.
 */
export function fontInputs(codes: number[], lines: string[], families: Family[]): string {
  const hash = createHash("sha256").update(JSON.stringify({ codes, lines, families }));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  const packages = [...families.map((family) => family.pkg), "@fontsource/arimo", "@fontsource/tinos"];
  for (const pkg of packages) {
    const manifest = join(root, "node_modules", pkg, "package.json");
    hash.update(existsSync(manifest) ? readFileSync(manifest) : pkg);
  }
  return hash.digest("hex").slice(0, 16);
}

function readReport(): FontReport | undefined {
  try {
    return JSON.parse(readFileSync(fontReport, "utf8")) as FontReport;
  } catch {
    return undefined;
  }
}

/**
 * Cuts the brand font and the customizer's fonts to the site's characters and writes the fonts,
 * their CSS and the report (when they changed). Made from the same inputs as the files there (the
 * report's `inputs`), it leaves them as they are: Vite reads its config several times a build.
 */
export async function writeSiteFont(): Promise<FontSummary> {
  const codes = siteCharacters();
  const lines = siteText();
  const previous = readReport();
  const cache = previous?.metrics ?? {};
  const brand = brandFamily(readFileSync(appCss, "utf8"));
  const inputs = fontInputs(codes, lines, [
    brand,
    ...lookFonts.map(({ id, family }) => familyOf(family, `lookFonts in app/content/settings.ts (${id})`)),
  ]);
  if (
    previous?.inputs === inputs &&
    existsSync(fontCss) &&
    previous.files.every((file) => existsSync(join(fontDir, file)))
  )
    return previous.summary;
  const cuts = [
    await cutFamily(
      brand,
      "--font-sans in app/styles/app.css",
      `brand-${brand.id}.generated.woff2`,
      true,
      codes,
      lines,
      cache,
    ),
  ];
  const looks: { id: string; cut: (typeof cuts)[number] | null }[] = [];
  for (const { id, family } of lookFonts) {
    const look = familyOf(family, `lookFonts in app/content/settings.ts (${id})`);
    // The brand's own family needs no second copy: the look shows the site's own.
    if (look.family === brand.family) looks.push({ id, cut: null });
    else {
      const cut = await cutFamily(
        look,
        `lookFonts in app/content/settings.ts (${id})`,
        `look-${look.id}.generated.woff2`,
        false,
        codes,
        lines,
        cache,
      );
      cuts.push(cut);
      looks.push({ id, cut });
    }
  }
  const [brandCut] = cuts;
  let css = `/* Generated by scripts/font-plugin.ts from app/styles/app.css, lookFonts and the characters of app/ (decisions 004, 018). Do not edit. */\n`;
  css += fallbackFaceCss(brand, brandCut!.pkg.kind, brandCut!.metrics);
  css += brandFaceCss(brand, brandCut!.pkg, brandCut!.codes, brandCut!.unreachable, `./${brandCut!.file}`);
  for (const { id, cut } of looks) {
    if (!cut) continue;
    css += fallbackFaceCss(cut.family, cut.pkg.kind, cut.metrics);
    css += face({
      family: cut.family.family,
      display: "swap",
      weights: cutWeights(cut.pkg.axis),
      src: `./${cut.file}`,
      codes: cut.codes,
    });
    css += `:root[data-font="${id}"] {\n  --font-sans: ${fontStack(cut.family, cut.pkg.kind)};\n}\n`;
  }
  mkdirSync(fontDir, { recursive: true });
  // Files of a family no longer named go.
  const kept = new Set(cuts.map((cut) => cut.file));
  for (const name of readdirSync(fontDir))
    if (/\.generated\.woff2$/.test(name) && !kept.has(name)) rmSync(join(fontDir, name));
  for (const cut of cuts) writeIfChanged(join(fontDir, cut.file), cut.font);
  writeIfChanged(fontCss, css);
  const report: FontReport = {
    families: cuts.map((cut, index) => ({
      family: cut.family.family,
      role:
        index === 0
          ? "the brand font, --font-sans in app/styles/app.css"
          : `the customizer's ${looks.find((look) => look.cut === cut)!.id}, lookFonts in app/content/settings.ts`,
      bytes: cut.font.length,
      missing: cut.missing,
    })),
    metrics: Object.fromEntries(cuts.map((cut) => [cut.key, cut.metrics])),
    inputs,
    files: cuts.map((cut) => cut.file),
    summary: {
      characters: brandCut!.codes.length,
      bytes: brandCut!.font.length,
      missing: cuts.reduce((sum, cut) => sum + cut.missing.length, 0),
    },
  };
  writeIfChanged(fontReport, `${JSON.stringify(report, null, 2)}\n`);
  return report.summary;
}

export function fontPlugin(): Plugin {
  return {
    name: "doob-font",
    // Before anything resolves app.css, which imports the files.
    async config() {
      await writeSiteFont();
    },
  };
}
