import { ProgressBar } from "~/components/ui/progress-bar";
import type { SkillBar } from "~/content/metrics";
import { cn } from "~/lib/cn";
import { Section, sectionHeadingId, SectionHeading, type TitledSectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

/**
 * - `split`: the heading beside a column of bars;
 * - `grid`: the heading above two columns of thicker bars in a framed panel.
 */
export type SkillBarsVariant = "split" | "grid";

export type SkillBarsProps = TitledSectionProps & {
  bars: readonly SkillBar[];
  variant?: SkillBarsVariant;
};

/**
 * Linear progress bars (skill bars) with their titles and percentages. Bars below the
 * fold grow from 30 % to their value over about 2 s once half visible; the values are in
 * the HTML and in `aria-valuenow`.
 */
export function SkillBars({ id, heading, bars, variant = "split", tone }: SkillBarsProps) {
  const headingId = sectionHeadingId(id);
  const split = variant === "split";
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className={cn(split && "grid items-center gap-x-16 lg:grid-cols-2")}>
        <SectionHeading id={headingId} {...heading} align={split ? "start" : "center"} />
        <ul
          className={cn(
            "grid",
            split
              ? "gap-8"
              : cardVariants({
                  radius: "xl",
                  shadow: "lg",
                  className: "gap-x-12 gap-y-10 p-6 md:grid-cols-2 md:p-12",
                }),
          )}
        >
          {bars.map((bar) => (
            <li key={bar.id}>
              <ProgressBar value={bar.value} label={bar.title} tone={bar.tone} size={split ? "md" : "lg"} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
