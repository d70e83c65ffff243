import { Palette } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { customizer } from "~/content/customizer";
import { CUSTOMIZER_ATTRIBUTE } from "~/lib/look";
import { withBase } from "~/lib/paths";

/**
 * The customizer's button, beside the theme switch in the header of every demo home and element page
 * (issue 41): in the header, it covers nothing of the page. Markup only: the look script (~/lib/look)
 * imports the panel, React, from the URL the button names on its first press, from the first paint
 * on. The build writes that URL (the widgets' build's file, scripts/postbuild.mjs); the dev server
 * serves the source. Without JavaScript there is nothing it could open: hidden.
 */
export function CustomizeButton() {
  return (
    <Button
      variant="subtle"
      size="icon-sm"
      {...{ [CUSTOMIZER_ATTRIBUTE]: import.meta.env.DEV ? withBase("app/widgets/customizer.tsx") : "" }}
      aria-haspopup="dialog"
      title={customizer.button}
      className="no-js:hidden"
    >
      <SpriteIcon icon={Palette} className="size-[1.125rem]" />
      <span className="sr-only">{customizer.button}</span>
    </Button>
  );
}
