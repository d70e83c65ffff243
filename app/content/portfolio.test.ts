import { describe, expect, test } from "vitest";
import {
  allPortfolioItems,
  categoryLabel,
  isKnownItemId,
  itemById,
  matchesFilter,
  morePortfolioItems,
  photoCategories,
  photoFilters,
  photoHref,
  photoItems,
  portfolioCategories,
  portfolioDate,
  portfolioDetail,
  portfolioDetailPaths,
  portfolioFilters,
  portfolioItems,
} from "./portfolio";

describe("projects", () => {
  test("ids 1–6 in the grid and 7–18 in the second list, unique", () => {
    expect(portfolioItems.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(morePortfolioItems.map((i) => i.id)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(new Set(allPortfolioItems.map((i) => i.id)).size).toBe(18);
  });

  test("each project shows its own picture", () => {
    const keys = allPortfolioItems.map((i) => i.image.key);
    expect(keys).toEqual(allPortfolioItems.map((i) => `portfolio-${i.id}`));
  });

  test("every project has a category, a client and a summary", () => {
    for (const item of allPortfolioItems) {
      expect(item.categories.length).toBeGreaterThan(0);
      expect(new Set(item.categories).size).toBe(item.categories.length);
      expect(item.client.trim()).not.toBe("");
      expect(item.summary.length).toBeGreaterThan(40);
    }
  });
});

describe("filters", () => {
  test("All first, then design, art, Digital, development by their codes", () => {
    expect(portfolioFilters).toEqual([
      { value: "*", label: "All" },
      { value: "cat--1", label: "Design" },
      { value: "cat--2", label: "Art" },
      { value: "cat--3", label: "Digital" },
      { value: "cat--4", label: "Development" },
    ]);
  });

  test("'*', 'all' and no filter match everything; a code matches only its items", () => {
    expect(matchesFilter(["cat--2"], "*")).toBe(true);
    expect(matchesFilter(["cat--2"], "all")).toBe(true);
    expect(matchesFilter(["cat--2"], undefined)).toBe(true);
    expect(matchesFilter(["cat--1", "cat--2"], "cat--2")).toBe(true);
    expect(matchesFilter(["cat--1"], "cat--2")).toBe(false);
  });

  test("every filter shows some projects of the grid and of the full list, never all", () => {
    for (const { value } of portfolioFilters.slice(1)) {
      for (const list of [portfolioItems, allPortfolioItems]) {
        const shown = list.filter((i) => matchesFilter(i.categories, value));
        expect(shown.length, value).toBeGreaterThan(0);
        expect(shown.length, value).toBeLessThan(list.length);
      }
    }
  });
});

describe("itemById falls back to the first project (§8)", () => {
  test.each([undefined, null, "", "abc", "-1", "0", "19", "1.0", " "])("%s → item 1", (id) => {
    expect(itemById(id).id).toBe(1);
    expect(isKnownItemId(id)).toBe(false);
  });

  test.each([
    ["18", 18],
    [7, 7],
    [" 12", 12],
  ] as const)("%s → item %s", (id, expected) => {
    expect(itemById(id).id).toBe(expected);
    expect(isKnownItemId(id)).toBe(true);
  });
});

describe("details page", () => {
  test("the date is 30 May of the year it renders in", () => {
    expect(portfolioDate(new Date(2031, 0, 1))).toEqual({ iso: "2031-05-30", display: "30 May 2031" });
    expect(portfolioDate(new Date(2024, 11, 31)).display).toBe("30 May 2024");
    expect(portfolioDate().display).toBe(`30 May ${new Date().getFullYear()}`);
  });

  test("title, client, category, description and three different pictures", () => {
    const detail = portfolioDetail("18", new Date(2030, 4, 1));
    expect(detail.title).toBe(itemById(18).title);
    expect(detail.client).toBe(itemById(18).client);
    expect(detail.category).toBe(portfolioCategories["cat--4"]);
    expect(detail.date.display).toBe("30 May 2030");
    expect(detail.description.length).toBeGreaterThanOrEqual(2);
    expect(detail.images).toHaveLength(3);
    expect(new Set(detail.images.map((i) => i.key)).size).toBe(3);
    expect(detail.images[0]).toEqual(itemById(18).image);
    for (const image of detail.images) expect(image.alt.trim()).not.toBe("");
  });

  test("an unknown id shows the first project", () => {
    expect(portfolioDetail("abc").item.id).toBe(1);
    expect(categoryLabel(itemById(1))).toBe("Design");
  });

  test("every project has one path to pre-render", () => {
    const paths = portfolioDetailPaths();
    expect(paths).toHaveLength(18);
    expect(paths[0]).toBe("/portfolio-details/1");
    expect(paths.at(-1)).toBe("/portfolio-details/18");
  });
});

describe("photographer grid", () => {
  test("twelve pictures photo-1…photo-12, unique ids, every category in use", () => {
    expect(photoItems.map((p) => p.image.key)).toEqual(photoItems.map((p) => `photo-${p.id}`));
    expect(new Set(photoItems.map((p) => p.id)).size).toBe(12);
    for (const category of Object.keys(photoCategories)) {
      expect(photoItems.some((p) => p.category === category)).toBe(true);
    }
    expect(photoFilters[0]).toEqual({ value: "*", label: "All" });
  });

  test("each picture links to a project page that exists", () => {
    const paths = new Set(portfolioDetailPaths());
    for (const photo of photoItems) expect(paths.has(photoHref(photo))).toBe(true);
  });
});
