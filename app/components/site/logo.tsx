import { useId } from "react";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/**
 * The Doob mark: a rounded tile in the brand gradient carrying a geometric "D"
 * whose counter holds a small gradient disc. Colours come from the theme tokens,
 * so the same markup works in light and dark. Decorative: the link around it
 * carries the name.
 */
export function LogoMark({ className }: { className?: string }) {
  const id = useId();
  const fill = `${id}-fill`;
  const shine = `${id}-shine`;
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn("size-10 shrink-0", className)}
    >
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--gradient-from)]" />
          <stop offset="0.55" className="[stop-color:var(--gradient-via)]" />
          <stop offset="1" className="[stop-color:var(--gradient-to)]" />
        </linearGradient>
        <linearGradient id={shine} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${fill})`} />
      <rect width="40" height="40" rx="12" fill={`url(#${shine})`} />
      {/* The "D": a stem and a half-round bowl with a round counter. */}
      <path
        className="fill-background"
        fillRule="evenodd"
        d="M11 9.5h9.5a10.5 10.5 0 0 1 0 21H11Zm6 6v9h3.5a4.5 4.5 0 0 0 0-9Z"
      />
      <circle cx="20.5" cy="20" r="2.25" fill={`url(#${fill})`} />
    </svg>
  );
}

/**
 * The mark with the wordmark, as one unit. The wordmark is the site's name (`site.name` in
 * app/content/site.ts); to use your own logo, replace `LogoMark` (docs/customize.md).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="text-2xl leading-none font-extrabold tracking-tight text-foreground">{site.name}</span>
    </span>
  );
}
