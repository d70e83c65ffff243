import { Icon, type IconName } from "~/components/ui/icon";
import { Reveal, RevealList } from "~/components/ui/reveal";
import { timings } from "~/content/settings";
import type { Heading } from "~/content/types";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Section, type SectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

/** A statement of purpose (mission, vision) or one of the values. */
export type Principle = { id: string; title: string; text: string; icon: IconName };

export type AboutValuesProps = {
  id?: string;
  heading: Heading;
  /** The two large statements, usually mission and vision. */
  statements: readonly [Principle, Principle];
  /** The values the team works by, shown as a compact row. */
  values: readonly Principle[];
  tone?: SectionProps["tone"];
};

/** Mission and vision on two large cards, then the values the team works by. */
export function AboutValues({
  id = "values",
  heading,
  statements,
  values,
  tone = "muted",
}: AboutValuesProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <div className="grid gap-6 md:grid-cols-2">
        {statements.map((statement, i) => (
          <Reveal
            key={statement.id}
            delay={i * timings.revealStagger}
            className={cardVariants({
              radius: "xl",
              className: "relative isolate overflow-hidden p-8 md:p-10",
            })}
          >
            <GradientDecor variant="corner" />
            <span className="grid size-14 place-items-center rounded-2xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white dark:text-background">
              <Icon name={statement.icon} className="size-7" />
            </span>
            <h3 className="mt-6 text-2xl font-bold">{statement.title}</h3>
            <p className="mt-3 text-lg text-muted-foreground">{statement.text}</p>
          </Reveal>
        ))}
      </div>
      <RevealList
        items={values}
        className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName={cardVariants({ className: "p-6" })}
      >
        {(value) => (
          <>
            <h3 className="flex items-center gap-3 text-lg font-bold">
              <Icon name={value.icon} className="size-5 text-primary" />
              {value.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{value.text}</p>
          </>
        )}
      </RevealList>
    </Section>
  );
}
