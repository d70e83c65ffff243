import { cva, type VariantProps } from "class-variance-authority";
import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import type { MetricTone } from "~/content/metrics";

const fillVariants = cva("h-full rounded-full", {
  variants: {
    tone: {
      // From the start (a gradient has no logical direction): right to left, from the right.
      gradient: "bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to rtl:bg-linear-to-l",
      primary: "bg-primary",
      accent: "bg-accent",
    } satisfies Record<MetricTone, string>,
  },
  defaultVariants: { tone: "gradient" },
});

const trackVariants = cva("overflow-hidden rounded-full bg-muted", {
  variants: {
    size: { sm: "h-1.5", md: "h-2.5", lg: "h-4" },
  },
  defaultVariants: { size: "md" },
});

export type ProgressBarProps = VariantProps<typeof fillVariants> &
  VariantProps<typeof trackVariants> & {
    /** The percentage (0–100); in the HTML and in aria-valuenow from the start. */
    value: number;
    /** The visible title above the bar, also its accessible name. */
    label: ReactNode;
    /** Show the percentage at the end of the title row (default true). */
    showValue?: boolean;
    className?: string;
  };

/**
 * A linear progress bar (skill bar) with its title and percentage. The pre-rendered
 * HTML shows the final width; a bar that was below the fold grows from 30 % to its
 * value over about 2 s once half of it is visible: the behaviour is
 * app/behaviours/progress-bar.ts, wired by `data-progress-bar`. role="progressbar" exposes the
 * value to assistive technology.
 */
export function ProgressBar({ value, label, showValue = true, tone, size, className }: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);

  return (
    <div data-progress-bar="" className={className}>
      <div className="mb-2 flex items-baseline justify-between gap-4 text-sm font-semibold">
        <span id={labelId}>{label}</span>
        {showValue ? (
          <span aria-hidden="true" className="text-muted-foreground tabular-nums">
            {percent}%
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={trackVariants({ size })}
      >
        {/* The module sets `data-playing` with the final width, which the transition animates. */}
        <div
          className={cn(fillVariants({ tone }), "data-playing:transition-[width] data-playing:ease-out")}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}
