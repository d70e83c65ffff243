import { cva, type VariantProps } from "class-variance-authority";
import { Check } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The check mark before each point:
 * - `plain`: the bare mark in the primary colour;
 * - `badge`: the mark in a soft round badge;
 * - `badge-sm`: a smaller badge with a bolder mark (plan features).
 */
const markVariants = cva("mt-0.5 shrink-0 text-primary", {
  variants: {
    variant: {
      plain: "size-5",
      badge: "grid size-6 place-items-center rounded-full bg-primary/10",
      "badge-sm": "grid size-5 place-items-center rounded-full bg-primary/10",
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
  /** Classes of the list (default `space-y-3`). */
  className?: string;
  /** A name for the list, where its heading does not give one. */
  "aria-label"?: string;
  /** Classes of each item, after `flex items-start gap-3`. */
  itemClassName?: string;
  /** Classes of each mark (its badge colour or size), after the variant's. */
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
  const mark = cn(markVariants({ variant }), markClassName);
  return (
    <ul aria-label={label} className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={itemKey(item)} className={cn("flex items-start gap-3", itemClassName)}>
          {variant && variant !== "plain" ? (
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
