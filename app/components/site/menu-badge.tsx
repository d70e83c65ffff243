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
      <span data-badge="" className={cn("menu-badge", tones[badge], className)}>
        {badge}
      </span>
    </>
  );
}
