import { Star } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { cn } from "~/lib/cn";

/**
 * A star rating out of 5, read as one image ("Rated 4.5 out of 5"). Half points show a
 * half-filled star. `decorative`: the rating is said in words beside it, so the stars are
 * hidden from screen readers.
 */
export function Rating({
  value,
  decorative = false,
  className,
}: {
  value: number;
  decorative?: boolean;
  className?: string;
}) {
  const name = decorative
    ? ({ "aria-hidden": true } as const)
    : ({ role: "img", "aria-label": `Rated ${value} out of 5` } as const);
  return (
    <p className={cn("flex gap-1", className)} {...name}>
      {Array.from({ length: 5 }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} aria-hidden="true" className="relative inline-block size-5">
            <SpriteIcon icon={Star} className="absolute inset-0 size-5 text-border" />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <SpriteIcon icon={Star} className="size-5 fill-accent text-accent" />
              </span>
            ) : null}
          </span>
        );
      })}
    </p>
  );
}
