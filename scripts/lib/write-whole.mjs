/**
 * Writes a generated file so that no reader ever sees part of it: into a file of its own beside it,
 * then renamed over it (a rename replaces a file at once). Every Vite start writes what the content
 * asks for (the posts' index, the photos' sizes and list, the cut font), and `npm test` starts two
 * at once, the typecheck's and the build's (scripts/test.mjs): each leaves the same whole file.
 */
import { renameSync, writeFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const beside = (file) => join(dirname(file), `.${basename(file)}.${process.pid}.part`);

/** Writes `data` to `file` whole. */
export function writeWholeSync(file, data) {
  const part = beside(file);
  writeFileSync(part, data);
  renameSync(part, file);
}

/** Writes `data` to `file` whole, without blocking. */
export async function writeWhole(file, data) {
  const part = beside(file);
  await writeFile(part, data);
  await rename(part, file);
}
