import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Cta } from "~/content/types";
import { SmartLink } from "./smart-link";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-[background-color,border-color,color,box-shadow,transform] duration-200 focus-visible:outline-2 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        // It rises on hover; the strip under it (`after:`) keeps the pointer on it where it rose from,
        // so that a pointer at its foot does not make it rise and fall on and on.
        primary:
          "relative bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to text-white shadow-lg shadow-primary/20 after:absolute after:inset-x-0 after:top-full after:h-0.5 hover:-translate-y-0.5 hover:shadow-primary/40 dark:text-background",
        solid: "bg-primary text-primary-foreground hover:bg-primary/90",
        /** Fills with the primary colour on hover, unless `aria-disabled`. */
        outline:
          "border-2 border-primary text-foreground not-aria-disabled:hover:bg-primary not-aria-disabled:hover:text-primary-foreground",
        /** An outline in the colour of the text it sits on (the brand gradient). */
        "outline-current": "border-2 border-current text-current hover:bg-current/15 hover:text-current",
        /** An outline on a surface in the foreground colour (a dark band in the light theme). */
        "outline-inverse":
          "border-2 border-background/60 text-background hover:bg-background hover:text-foreground",
        /** A hairline border that warms on hover (the theme switch). */
        subtle: "border border-border text-foreground hover:border-primary/60 hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        /** Ghost, and solid while `aria-pressed` (a filter: the script that presses it sets only that). */
        toggle:
          "text-foreground not-aria-pressed:hover:bg-muted aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90",
        light: "bg-card text-card-foreground shadow-sm hover:bg-muted",
        /** A bordered card-coloured button that floats over a picture or a map. */
        raised: "border border-border bg-card text-card-foreground shadow-lg hover:bg-muted",
        /** On the brand gradient: keeps the text colour of what it sits on. */
        overlay: "hover:bg-white/15 focus-visible:outline-current dark:hover:bg-black/10",
        /** Over a dark backdrop in either theme (the video popup). */
        backdrop: "bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-sm",
        /** As tall as the text field beside it (the newsletter form). */
        field: "h-12 px-7 text-sm",
        lg: "h-14 px-8 text-base",
        /** Round buttons that hold one icon (and a name for screen readers). */
        "icon-sm": "size-10",
        icon: "size-11",
        "icon-lg": "size-12",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** The looks every button and button-styled link share: `variant` and `size`. */
export type ButtonStyle = VariantProps<typeof buttonVariants>;

/** A real <button> (type "button" unless told otherwise). */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonStyle & ComponentProps<"button">) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

type ButtonLinkTarget =
  /** A call to action of the content: its label, then `icon`. */
  | { cta: Cta; icon?: ReactNode; href?: never; newTab?: never; children?: never }
  /** Any link: `href`, `newTab` and what it shows as children. */
  | { href: string; newTab?: boolean; children: ReactNode; cta?: never; icon?: never };

/**
 * A link (internal or external, through SmartLink) that looks like a button. Give it a content
 * `cta`, or an `href` and children.
 */
export function ButtonLink({
  variant,
  size,
  className,
  ...target
}: ButtonStyle & ButtonLinkTarget & { className?: string }) {
  const { href, newTab, children } = target.cta
    ? {
        ...target.cta,
        children: (
          <>
            {target.cta.label}
            {target.icon}
          </>
        ),
      }
    : target;
  return (
    <SmartLink href={href} newTab={newTab} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </SmartLink>
  );
}
