import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import type { Feature } from "~/content/features";
import type { Heading } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, type SectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

export type FeatureGridProps = {
  id?: string;
  heading: Heading;
  features: readonly Feature[];
  /** Columns on wide screens. */
  columns?: 3 | 4;
  tone?: SectionProps["tone"];
};

/** Icon cards in a grid: popular features, the landing feature grid, service overviews. */
export function FeatureGrid({ id, heading, features, columns = 4, tone }: FeatureGridProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      {/* A last row that is not full is centred (seven cards in four columns end in three in the middle). */}
      <ul
        className={cn(
          "centred-rows sm:[--columns:2]",
          columns === 4 ? "lg:[--columns:4]" : "lg:[--columns:3]",
        )}
      >
        {features.map((feature, i) => (
          <Reveal
            as="li"
            key={feature.id}
            delay={i * 80}
            className={cardVariants({ className: "group p-7 transition-colors hover:border-primary/60" })}
          >
            <span className="grid size-14 place-items-center rounded-2xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white">
              <Icon name={feature.icon} className="size-7" />
            </span>
            <h3 className="mt-6 text-xl font-bold">{feature.title}</h3>
            <p className="mt-3 text-muted-foreground">{feature.description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
