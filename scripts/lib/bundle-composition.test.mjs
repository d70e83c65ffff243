import { describe, expect, it } from "vitest";
import { chunkGroup, chunkName, composition, markdownTable } from "./bundle-composition.mjs";

const chunk = (url, bytes) => ({ url, bytes });

describe("bundle composition", () => {
  it("names a chunk by its file without the content hash", () => {
    expect(chunkName("/assets/site-layout-J6YEPMOw.js")).toBe("site-layout");
    expect(chunkName("/doob/assets/rolldown-runtime-WkwZ5CU-.js")).toBe("rolldown-runtime");
    expect(chunkName("/assets/manifest-7efd10a4.js")).toBe("manifest");
    expect(chunkName("/assets/plain.js")).toBe("plain");
  });

  it("groups React DOM, React with the router, what every page loads and the rest", () => {
    const every = new Set(["/assets/site-AAAAAAAA.js"]);
    expect(chunkGroup("/assets/react-dom-AAAAAAAA.js", every)).toBe("react-dom");
    expect(chunkGroup("/assets/react-AAAAAAAA.js", every)).toBe("router + react");
    expect(chunkGroup("/assets/entry.client-AAAAAAAA.js", every)).toBe("router + react");
    expect(chunkGroup("/assets/site-AAAAAAAA.js", every)).toBe("shared");
    expect(chunkGroup("/assets/carousel-AAAAAAAA.js", every)).toBe("route code");
  });

  const pages = [
    {
      route: "/a",
      chunks: [
        chunk("/assets/react-dom-11111111.js", 600),
        chunk("/assets/site-22222222.js", 300),
        chunk("/assets/carousel-33333333.js", 200),
        chunk("/assets/a-44444444.js", 100),
      ],
    },
    {
      route: "/b",
      chunks: [chunk("/assets/react-dom-11111111.js", 600), chunk("/assets/site-22222222.js", 300)],
    },
  ];

  it("sums each group per page, heaviest page and chunk first", () => {
    const rows = composition(pages);
    expect(rows.map((r) => [r.route, r.total])).toEqual([
      ["/a", 1200],
      ["/b", 900],
    ]);
    expect(rows[0].groups).toEqual({
      "react-dom": 600,
      "router + react": 0,
      shared: 300,
      "route code": 300,
    });
    expect(rows[0].chunks.map((c) => c.name)).toEqual(["react-dom", "site", "carousel", "a"]);
  });

  it("writes one Markdown row per page with its largest route chunks", () => {
    const lines = markdownTable(composition(pages), 1).split("\n");
    expect(lines[0]).toBe(
      "| route | total | react-dom | router + react | shared | route code | largest chunks of route code |",
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe("| /a | 1.2 | 0.6 | 0.0 | 0.3 | 0.3 | carousel 0.2 |");
    expect(lines[3]).toBe("| /b | 0.9 | 0.6 | 0.0 | 0.3 | 0.0 |  |");
  });
});
