import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Cta } from "~/content/types";
import { SmartLink } from "./smart-link";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-200 focus-visible:outline-2 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary:
          "bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to text-white shadow-lg shadow-primary/20 hover:-translate-y-0.5 hover:shadow-primary/40 dark:text-background",
        solid: "bg-primary text-primary-foreground hover:bg-primary/90",
        outline: "border-2 border-primary text-foreground hover:bg-primary hover:text-primary-foreground",
        ghost: "text-foreground hover:bg-muted",
        light: "bg-card text-card-foreground shadow-sm hover:bg-muted",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-sm",
        lg: "h-14 px-8 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonStyle = VariantProps<typeof buttonVariants>;

/** A call to action rendered as a link (internal or external) styled as a button. */
export function ButtonLink({
  cta,
  variant,
  size,
  className,
  icon,
}: ButtonStyle & { cta: Cta; className?: string; icon?: ReactNode }) {
  return (
    <SmartLink
      href={cta.href}
      newTab={cta.newTab}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      {cta.label}
      {icon}
    </SmartLink>
  );
}

/** A real <button> with the same looks. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonStyle & ComponentProps<"button">) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
