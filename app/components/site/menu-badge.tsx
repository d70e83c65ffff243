import type { Badge } from "~/content/types";
import { cn } from "~/lib/cn";

const tones: Record<Badge, string> = {
  Hot: "bg-accent text-accent-foreground",
  New: "bg-primary text-primary-foreground",
};

/** The Hot / New flag of a menu entry. The comma keeps screen readers from running the words together. */
export function MenuBadge({ badge, className }: { badge: Badge; className?: string }) {
  return (
    <>
      <span className="sr-only">, </span>
      <span
        data-badge=""
        className={cn(
          "inline-flex h-5 items-center rounded-full px-2 text-[0.6875rem] leading-none font-bold tracking-wide uppercase",
          tones[badge],
          className,
        )}
      >
        {badge}
      </span>
    </>
  );
}
