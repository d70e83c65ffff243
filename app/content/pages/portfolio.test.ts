import { describe, expect, test } from "vitest";
import { allPortfolioItems, itemById, portfolioCategories } from "~/content/portfolio";
import { pageMeta } from "~/lib/seo";
import {
  portfolioBoxLayoutPage,
  portfolioDetailsPage,
  portfolioFullWidthPage,
  portfolioGridLayoutPage,
  portfolioPage,
  portfolioThreeColumnPage,
} from "./portfolio";
import { repeated } from "~/content/content-checks";

const lists = [
  portfolioPage,
  portfolioThreeColumnPage,
  portfolioFullWidthPage,
  portfolioBoxLayoutPage,
  portfolioGridLayoutPage,
];

describe("portfolio list pages", () => {
  test("each has its own title and description", () => {
    for (const field of ["title", "description"] as const) {
      const at = (p: (typeof lists)[number]) => `app/content/pages/portfolio.ts: ${p.seo.path}: seo.${field}`;
      expect(repeated(lists, (p) => p.seo[field], at)).toEqual([]);
    }
  });

  test("the box layout shows the full-width view", () => {
    expect(portfolioBoxLayoutPage.grid).toEqual(portfolioFullWidthPage.grid);
  });

  test("the shorter layouts load more on /portfolio, which shows every project", () => {
    for (const page of [portfolioThreeColumnPage, portfolioFullWidthPage]) {
      expect(page.grid.loadMore).toMatchObject({ href: "/portfolio" });
      expect(page.grid.items.length).toBeLessThan(portfolioPage.grid.items.length);
    }
    expect(portfolioPage.grid.loadMore).toBeUndefined();
    expect(portfolioPage.grid.items).toHaveLength(allPortfolioItems.length);
  });
});

describe("portfolio details page", () => {
  const tags = (id: string) => pageMeta(portfolioDetailsPage(id).seo);
  const has = (list: ReturnType<typeof tags>, key: string, value: string) =>
    list.some((tag) => (tag as Record<string, unknown>)[key] === value);

  test("a known id carries its canonical URL and is indexed", () => {
    const meta = tags("12");
    expect(
      meta.some(
        (tag) =>
          "rel" in tag && tag.rel === "canonical" && String(tag.href).endsWith("/portfolio-details/12"),
      ),
    ).toBe(true);
    expect(has(meta, "name", "robots")).toBe(false);
  });

  test("an unknown id shows the first project, not indexed and without a canonical", () => {
    const page = portfolioDetailsPage("nope");
    expect(page.banner.title).toBe(allPortfolioItems[0]!.title);
    const meta = tags("nope");
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  test("date, client and category; a breadcrumb back to the portfolio", () => {
    const item = itemById(7);
    const page = portfolioDetailsPage(String(item.id), new Date(2029, 6, 1));
    expect(
      page.details.facts.map((fact) => [fact.value, "dateTime" in fact ? fact.dateTime : undefined]),
    ).toEqual([
      ["30 May 2029", "2029-05-30"],
      [item.client, undefined],
      [portfolioCategories[item.categories[0]!], undefined],
    ]);
    expect(page.details.images).toHaveLength(3);
    expect(page.banner.crumbs).toEqual([{ label: "Portfolio", href: "/portfolio" }, { label: item.title }]);
    const [breadcrumbs] = page.seo.jsonLd;
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect((breadcrumbs as { itemListElement: unknown[] }).itemListElement).toHaveLength(3);
  });
});
