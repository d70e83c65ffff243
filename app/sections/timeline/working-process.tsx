import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ButtonLink } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import type { TimelineItem, TimelineStep, WorkingProcess as WorkingProcessData } from "~/content/timeline";
import { cn } from "~/lib/cn";
import { Section, type SectionProps } from "~/sections/section";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

/**
 * How four-column items are drawn:
 * - `line`: numbered dots on one connecting line, like a horizontal timeline;
 * - `cards`: cards with a large gradient number;
 * - `numbers`: open columns, an outsized number over a rule;
 * - `arrows`: round number badges with an arrow to the next step.
 */
export type ProcessItemVariant = "line" | "cards" | "numbers" | "arrows";

export type WorkingProcessProps = WorkingProcessData & {
  /** The look of `items` processes (steps have one look). */
  variant?: ProcessItemVariant;
  tone?: SectionProps["tone"];
};

/**
 * A working process: either detailed steps (label, title, text, titled points, a
 * picture, an optional call to action) on a vertical timeline, or four compact items
 * in a row. The order is meaningful, so both are ordered lists.
 */
export function WorkingProcess(props: WorkingProcessProps) {
  const { id, heading, tone } = props;
  return (
    <Section id={id} tone={tone} heading={heading}>
      {props.kind === "steps" ? (
        <>
          <ProcessSteps steps={props.steps} />
          {props.cta ? (
            <div className="mt-12 flex justify-center md:mt-16">
              <ButtonLink
                cta={props.cta}
                size="lg"
                icon={<SpriteIcon icon={ArrowRight} className="size-5" />}
              />
            </div>
          ) : null}
        </>
      ) : (
        <ProcessItems items={props.items} variant={props.variant ?? "line"} />
      )}
    </Section>
  );
}

const number = (index: number) => String(index + 1).padStart(2, "0");

function ProcessSteps({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="mx-auto max-w-6xl">
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li key={step.id} className="grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-5 md:gap-x-10">
            {/* The timeline rail: a numbered marker and the line down to the next step. */}
            <div aria-hidden="true" className="flex flex-col items-center">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to font-bold text-white dark:text-background">
                {number(i)}
              </span>
              {last ? null : (
                <span className="mt-3 w-0.5 flex-1 rounded-full bg-linear-to-b from-primary/60 to-border" />
              )}
            </div>
            <div
              className={cn(
                "grid items-center gap-8 lg:grid-cols-2 lg:gap-12",
                last ? "pb-0" : "pb-14 md:pb-20",
              )}
            >
              <Reveal from="up" className={cn(i % 2 === 1 && "lg:order-last")}>
                <p className="inline-flex rounded-full border border-primary/30 bg-primary/10 px-3.5 py-1 text-sm font-semibold text-primary">
                  {step.step}
                </p>
                <h3 className="mt-4 text-2xl font-bold tracking-tight md:text-3xl">{step.title}</h3>
                <p className="mt-4 text-lg text-muted-foreground">{step.description}</p>
                <CheckList
                  items={step.workingList}
                  itemKey={(item) => item.title}
                  variant="badge-lg"
                  className="mt-7 space-y-5"
                  itemClassName="gap-4"
                  markClassName="bg-muted text-primary"
                >
                  {(item) => (
                    <div>
                      <h4 className="font-bold">{item.title}</h4>
                      <p className="mt-1 text-muted-foreground">{item.text}</p>
                    </div>
                  )}
                </CheckList>
              </Reveal>
              <Reveal from={i % 2 === 1 ? "start" : "end"}>
                <Card shadow="lg" className="p-2">
                  <Picture
                    image={step.image}
                    sizes="(min-width: 1280px) 520px, (min-width: 1024px) 40vw, 90vw"
                    className="h-auto w-full rounded-2xl"
                  />
                </Card>
              </Reveal>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const itemList: Record<ProcessItemVariant, string> = {
  line: "grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8",
  cards: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  numbers: "grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8",
  arrows: "grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8",
};

function ProcessItems({ items, variant }: { items: readonly TimelineItem[]; variant: ProcessItemVariant }) {
  return (
    <ol className={itemList[variant]}>
      {items.map((item, i) => (
        <Reveal as="li" key={item.id} delay={item.delay} className="relative">
          <ProcessItem item={item} index={i} variant={variant} last={i === items.length - 1} />
        </Reveal>
      ))}
    </ol>
  );
}

function ProcessItem({
  item,
  index,
  variant,
  last,
}: {
  item: TimelineItem;
  index: number;
  variant: ProcessItemVariant;
  last: boolean;
}) {
  switch (variant) {
    case "line":
      return (
        <div className="text-center">
          <div aria-hidden="true" className="relative flex justify-center">
            {/* The connecting line runs to the next item's dot on wide screens. */}
            {last ? null : (
              <span className="absolute start-1/2 top-1/2 hidden h-0.5 w-[calc(100%+2rem)] bg-linear-to-r from-primary/70 to-border lg:block rtl:bg-linear-to-l" />
            )}
            <span className="relative grid size-14 place-items-center rounded-full border-4 border-background bg-primary text-lg font-bold text-primary-foreground shadow-lg shadow-primary/25">
              {number(index)}
            </span>
          </div>
          <h3 className="mt-6 text-xl font-bold">{item.title}</h3>
          <p className="mt-3 text-muted-foreground">{item.description}</p>
        </div>
      );
    case "cards":
      return (
        <Card hover="border" className="group relative isolate h-full overflow-hidden p-7">
          <span aria-hidden="true" className="text-gradient text-5xl font-extrabold tracking-tight">
            {number(index)}
          </span>
          <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
          <p className="mt-3 text-muted-foreground">{item.description}</p>
        </Card>
      );
    case "numbers":
      return (
        <div className="border-t-2 border-border pt-6 transition-colors duration-300 hover:border-primary">
          <span
            aria-hidden="true"
            className="block text-6xl leading-none font-normal tracking-tighter text-muted-foreground tabular-nums"
          >
            {number(index)}
          </span>
          <h3 className="mt-4 text-xl font-bold">{item.title}</h3>
          <p className="mt-3 text-muted-foreground">{item.description}</p>
        </div>
      );
    case "arrows":
      return (
        <div className="flex h-full flex-col items-start rounded-3xl bg-muted p-7 in-[.bg-muted]:bg-card">
          <div className="flex w-full items-center justify-between">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-2xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-lg font-bold text-white dark:text-background"
            >
              {number(index)}
            </span>
            {last ? null : (
              <SpriteIcon
                icon={ArrowRight}
                className="size-6 rotate-90 text-primary lg:rotate-0 lg:rtl:rotate-180"
              />
            )}
          </div>
          <h3 className="mt-6 text-xl font-bold">{item.title}</h3>
          <p className="mt-3 text-muted-foreground">{item.description}</p>
        </div>
      );
  }
}
