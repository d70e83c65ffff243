import { cva } from "class-variance-authority";
import { CountUp } from "~/components/ui/count-up";
import { RevealList } from "~/components/ui/reveal";
import type { Counter } from "~/content/metrics";
import type { Heading } from "~/content/types";
import { cn } from "~/lib/cn";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Section, type SectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

/**
 * - `plain`: large gradient numbers in columns divided by hairlines;
 * - `cards`: each counter in a card with an accent bar;
 * - `band`: white numbers on a gradient band;
 * - `compact`: number and title side by side, for a narrow strip under another block.
 */
export type CounterGridVariant = "plain" | "cards" | "band" | "compact";

/** Figures in up to four columns; a shorter last row is centred (`centred-rows`). */
const listVariants = cva("centred-rows", {
  variants: {
    variant: {
      plain:
        "[--rows-gap-x:0px] [--rows-gap:2.5rem] sm:[--columns:2] lg:divide-x lg:divide-border lg:[--columns:4] rtl:lg:divide-x-reverse",
      cards: "sm:[--columns:2] lg:[--columns:4]",
      band: "[--rows-gap:2.5rem] sm:[--columns:2] lg:[--columns:4]",
      compact: "sm:[--columns:2] lg:[--columns:4]",
    },
  },
});

const itemVariants = cva("", {
  variants: {
    variant: {
      plain: "px-6 text-center",
      cards: cardVariants({ shadow: "sm", hover: "border", className: "relative overflow-hidden p-8" }),
      band: "text-center",
      compact: "flex items-center gap-4 rounded-2xl bg-muted px-6 py-5",
    },
  },
});

const numberVariants = cva("font-extrabold tracking-tight", {
  variants: {
    variant: {
      plain: "text-gradient text-5xl md:text-6xl",
      cards: "text-5xl text-foreground",
      band: "text-5xl md:text-6xl",
      compact: "text-gradient text-4xl",
    },
  },
});

export type CounterGridProps = {
  /** Anchor of the section; its heading is `${id}-title`. */
  id: string;
  heading?: Heading;
  counters: readonly Counter[];
  variant?: CounterGridVariant;
  tone?: SectionProps["tone"];
  /** Vertical space around it (compact for a strip under the hero). */
  space?: SectionProps["space"];
};

/**
 * Figures that count from 0 to their target once, when half visible (step = target ÷ 20
 * rounded up, every 50 ms). The targets are in the pre-rendered HTML.
 */
export function CounterGrid({ id, heading, counters, variant = "plain", tone, space }: CounterGridProps) {
  // A level below the section's heading; without one, the figures head the section themselves.
  const Title = heading ? "h3" : "h2";
  const list = (
    <RevealList
      items={counters}
      className={listVariants({ variant })}
      itemClassName={itemVariants({ variant })}
    >
      {(counter) => (
        <>
          {variant === "cards" ? (
            <span
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to"
            />
          ) : null}
          <CountUp
            value={counter.value}
            prefix={counter.prefix}
            suffix={counter.suffix}
            block
            className={numberVariants({ variant })}
          />
          <div className={cn(variant === "compact" ? "min-w-0" : "mt-4")}>
            <Title className={cn("font-bold", variant === "compact" ? "text-base" : "text-lg")}>
              {counter.title}
            </Title>
            {variant === "compact" ? null : (
              <p
                className={cn(
                  "mt-2 text-pretty",
                  // On the band, the text's full colour: at 90% it fell under 4.5:1 on the gradient's
                  // lightest stop (the page gate's `text-contrast`, issue 42).
                  variant !== "band" && "text-muted-foreground",
                )}
              >
                {counter.description}
              </p>
            )}
          </div>
        </>
      )}
    </RevealList>
  );

  return (
    <Section id={id} tone={tone} space={space} heading={heading}>
      {variant === "band" ? (
        <div className="relative isolate overflow-hidden rounded-4xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to px-6 py-14 text-white md:px-12 md:py-16 dark:text-background">
          <GradientDecor variant="glow" className="opacity-60 mix-blend-soft-light" />
          {list}
        </div>
      ) : (
        list
      )}
    </Section>
  );
}
