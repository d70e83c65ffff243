// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  behavioursGraph,
  chunkClosure,
  dynamicImports,
  loadedModule,
  staticImports,
} from "./module-graph.mjs";

describe("module graph", () => {
  it("reads the static and the dynamic imports of a built chunk apart", () => {
    const source =
      'import{a}from"./a-1.js";import"./b-2.js";import {c} from "./c-3.js";const d=()=>import("./d-4.js");';
    expect(staticImports(source, "/doob/assets/x.js")).toEqual([
      "/doob/assets/a-1.js",
      "/doob/assets/b-2.js",
      "/doob/assets/c-3.js",
    ]);
    expect(dynamicImports(source, "/doob/assets/x.js")).toEqual(["/doob/assets/d-4.js"]);
  });

  it("reads specifiers in single quotes and backticks, as the behaviours' build writes them", () => {
    const source =
      "import{a as t}from`./shared-1.js`;import'./b-2.js';const m=()=>import(`./carousel-3.js`);";
    expect(staticImports(source, "/assets/x.js")).toEqual(["/assets/shared-1.js", "/assets/b-2.js"]);
    expect(dynamicImports(source, "/assets/x.js")).toEqual(["/assets/carousel-3.js"]);
  });

  it("reads the module a registry line loads", () => {
    expect(loadedModule(() => import("./back-to-top"))).toBe("back-to-top");
    expect(loadedModule('() => import("./contact-form")')).toBe("contact-form");
    expect(() => loadedModule(() => Promise.resolve({}))).toThrow(/cannot read the module/);
  });

  // The manifest of a behaviours' build: the entry imports `_dom` at once and the two modules on
  // demand; the carousel imports `_dom` and `_motion`, and Embla when the visitor nears it.
  const manifest = {
    "app/behaviours/main.ts": {
      file: "assets/behaviours-1.js",
      isEntry: true,
      imports: ["_dom-2.js"],
      dynamicImports: ["app/behaviours/carousel.ts", "app/behaviours/back-to-top.ts"],
    },
    "_dom-2.js": { file: "assets/dom-2.js" },
    "_motion-3.js": { file: "assets/motion-3.js", imports: ["_dom-2.js"] },
    "app/behaviours/carousel.ts": {
      file: "assets/carousel-4.js",
      imports: ["_dom-2.js", "_motion-3.js"],
      dynamicImports: ["node_modules/embla-carousel/esm/embla-carousel.esm.js"],
      css: ["assets/carousel-4.css"],
    },
    "node_modules/embla-carousel/esm/embla-carousel.esm.js": {
      file: "assets/embla-5.js",
      imports: ["_motion-3.js"],
      dynamicImports: ["_autoplay-6.js"],
    },
    "_autoplay-6.js": { file: "assets/autoplay-6.js" },
    "app/behaviours/back-to-top.ts": { file: "assets/back-to-top-7.js", imports: ["_dom-2.js"] },
  };

  it("follows a chunk's static imports, stylesheets included, each once", () => {
    expect(chunkClosure(manifest, ["app/behaviours/carousel.ts"])).toEqual([
      "assets/carousel-4.css",
      "assets/carousel-4.js",
      "assets/dom-2.js",
      "assets/motion-3.js",
    ]);
    expect(() => chunkClosure(manifest, ["missing"])).toThrow(/no chunk "missing"/);
  });

  it("records, for each registry line, its marker, what its module loads at once and what later", () => {
    const registry = [
      { selector: "[data-back-to-top]", load: () => import("./back-to-top") },
      { selector: "[data-carousel]", load: () => import("./carousel") },
    ];
    expect(behavioursGraph(manifest, registry)).toEqual({
      entry: ["assets/behaviours-1.js", "assets/dom-2.js"],
      behaviours: [
        {
          selector: "[data-back-to-top]",
          module: "app/behaviours/back-to-top.ts",
          files: ["assets/back-to-top-7.js"],
          later: [],
        },
        {
          selector: "[data-carousel]",
          module: "app/behaviours/carousel.ts",
          files: ["assets/carousel-4.css", "assets/carousel-4.js", "assets/motion-3.js"],
          later: ["assets/autoplay-6.js", "assets/embla-5.js"],
        },
      ],
    });
    expect(() =>
      behavioursGraph(manifest, [{ selector: "[data-x]", load: () => import("./missing") }]),
    ).toThrow(/no module "app\/behaviours\/missing"/);
  });
});
