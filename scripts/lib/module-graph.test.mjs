// @vitest-environment node
import { describe, expect, it } from "vitest";
import { moduleGraph, staticImports } from "./module-graph.mjs";

describe("module graph", () => {
  it("reads the static imports of a built chunk, not its dynamic ones", () => {
    const source =
      'import{a}from"./a-1.js";import"./b-2.js";import {c} from "./c-3.js";const d=()=>import("./d-4.js");';
    expect(staticImports(source, "/doob/assets/x.js")).toEqual([
      "/doob/assets/a-1.js",
      "/doob/assets/b-2.js",
      "/doob/assets/c-3.js",
    ]);
  });

  it("follows them from the roots, each chunk once, cycles included", () => {
    const chunks = {
      "/a.js": 'import"./b.js";import"./c.js";',
      "/b.js": 'import"./c.js";',
      "/c.js": 'import"./b.js";const lazy=()=>import("./d.js");',
    };
    const read = [];
    const readChunk = (url) => (read.push(url), chunks[url]);
    expect(moduleGraph(["/a.js"], readChunk)).toEqual(["/a.js", "/b.js", "/c.js"]);
    expect(read.sort()).toEqual(["/a.js", "/b.js", "/c.js"]);
  });
});
