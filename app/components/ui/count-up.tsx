import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";

export type CountUpProps = {
  /** The target; it is what the pre-rendered HTML and assistive technology show. */
  value: number;
  /** Text before and after the number, e.g. "$" or "+" or "%". */
  prefix?: string;
  suffix?: string;
  /** A block of its own (`grid`) rather than a number in a line of text (`inline-grid`). */
  block?: boolean;
  className?: string;
};

/**
 * A number that counts up from 0 to `value` once, when half of it is visible
 * (step = value ÷ 20 rounded up, every 50 ms): the behaviour is app/behaviours/count-up.ts, wired
 * by `data-count-to` (the target; the prefix and suffix it writes around the counting number are
 * `data-count-prefix` and `data-count-suffix`). The final value is in the HTML and is the only
 * thing assistive technology reads; the animated digits (`data-count-up`) are decoration. The box
 * is as wide as the final value from the start, and a counting number is drawn in the places of
 * the final's characters, so counting moves nothing. Counters already in view when the page
 * starts, and every counter under reduced motion, simply show the value.
 */
export function CountUp({ value, prefix = "", suffix = "", block = false, className }: CountUpProps) {
  const final = `${prefix}${formatNumber(value)}${suffix}`;
  return (
    <span
      data-count-to={value}
      data-count-prefix={prefix || undefined}
      data-count-suffix={suffix || undefined}
      className={cn(block ? "grid" : "inline-grid", "tabular-nums", className)}
    >
      {/* Reserves the width of the final value; invisible text is neither read nor found. */}
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span aria-hidden="true" className="col-start-1 row-start-1 whitespace-nowrap" data-count-up="">
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
