import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Highlight } from "~/components/ui/highlight";
import type { Cta } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * The `sizes` of a picture covering a banner or a slide behind its text. Below 1280 px the banner is
 * taller than the picture's aspect (about 615 px high on phones, 640 px on tablets: asked as 680 px
 * so that 1024 px laptops find a file within 35% of it), so it shows a
 * crop of the picture painted that high, wider than the window: a 16:9 slide about 1100 px wide on
 * a phone. (615 px keeps a 16:9 slide at the 1920 px file on Lighthouse's phone, 412 px at 1.75x.)
 */
export function backdropSizes(image: { width: number; height: number }): string {
  const wide = (height: number) => Math.ceil((height * image.width) / image.height);
  return `(min-width: 1280px) 100vw, (min-width: 768px) ${wide(680)}px, ${wide(615)}px`;
}

/**
 * The `sizes` of the tall crop of such a backdrop on phones (`Picture`'s `phoneSizes`): a 9:16 file
 * covering a banner of that shape or wider (494-709 px high from 360 to 767 px wide, measured on the
 * seven homes with such a banner), so it is painted the window's width (at most 399 px at 360 px:
 * within the page gate's 1.1x), and on phones under 360 px, where the text wraps and the banner
 * grows to 782 px, 9/16 of that: 440 px.
 */
export const backdropPhoneSizes = "(max-width: 359px) 440px, 100vw";

export type HeroCopyProps = {
  eyebrow?: ReactNode;
  title: string;
  /** The part of the title drawn in the brand gradient. */
  highlight?: string;
  /** Drawn in the heading after the title (the changing words of a hero banner). */
  titleAfter?: ReactNode;
  subtitle?: ReactNode;
  /** The calls to action: the first as the primary button, the others outlined. */
  ctas?: readonly Cta[];
  /** Drawn after the buttons, in their row (a play button). */
  actionsAfter?: ReactNode;
  /** The eyebrow as a `pill` above the title (default) or as a small `label` in the primary colour. */
  variant?: "pill" | "label";
  align?: "center" | "start";
  /** The heading's level: h1 for a page's hero, h2 for a slide after the first. */
  as?: "h1" | "h2";
  /** The heading's id, which labels the hero. */
  id?: string;
  className?: string;
  /** Classes of the subtitle, its measure among them (default `max-w-2xl`). */
  subtitleClassName?: string;
};

/** The one hero copy block: eyebrow, large title, subtitle and the row of calls to action. */
export function HeroCopy({
  eyebrow,
  title,
  highlight,
  titleAfter,
  subtitle,
  ctas = [],
  actionsAfter,
  variant = "pill",
  align = "start",
  as: Heading = "h1",
  id,
  className,
  subtitleClassName,
}: HeroCopyProps) {
  const centered = align === "center";
  return (
    <div className={cn(centered && "mx-auto max-w-4xl text-center", className)}>
      {eyebrow ? (
        <p
          className={
            variant === "pill"
              ? "mb-6 inline-flex rounded-full border border-border bg-card/80 px-4 py-1.5 text-sm font-medium text-muted-foreground"
              : "mb-4 text-sm font-semibold tracking-widest text-primary uppercase"
          }
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        <Highlight text={title} highlight={highlight} />
        {titleAfter}
      </Heading>
      {subtitle ? (
        <p
          className={cn(
            "mt-6 text-lg text-pretty text-muted-foreground md:text-xl",
            centered && "mx-auto",
            subtitleClassName || "max-w-2xl",
          )}
        >
          {subtitle}
        </p>
      ) : null}
      {ctas.length || actionsAfter ? (
        <div className={cn("mt-9 flex flex-wrap items-center gap-4", centered && "justify-center")}>
          {ctas.length ? (
            <div className="button-row">
              {ctas.map((cta, i) => (
                <ButtonLink
                  key={`${i}-${cta.href}`}
                  cta={cta}
                  size="lg"
                  variant={i === 0 ? "primary" : "outline"}
                />
              ))}
            </div>
          ) : null}
          {actionsAfter}
        </div>
      ) : null}
    </div>
  );
}
