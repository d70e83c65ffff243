import type { LucideIcon } from "lucide-react";
import { createElement } from "react";

/**
 * Icons drawn from one sprite per page (decision 021). An icon is
 * `<svg class="icon …"><use href="#icon-star"/></svg>`; its shapes are written once per page, as
 * `<symbol id="icon-star">` in `<svg id="icon-sprite">` at the start of `<body>` (hidden by CSS),
 * written into the pre-rendered HTML by the post-build step (`scripts/lib/icon-sprite.mjs`), from
 * the `<use>` references the page holds, so every icon is there in the first paint. Icons are only
 * ever rendered at build time (no React runs in the browser: decision 030), so nothing adds a
 * symbol in the browser.
 *
 * Lucide's look (24 px, no fill, a round 2-unit stroke in the text colour) is the `icon` class
 * (app/styles/app.css), in the base layer so the utilities of an icon (`size-4`, `fill-accent`)
 * win. Every icon is decorative (`aria-hidden`): the text beside it, or its control's name, says
 * what it means.
 */

/** The id of an icon's symbol. */
export const symbolId = (name: string) => `icon-${name}`;

/** A lucide icon's name and shapes (`["path", { d: "…" }]`), as lucide-react keeps them. */
export type IconData = {
  name: string;
  node: readonly (readonly [tag: string, attributes: Readonly<Record<string, string | number>>])[];
};

function isIconData(value: unknown): value is IconData {
  if (typeof value !== "object" || value === null) return false;
  const { name, node } = value as Partial<IconData>;
  return typeof name === "string" && /^[a-z0-9-]+$/.test(name) && Array.isArray(node);
}

const dataOf = new WeakMap<LucideIcon, IconData>();

/**
 * The name and shapes of a lucide-react 1.x icon. Each icon is `forwardRef((props, ref) =>
 * <Icon icon={data} …/>)`, so calling its render function returns an element whose `icon` prop is
 * the data; nothing is rendered. Throws if lucide-react ever keeps them otherwise (the unit test of
 * every icon the site uses then fails), instead of drawing nothing.
 */
export function iconData(icon: LucideIcon): IconData {
  const known = dataOf.get(icon);
  if (known) return known;
  const render = (icon as unknown as { render?: (props: object, ref: null) => unknown }).render;
  const element = typeof render === "function" ? render({}, null) : undefined;
  const data = (element as { props?: { icon?: unknown } } | undefined)?.props?.icon;
  if (!isIconData(data)) {
    throw new Error(
      `SpriteIcon: cannot read the shapes of ${icon.displayName ?? "an icon"} from lucide-react`,
    );
  }
  dataOf.set(icon, data);
  return data;
}

/**
 * The icons that point somewhere (issue 41, §1): right to left they point the other way, mirrored
 * (`rtl:-scale-x-100`), so "read more", Next and Buy Now's arrow point along the reading direction.
 * Icons without a direction (a star, a clock, a play button) are left alone.
 */
export const DIRECTIONAL_ICONS: ReadonlySet<string> = new Set([
  "arrow-right",
  "arrow-left",
  "arrow-up-right",
  "arrow-up-left",
  "arrow-down-right",
  "arrow-down-left",
  "chevron-right",
  "chevron-left",
  "chevrons-right",
  "chevrons-left",
  "move-right",
  "move-left",
  "send",
  "log-in",
  "log-out",
  "external-link",
]);

/**
 * A lucide icon from the page's sprite: pass the icon itself (`<SpriteIcon icon={Star} />`),
 * imported from lucide-react as usual, and its size and colour as classes.
 */
export function SpriteIcon({ icon, className }: { icon: LucideIcon; className?: string }) {
  const data = iconData(icon);
  const base = DIRECTIONAL_ICONS.has(data.name) ? "icon rtl:-scale-x-100" : "icon";
  const classes = className ? `${base} ${className}` : base;
  // The dev server has no post-build step to write the sprite: there the icon draws its own shapes.
  if (import.meta.env.DEV) {
    return (
      <svg aria-hidden="true" className={classes} viewBox="0 0 24 24">
        {data.node.map(([tag, attributes], i) => createElement(tag, { ...attributes, key: i }))}
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" className={classes}>
      <use href={`#${symbolId(data.name)}`} />
    </svg>
  );
}
