import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { metricMotion } from "~/content/settings";
import { nextCount, padToWidthOf, useEntrance } from "~/lib/motion";

const defaultFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export type CountUpProps = {
  /** The target; it is what the pre-rendered HTML and assistive technology show. */
  value: number;
  /** Text before and after the number, e.g. "$" or "+" or "%". */
  prefix?: string;
  suffix?: string;
  /** Number formatting (default: en-US grouping, "1,000"). */
  format?: (value: number) => string;
  className?: string;
};

/**
 * A number that counts up from 0 to `value` once, when half of it is visible
 * (step = value ÷ 20 rounded up, every 50 ms). The final value is in the HTML and is
 * the only thing assistive technology reads; the animated digits are decoration. The
 * box is as wide as the final value from the start and shorter numbers are padded with
 * figure spaces (tabular figures), so counting moves nothing. Counters already in view when the page hydrates, and every counter
 * under reduced motion, simply show the value.
 */
export function CountUp({
  value,
  prefix = "",
  suffix = "",
  format = defaultFormat.format,
  className,
}: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const entrance = useEntrance(ref);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (entrance !== "playing" || count >= value) return;
    const timer = window.setTimeout(() => setCount(nextCount(count, value)), metricMotion.countInterval);
    return () => window.clearTimeout(timer);
  }, [entrance, count, value]);

  const shown = entrance === "static" ? value : count;
  const final = `${prefix}${format(value)}${suffix}`;

  return (
    <span ref={ref} className={cn("inline-grid tabular-nums", className)}>
      {/* Reserves the width of the final value; invisible text is neither read nor found. */}
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span aria-hidden="true" className="col-start-1 row-start-1 whitespace-nowrap" data-count-up="">
        {prefix}
        {padToWidthOf(format(shown), format(value))}
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
