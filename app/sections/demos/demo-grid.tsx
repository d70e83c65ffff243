import { Clock } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { DemoCard } from "~/components/site/demo-card";
import { Reveal } from "~/components/ui/reveal";
import { timings } from "~/content/settings";
import type { Demo } from "~/content/types";
import { Section, type TitledSectionProps } from "~/sections/section";

/** A demo that is announced but not published yet. */
export type ComingSoonDemo = { id: string; title: string };

export type DemoGridProps = TitledSectionProps & {
  demos: readonly Demo[];
  /** Cards for demos still in the making, after the others (not links). */
  comingSoon?: readonly ComingSoonDemo[];
};

/**
 * Every demo as a card with its light or dark screenshot (the page's theme), each opening
 * in a new tab, followed by the demos still to come.
 */
export function DemoGrid({ id, heading, demos, comingSoon = [], tone }: DemoGridProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ul className="centred-rows [--rows-gap:2rem] sm:[--columns:2] lg:[--columns:3]">
        {demos.map((demo, i) => (
          <Reveal as="li" key={demo.href} delay={(i % 3) * timings.revealStagger}>
            <DemoCard demo={demo} />
          </Reveal>
        ))}
        {comingSoon.map((demo) => (
          <li
            key={demo.id}
            className="rounded-2xl border border-dashed border-border bg-card/60 p-3 text-card-foreground"
          >
            <span className="grid aspect-[8/5] place-items-center rounded-xl bg-muted text-muted-foreground">
              <span className="flex flex-col items-center gap-2">
                <SpriteIcon icon={Clock} className="size-8" />
                <span className="text-sm font-semibold tracking-widest uppercase">Coming soon</span>
              </span>
            </span>
            <h3 className="mt-4 mb-1 px-2 text-center text-lg font-semibold">{demo.title}</h3>
          </li>
        ))}
      </ul>
    </Section>
  );
}
