import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { behaviours } from "./registry";

const folder = join(process.cwd(), "app", "behaviours");
/**
 * The folder's own plumbing, not behaviour modules; the carousel's first stage, which the inline
 * head script runs (it cannot be a module of the entry: it must work before any module arrives);
 * what the demo screenshots' module fetches on a menu's first show; and what the lightbox fetches on
 * its first click.
 */
const plumbing = new Set([
  "behaviour.ts",
  "main.ts",
  "registry.ts",
  "carousel-row.ts",
  "demo-screenshots-decorate.ts",
  "lightbox-viewer.ts",
]);
const modules = readdirSync(folder)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !plumbing.has(name))
  .map((name) => name.replace(/\.ts$/, ""));
const registry = readFileSync(join(folder, "registry.ts"), "utf8");
const registered = [...registry.matchAll(/import\("\.\/([a-z0-9-]+)"\)/g)].map((match) => match[1]);

describe("the behaviour registry", () => {
  it("lists every module of app/behaviours once, in the folder's order", () => {
    expect(registered).toEqual([...modules].sort());
  });

  it("gives each module a selector the browser accepts, each its own", () => {
    for (const { selector } of behaviours) expect(() => document.querySelector(selector)).not.toThrow();
    expect(new Set(behaviours.map((b) => b.selector)).size).toBe(behaviours.length);
  });

  it("loads modules that start on an element", async () => {
    for (const { load } of behaviours) expect(typeof (await load()).start).toBe("function");
  });
});
