import { useId } from "react";
import { ProgressRing } from "~/components/ui/progress-ring";
import { RevealList } from "~/components/ui/reveal";
import type { RadialProgress } from "~/content/metrics";
import { metricMotion } from "~/content/settings";
import { Section, type TitledSectionProps } from "~/sections/section";

export type ProgressRingsProps = TitledSectionProps & {
  rings: readonly RadialProgress[];
  /** Diameter of each ring (default 220, the spec's size). */
  size?: number;
};

/**
 * Radial progress rings with a title and subtitle each. Rings below the fold count up by
 * 2 % per frame once half visible; each exposes its value as a named progressbar.
 */
export function ProgressRings({
  id,
  heading,
  rings,
  size = metricMotion.ringSize,
  tone,
}: ProgressRingsProps) {
  const titleId = useId();
  return (
    <Section id={id} tone={tone} heading={heading}>
      <RevealList
        items={rings}
        className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="flex flex-col items-center text-center"
      >
        {(ring) => (
          <>
            <ProgressRing
              value={ring.percent}
              size={size}
              tone={ring.tone}
              labelledBy={`${titleId}-${ring.id}`}
              className="text-foreground"
            />
            <h3 id={`${titleId}-${ring.id}`} className="mt-6 text-xl font-bold">
              {ring.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{ring.subtitle}</p>
          </>
        )}
      </RevealList>
    </Section>
  );
}
