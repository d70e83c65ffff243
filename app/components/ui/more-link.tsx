import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { Cta } from "~/content/types";
import { cn } from "~/lib/cn";
import { SmartLink } from "./smart-link";

/**
 * A text link with an arrow at the foot of a card ("Read More", "Plan a trip"). Cards repeat
 * the same label, so `context` completes its name for screen readers ("Read More about
 * Brand Identity"). The arrow nudges forward while the card (`group`) is hovered.
 */
export function MoreLink({ cta, context, className }: { cta: Cta; context: string; className?: string }) {
  return (
    <SmartLink
      href={cta.href}
      newTab={cta.newTab}
      className={cn(
        "inline-flex items-center gap-2 rounded-sm font-semibold text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      {cta.label}
      <span className="sr-only">{` ${context}`}</span>
      <SpriteIcon
        icon={ArrowRight}
        className="size-4 transition-transform duration-300 group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
      />
    </SmartLink>
  );
}
