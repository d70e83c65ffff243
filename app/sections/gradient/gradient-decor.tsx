import { cn } from "~/lib/cn";

/** The named looks of the gradient decorations that every page carries. */
export type GradientVariant = "hero" | "banner" | "corner" | "footer" | "glow";

const looks: Record<GradientVariant, string> = {
  // Faded out towards the foot, so that no glow ends in a line at the section's edge (issue 42).
  hero: "[background:radial-gradient(40rem_28rem_at_15%_10%,color-mix(in_oklch,var(--gradient-from)_28%,transparent),transparent_70%),radial-gradient(36rem_26rem_at_85%_20%,color-mix(in_oklch,var(--gradient-to)_24%,transparent),transparent_70%),radial-gradient(30rem_20rem_at_50%_80%,color-mix(in_oklch,var(--gradient-via)_22%,transparent),transparent_70%)] [mask-image:linear-gradient(to_bottom,black_50%,transparent)]",
  banner:
    "[background:radial-gradient(30rem_16rem_at_10%_0%,color-mix(in_oklch,var(--gradient-from)_22%,transparent),transparent_70%),radial-gradient(30rem_16rem_at_90%_100%,color-mix(in_oklch,var(--gradient-to)_20%,transparent),transparent_70%)]",
  corner:
    "[background:radial-gradient(28rem_20rem_at_100%_0%,color-mix(in_oklch,var(--gradient-via)_20%,transparent),transparent_70%)]",
  footer:
    "[background:radial-gradient(40rem_18rem_at_50%_0%,color-mix(in_oklch,var(--gradient-via)_16%,transparent),transparent_70%)]",
  glow: "[background:radial-gradient(24rem_24rem_at_50%_50%,color-mix(in_oklch,var(--gradient-to)_22%,transparent),transparent_70%)]",
};

/**
 * The gradient decoration: a purely decorative layer placed behind a section's
 * content (the parent needs `relative isolate`). Hidden from assistive technology.
 */
export function GradientDecor({ variant, className }: { variant: GradientVariant; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("pointer-events-none absolute inset-0 -z-10", looks[variant], className)}
    />
  );
}
