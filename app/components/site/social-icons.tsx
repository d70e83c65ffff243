import type { ReactNode } from "react";
import { brand } from "~/content/brand";
import { socialLinks } from "~/content/social";
import type { SocialNetwork } from "~/content/types";
import { cn } from "~/lib/cn";

/*
 * Our own small line glyphs for the four networks (lucide 1.x carries no brand
 * marks). Drawn on a 24-unit grid with the same stroke as the lucide icons.
 */
const glyphs: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M16.5 3.5H14a4.5 4.5 0 0 0-4.5 4.5v13M6.5 10.5h9" />,
  twitter: (
    <>
      <path d="M4 4l16 16" />
      <path d="M20 4l-6.6 7.1M10.6 12.9L4 20" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.2 6.8h.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.01M12 17v-6.5M12 13.2c0-1.6 1-2.7 2.4-2.7s2.1 1 2.1 2.6V17" />
    </>
  ),
};

/** A network's glyph; `className` holds its size (default `size-4`) and anything else it needs. */
export function SocialGlyph({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className || "size-4"}
    >
      {glyphs[network]}
    </svg>
  );
}

/** The social links' default looks, less their size: a muted round button that lights up on hover. */
export const mutedRoundLink =
  "rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground";

/**
 * The four social links as icon buttons. Each opens the network in a new tab and
 * is named for screen readers.
 */
export function SocialLinks({
  className,
  itemClassName,
  iconClassName,
  label = `${brand.name} on social media`,
}: {
  /** Classes of the list, its gap among them (default `gap-2`). */
  className?: string;
  /** Each link's size and looks (default `size-9` and `mutedRoundLink`). */
  itemClassName?: string;
  /** Each glyph's size (default `size-4`). */
  iconClassName?: string;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={cn("flex items-center", className || "gap-2")}>
      {socialLinks.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              "inline-flex items-center justify-center",
              itemClassName || `size-9 ${mutedRoundLink}`,
            )}
          >
            <SocialGlyph network={link.network} className={iconClassName} />
            <span className="sr-only">{`${link.label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
