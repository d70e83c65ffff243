import { useId } from "react";
import { brand } from "~/content/brand";
import { cn } from "~/lib/cn";

/**
 * The brand's mark (`brand.mark` in app/content/brand.ts): a rounded tile in the brand gradient,
 * the cutout in the page's background colour, the inlay in the gradient. Colours come from the
 * theme tokens, so the same markup works in light and dark. Decorative: the link around it carries
 * the name. The favicon and the social card draw the same mark (scripts/brand-plugin.ts).
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
      <path className="fill-background" fillRule="evenodd" d={brand.mark.cutout} />
      {brand.mark.inlay && <path fill={`url(#${fill})`} fillRule="evenodd" d={brand.mark.inlay} />}
    </svg>
  );
}

/**
 * A name longer than this many characters is lettered smaller on phones and beside the desktop
 * menu, and may take two lines on a phone, so that the header's controls stay on the screen (a name
 * of up to 30 characters, issue 41: "Harbor & Finch Studio" pushed them off at 375 px).
 */
export const LONG_NAME = 12;

/**
 * The mark with the wordmark, as one unit. The wordmark is the brand's name (`brand.name` in
 * app/content/brand.ts); to use your own logo, see docs/customize.md.
 */
export function Logo({ className }: { className?: string }) {
  const long = [...brand.name].length > LONG_NAME;
  return (
    <span className={cn("inline-flex min-w-0 items-center gap-2.5", className)}>
      <LogoMark />
      <span
        className={cn(
          "font-extrabold tracking-tight text-foreground",
          long
            ? "line-clamp-2 text-lg leading-tight text-balance sm:max-lg:whitespace-nowrap lg:max-xl:text-sm xl:text-2xl xl:leading-none xl:whitespace-nowrap"
            : "text-2xl leading-none",
        )}
      >
        {brand.name}
      </span>
    </span>
  );
}
