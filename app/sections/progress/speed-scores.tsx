import { Timer } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ProgressRing } from "~/components/ui/progress-ring";
import { Reveal } from "~/components/ui/reveal";
import type { SpeedScore } from "~/content/metrics";
import { timings } from "~/content/settings";
import { Section, type TitledSectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

export type SpeedScoresProps = TitledSectionProps & {
  /** Percentage scores, each drawn as a ring. */
  scores: readonly SpeedScore[];
  /** A time figure beside them ("Fully loaded 1.9 s"). */
  time: SpeedScore;
  /** Diameter of the rings (px). */
  ringSize?: number;
};

/**
 * A speed report: percentage scores as rings and a load time, side by side in one panel.
 * Every figure is in the pre-rendered HTML; rings below the fold count up once.
 */
export function SpeedScores({ id, heading, scores, time, ringSize = 140, tone }: SpeedScoresProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ul
        className={cardVariants({
          radius: "xl",
          className: "grid grid-cols-2 gap-x-6 gap-y-10 px-6 py-10 md:px-10 lg:grid-cols-4",
        })}
      >
        {scores.map((score, i) => (
          <Reveal
            as="li"
            key={score.id}
            delay={i * timings.revealStagger}
            className="flex flex-col items-center gap-4 text-center"
          >
            <ProgressRing
              value={score.value}
              size={ringSize}
              labelledBy={`${id}-${score.id}`}
              tone={i % 2 === 0 ? "gradient" : "primary"}
            />
            <h3 id={`${id}-${score.id}`} className="font-bold">
              {score.label}
            </h3>
          </Reveal>
        ))}
        <Reveal
          as="li"
          delay={scores.length * timings.revealStagger}
          className="flex flex-col items-center gap-4 text-center"
        >
          <p
            className="grid aspect-square max-w-full place-items-center rounded-full border-10 border-muted"
            style={{ width: ringSize }}
          >
            <span className="flex flex-col items-center">
              <SpriteIcon icon={Timer} className="size-6 text-primary" />
              <span className="mt-1 text-2xl font-bold tabular-nums">
                {time.value}
                {time.unit}
              </span>
            </span>
          </p>
          <h3 className="font-bold">{time.label}</h3>
        </Reveal>
      </ul>
    </Section>
  );
}
