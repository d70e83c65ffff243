import { SmartLink } from "~/components/ui/smart-link";
import { demoThumbnails } from "~/content/demo-thumbnails.generated";
import type { Demo } from "~/content/types";
import { cn } from "~/lib/cn";
import { MenuBadge } from "./menu-badge";
import { NewTabIcon } from "./new-tab-icon";
import { ScreenshotPair } from "./demo-screenshot";
import { cardVariants } from "~/components/ui/card";

export type DemoScreenshotProps = {
  /** The demo's path, the key of its screenshots in the generated manifest. */
  href: string;
  /** The `sizes` of the pictures (how wide they are laid out). */
  sizes: string;
  /** Classes of both `<img>` elements (size, fit, rounding). */
  className?: string;
};

/** A demo's screenshots in the light and the dark theme (`ScreenshotPair`), by its path. */
export function DemoScreenshot({ href, sizes, className }: DemoScreenshotProps) {
  return <ScreenshotPair shots={demoThumbnails[href]} sizes={sizes} className={className} />;
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
        {/* Beside the name ("Finance, New"), not over the picture, where it hid the pictured
            header's Buy Now (issue 42). */}
        {demo.badge ? <MenuBadge badge={demo.badge} className="ms-1" /> : null}
        <NewTabIcon className="size-4 text-muted-foreground transition-colors group-hover:text-primary" />
      </Title>
    </SmartLink>
  );
}
