// @vitest-environment node
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { directIconImports, lucideIconFiles } from "./lucide-icon-imports.ts";

const files = lucideIconFiles();
const require = createRequire(import.meta.url);

describe("each lucide icon imported from its own module", () => {
  it("reads the icon table, aliases included, from lucide-react's entry", () => {
    expect(files.get("Star")).toBe("star");
    expect(files.get("StarIcon")).toBe("star");
    expect(files.get("LucideArrowUpRight")).toBe("arrow-up-right");
    expect(files.size).toBeGreaterThan(1000);
    expect(files.has("createLucideIcon")).toBe(false);
  });

  it("points every name at a module the package exports", () => {
    for (const file of new Set(files.values())) {
      expect(existsSync(require.resolve(`lucide-react/icons/${file}`)), file).toBe(true);
    }
  });

  it("rewrites named imports, keeps local names, lines and what is not an icon", () => {
    const code = [
      'import { useState } from "react";',
      "import {",
      "  ArrowUp,",
      "  Star as Rating,",
      "  createLucideIcon,",
      '} from "lucide-react";',
      "const x = 1;",
    ].join("\n");
    const out = directIconImports(code, files);
    expect(out).toBe(
      [
        'import { useState } from "react";',
        'import ArrowUp from "lucide-react/icons/arrow-up"; import Rating from "lucide-react/icons/star"; import { createLucideIcon } from "lucide-react";',
        "",
        "",
        "",
        "",
        "const x = 1;",
      ].join("\n"),
    );
  });

  it("leaves code without icon imports alone", () => {
    expect(directIconImports('import { createLucideIcon } from "lucide-react";', files)).toBeNull();
    expect(directIconImports('import type { LucideIcon } from "lucide-react";', files)).toBeNull();
    expect(directIconImports('import { Star } from "./lucide-react";', files)).toBeNull();
  });
});
