import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { demoThumbnails } from "~/content/demo-thumbnails.generated";
import type { Demo } from "~/content/types";
import { cn } from "~/lib/cn";
import { MenuBadge } from "./menu-badge";
import { NewTabIcon } from "./new-tab-icon";
import { cardVariants } from "~/components/ui/card";

export type DemoScreenshotProps = {
  /** The demo's path, the key of its screenshots in the generated manifest. */
  href: string;
  /** The `sizes` of the pictures (how wide they are laid out). */
  sizes: string;
  /** Classes of both `<img>` elements (size, fit, rounding). */
  className?: string;
};

/** True when `href` is a demo with screenshots. */
export function hasDemoScreenshot(href: string): boolean {
  return demoThumbnails[href] !== undefined;
}

/**
 * A demo's first screen in the light and in the dark theme (real screenshots, see
 * `npm run screenshots`). Both pictures are in the HTML; CSS shows the one of the page's
 * theme (`dark:`) and hides the other with `display: none`, which keeps a lazy picture from
 * loading at all, so only the visible one is downloaded and a theme switch needs no
 * JavaScript. Decorative (empty alt): the link around it names the demo. Without
 * screenshots yet (a new demo before its `npm run screenshots`) it is a muted box.
 */
export function DemoScreenshot({ href, sizes, className }: DemoScreenshotProps) {
  const shots = demoThumbnails[href];
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

/**
 * The small screenshot before a demo's name in the Home menus (nothing for other links).
 * The link around it carries `group/demo` for the hover border. The menus render it only
 * once their panel has opened: decoration, kept out of every page's HTML and downloads.
 */
export function DemoMenuThumbnail({
  href,
  current = false,
  className,
}: {
  href: string;
  current?: boolean;
  className?: string;
}) {
  if (!hasDemoScreenshot(href)) return null;
  return (
    <span
      className={cn(
        "aspect-[8/5] w-16 shrink-0 overflow-hidden rounded-md border border-border bg-muted transition-colors group-hover/demo:border-primary/60",
        current && "border-primary",
        className,
      )}
    >
      <DemoScreenshot href={href} sizes="4rem" className="size-full object-cover object-top" />
    </span>
  );
}

export type DemoCardProps = {
  demo: Demo;
  /** The title's element: a heading in a grid under a section heading, else a paragraph. */
  titleAs?: "h3" | "h4" | "p";
  /** The `sizes` of the screenshot (default: a card of a three-column grid). */
  sizes?: string;
  className?: string;
};

/**
 * The card of one demo (link, title, light and dark picture, badge): its screenshot in
 * the page's theme, the Hot/New badge and the title, all one link that opens the demo in a
 * new tab. Lift and zoom on hover only when motion is welcome.
 *
 * @example
 * ```tsx
 * import { demos } from "~/content/demos";
 *
 * <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
 *   {demos.map((demo) => (
 *     <li key={demo.href}>
 *       <DemoCard demo={demo} />
 *     </li>
 *   ))}
 * </ul>
 * ```
 */
export function DemoCard({
  demo,
  titleAs: Title = "h3",
  sizes = "(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, 92vw",
  className,
}: DemoCardProps) {
  return (
    <SmartLink
      href={demo.href}
      newTab
      className={cn(
        cardVariants({
          radius: "md",
          shadow: "sm",
          className:
            "group relative block p-3 transition-[translate,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10 focus-visible:outline-2 focus-visible:outline-offset-4 motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        }),
        className,
      )}
    >
      <span className="relative block aspect-[8/5] overflow-hidden rounded-xl border border-border bg-muted">
        <DemoScreenshot
          href={demo.href}
          sizes={sizes}
          className="size-full object-cover object-top transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </span>
      <Title className="mt-4 mb-1 flex items-center justify-center gap-1.5 px-2 text-center text-lg font-semibold">
        {demo.title}
        <NewTabIcon className="size-4 text-muted-foreground transition-colors group-hover:text-primary" />
      </Title>
      {/* After the title in reading order ("Finance, New"), over the picture's corner on screen. */}
      {demo.badge ? <MenuBadge badge={demo.badge} className="absolute top-6 right-6 shadow-md" /> : null}
    </SmartLink>
  );
}
