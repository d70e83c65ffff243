import { describe, expect, it } from "vitest";
import { chunkName, composition, markdownTable } from "./bundle-composition.mjs";

const chunk = (url, bytes, group) => ({ url, bytes, group });

describe("bundle composition", () => {
  it("names a chunk by its file without the content hash", () => {
    expect(chunkName("/assets/back-to-top-J6YEPMOw.js")).toBe("back-to-top");
    expect(chunkName("/doob/assets/behaviours-WkwZ5CU-.js")).toBe("behaviours");
    expect(chunkName("/assets/carousel-7efd10a4.css")).toBe("carousel");
    expect(chunkName("/assets/plain.js")).toBe("plain");
  });

  const pages = [
    {
      route: "/a",
      chunks: [
        { ...chunk("inline 1", 500, "inline"), name: "inline 1" },
        chunk("/assets/behaviours-11111111.js", 300, "entry"),
        chunk("/assets/carousel-33333333.js", 200, "behaviours"),
        chunk("/assets/back-to-top-44444444.js", 100, "behaviours"),
      ],
      later: 2048,
    },
    {
      route: "/b",
      chunks: [
        { ...chunk("inline 1", 500, "inline"), name: "inline 1" },
        chunk("/assets/behaviours-11111111.js", 300, "entry"),
      ],
    },
  ];

  it("sums each group per page, heaviest page and chunk first", () => {
    const rows = composition(pages);
    expect(rows.map((r) => [r.route, r.total, r.later])).toEqual([
      ["/a", 1100, 2048],
      ["/b", 800, 0],
    ]);
    expect(rows[0].groups).toEqual({ inline: 500, entry: 300, behaviours: 300 });
    expect(rows[0].chunks.map((c) => c.name)).toEqual(["inline 1", "behaviours", "carousel", "back-to-top"]);
  });

  it("writes one Markdown row per page with its largest behaviour files and what waits", () => {
    const lines = markdownTable(composition(pages), 1).split("\n");
    expect(lines[0]).toBe(
      "| route | total | inline | entry | behaviours | largest behaviour files | later (not counted) |",
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe("| /a | 1.1 | 0.5 | 0.3 | 0.3 | carousel 0.2 | 2.0 |");
    expect(lines[3]).toBe("| /b | 0.8 | 0.5 | 0.3 | 0.0 |  | 0.0 |");
  });
});
