/**
 * The settings module tells the truth: every constant it exports is imported by the code
 * it governs (tests do not count), and every key of those constants is read somewhere
 * outside the module, or handed whole to the library that reads it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import * as settings from "./settings";

const appDir = join(process.cwd(), "app");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const settingsFile = join(appDir, "content", "settings.ts");
const files = sources(appDir).filter((file) => file !== settingsFile);
const code = new Map(files.map((file) => [relative(appDir, file), readFileSync(file, "utf8")]));

/** The names each file imports from the settings module. */
const imported = new Map<string, Set<string>>();
for (const [file, text] of code) {
  for (const match of text.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']~\/content\/settings["']/g,
  )) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) imported.set(name, (imported.get(name) ?? new Set()).add(file));
    }
  }
}

/**
 * Objects handed whole to the code that reads them, whose keys are therefore not written
 * `name.key`: PhotoSwipe's options (spread into it), the reveal observer (passed to
 * onEntrance, which takes its threshold and rootMargin), the price format (taken
 * apart by formatPrice) and the customizer's fonts (a list, mapped by its readers).
 */
const handedWhole = new Set(["lightboxOptions", "revealObserver", "priceFormat", "lookFonts"]);

const values = Object.entries(settings).filter(([, value]) => typeof value !== "function");

describe("the settings module", () => {
  test.each(Object.keys(settings))("%s is imported by the code", (name) => {
    expect(
      [...(imported.get(name) ?? [])],
      `${name} is exported by settings.ts but imported nowhere`,
    ).not.toEqual([]);
  });

  test.each(values.filter(([name]) => !handedWhole.has(name)))("every key of %s is read", (name, value) => {
    const readers = [...(imported.get(name) ?? [])].map((file) => code.get(file) ?? "");
    // Keys are read in the importing files as `name.key`, or by the settings module itself.
    const own = readFileSync(settingsFile, "utf8");
    if (typeof value !== "object" || value === null) return;
    for (const key of Object.keys(value)) {
      const read = new RegExp(`\\b${name}\\.${key}\\b|\\b${name}\\[`);
      const readInside = new RegExp(`\\b${name}\\.${key}\\b`).test(own);
      expect(readers.some((text) => read.test(text)) || readInside, `${name}.${key} is read nowhere`).toBe(
        true,
      );
    }
  });
});
