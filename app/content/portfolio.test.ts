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
import { repeated, repeatedValues } from "./content-checks";

const file = "app/content/portfolio.ts";

describe("projects", () => {
  test("the grid, then the second list; unique positive whole-number ids", () => {
    expect(allPortfolioItems).toEqual([...portfolioItems, ...morePortfolioItems]);
    for (const { id, title } of allPortfolioItems)
      expect(Number.isInteger(id) && id > 0, `${file}: ${title}: id ${id}`).toBe(true);
    expect(
      repeated(
        allPortfolioItems,
        (i) => i.id,
        (i) => `${file}: ${i.title}: id ${i.id}`,
      ),
      "projects with the same id",
    ).toEqual([]);
  });

  test("each project shows its own picture", () => {
    const keys = allPortfolioItems.map((i) => `${i.title}: image ${i.image.key}`);
    expect(keys, `${file}: each project's image is portfolio-<its id>`).toEqual(
      allPortfolioItems.map((i) => `${i.title}: image portfolio-${i.id}`),
    );
  });

  test("every project has a category, a client and a summary", () => {
    for (const item of allPortfolioItems) {
      const at = `${file}: ${item.title}`;
      expect(item.categories.length, `${at}: categories`).toBeGreaterThan(0);
      expect(repeatedValues(item.categories, `${at}: categories`)).toEqual([]);
      expect(item.client.trim(), `${at}: client`).not.toBe("");
      expect(item.summary.length, `${at}: summary (more than 40 characters)`).toBeGreaterThan(40);
    }
  });
});

describe("filters", () => {
  test("All first, then one filter per category, labelled with its name", () => {
    expect(portfolioFilters[0]?.value).toBe("*");
    expect(portfolioFilters.slice(1)).toEqual(
      Object.entries(portfolioCategories).map(([value, label]) => ({ value, label })),
    );
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

describe("itemById falls back to the first project", () => {
  const first = allPortfolioItems[0]!.id;
  const last = allPortfolioItems.at(-1)!.id;
  const unused = String(Math.max(...allPortfolioItems.map((i) => i.id)) + 1);

  test.each([undefined, null, "", "abc", "-1", "0", unused, `${first}.0`, " "])(
    "%s → the first item",
    (id) => {
      expect(itemById(id).id).toBe(first);
      expect(isKnownItemId(id)).toBe(false);
    },
  );

  test.each([
    [String(last), last],
    [morePortfolioItems[0]!.id, morePortfolioItems[0]!.id],
    [` ${morePortfolioItems[1]!.id}`, morePortfolioItems[1]!.id],
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
    const item = allPortfolioItems.at(-1)!;
    const detail = portfolioDetail(String(item.id), new Date(2030, 4, 1));
    expect(detail.title).toBe(item.title);
    expect(detail.client).toBe(item.client);
    expect(detail.category).toBe(portfolioCategories[item.categories[0]!]);
    expect(detail.date.display).toBe("30 May 2030");
    expect(detail.description.length).toBeGreaterThanOrEqual(2);
    expect(detail.images).toHaveLength(3);
    expect(new Set(detail.images.map((i) => i.key)).size).toBe(3);
    expect(detail.images[0]).toEqual(item.image);
    for (const image of detail.images) expect(image.alt.trim()).not.toBe("");
  });

  test("an unknown id shows the first project", () => {
    expect(portfolioDetail("abc").item).toEqual(allPortfolioItems[0]);
    const first = allPortfolioItems[0]!;
    expect(categoryLabel(first)).toBe(portfolioCategories[first.categories[0]!]);
    expect(categoryLabel({ categories: [] })).toBe("");
  });

  test("every project has one path to pre-render", () => {
    expect(portfolioDetailPaths()).toEqual(allPortfolioItems.map((i) => `/portfolio-details/${i.id}`));
  });
});

describe("photographer grid", () => {
  test("each picture its own photo, unique ids, every category in use", () => {
    expect(
      photoItems.map((p) => `${p.id}: image ${p.image.key}`),
      `${file}: photoItems: each image is photo-<its id>`,
    ).toEqual(photoItems.map((p) => `${p.id}: image photo-${p.id}`));
    expect(
      repeatedValues(
        photoItems.map((p) => p.id),
        `${file}: photoItems: id`,
      ),
    ).toEqual([]);
    for (const category of Object.keys(photoCategories)) {
      expect(
        photoItems.some((p) => p.category === category),
        `${file}: photoCategories: ${category}: no photo has it`,
      ).toBe(true);
    }
    expect(photoFilters[0]?.value).toBe("*");
    expect(photoFilters.slice(1).map((f) => f.value)).toEqual(Object.keys(photoCategories));
  });

  test("each picture links to a project page that exists", () => {
    const paths = new Set(portfolioDetailPaths());
    for (const photo of photoItems)
      expect(paths.has(photoHref(photo)), `${file}: photoItems: ${photo.id}: ${photoHref(photo)}`).toBe(true);
  });
});
