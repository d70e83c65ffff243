import type { HTMLAttributes, ReactNode } from "react";
import { timings } from "~/content/settings";
import { cn } from "~/lib/cn";

export type RevealFrom = "up" | "down" | "start" | "end" | "zoom" | "fade";

const hiddenLook: Record<RevealFrom, string> = {
  up: "data-[reveal=hidden]:translate-y-8",
  down: "data-[reveal=hidden]:-translate-y-8",
  start: "data-[reveal=hidden]:-translate-x-8 rtl:data-[reveal=hidden]:translate-x-8",
  end: "data-[reveal=hidden]:translate-x-8 rtl:data-[reveal=hidden]:-translate-x-8",
  zoom: "data-[reveal=hidden]:scale-95",
  fade: "",
};

export type RevealProps = Omit<HTMLAttributes<HTMLElement>, "children"> & {
  children: ReactNode;
  /** The element to render (default div). */
  as?: "div" | "li" | "article" | "section" | "span";
  /** Where the content comes from (default "up"). */
  from?: RevealFrom;
  /** Delay before it moves, in ms (stagger cards with multiples of timings.revealStagger). */
  delay?: number;
};

/**
 * Fades and slides its content in the first time it enters the viewport (threshold
 * 0.01, once): the behaviour is app/behaviours/reveal.ts, wired by `data-reveal-delay`. The
 * content is fully visible in the pre-rendered HTML and without JavaScript: the module applies
 * the hidden start state (`data-reveal="hidden"`) only to elements it finds wholly below the
 * fold, so anything already in view (the hero, the largest image or heading) is never hidden or
 * delayed; then `data-reveal="shown"` while it moves, and no `data-reveal` again once in place.
 * No motion under prefers-reduced-motion.
 */
export function Reveal({
  children,
  as: Tag = "div",
  from = "up",
  delay = 0,
  className,
  ...rest
}: RevealProps) {
  return (
    <Tag
      data-reveal-delay={delay}
      className={cn(
        "data-[reveal=hidden]:opacity-0 data-[reveal=shown]:transition-[opacity,translate,scale] data-[reveal=shown]:ease-out",
        hiddenLook[from],
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}

export type RevealListProps<T extends { id: string }> = {
  /** The items, each revealed as a list item; keyed by `id`. */
  items: readonly T[];
  /** What an item shows (its index second). */
  children: (item: T, index: number) => ReactNode;
  /** Classes of the list. */
  className?: string;
  /** Classes of each item. */
  itemClassName?: string;
  from?: RevealFrom;
};

/** A list whose items reveal one after the other, `timings.revealStagger` apart. */
export function RevealList<T extends { id: string }>({
  items,
  children,
  className,
  itemClassName,
  from,
}: RevealListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <Reveal as="li" key={item.id} delay={i * timings.revealStagger} from={from} className={itemClassName}>
          {children(item, i)}
        </Reveal>
      ))}
    </ul>
  );
}
