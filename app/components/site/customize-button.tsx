import { Palette } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { customizer } from "~/content/customizer";

/**
 * The customizer's button, in the corner opposite back-to-top on every demo home and element page
 * (issue 41). Markup only: app/behaviours/customizer.ts shows it once it can open the panel
 * (`data-ready`; without JavaScript there is nothing it could do, so it never shows) and loads the
 * panel, React, on the first press.
 */
export function CustomizeButton() {
  return (
    <button
      type="button"
      data-customizer=""
      aria-haspopup="dialog"
      className="invisible fixed start-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-control border border-border bg-card px-4 text-sm font-semibold text-card-foreground opacity-0 shadow-lg shadow-primary/15 transition-opacity duration-300 data-ready:visible data-ready:opacity-100 md:start-8 md:bottom-8"
    >
      <SpriteIcon icon={Palette} className="size-5 text-primary" />
      <span className="max-sm:sr-only">{customizer.button}</span>
    </button>
  );
}
