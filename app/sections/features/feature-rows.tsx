import { CheckList } from "~/components/ui/check-list";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import type { FeatureRow } from "~/content/features";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";
import { PlayOverlay } from "~/sections/video/play-overlay";

export type FeatureRowsProps = TitledSectionProps & {
  rows: readonly FeatureRow[];
};

/**
 * Features told one per row: a picture beside an eyebrow, a title, a short text and a
 * list of points, the picture changing sides from row to row. A row with `video` lays a
 * play button over its picture that opens the video popup (the collaborate home).
 */
export function FeatureRows({ id, heading, rows, tone }: FeatureRowsProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ol className="space-y-20 md:space-y-28">
        {rows.map((row, i) => (
          <li key={row.id} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <Reveal from={i % 2 ? "end" : "start"} className={cn("relative", i % 2 && "lg:order-last")}>
              <Picture
                image={row.image}
                sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, 92vw"
                className="h-auto w-full rounded-3xl border border-border shadow-xl shadow-primary/10"
              />
              {row.video ? <PlayOverlay video={{ title: row.title }} /> : null}
            </Reveal>
            <div>
              <p className="text-sm font-semibold tracking-widest text-primary uppercase">{row.eyebrow}</p>
              <h3 className="mt-3 text-2xl font-bold text-balance md:text-3xl">{row.title}</h3>
              <p className="mt-4 text-lg text-pretty text-muted-foreground">{row.description}</p>
              <CheckList items={row.points} className="mt-6 space-y-3" />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
