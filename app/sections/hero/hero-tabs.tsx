import { CheckList } from "~/components/ui/check-list";
import { Picture } from "~/components/ui/picture";
import { Tabs } from "~/components/ui/tabs";
import type { TabSet } from "~/content/tabs";
import { initialTabId } from "~/content/tabs";
import type { Cta } from "~/content/types";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Card } from "~/components/ui/card";
import { HeroCopy } from "~/sections/hero/hero-copy";
import { compactPills, PillLabel } from "~/sections/tabs/content-tabs";

export type HeroTabsProps = {
  eyebrow?: string;
  /** The page's h1; `highlight` is the part of it shown in the gradient. */
  title: string;
  highlight?: string;
  subtitle: string;
  ctas: readonly Cta[];
  tabs: TabSet;
};

/**
 * A hero whose lower half is a tab set (the landing home): the headline and calls
 * to action, then one panel per tab with its picture. The starting tab's picture is the
 * page's largest image, so it loads with high priority.
 */
export function HeroTabs({ tabs, ...copy }: HeroTabsProps) {
  const startId = initialTabId(tabs);
  const startIndex = tabs.tabs.findIndex((tab) => tab.id === startId);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-14 pb-16 md:pt-24 md:pb-24"
    >
      <GradientDecor variant="hero" />
      <div className="container-page">
        <HeroCopy id="hero-title" align="center" {...copy} />
        <Tabs
          label={tabs.heading?.title ?? "What we do"}
          defaultIndex={startIndex}
          className="mt-14 md:mt-20"
          listClassName={compactPills.list}
          tabClassName={compactPills.tab}
          items={tabs.tabs.map((tab, i) => ({
            id: tab.id,
            title: tab.label,
            label: <PillLabel tab={tab} />,
            content: (
              <Card className="mt-8 grid items-center gap-8 p-6 shadow-xl md:grid-cols-2 md:p-10">
                <div>
                  <h2 className="text-2xl font-bold md:text-3xl">{tab.title}</h2>
                  <p className="mt-4 text-lg text-muted-foreground">{tab.description}</p>
                  {tab.points ? <CheckList items={tab.points} className="mt-6 space-y-3" /> : null}
                </div>
                {tab.image ? (
                  <Picture
                    image={tab.image}
                    priority={i === startIndex}
                    sizes="(min-width: 768px) 560px, 100vw"
                    className="h-auto w-full rounded-2xl"
                  />
                ) : null}
              </Card>
            ),
          }))}
        />
      </div>
    </section>
  );
}
