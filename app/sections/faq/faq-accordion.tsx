import { Accordion, type AccordionVariant } from "~/components/ui/accordion";
import type { FaqItem } from "~/content/faq";
import { cn } from "~/lib/cn";
import { Section, sectionHeadingId, SectionHeading, type TitledSectionProps } from "~/sections/section";

/**
 * Where the heading sits: `stacked` above a centred accordion, `split` beside it
 * (start column) on wide screens.
 */
export type FaqLayout = "stacked" | "split";

export type FaqAccordionProps = TitledSectionProps & {
  items: readonly FaqItem[];
  /** The accordion's look (bordered, cards, filled, minimal). */
  variant?: AccordionVariant;
  layout?: FaqLayout;
};

/**
 * Questions and answers in an exclusive accordion: the first is open, opening one
 * closes the others (native `<details name>`), every answer is in the HTML.
 */
export function FaqAccordion({
  id,
  heading,
  items,
  variant = "bordered",
  layout = "stacked",
  tone,
}: FaqAccordionProps) {
  const headingId = sectionHeadingId(id);
  const split = layout === "split";
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className={cn(split && "grid gap-x-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]")}>
        <SectionHeading
          id={headingId}
          {...heading}
          align={split ? "start" : "center"}
          className={cn("mb-10 md:mb-14", split && "lg:sticky lg:top-28 lg:self-start")}
        />
        <Accordion
          name={`${id}-items`}
          items={items.map((item) => ({
            id: item.id,
            title: item.question,
            content: <p className="leading-relaxed text-pretty">{item.answer}</p>,
          }))}
          variant={variant}
          className={cn(!split && "mx-auto max-w-3xl")}
        />
      </div>
    </Section>
  );
}
