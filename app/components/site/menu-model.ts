import { demos } from "~/content/demos";
import { elementPages } from "~/content/elements";
import { menuEntries, menuSlots } from "~/content/navigation";
import type { MenuColumn, MenuEntry, MenuItem, MenuLink, MenuSlot } from "~/content/types";
import { isExternal } from "~/lib/paths";

/**
 * Builds the main menu from its skeleton and the pages that exist. Items keep the
 * skeleton's order; a link item takes the href of its first entry; a dropdown or a
 * mega menu with no entries, and a link item without a page, are left out.
 */
export function buildMenu(slots: readonly MenuSlot[], entries: readonly MenuEntry[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const slot of slots) {
    const own = entries.filter((entry) => entry.menu === slot.title);
    if (own.length === 0) continue;
    switch (slot.kind) {
      case "link":
        items.push({ kind: "link", title: slot.title, href: own[0]!.href });
        break;
      case "dropdown":
        items.push({ kind: "dropdown", title: slot.title, submenu: own.map(toLink) });
        break;
      case "megamenu":
        items.push({ kind: "megamenu", title: slot.title, columns: toColumns(own, slot.perColumn ?? 8) });
        break;
    }
  }
  return items;
}

function toLink({ label, href, badge }: MenuEntry): MenuLink {
  return badge ? { label, href, badge } : { label, href };
}

/**
 * Groups entries by their column title (first-seen order) and splits long groups into as many columns
 * as `perColumn` asks for, filled evenly: 25 links at up to 7 a column are 7, 6, 6 and 6, never three
 * full columns and one link alone in a fourth.
 */
function toColumns(entries: readonly MenuEntry[], perColumn: number): MenuColumn[] {
  const groups = new Map<string, MenuEntry[]>();
  for (const entry of entries) {
    const key = entry.column ?? "";
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const columns: MenuColumn[] = [];
  for (const [title, group] of groups) {
    const count = Math.ceil(group.length / perColumn);
    for (let column = 0, start = 0; column < count; column += 1) {
      // The first columns take one more link each until the rest divide evenly.
      const size = Math.floor(group.length / count) + (column < group.length % count ? 1 : 0);
      const links = group.slice(start, start + size).map(toLink);
      columns.push(start === 0 && title ? { title, links } : { links });
      start += size;
    }
  }
  return columns;
}

/** The demo homes as entries of the Home mega menu. */
export const demoEntries: MenuEntry[] = demos.map((demo) => ({
  menu: "Home",
  label: demo.title,
  href: demo.href,
  ...(demo.badge ? { badge: demo.badge } : {}),
}));

/** The site's main menu. */
export const mainMenu: readonly MenuItem[] = buildMenu(menuSlots, [
  ...demoEntries,
  ...elementPages.map((page) => page.menu),
  ...menuEntries,
]);

/**
 * The pages that offer the customizer (issue 41): every demo home and every page of the Elements
 * menu (not the info pages, About and Contact, nor the blog and portfolio).
 */
export function offersCustomizer(pathname: string): boolean {
  return [
    ...demos.map((demo) => demo.href),
    ...elementPages.filter((page) => page.menu.menu === "Elements").map((page) => page.menu.href),
  ].some((href) => isCurrentPage(href, pathname));
}

/** Every link an item leads to, in reading order. */
export function itemLinks(item: MenuItem): MenuLink[] {
  switch (item.kind) {
    case "link":
      return [{ label: item.title, href: item.href }];
    case "dropdown":
      return [...item.submenu];
    case "megamenu":
      return item.columns.flatMap((column) => column.links);
  }
}

/** The path without query, hash and trailing slash ("/" stays "/"). */
function normalize(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The first segment of a path: "/blog-grid/tag/App" gives "blog-grid", "/" gives "". */
export function firstSegment(path: string): string {
  return normalize(path).split("/")[1] ?? "";
}

/** True when the link is the current page itself (it gets `aria-current="page"`). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return !isExternal(href) && !href.startsWith("#") && normalize(href) === normalize(pathname);
}

/** True when the link shares the first path segment of the current path. */
export function sharesSection(href: string, pathname: string): boolean {
  return !isExternal(href) && !href.startsWith("#") && firstSegment(href) === firstSegment(pathname);
}

/** The active top-level item: one of its links shares the current path's first segment. */
export function isItemActive(item: MenuItem, pathname: string): boolean {
  return itemLinks(item).some((link) => sharesSection(link.href, pathname));
}

/**
 * Where a mega menu's offer goes: under the columns after the last of the longest ones, which take
 * both rows (`spanned`); under every column when the last column is one of the longest.
 */
export function offerPlace(columns: readonly MenuColumn[]): { spanned: Set<number>; offerFrom: number } {
  const lengths = columns.map((column) => column.links.length);
  const longest = Math.max(...lengths);
  const lastLongest = lengths.lastIndexOf(longest);
  if (lastLongest === columns.length - 1) return { spanned: new Set(), offerFrom: 0 };
  return {
    spanned: new Set(lengths.map((_, i) => i).filter((i) => i <= lastLongest)),
    offerFrom: lastLongest + 1,
  };
}
