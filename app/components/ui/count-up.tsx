import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";
import { metricMotion } from "~/content/settings";
import { nextCount, useEntrance } from "~/lib/motion";

export type CountUpProps = {
  /** The target; it is what the pre-rendered HTML and assistive technology show. */
  value: number;
  /** Text before and after the number, e.g. "$" or "+" or "%". */
  prefix?: string;
  suffix?: string;
  /** Number formatting (default: en-US grouping, "1,000"). */
  format?: (value: number) => string;
  /** A block of its own (`grid`) rather than a number in a line of text (`inline-grid`). */
  block?: boolean;
  className?: string;
};

/**
 * A number that counts up from 0 to `value` once, when half of it is visible
 * (step = value ÷ 20 rounded up, every 50 ms). The final value is in the HTML and is
 * the only thing assistive technology reads; the animated digits are decoration. The
 * box is as wide as the final value from the start, and a counting number is drawn in the
 * places of the final's characters (`PaddedNumber`), so counting moves nothing.
 * Counters already in view when the page hydrates, and every counter under reduced motion,
 * simply show the value.
 */
export function CountUp({
  value,
  prefix = "",
  suffix = "",
  format = formatNumber,
  block = false,
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
    <span ref={ref} className={cn(block ? "grid" : "inline-grid", "tabular-nums", className)}>
      {/* Reserves the width of the final value; invisible text is neither read nor found. */}
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span aria-hidden="true" className="col-start-1 row-start-1 whitespace-nowrap" data-count-up="">
        {prefix}
        <PaddedNumber text={format(shown)} final={format(value)} />
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}

/**
 * A counting number drawn in the places of its final value's characters: right-aligned under them,
 * the places it does not fill yet holding the final's own character, invisible. Every character
 * keeps the position it will have at the end, so nothing moves (not even by the 1.7 px that a
 * figure space is wider than a digit in Inter) and no layout shift is reported while it counts;
 * the number's shape follows the final's, as both group digits from the right. At rest, plain text.
 * Inside an `aria-hidden` element with tabular figures.
 */
export function PaddedNumber({ text, final }: { text: string; final: string }) {
  if (text === final || text.length > final.length) return <>{text}</>;
  const offset = final.length - text.length;
  return (
    <>
      {[...final].map((char, i) =>
        i < offset ? (
          <span key={i} className="invisible">
            {char}
          </span>
        ) : (
          <span key={i}>{text[i - offset]}</span>
        ),
      )}
    </>
  );
}
