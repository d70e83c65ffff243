import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ButtonLink } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import type { Cta, Heading, ImageAsset } from "~/content/types";
import type { VideoLink } from "~/content/videos";
import { Section, sectionHeadingId, SectionHeading, type SectionProps } from "~/sections/section";
import { PlayOverlay } from "~/sections/video/play-overlay";
import { CheckList } from "~/components/ui/check-list";

export type AboutIntroProps = {
  id?: string;
  heading: Heading;
  paragraphs: readonly string[];
  /** Short points shown with check marks. */
  points?: readonly string[];
  /** Two pictures: the large one and the smaller one laid over its corner. */
  images: readonly [ImageAsset, ImageAsset];
  /** A highlighted figure on the picture ("12+" / "years of practice"). */
  badge?: { value: string; label: string };
  cta?: Cta;
  /** A play button over the large picture that opens this video in the popup. */
  video?: VideoLink;
  tone?: SectionProps["tone"];
};

/**
 * Who we are: two overlapping pictures (optionally with a play button for a video) beside
 * the story, a few points and a link onwards.
 */
export function AboutIntro({
  id = "intro",
  heading,
  paragraphs,
  points,
  images: [large, small],
  badge,
  cta,
  video,
  tone,
}: AboutIntroProps) {
  const headingId = sectionHeadingId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <Reveal from="start" className="relative pe-10 pb-16 sm:pe-20">
          <div className="relative">
            <Picture
              image={large}
              sizes="(min-width: 1280px) 520px, (min-width: 1024px) 40vw, 85vw"
              className="h-auto w-full rounded-3xl border border-border"
            />
            {video ? <PlayOverlay video={video} size="md" /> : null}
          </div>
          <div className="absolute end-0 bottom-0 w-1/2 rounded-3xl border-8 border-background">
            <Picture
              image={small}
              sizes="(min-width: 1024px) 280px, 45vw"
              className="h-auto w-full rounded-2xl"
            />
          </div>
          {badge ? (
            <p className="absolute start-4 top-4 flex flex-col rounded-2xl bg-card/95 px-5 py-4 shadow-xl backdrop-blur sm:start-6 sm:top-6">
              <span className="text-gradient text-3xl font-extrabold">{badge.value}</span>
              <span className="text-sm font-medium text-muted-foreground">{badge.label}</span>
            </p>
          ) : null}
        </Reveal>
        <div>
          <SectionHeading id={headingId} align="start" className="mb-6 md:mb-8" {...heading} />
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted-foreground first:mt-0">
              {paragraph}
            </p>
          ))}
          {points?.length ? (
            <CheckList
              items={points}
              variant="badge"
              // Two columns of text from sm, filled down each column as a list reads.
              className="mt-8 gap-x-6 *:mb-3 *:break-inside-avoid sm:columns-2"
              itemClassName="gap-3 font-medium"
            />
          ) : null}
          {cta ? (
            <ButtonLink
              cta={cta}
              variant="outline"
              size="lg"
              className="mt-10"
              icon={<SpriteIcon icon={ArrowRight} className="size-5 rtl:rotate-180" />}
            />
          ) : null}
        </div>
      </div>
    </Section>
  );
}
