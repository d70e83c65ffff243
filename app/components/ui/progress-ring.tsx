import { useId } from "react";
import { cn } from "~/lib/cn";
import type { MetricTone } from "~/content/metrics";
import { metricMotion } from "~/content/settings";
import { clampPercent } from "./progress-bar";

const strokeClass: Record<Exclude<MetricTone, "gradient">, string> = {
  primary: "stroke-primary",
  accent: "stroke-accent",
};

type RingName =
  /** The accessible name, when no visible title names the ring. */
  | { label: string; labelledBy?: never }
  /** The id of a visible title that names the ring. */
  | { labelledBy: string; label?: never };

export type ProgressRingProps = RingName & {
  /** The percentage (0–100); in the HTML and in aria-valuenow from the start. */
  value: number;
  /** Outer size in CSS pixels (default 220; the landing summary ring uses 120). */
  size?: number;
  /** Stroke thickness in CSS pixels (default 10). */
  thickness?: number;
  tone?: MetricTone;
  className?: string;
};

/**
 * A radial progress (SVG ring) with its percentage in the middle. The pre-rendered
 * HTML shows the final value; a ring that was below the fold counts from 0 by 2 % per
 * frame once half of it is visible: the behaviour is app/behaviours/progress-ring.ts, wired by
 * `data-progress-ring` (it draws the arc, `data-ring-arc`, and the number, `data-ring-number`).
 * The box never changes size; the ring scales down in narrow containers.
 */
export function ProgressRing({
  value,
  size = metricMotion.ringSize,
  thickness = metricMotion.ringThickness,
  tone = "gradient",
  className,
  ...name
}: ProgressRingProps) {
  const gradientId = `ring-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const percent = clampPercent(value);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;

  return (
    <div
      data-progress-ring=""
      role="progressbar"
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn("@container relative inline-grid max-w-full place-items-center", className)}
      style={{ width: size }}
    >
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        aria-hidden="true"
        // The arc starts at the top and runs clockwise; right to left, anticlockwise (its mirror:
        // flipped top to bottom before the quarter turn).
        className="h-auto w-full -rotate-90 rtl:-scale-y-100"
      >
        {tone === "gradient" ? (
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0%" style={{ stopColor: "var(--gradient-from)" }} />
              <stop offset="50%" style={{ stopColor: "var(--gradient-via)" }} />
              <stop offset="100%" style={{ stopColor: "var(--gradient-to)" }} />
            </linearGradient>
          </defs>
        ) : null}
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          className="stroke-muted"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          data-ring-arc=""
          stroke={tone === "gradient" ? `url(#${gradientId})` : undefined}
          className={tone === "gradient" ? undefined : strokeClass[tone]}
        />
      </svg>
      <span
        aria-hidden="true"
        // text-[18cqi]: scales with the ring when a narrow container shrinks it.
        className="absolute inset-0 grid place-items-center text-[18cqi] font-bold whitespace-nowrap tabular-nums"
      >
        <span>
          <span data-ring-number="">{percent}</span>%
        </span>
      </span>
    </div>
  );
}
