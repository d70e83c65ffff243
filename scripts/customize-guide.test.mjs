/**
 * The buyer's guide (docs/customize.md) sends a buyer to files by its tables: "to change this, edit
 * that file (these names in it)". Every file a table names exists, and every name it gives for a
 * file is in that file, so a renamed setting or a moved file fails here rather than in a buyer's
 * hands. In a cell, a backticked path names a file (`<name>` stands for any file name); a backticked
 * name belongs to the path it is said to be in ("`name` in `path`"), else to the path before it in
 * the cell, else to the first one, and must be in that file's code (a comment does not count).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..");
const guide = "docs/customize.md";

/** The rows of every table of a Markdown text, as [line number, cells]. */
export function tableRows(markdown) {
  return markdown.split("\n").flatMap((line, index) => {
    if (!line.startsWith("|") || /^\|[\s|:-]+\|$/.test(line)) return [];
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    return [[index + 1, cells]];
  });
}

const isPath = (code) => /^[\w.-]+(\/[\w.<>-]+)+$/.test(code);

/** The files a cell names, each with the names the cell gives for it. */
export function references(cell) {
  const codes = [...cell.matchAll(/`([^`]+)`/g)].map((match) => ({
    code: match[1],
    // "`accents` in `app/…/chrome-handle.ts`": the name belongs to the path it is said to be in.
    inNext: /^ in `([^`]+)`/.exec(cell.slice(match.index + match[0].length))?.[1],
  }));
  const paths = new Set(codes.map(({ code }) => code).filter(isPath));
  const files = [...paths].map((path) => ({ path, names: [] }));
  let previous;
  for (const { code, inNext } of codes) {
    if (isPath(code)) {
      previous = files.find((file) => file.path === code);
      continue;
    }
    const owner =
      (inNext && isPath(inNext) && files.find((file) => file.path === inNext)) || previous || files[0];
    owner?.names.push(code);
  }
  return files;
}

/** A file's text without its comments, for a script or style file; as it is otherwise. */
function codeOf(file) {
  const text = readFileSync(join(root, file), "utf8");
  if (!/\.(m?[jt]sx?|css)$/.test(file)) return text;
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Whether `name` is in `code`: as a whole word when it is one, its parts around "…" otherwise. */
function mentions(code, name) {
  if (/^[\w$]+$/.test(name))
    return new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`).test(code);
  return name.split("…").every((part) => code.includes(part));
}

/** The files a path stands for: itself, or for `dir/<name>.ext` every `.ext` file of `dir`. */
function filesOf(path) {
  if (!path.includes("<")) return existsSync(join(root, path)) ? [path] : [];
  const dir = dirname(path);
  const ending = path.slice(path.lastIndexOf(">") + 1);
  if (dir.includes("<") || !existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((file) => file.endsWith(ending))
    .map((file) => `${dir}/${file}`);
}

describe(`the tables of ${guide}`, () => {
  const rows = tableRows(readFileSync(join(root, guide), "utf8"));

  test("are found", () => {
    expect(rows.length).toBeGreaterThan(15);
  });

  test("name files that exist, and names those files contain", () => {
    const problems = rows.flatMap(([line, [what, ...cells]]) =>
      cells.flatMap((cell) =>
        references(cell).flatMap(({ path, names }) => {
          const files = filesOf(path);
          if (files.length === 0) return [`${guide}:${line} (${what}): \`${path}\` does not exist`];
          const code = codeOf(files[0]);
          return names
            .filter((name) => !mentions(code, name))
            .map((name) => `${guide}:${line} (${what}): \`${files[0]}\` has no \`${name}\``);
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  test("a row that names a missing file or a missing name is reported", () => {
    expect(references("`app/content/pricing.ts` (`currency`, `billingPeriod`)")).toEqual([
      { path: "app/content/pricing.ts", names: ["currency", "billingPeriod"] },
    ]);
    expect(
      references("a section's `billingSwitch` (`app/a.ts`); `app/b.ts` (`x`), `y` in `app/a.ts`"),
    ).toEqual([
      { path: "app/a.ts", names: ["billingSwitch", "y"] },
      { path: "app/b.ts", names: ["x"] },
    ]);
    // The row that once sent a buyer to fields pricing.ts does not have: its comments mention a currency.
    expect(mentions(codeOf("app/content/pricing.ts"), "currency")).toBe(false);
    expect(mentions(codeOf("app/content/settings.ts"), "priceFormat")).toBe(true);
    expect(filesOf("app/content/no-such-file.ts")).toEqual([]);
    expect(filesOf("app/content/posts/<slug>.mdx").length).toBeGreaterThan(0);
  });
});
