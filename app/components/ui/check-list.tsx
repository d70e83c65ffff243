import { cva, type VariantProps } from "class-variance-authority";
import { Check } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The check mark before each point:
 * - `plain`: the bare mark in the primary colour;
 * - `badge`: the mark in a soft round badge;
 * - `badge-sm`: a smaller badge with a bolder mark (plan features);
 * - `badge-lg`: a larger badge (the working process's steps).
 * Its colours are `markClassName`'s.
 */
const markVariants = cva("mt-0.5 shrink-0", {
  variants: {
    variant: {
      plain: "size-5",
      badge: "grid size-6 place-items-center rounded-full",
      "badge-sm": "grid size-5 place-items-center rounded-full",
      "badge-lg": "grid size-7 place-items-center rounded-full",
    },
  },
  defaultVariants: { variant: "plain" },
});

export type CheckListProps<T> = VariantProps<typeof markVariants> & {
  items: readonly T[];
  /** What an item shows; by default the item itself (a string). */
  children?: (item: T) => ReactNode;
  /** The React key of an item; by default the item itself (a string). */
  itemKey?: (item: T) => string;
  /** Classes of the list, its spacing among them (default `space-y-3`). */
  className?: string;
  /** A name for the list, where its heading does not give one. */
  "aria-label"?: string;
  /** Classes of each item, after `flex items-start`, its gap among them (default `gap-3`). */
  itemClassName?: string;
  /**
   * The colours of each mark (default `text-primary`, on a `bg-primary/10` badge for the badge
   * variants).
   */
  markClassName?: string;
};

/** A list of points, each after a check mark in the primary colour. */
export function CheckList<T = string>({
  items,
  children = (item) => item as ReactNode,
  itemKey = (item) => String(item),
  variant,
  className,
  itemClassName,
  markClassName,
  "aria-label": label,
}: CheckListProps<T>) {
  const badge = variant && variant !== "plain";
  const mark = cn(
    markVariants({ variant }),
    markClassName || (badge ? "bg-primary/10 text-primary" : "text-primary"),
  );
  return (
    <ul aria-label={label} className={className || "space-y-3"}>
      {items.map((item) => (
        <li key={itemKey(item)} className={cn("flex items-start", itemClassName || "gap-3")}>
          {badge ? (
            <span className={mark}>
              <SpriteIcon icon={Check} className={variant === "badge-sm" ? "size-3.5 stroke-3" : "size-4"} />
            </span>
          ) : (
            <SpriteIcon icon={Check} className={mark} />
          )}
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
