import * as lucide from "lucide-react";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { inlineIconSprite, lucideIcon, symbolMarkup } from "../../../scripts/lib/icon-sprite.mjs";
import { SpriteIcon, iconData, symbolId } from "./sprite-icon";

/** Every .tsx file of app/ (tests aside) with the names it imports from lucide-react. */
function lucideImports(): { file: string; source: string; names: string[] }[] {
  const found: { file: string; source: string; names: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith(".tsx") && !path.endsWith(".test.tsx")) {
        const source = readFileSync(path, "utf8");
        const list = /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/.exec(source)?.[1];
        if (!list) continue;
        const names = list
          .split(",")
          .map((name) => name.replace(/^\s*type\s+/, "").trim())
          .filter((name) => /^[A-Z]\w*$/.test(name));
        found.push({ file: path, source, names });
      }
    }
  };
  walk("app");
  return found;
}

const icons = lucideImports();
const usedNames = [...new Set(icons.flatMap((entry) => entry.names))].filter((name) => name !== "LucideIcon");

describe("SpriteIcon", () => {
  // Tests run in Vite's dev mode; the build renders the pages in production mode.
  afterEach(() => vi.unstubAllEnvs());
  test("reads the name and shapes of every lucide icon the site uses", () => {
    expect(usedNames.length).toBeGreaterThan(20);
    for (const name of usedNames) {
      const data = iconData(lucide[name as keyof typeof lucide] as lucide.LucideIcon);
      expect(data.name, name).toMatch(/^[a-z0-9-]+$/);
      expect(data.node.length, name).toBeGreaterThan(0);
    }
  });

  test("no component draws a lucide icon itself: each goes through the sprite", () => {
    for (const { file, source, names } of icons) {
      for (const name of names) {
        expect(new RegExp(`<${name}[\\s/>]`).test(source), `${file} renders <${name}> directly`).toBe(false);
      }
    }
  });

  test("is a decorative reference to its symbol, with its classes after `icon`", () => {
    vi.stubEnv("DEV", false);
    const html = renderToStaticMarkup(
      <>
        <SpriteIcon icon={lucide.Star} className="size-5 fill-accent" />
        <SpriteIcon icon={lucide.Star} />
      </>,
    );
    expect(html).toBe(
      `<svg aria-hidden="true" class="icon size-5 fill-accent"><use href="#${symbolId("star")}"></use></svg>` +
        `<svg aria-hidden="true" class="icon"><use href="#${symbolId("star")}"></use></svg>`,
    );
  });

  test("the post-build step writes the symbol it references, with the shapes it reads", async () => {
    vi.stubEnv("DEV", false);
    for (const name of ["Star", "CircleAlert", "Clock", "Expand"] as const) {
      const data = iconData(lucide[name]);
      const page = `<html><body>${renderToStaticMarkup(<SpriteIcon icon={lucide[name]} />)}</body></html>`;
      const { html } = await inlineIconSprite(page);
      expect(html).toContain(symbolMarkup(data));
      expect(symbolMarkup(await lucideIcon(data.name))).toBe(symbolMarkup(data));
    }
  });

  test("on the dev server, which writes no sprite, draws its own shapes", () => {
    vi.stubEnv("DEV", true);
    const html = renderToStaticMarkup(<SpriteIcon icon={lucide.Star} className="size-4" />);
    expect(html).toMatch(/^<svg aria-hidden="true" class="icon size-4" viewBox="0 0 24 24"><path /);
    expect(html).not.toContain("<use");
  });

  test("an icon that points somewhere is mirrored right to left; one without a direction is not", () => {
    expect(renderToStaticMarkup(<SpriteIcon icon={lucide.ArrowUpRight} className="size-4" />)).toContain(
      'class="icon rtl:-scale-x-100 size-4"',
    );
    expect(renderToStaticMarkup(<SpriteIcon icon={lucide.ChevronLeft} />)).toContain(
      'class="icon rtl:-scale-x-100"',
    );
    expect(renderToStaticMarkup(<SpriteIcon icon={lucide.Star} />)).toContain('class="icon"');
  });
});
