import { ArrowUpRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";

/** The arrow of links that open in a new tab, with the words screen readers need. */
export function NewTabIcon({ className = "size-4" }: { className?: string }) {
  return (
    <>
      <SpriteIcon icon={ArrowUpRight} className={className} />
      <span className="sr-only">(opens in a new tab)</span>
    </>
  );
}
