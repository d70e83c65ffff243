import { cva } from "class-variance-authority";
import { ChevronDown, Minus, Plus } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type CSSProperties, type ReactNode, useId } from "react";
import { timings } from "~/content/settings";
import { cn } from "~/lib/cn";
import { cardVariants } from "~/components/ui/card";

const collapseStyle = { "--collapse": `${timings.collapse}ms` } as CSSProperties;

export type AccordionItem = {
  /** Stable key (default: the position). */
  id?: string;
  /** The always-visible question or title. */
  title: ReactNode;
  /** The answer, shown while the item is open. */
  content: ReactNode;
};

/** The four looks of the accordion page. */
export type AccordionVariant = "bordered" | "cards" | "filled" | "minimal";

const rootVariants = cva("flex flex-col", {
  variants: {
    variant: {
      bordered: "divide-y divide-border overflow-hidden rounded-2xl border border-border",
      cards: "gap-4",
      filled: "gap-3",
      minimal: "divide-y divide-border border-y border-border",
    },
  },
  defaultVariants: { variant: "bordered" },
});

const itemVariants = cva(
  [
    "group",
    // Animated open and close where the browser can (::details-content and
    // interpolate-size); elsewhere it opens at once. Reduced motion: no transition.
    // Without interpolate-size (Firefox, Safari) the height cannot animate to `auto`: a
    // transition would only hold the old height for half its duration, so there is none.
    "[interpolate-size:allow-keywords]",
    "[&::details-content]:h-0 [&::details-content]:overflow-clip",
    "open:[&::details-content]:h-auto",
    "motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:transition-[height,content-visibility] motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:transition-discrete motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:duration-(--collapse) motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:ease-in-out",
  ],
  {
    variants: {
      variant: {
        bordered: "bg-card",
        cards: cardVariants({
          radius: "md",
          shadow: "sm",
          className: "transition-shadow open:border-primary/40 open:shadow-lg open:shadow-primary/5",
        }),
        filled: "rounded-xl bg-muted open:bg-card open:ring-1 open:ring-border",
        minimal: "",
      },
    },
    defaultVariants: { variant: "bordered" },
  },
);

const summaryVariants = cva(
  "flex cursor-pointer list-none items-center justify-between gap-4 font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden",
  {
    variants: {
      variant: {
        bordered: "px-6 py-5 text-lg",
        cards: "rounded-2xl px-6 py-5 text-lg",
        filled: "rounded-xl px-5 py-4 group-open:text-primary",
        minimal: "py-5 text-lg group-open:text-primary",
      },
    },
    defaultVariants: { variant: "bordered" },
  },
);

const bodyVariants = cva("text-muted-foreground", {
  variants: {
    variant: {
      bordered: "px-6 pb-6",
      cards: "px-6 pb-6",
      filled: "px-5 pb-5",
      minimal: "pb-6",
    },
  },
  defaultVariants: { variant: "bordered" },
});

export type AccordionProps = {
  items: readonly AccordionItem[];
  variant?: AccordionVariant;
  /** The item open at start (default 0, the first); null opens none. */
  defaultOpen?: number | null;
  /** Group name shared by the items, which makes them exclusive (default: a unique id). */
  name?: string;
  className?: string;
};

/**
 * An exclusive accordion on native `<details name>`: opening one item closes the
 * others, with no JavaScript. The first item is open at start; every answer is in
 * the pre-rendered HTML. Opening and closing animate over 600 ms where the browser
 * supports `::details-content`.
 */
export function Accordion({ items, variant = "bordered", defaultOpen = 0, name, className }: AccordionProps) {
  const ownName = useId();
  const group = name ?? `accordion-${ownName.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const Icon = variant === "cards" || variant === "bordered" ? null : ChevronDown;

  return (
    <div className={cn(rootVariants({ variant }), className)}>
      {items.map((item, i) => (
        <details
          key={item.id ?? i}
          name={group}
          open={i === defaultOpen}
          className={itemVariants({ variant })}
          style={collapseStyle}
        >
          <summary className={summaryVariants({ variant })}>
            <span>{item.title}</span>
            {Icon ? (
              <SpriteIcon
                icon={Icon}
                className="size-5 shrink-0 transition-transform duration-300 group-open:rotate-180"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-foreground transition-colors group-open:bg-primary group-open:text-primary-foreground"
              >
                <SpriteIcon icon={Plus} className="size-4 group-open:hidden" />
                <SpriteIcon icon={Minus} className="hidden size-4 group-open:block" />
              </span>
            )}
          </summary>
          <div className={bodyVariants({ variant })}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
