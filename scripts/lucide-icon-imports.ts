import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * lucide-react's own table of its icons: every name it exports (`Star`, `StarIcon`, `LucideStar`,
 * and the old names it keeps as aliases) → the icon's file (`star`), read from the package's ES
 * module entry, whose lines are `export { default as Star, … } from './icons/star.mjs';`.
 */
export function lucideIconFiles(entry = lucideEntry()): Map<string, string> {
  const files = new Map<string, string>();
  const line = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g;
  for (const [, names = "", file = ""] of readFileSync(entry, "utf8").matchAll(line)) {
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  if (files.size === 0) throw new Error(`lucide-icon-imports: no icon exports found in ${entry}`);
  return files;
}

function lucideEntry(): string {
  const require = createRequire(import.meta.url);
  return require.resolve("lucide-react/package.json").replace(/package\.json$/, "dist/esm/lucide-react.mjs");
}

const namedImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * `import { Star, ArrowUp as Up } from "lucide-react"` → one import per icon from its own module
 * (`import Star from "lucide-react/icons/star"`, the path the package exports for it). Names that
 * are not icons stay imported from the package. Returns null when the code has nothing to change.
 */
export function directIconImports(code: string, files: Map<string, string>): string | null {
  let changed = false;
  const out = code.replace(namedImport, (statement, list: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    const specifiers = list.split(",").map((s) => s.trim());
    for (const specifier of specifiers.filter(Boolean)) {
      const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from "lucide-react/icons/${file}";`);
      else rest.push(specifier);
    }
    if (direct.length === 0) return statement;
    changed = true;
    const imports = [
      ...direct,
      ...(rest.length ? [`import { ${rest.join(", ")} } from "lucide-react";`] : []),
    ];
    // The same number of lines, so that source maps and error positions below stay right.
    return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
  return changed ? out : null;
}

/**
 * Icons are imported from lucide-react's package entry, as its documentation shows; this plugin
 * makes each such import point at the icon's own module (decision 020). Through the entry, which
 * re-exports all ~1,700 icons, every icon became a dependency of any module that imports one: the
 * `site` chunk (what root.tsx and the layout import, see chunk-groups.ts) then took every icon any
 * page uses, on every page. One line of code per import changes, nothing else.
 */
export function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "doob:lucide-icon-imports",
    transform: {
      filter: { id: { include: /[\\/]app[\\/][^?]*\.(tsx?|mdx)(\?|$)/ }, code: { include: /lucide-react/ } },
      handler(code) {
        files ??= lucideIconFiles();
        const out = directIconImports(code, files);
        return out === null ? undefined : { code: out, map: null };
      },
    },
  };
}
