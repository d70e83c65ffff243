import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import type { ExperienceGroup } from "~/content/timeline";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";

export type ExperienceTimelineProps = TitledSectionProps & {
  /** One or two columns: experience, and education or awards. */
  groups: readonly ExperienceGroup[];
};

/**
 * A person's record on vertical timelines: each group (Experience, Education) a titled
 * column of entries, newest first, with period, role, organisation and a short note.
 */
export function ExperienceTimeline({ id, heading, groups, tone }: ExperienceTimelineProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <div
        className={cn("grid gap-14 lg:gap-16", groups.length > 1 ? "lg:grid-cols-2" : "mx-auto max-w-3xl")}
      >
        {groups.map((group) => (
          <div key={group.id}>
            <h3 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
              {group.icon ? (
                <span className="grid size-11 place-items-center rounded-2xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white dark:text-background">
                  <Icon name={group.icon} className="size-5" />
                </span>
              ) : null}
              {group.title}
            </h3>
            <ol className="ms-5 mt-8 grid gap-10 border-s-2 border-border">
              {group.entries.map((entry) => (
                <Reveal as="li" key={entry.id} className="relative ps-8">
                  <span
                    aria-hidden="true"
                    className="absolute -start-[9px] top-1 size-4 rounded-full border-4 border-background bg-primary ring-2 ring-primary/30 in-[.bg-muted]:border-muted"
                  />
                  <p className="text-sm font-semibold tracking-wide text-primary">{entry.period}</p>
                  <h4 className="mt-1 text-xl font-bold">{entry.title}</h4>
                  <p className="mt-0.5 font-medium text-muted-foreground">{entry.organisation}</p>
                  <p className="mt-3 leading-relaxed text-muted-foreground">{entry.description}</p>
                </Reveal>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  );
}
