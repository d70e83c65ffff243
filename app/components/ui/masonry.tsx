import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Columns on wide screens; one on phones, then two from `sm`, three from `lg`, four from `xl`. */
export type MasonryColumns = 2 | 3 | 4;

const columnClass: Record<MasonryColumns, string> = {
  2: "sm:masonry-cols-2",
  3: "sm:masonry-cols-2 lg:masonry-cols-3",
  4: "sm:masonry-cols-2 lg:masonry-cols-3 xl:masonry-cols-4",
};

/**
 * The height an item declares, so the pre-rendered grid is already packed: `ratio` × (column
 * width − `inset`) + `fixed`. A picture of known proportions is `ratio` (height / width); the card
 * around it adds `inset` (padding and border beside the picture) and `fixed` (caption lines,
 * padding above and below), as CSS lengths.
 */
export type MasonryExtent = { ratio: number; inset?: string; fixed?: string };

/** The `style` of one item of a `sized` list (spread it into the `<li>`'s own style). */
export function masonryItemStyle({ ratio, inset, fixed }: MasonryExtent): CSSProperties {
  return {
    "--masonry-ratio": String(Number(ratio.toFixed(6))),
    ...(inset ? { "--masonry-inset": inset } : {}),
    ...(fixed ? { "--masonry-fixed": fixed } : {}),
  } as CSSProperties;
}

export type MasonryProps = Omit<HTMLAttributes<HTMLUListElement>, "children"> & {
  /** The `<li>` items, in reading order. */
  children: ReactNode;
  columns: MasonryColumns;
  /**
   * Every item declares its height with `masonryItemStyle` (pictures of known size): the grid is
   * packed in the pre-rendered HTML. Otherwise (cards of text) it shows aligned rows until the
   * browser has measured the cards.
   */
  sized?: boolean;
};

/**
 * A masonry that reads in rows: items go left to right, then down, each into the shortest column,
 * so the DOM order (Tab, screen readers) is the order the eye follows. CSS grid does the packing
 * (app.css, decision 012); in the browser app/behaviours/masonry.ts (`[data-masonry]`) measures the
 * cards and corrects an item only where the declared height was wrong, so nothing moves when it
 * was right.
 */
export function Masonry({ children, columns, sized = false, className, ...rest }: MasonryProps) {
  return (
    <ul
      data-masonry={sized ? "sized" : "measured"}
      className={cn("masonry", columnClass[columns], className)}
      {...rest}
    >
      {children}
    </ul>
  );
}
