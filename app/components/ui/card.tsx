import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

/**
 * The one card surface: a bordered panel on the card colour. `radius` is its roundness, `shadow`
 * its resting shadow and `hover` what a pointer over it does. Layout, padding and anything else
 * the card holds come in `className`.
 *
 * Use `cardVariants({ … })` for the classes of an element that is not a plain tag (a `Reveal`, a
 * link, a variant of a section's own `cva`), and `<Card as="li">` for a plain one.
 */
export const cardVariants = cva("border border-border bg-card text-card-foreground", {
  variants: {
    radius: {
      md: "rounded-2xl",
      lg: "rounded-3xl",
      xl: "rounded-4xl",
    },
    shadow: {
      none: "",
      sm: "shadow-sm",
      lg: "shadow-xl shadow-primary/5",
    },
    hover: {
      none: "",
      /** The shadow grows. */
      shadow: "transition-shadow duration-300 hover:shadow-xl hover:shadow-primary/10",
      /** The border takes the primary colour and the shadow grows. */
      border:
        "transition-[border-color,box-shadow] duration-300 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10",
      /** As `border`, and the card rises a little. */
      lift: "transition-[translate,border-color,box-shadow] duration-300 hover:-translate-y-1 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10",
    },
  },
  defaultVariants: { radius: "lg", shadow: "none", hover: "none" },
});

export type CardStyle = VariantProps<typeof cardVariants>;

type CardTag = "div" | "li" | "article" | "aside" | "figure" | "section";

export type CardProps<T extends CardTag> = CardStyle & { as?: T } & ComponentProps<T>;

/** A plain element drawn as a card (a `<div>` unless `as` names another tag). */
export function Card<T extends CardTag = "div">({
  as,
  radius,
  shadow,
  hover,
  className,
  ...rest
}: CardProps<T>) {
  // One tag of the list; typed as a div so the props spread without a union of every element's.
  const Tag = (as ?? "div") as "div";
  return (
    <Tag
      className={cardVariants({ radius, shadow, hover, className })}
      {...(rest as ComponentProps<"div">)}
    />
  );
}
