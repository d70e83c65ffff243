// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import * as lucide from "lucide-react";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { symbolMarkup } from "../../../scripts/lib/icon-sprite.mjs";
import { SPRITE_ID, SpriteIcon, ensureSymbol, iconData, symbolId } from "./sprite-icon";

afterEach(() => {
  cleanup();
  document.getElementById(SPRITE_ID)?.remove();
});

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

  test("is a decorative reference to its symbol, which it adds to the page's sprite once", () => {
    const { container } = render(
      <>
        <SpriteIcon icon={lucide.Star} className="size-5 fill-accent" />
        <SpriteIcon icon={lucide.Star} />
        <SpriteIcon icon={lucide.ChevronDown} />
      </>,
    );
    const [first, second] = Array.from(container.querySelectorAll("svg"));
    expect(first!.getAttribute("aria-hidden")).toBe("true");
    expect(first!.getAttribute("class")).toBe("icon size-5 fill-accent");
    expect(second!.getAttribute("class")).toBe("icon");
    expect(first!.querySelector("use")!.getAttribute("href")).toBe("#icon-star");

    const sprite = document.getElementById(SPRITE_ID)!;
    expect(sprite.parentElement).toBe(document.body);
    expect(sprite.getAttribute("aria-hidden")).toBe("true");
    expect(Array.from(sprite.children, (symbol) => symbol.id)).toEqual([
      symbolId("star"),
      symbolId("chevron-down"),
    ]);
  });

  test("draws the same symbol as the post-build step writes into the pre-rendered page", () => {
    for (const name of ["Star", "CircleAlert", "Clock", "Expand"] as const) {
      const data = iconData(lucide[name]);
      ensureSymbol(data);
      expect(document.getElementById(symbolId(data.name))!.outerHTML).toBe(symbolMarkup(data));
    }
  });

  test("leaves a symbol the page already has alone", () => {
    document.body.insertAdjacentHTML(
      "afterbegin",
      `<svg id="${SPRITE_ID}" aria-hidden="true">${symbolMarkup(iconData(lucide.Star))}</svg>`,
    );
    const before = document.getElementById(SPRITE_ID)!.innerHTML;
    render(<SpriteIcon icon={lucide.Star} />);
    expect(document.getElementById(SPRITE_ID)!.innerHTML).toBe(before);
    expect(document.querySelectorAll(`#${SPRITE_ID}`)).toHaveLength(1);
  });
});
