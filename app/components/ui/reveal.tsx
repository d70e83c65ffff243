import { type HTMLAttributes, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { revealObserver, timings } from "~/content/settings";
import { cn } from "~/lib/cn";
import { useEntrance } from "~/lib/motion";

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
 * 0.01, once). The content is fully visible in the pre-rendered HTML and without
 * JavaScript: the hidden start state is applied only to elements that JavaScript finds
 * wholly below the fold, so anything already in view (the hero, the largest image or
 * heading) is never hidden or delayed. No motion under prefers-reduced-motion.
 */
export function Reveal({
  children,
  as: Tag = "div",
  from = "up",
  delay = 0,
  className,
  style,
  ...rest
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const entrance = useEntrance(ref, revealObserver);
  // Once in place, the reveal's transition and delay are removed again, so the content's
  // own transitions (hover colours, shadows) behave as if it had never moved.
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (entrance !== "playing") return;
    const timer = window.setTimeout(() => setDone(true), timings.card + delay);
    return () => window.clearTimeout(timer);
  }, [entrance, delay]);
  const state = done
    ? undefined
    : entrance === "waiting"
      ? "hidden"
      : entrance === "playing"
        ? "shown"
        : undefined;

  return (
    <Tag
      // Any of the tags fits: the ref is only observed, as an HTMLElement.
      ref={ref as RefObject<never>}
      data-reveal={state}
      className={cn(
        "data-[reveal=hidden]:opacity-0 data-[reveal=shown]:transition-[opacity,translate,scale] data-[reveal=shown]:ease-out",
        hiddenLook[from],
        className,
      )}
      style={
        state === "shown"
          ? { transitionDuration: `${timings.card}ms`, transitionDelay: `${delay}ms`, ...style }
          : style
      }
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
