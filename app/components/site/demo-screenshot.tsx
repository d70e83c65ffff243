import { Picture } from "~/components/ui/picture";
import type { DemoThumbnail } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * A demo's first screen in the light and in the dark theme (real screenshots, see
 * `npm run screenshots`). Both pictures are in the HTML; CSS shows the one of the page's
 * theme (`dark:`) and hides the other with `display: none`, which keeps a lazy picture from
 * loading at all, so only the visible one is downloaded and a theme switch needs no
 * JavaScript. The menus' small screenshots are the same pair, built by
 * app/behaviours/demo-screenshots.ts when a menu first opens. Decorative (empty alt): the link around it names the demo. Without
 * screenshots yet (a new demo before its `npm run screenshots`) it is a muted box.
 */
export function ScreenshotPair({
  shots,
  sizes,
  className,
}: {
  shots: DemoThumbnail | undefined;
  /** The `sizes` of the pictures (how wide they are laid out). */
  sizes: string;
  /** Classes of both `<img>` elements (size, fit, rounding). */
  className?: string;
}) {
  if (!shots) return <span aria-hidden="true" className={cn("block bg-muted", className)} />;
  return (
    <>
      <Picture image={{ ...shots.light, alt: "" }} sizes={sizes} className={cn(className, "dark:hidden")} />
      <Picture
        image={{ ...shots.dark, alt: "" }}
        sizes={sizes}
        className={cn(className, "hidden dark:block")}
      />
    </>
  );
}
