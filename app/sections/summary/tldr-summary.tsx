import { CountUp } from "~/components/ui/count-up";
import { ProgressRing } from "~/components/ui/progress-ring";
import { Reveal } from "~/components/ui/reveal";
import type { Counter } from "~/content/metrics";
import { timings } from "~/content/settings";
import { Section, type TitledSectionProps } from "~/sections/section";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

export type SummaryRing = { percent: number; size: number; title: string; subtitle: string };

export type TldrSummaryProps = TitledSectionProps & {
  /** The overall score ring (the landing page's 97 % at size 120). */
  ring: SummaryRing;
  /** The product in a few lines. */
  points: readonly string[];
  /** One headline figure that counts up (the landing page's 100+ elements). */
  counter: Counter;
};

/**
 * "TL;DR": the product at a glance in one card: an overall score ring, the key points,
 * and one figure that counts up. Ring and figure carry their final values in the HTML.
 */
export function TldrSummary({ id, heading, ring, points, counter, tone }: TldrSummaryProps) {
  const ringTitleId = `${id}-ring-title`;
  return (
    <Section id={id} tone={tone} heading={heading}>
      <Card
        radius="xl"
        shadow="lg"
        className="grid overflow-hidden lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)]"
      >
        <Reveal className="flex flex-col items-center justify-center gap-5 p-8 text-center md:p-10">
          <ProgressRing value={ring.percent} size={ring.size} labelledBy={ringTitleId} />
          <div>
            <h3 id={ringTitleId} className="text-lg font-bold">
              {ring.title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{ring.subtitle}</p>
          </div>
        </Reveal>
        <Reveal
          delay={timings.revealStagger}
          className="border-y border-border p-8 md:p-10 lg:border-x lg:border-y-0"
        >
          <CheckList
            items={points}
            variant="badge"
            markClassName="bg-primary/12 text-primary"
            className="space-y-4"
          >
            {(point) => <span className="text-pretty">{point}</span>}
          </CheckList>
        </Reveal>
        <Reveal
          delay={2 * timings.revealStagger}
          className="flex flex-col items-center justify-center p-8 text-center md:p-10"
        >
          <CountUp
            value={counter.value}
            prefix={counter.prefix}
            suffix={counter.suffix}
            className="text-gradient text-6xl leading-none font-extrabold tracking-tight"
          />
          <h3 className="mt-4 text-lg font-bold">{counter.title}</h3>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">{counter.description}</p>
        </Reveal>
      </Card>
    </Section>
  );
}
