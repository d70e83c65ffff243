import { NewTabIcon } from "~/components/site/new-tab-icon";
import { ButtonLink, type ButtonStyle } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { VideoDialog } from "~/components/ui/video-dialog";
import { timings, videoSettings } from "~/content/settings";
import type { Cta, IconName } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

/** One button of the showcase: a link styled as a button, or a play button for the video popup. */
export type ButtonSample =
  | {
      kind: "link";
      cta: Cta;
      variant?: NonNullable<ButtonStyle["variant"]>;
      size?: Exclude<NonNullable<ButtonStyle["size"]>, `icon${string}`>;
      /** An icon before or after the words, or instead of them (the words become its name). */
      icon?: { name: IconName; position: "start" | "end" | "only" };
      /** A small line under the button naming what it shows ("Large", "Outlined"). */
      caption?: string;
    }
  | { kind: "play"; size: "sm" | "md" | "lg"; caption?: string };

export type ButtonGroup = {
  id: string;
  title: string;
  description: string;
  samples: readonly ButtonSample[];
};

export type ButtonShowcaseProps = TitledSectionProps & {
  groups: readonly ButtonGroup[];
  /** The video the play buttons open: its title names the player and the buttons. */
  video: { title: string; videoId?: string };
};

/** Groups of buttons (sizes, looks, icons, play buttons), each on its own stage with a caption per button. */
export function ButtonShowcase({ id, heading, groups, video, tone }: ButtonShowcaseProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <div className="grid gap-6">
        {groups.map((group, i) => (
          <Reveal
            as="section"
            key={group.id}
            delay={Math.min(i, 2) * timings.revealStagger}
            aria-labelledby={`${id}-${group.id}`}
            className={cardVariants({
              shadow: "sm",
              className:
                "grid gap-6 p-6 md:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-center lg:gap-10",
            })}
          >
            <div>
              <h3 id={`${id}-${group.id}`} className="text-xl font-bold tracking-tight">
                {group.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{group.description}</p>
            </div>
            <ul className="flex min-h-40 flex-wrap content-center items-end justify-center gap-x-6 gap-y-8 rounded-2xl bg-muted px-5 py-10 md:gap-x-10">
              {group.samples.map((sample, j) => (
                <li key={j} className="flex flex-col items-center gap-3">
                  {sample.kind === "play" ? (
                    <VideoDialog
                      videoId={video.videoId ?? videoSettings.videoId}
                      title={video.title}
                      size={sample.size}
                    />
                  ) : (
                    <SampleLink sample={sample} />
                  )}
                  {sample.caption ? (
                    <span className="text-xs font-medium tracking-wider text-muted-foreground uppercase">
                      {sample.caption}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </Reveal>
        ))}
      </div>
    </Section>
  );
}

function SampleLink({ sample }: { sample: Extract<ButtonSample, { kind: "link" }> }) {
  const { cta, variant, size, icon } = sample;
  const iconOnly = icon?.position === "only";
  const glyph = icon ? (
    <Icon name={icon.name} className={cn("size-5", icon.name === "ArrowRight" && "rtl:rotate-180")} />
  ) : null;
  return (
    <ButtonLink href={cta.href} newTab={cta.newTab} variant={variant} size={iconOnly ? "icon" : size}>
      {icon?.position === "start" || iconOnly ? glyph : null}
      {iconOnly ? <span className="sr-only">{cta.label}</span> : cta.label}
      {icon?.position === "end" ? glyph : null}
      {cta.newTab ? (
        iconOnly ? (
          <span className="sr-only">{" (opens in a new tab)"}</span>
        ) : (
          <NewTabIcon className={size === "lg" ? "size-5" : "size-4"} />
        )
      ) : null}
    </ButtonLink>
  );
}
