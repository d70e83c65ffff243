import { useEffect, useState } from "react";
import { Picture } from "~/components/ui/picture";
import type { DemoThumbnail } from "~/content/types";
import { cn } from "~/lib/cn";

type Thumbnails = Partial<Record<string, DemoThumbnail>>;

/**
 * A demo's first screen in the light and in the dark theme (real screenshots, see
 * `npm run screenshots`). Both pictures are in the HTML; CSS shows the one of the page's
 * theme (`dark:`) and hides the other with `display: none`, which keeps a lazy picture from
 * loading at all, so only the visible one is downloaded and a theme switch needs no
 * JavaScript. Decorative (empty alt): the link around it names the demo. Without
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

let loaded: Thumbnails | undefined;
let loading: Promise<Thumbnails> | undefined;

/**
 * The screenshots' manifest for the menus, fetched the first time a menu opens (`enabled`):
 * decoration, so neither in the HTML nor in the JavaScript of hydration (decision 020).
 * Undefined until it has arrived.
 */
export function useDemoThumbnails(enabled: boolean): Thumbnails | undefined {
  const [thumbnails, setThumbnails] = useState(loaded);
  useEffect(() => {
    if (!enabled || thumbnails) return;
    let live = true;
    loading ??= import("~/content/demo-thumbnails.generated").then((m) => (loaded = m.demoThumbnails));
    void loading.then((all) => {
      if (live) setThumbnails(all);
    });
    return () => {
      live = false;
    };
  }, [enabled, thumbnails]);
  return thumbnails;
}

/**
 * The small screenshot before a demo's name in the Home menus (nothing without `shots`, for
 * other links). The link around it carries `group/demo` for the hover border.
 */
export function DemoMenuThumbnail({
  shots,
  current = false,
  className,
}: {
  shots: DemoThumbnail | undefined;
  current?: boolean;
  className?: string;
}) {
  if (!shots) return null;
  return (
    <span
      className={cn(
        "aspect-[8/5] w-16 shrink-0 overflow-hidden rounded-md border bg-muted transition-colors group-hover/demo:border-primary/60",
        current ? "border-primary" : "border-border",
        className,
      )}
    >
      <ScreenshotPair shots={shots} sizes="4rem" className="size-full object-cover object-top" />
    </span>
  );
}
