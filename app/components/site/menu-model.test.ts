import { describe, expect, test } from "vitest";
import { demos } from "~/content/demos";
import { footerColumns, legalLinks, menuSlots } from "~/content/navigation";
import type { MenuEntry, MenuItem, MenuSlot } from "~/content/types";
import { dynamicPaths } from "~/content/paths";
import { repeatedValues } from "~/content/content-checks";
import routes from "~/routes";
import {
  buildMenu,
  firstSegment,
  isCurrentPage,
  isItemActive,
  itemLinks,
  mainMenu,
  offerPlace,
  sharesSection,
} from "./menu-model";

describe("the active-item rule (the link shares the first path segment)", () => {
  test("firstSegment", () => {
    expect(firstSegment("/")).toBe("");
    expect(firstSegment("")).toBe("");
    expect(firstSegment("/login")).toBe("login");
    expect(firstSegment("/login/")).toBe("login");
    expect(firstSegment("/blog-grid/tag/App%20Landing")).toBe("blog-grid");
    expect(firstSegment("/portfolio?x=1#top")).toBe("portfolio");
  });

  test("sharesSection compares first segments only", () => {
    expect(sharesSection("/blog-grid", "/blog-grid/category/Art")).toBe(true);
    expect(sharesSection("/blog-grid", "/blog-grid-sidebar")).toBe(false);
    expect(sharesSection("/blog-grid", "/blog-details/1")).toBe(false);
    expect(sharesSection("/", "/")).toBe(true);
    expect(sharesSection("/", "/login")).toBe(false);
    expect(sharesSection("/login", "/")).toBe(false);
    expect(sharesSection("/login/", "/login")).toBe(true);
  });

  test("external links and anchors are never active", () => {
    expect(sharesSection("https://example.com/login", "/login")).toBe(false);
    expect(sharesSection("#top", "/")).toBe(false);
    expect(isCurrentPage("https://example.com/", "/")).toBe(false);
  });

  test("isCurrentPage is an exact match, ignoring a trailing slash, query and hash", () => {
    expect(isCurrentPage("/login", "/login")).toBe(true);
    expect(isCurrentPage("/login", "/login/")).toBe(true);
    expect(isCurrentPage("/login?tab=1", "/login")).toBe(true);
    expect(isCurrentPage("/blog-grid", "/blog-grid/tag/App")).toBe(false);
    expect(isCurrentPage("/", "/login")).toBe(false);
  });

  const menu: MenuItem[] = [
    { kind: "megamenu", title: "Home", columns: [{ links: [{ label: "Landing", href: "/" }] }] },
    { kind: "link", title: "About", href: "/about" },
    {
      kind: "dropdown",
      title: "Blog",
      submenu: [
        { label: "Grid", href: "/blog-grid" },
        { label: "List", href: "/blog-list-view" },
      ],
    },
  ];
  const active = (pathname: string) =>
    menu.filter((item) => isItemActive(item, pathname)).map((item) => item.title);

  test("isItemActive picks the item holding a link of the current section", () => {
    expect(active("/")).toEqual(["Home"]);
    expect(active("/about")).toEqual(["About"]);
    expect(active("/blog-grid/tag/Art")).toEqual(["Blog"]);
    expect(active("/blog-list-view")).toEqual(["Blog"]);
    expect(active("/privacy-policy")).toEqual([]);
  });
});

describe("buildMenu", () => {
  const slots: MenuSlot[] = [
    { title: "Home", kind: "megamenu", perColumn: 2 },
    { title: "About", kind: "link" },
    { title: "Blog", kind: "dropdown" },
    { title: "Contact", kind: "link" },
  ];

  test("leaves out items whose pages do not exist yet", () => {
    const entries: MenuEntry[] = [{ menu: "Home", label: "Landing Home", href: "/", badge: "Hot" }];
    expect(buildMenu(slots, entries)).toEqual([
      {
        kind: "megamenu",
        title: "Home",
        columns: [{ links: [{ label: "Landing Home", href: "/", badge: "Hot" }] }],
      },
    ]);
  });

  test("one line per new page brings its item in, in the skeleton's order", () => {
    const entries: MenuEntry[] = [
      { menu: "Contact", label: "Contact", href: "/contact" },
      { menu: "Blog", label: "Blog Grid", href: "/blog-grid" },
      { menu: "About", label: "About", href: "/about" },
    ];
    expect(buildMenu(slots, entries)).toEqual([
      { kind: "link", title: "About", href: "/about" },
      { kind: "dropdown", title: "Blog", submenu: [{ label: "Blog Grid", href: "/blog-grid" }] },
      { kind: "link", title: "Contact", href: "/contact" },
    ]);
  });

  test("mega menus group entries by column title and split long columns", () => {
    const entries: MenuEntry[] = [
      { menu: "Home", column: "Business", label: "A", href: "/a" },
      { menu: "Home", column: "Agency", label: "B", href: "/b" },
      { menu: "Home", column: "Business", label: "C", href: "/c" },
      { menu: "Home", column: "Business", label: "D", href: "/d" },
    ];
    const [home] = buildMenu(slots, entries);
    expect(home).toEqual({
      kind: "megamenu",
      title: "Home",
      columns: [
        {
          title: "Business",
          links: [
            { label: "A", href: "/a" },
            { label: "C", href: "/c" },
          ],
        },
        { links: [{ label: "D", href: "/d" }] },
        { title: "Agency", links: [{ label: "B", href: "/b" }] },
      ],
    });
  });

  test("a long column is split into columns of even length", () => {
    const entries: MenuEntry[] = ["A", "B", "C", "D", "E", "F", "G"].map((label) => ({
      menu: "Home",
      label,
      href: `/${label}`,
    }));
    const [home] = buildMenu([{ title: "Home", kind: "megamenu", perColumn: 3 }], entries);
    expect(home?.kind === "megamenu" && home.columns.map((column) => column.links.length)).toEqual([3, 2, 2]);
  });

  test("entries for a title that is not in the skeleton are ignored", () => {
    expect(buildMenu(slots, [{ menu: "Shop", label: "Shop", href: "/shop" }])).toEqual([]);
  });
});

describe("the site's menu data", () => {
  test("the Home mega menu lists every demo with its badge", () => {
    const home = mainMenu.find((item) => item.title === "Home");
    expect(home?.kind).toBe("megamenu");
    expect(itemLinks(home!)).toEqual(
      demos.map((demo) => ({
        label: demo.title,
        href: demo.href,
        ...(demo.badge ? { badge: demo.badge } : {}),
      })),
    );
  });

  test("the menu follows the skeleton's order and has no empty group", () => {
    const order = menuSlots.map((slot) => slot.title as string);
    const titles = mainMenu.map((item) => item.title);
    expect(titles).toEqual(order.filter((title) => titles.includes(title)));
    for (const item of mainMenu) expect(itemLinks(item).length, item.title).toBeGreaterThan(0);
  });

  test("no item repeats a link", () => {
    for (const item of mainMenu) {
      const hrefs = itemLinks(item).map((link) => link.href);
      expect(
        repeatedValues(hrefs, `the ${item.title} menu (app/content/navigation.ts, demos.ts): href`),
      ).toEqual([]);
    }
  });

  /** The pre-rendered paths: app/routes.ts ("*" excluded) plus the content-derived ones. */
  function registeredPaths(): Set<string> {
    const paths = new Set<string>(dynamicPaths());
    type Entry = { path?: string; index?: boolean; children?: Entry[] };
    const walk = (entries: Entry[], prefix: string) => {
      for (const entry of entries) {
        const here = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
        if (entry.index) paths.add(prefix || "/");
        else if (entry.path && !entry.path.includes("*") && !entry.path.includes(":")) paths.add(here);
        if (entry.children) walk(entry.children, here);
      }
    };
    walk(routes as Entry[], "");
    return paths;
  }

  test("every internal link of the menu and the footer points at a registered page", () => {
    const pages = registeredPaths();
    const hrefs = [
      ...mainMenu.flatMap(itemLinks).map((link) => link.href),
      ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
      ...legalLinks.flatMap((link) => ("href" in link ? [link.href] : [])),
    ];
    const missing = hrefs.filter((href) => href.startsWith("/") && !pages.has(href));
    expect(missing).toEqual([]);
  });
});

describe("offerPlace: where a mega menu's offer goes", () => {
  const columns = (...lengths: number[]) =>
    lengths.map((n) => ({
      links: Array.from({ length: n }, (_, i) => ({ label: `L${i}`, href: `/l${i}` })),
    }));
  test("under the columns after the last of the longest, which take both rows", () => {
    // The Home menu: 25 demos, 7 + 6 + 6 + 6.
    expect(offerPlace(columns(7, 6, 6, 6))).toEqual({ spanned: new Set([0]), offerFrom: 1 });
    expect(offerPlace(columns(7, 7, 6, 5))).toEqual({ spanned: new Set([0, 1]), offerFrom: 2 });
    // A short column before a long one spans the rows too: the offer is never split.
    expect(offerPlace(columns(5, 7, 6))).toEqual({ spanned: new Set([0, 1]), offerFrom: 2 });
  });
  test("under every column when the last is one of the longest", () => {
    expect(offerPlace(columns(6, 6, 6, 6))).toEqual({ spanned: new Set(), offerFrom: 0 });
    expect(offerPlace(columns(5, 7))).toEqual({ spanned: new Set(), offerFrom: 0 });
  });
});
