import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { RevealList } from "~/components/ui/reveal";
import { Tabs } from "~/components/ui/tabs";
import { type CaseStudyStep, initialTabId, type TabSet } from "~/content/tabs";
import { cn } from "~/lib/cn";
import { Section, type SectionProps } from "~/sections/section";
import { compactPills } from "./content-tabs";
import { Card, cardVariants } from "~/components/ui/card";

export type CaseStudyTabsProps = {
  /** Anchor of the section; its heading is `${id}-title`. */
  id: string;
  /** The first step told two ways (Online Verification, Homescreen Widget). */
  tabs: TabSet;
  /** The numbered cards that follow (Step 02, Step 03). */
  steps: readonly CaseStudyStep[];
  tone?: SectionProps["tone"];
};

/**
 * A case study: a framed tab set for the first step, then one card per further step
 * (the tab page and the application home).
 */
export function CaseStudyTabs({ id, tabs, steps, tone }: CaseStudyTabsProps) {
  const startIndex = Math.max(
    0,
    tabs.tabs.findIndex((tab) => tab.id === initialTabId(tabs)),
  );
  return (
    <Section id={id} tone={tone} heading={tabs.heading}>
      <Card radius="xl" shadow="lg" className="relative isolate overflow-hidden p-6 md:p-10">
        <Tabs
          label={tabs.heading?.title ?? "Case study"}
          defaultIndex={startIndex}
          listClassName={cn(compactPills.list, "sm:mx-0")}
          tabClassName={compactPills.tab}
          items={tabs.tabs.map((tab) => ({
            id: tab.id,
            title: tab.label,
            label: (
              <span className="flex items-center gap-2">
                {tab.icon ? <Icon name={tab.icon} className="size-5 max-xs:hidden" /> : null}
                {tab.label}
              </span>
            ),
            content: (
              <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
                <div>
                  <h3 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">{tab.title}</h3>
                  <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
                    {tab.description}
                  </p>
                  {tab.points ? <CheckList items={tab.points} className="mt-6 space-y-3" /> : null}
                </div>
                {tab.image ? (
                  <Picture
                    image={tab.image}
                    sizes="(min-width: 1024px) 520px, 100vw"
                    className="h-auto w-full rounded-2xl bg-muted"
                  />
                ) : null}
              </div>
            ),
          }))}
        />
      </Card>
      <RevealList
        items={steps}
        className="mt-6 grid gap-6 md:grid-cols-2"
        itemClassName={cardVariants({ radius: "xl", className: "group flex flex-col overflow-hidden" })}
      >
        {(step) => (
          <>
            <div className="flex-1 p-6 md:p-10">
              <p className="inline-flex rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
                {step.step}
              </p>
              <h3 className="mt-4 text-2xl font-bold tracking-tight">{step.title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{step.description}</p>
            </div>
            <div className="overflow-hidden px-6 md:px-10">
              <Picture
                image={step.image}
                sizes="(min-width: 768px) 560px, 100vw"
                className="h-auto w-full translate-y-4 rounded-t-2xl transition-transform duration-500 group-hover:translate-y-1"
              />
            </div>
          </>
        )}
      </RevealList>
    </Section>
  );
}
