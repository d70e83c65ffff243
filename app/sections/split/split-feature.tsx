import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ButtonLink } from "~/components/ui/button";
import { CountUp } from "~/components/ui/count-up";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import type { Counter } from "~/content/metrics";
import type { Cta, ImageAsset } from "~/content/types";
import type { VideoLink } from "~/content/videos";
import { cn } from "~/lib/cn";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Section, sectionHeadingId, SectionHeading, type SectionProps } from "~/sections/section";
import { PlayOverlay } from "~/sections/video/play-overlay";
import { Card } from "~/components/ui/card";

/**
 * The four split layouts:
 * - `image-start`: picture on the start side, text and a 2 × 2 grid of counters beside it;
 * - `image-end`: text first, counters in a divided row, picture on the end side;
 * - `bleed`: the picture runs to the edge of the screen, text on a muted half;
 * - `panel`: picture and text in one framed panel, the counters as a band along its foot.
 * Every layout can lay a play button over its picture that opens the video popup.
 */
export type SplitVariant = "image-start" | "image-end" | "bleed" | "panel";

export type SplitFeatureProps = {
  id: string;
  variant?: SplitVariant;
  eyebrow?: string;
  title: string;
  text: string;
  image: ImageAsset;
  /** Counters beside the text (none: an about block with text and picture only). */
  counters?: readonly Counter[];
  cta?: Cta;
  /** A play button over the picture that opens this video in the popup. */
  video?: VideoLink;
  tone?: SectionProps["tone"];
};

/** A picture beside a heading, a short text and counters that count up when seen; optionally a video. */
export function SplitFeature({
  id,
  variant = "image-start",
  eyebrow,
  title,
  text,
  image,
  counters = [],
  cta,
  video,
  tone,
}: SplitFeatureProps) {
  const headingId = sectionHeadingId(id);
  const copy = (
    <>
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow}
        title={title}
        subtitle={text}
        align="start"
        className="mb-8 md:mb-10"
      />
      {variant === "panel" || counters.length === 0 ? null : (
        <Counters counters={counters} variant={variant} />
      )}
      {cta ? (
        <ButtonLink
          cta={cta}
          size="lg"
          className="mt-10"
          icon={<SpriteIcon icon={ArrowRight} className="size-5 rtl:rotate-180" />}
        />
      ) : null}
    </>
  );

  if (variant === "bleed") {
    return (
      <Section id={id} tone={tone ?? "muted"} space="none" contained={false} aria-labelledby={headingId}>
        <div className="grid lg:grid-cols-2">
          <div className="relative">
            {/* Below lg a 4:3 crop; beside the text it covers a half as high as the text, so it is
                painted up to about 1600 px wide on laptops. */}
            <Picture
              image={image}
              sizes="(min-width: 1024px) 1600px, 100vw"
              cover={4 / 3}
              pictureClassName="block h-full"
              className="aspect-4/3 h-full w-full object-cover"
            />
            {video ? <PlayOverlay video={video} /> : null}
          </div>
          <div className="flex items-center px-4 py-16 md:px-8 md:py-24 lg:px-16 xl:px-24">
            <div className="max-w-xl">{copy}</div>
          </div>
        </div>
      </Section>
    );
  }

  if (variant === "panel") {
    return (
      <Section id={id} tone={tone} aria-labelledby={headingId}>
        <Card radius="xl" className="relative isolate overflow-hidden">
          <GradientDecor variant="corner" />
          <div className="grid items-center gap-10 p-6 md:p-10 lg:grid-cols-2 lg:gap-14 lg:p-14">
            <Reveal from="start" className="relative">
              <Picture
                image={image}
                sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 90vw"
                className="h-auto w-full rounded-2xl"
              />
              {video ? <PlayOverlay video={video} /> : null}
            </Reveal>
            <div>{copy}</div>
          </div>
          {counters.length > 0 ? <Counters counters={counters} variant="panel" /> : null}
        </Card>
      </Section>
    );
  }

  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <Reveal
          from={variant === "image-end" ? "end" : "start"}
          className={cn("relative", variant === "image-end" && "lg:order-last")}
        >
          <div
            aria-hidden="true"
            className={cn(
              "absolute -inset-3 -z-10 rounded-[calc(var(--radius-4xl)+0.25rem)] bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to opacity-25 blur-2xl",
            )}
          />
          <Picture
            image={image}
            sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, 90vw"
            className="h-auto w-full rounded-3xl border border-border"
          />
          {video ? <PlayOverlay video={video} /> : null}
        </Reveal>
        <div>{copy}</div>
      </div>
    </Section>
  );
}

function Counters({ counters, variant }: { counters: readonly Counter[]; variant: SplitVariant }) {
  if (variant === "panel") {
    return (
      <dl className="grid grid-cols-2 border-t border-border lg:grid-cols-4">
        {counters.map((counter, i) => (
          <div
            key={counter.id}
            className={cn(
              "flex flex-col-reverse gap-1 border-border px-6 py-7 text-center md:py-9",
              i % 2 === 1 && "border-s",
              i >= 2 && "border-t lg:border-t-0",
              i === 2 && "lg:border-s",
            )}
          >
            <dt className="text-sm font-medium text-muted-foreground">{counter.title}</dt>
            <dd className="text-4xl font-extrabold tracking-tight md:text-5xl">
              <CountUp value={counter.value} suffix={counter.suffix} className="text-gradient" />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (variant === "image-end") {
    return (
      // On phones two columns, an odd last figure centred (`centred-rows`); from sm one divided row.
      <dl className="max-sm:centred-rows max-sm:[--columns:2] max-sm:[--rows-gap-x:0px] max-sm:[--rows-gap:1.5rem] sm:flex sm:divide-x sm:divide-border rtl:sm:divide-x-reverse">
        {counters.map((counter) => (
          <div key={counter.id} className="flex flex-col-reverse gap-1 sm:px-8 sm:first:ps-0 sm:last:pe-0">
            <dt className="text-sm text-muted-foreground">{counter.title}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-primary">
              <CountUp value={counter.value} suffix={counter.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  // image-start and bleed: a 2 × 2 grid with descriptions (the number shows first).
  return (
    // Two columns; an odd last figure is centred (`centred-rows`).
    <dl className="centred-rows [--columns:2] [--rows-gap-x:1.5rem] [--rows-gap:2rem] sm:[--rows-gap-x:2rem]">
      {counters.map((counter) => (
        <div key={counter.id} className="flex flex-col">
          <dt className="order-2 font-bold">{counter.title}</dt>
          <dd className="order-1 mb-2 text-4xl font-extrabold tracking-tight md:text-5xl">
            <CountUp value={counter.value} suffix={counter.suffix} className="text-gradient" />
          </dd>
          <dd className="order-3 mt-1 text-sm text-muted-foreground">{counter.description}</dd>
        </div>
      ))}
    </dl>
  );
}
