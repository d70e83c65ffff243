import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { type TabItem, Tabs, type TabsPlacement } from "~/components/ui/tabs";
import type { Service } from "~/content/services";
import { initialTabId, type TabPanel, type TabSet } from "~/content/tabs";
import type { Heading } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, type SectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

/**
 * The looks of a tab set:
 * - `pills`: a centred pill bar over a framed panel (text beside a picture);
 * - `underline`: a row of underlined tabs over an open panel, the picture first;
 * - `cards`: each tab a card with a gradient icon tile; beside the panel when the
 *   buttons sit at the start or end, in a row above or below it otherwise.
 */
export type ContentTabsVariant = "pills" | "underline" | "cards";

export type ContentTabsProps = {
  /** Anchor of the section; its heading is `${id}-title`. */
  id: string;
  set: TabSet;
  /** The section's heading (default: the set's own). */
  heading?: Heading;
  variant?: ContentTabsVariant;
  /** Where the tab buttons sit (advance tabs: start, end, bottom). */
  placement?: TabsPlacement;
  tone?: SectionProps["tone"];
};

/**
 * A section with a tab set: Strategy / Reporting / Development, Service / About /
 * Contact with service cards, Market Research / Corporate Report / App Development.
 * Every panel is in the pre-rendered HTML; arrow keys, Home and End move between tabs.
 */
export function ContentTabs({
  id,
  set,
  heading = set.heading,
  variant = "pills",
  placement = "top",
  tone,
}: ContentTabsProps) {
  const vertical = placement === "start" || placement === "end";
  const startIndex = Math.max(
    0,
    set.tabs.findIndex((tab) => tab.id === initialTabId(set)),
  );
  const items: TabItem[] = set.tabs.map((tab) => ({
    id: tab.id,
    title: tab.label,
    label: <TabLabel tab={tab} variant={variant} placement={placement} />,
    content: <TabContent tab={tab} variant={variant} narrow={vertical} />,
  }));

  return (
    <Section id={id} tone={tone} heading={heading}>
      <Tabs
        label={heading?.title ?? set.tabs.map((tab) => tab.label).join(", ")}
        items={items}
        defaultIndex={startIndex}
        variant={variant}
        placement={placement}
        className={cn(vertical && "md:gap-10")}
        listClassName={listClass(variant, vertical)}
        tabClassName={tabClass(variant, vertical)}
      />
    </Section>
  );
}

/**
 * Pills on phones: one row of equal columns (a long label wraps inside its pill)
 * instead of a wrapped bar. Shared with the case-study tabs.
 */
export const compactPills = {
  list: "mx-auto w-fit max-w-full max-sm:grid max-sm:w-full max-sm:auto-cols-fr max-sm:grid-flow-col",
  tab: "max-sm:rounded-2xl max-sm:px-2 max-sm:leading-tight",
} as const;

/*
 * Cards are compact (icon over label, centred) while they sit in a row on a narrow
 * screen: below `sm` in a row layout, below `md` where they later move beside the panel.
 */
const cardTabs = {
  row: {
    list: "max-sm:gap-2",
    tab: "min-w-0 flex-1 gap-4 max-sm:flex-col max-sm:gap-2 max-sm:p-3 max-sm:text-center",
    icon: "size-10 sm:size-12",
    label: "text-sm sm:text-lg",
  },
  column: {
    list: "max-md:flex-row max-md:gap-2",
    tab: "min-w-0 gap-4 max-md:flex-1 max-md:flex-col max-md:gap-2 max-md:p-3 max-md:text-center",
    icon: "size-10 md:size-12",
    label: "text-sm md:text-lg",
  },
} as const;

function listClass(variant: ContentTabsVariant, vertical: boolean): string | undefined {
  if (variant === "pills") return compactPills.list;
  if (variant === "underline") return vertical ? undefined : "justify-start sm:justify-center";
  return cardTabs[vertical ? "column" : "row"].list;
}

function tabClass(variant: ContentTabsVariant, vertical: boolean): string | undefined {
  if (variant === "pills") return compactPills.tab;
  if (variant === "underline") return undefined;
  return cn(
    "group/tab flex items-center",
    "aria-selected:bg-linear-to-br aria-selected:from-primary/10 aria-selected:to-accent/5",
    cardTabs[vertical ? "column" : "row"].tab,
  );
}

function TabLabel({
  tab,
  variant,
  placement,
}: {
  tab: TabPanel;
  variant: ContentTabsVariant;
  placement: TabsPlacement;
}) {
  if (variant === "cards") {
    const vertical = placement === "start" || placement === "end";
    const sizes = cardTabs[vertical ? "column" : "row"];
    return (
      <>
        {tab.icon ? (
          <span
            className={cn(
              "grid shrink-0 place-items-center rounded-xl bg-muted text-primary transition-colors",
              "group-aria-selected/tab:bg-linear-to-br group-aria-selected/tab:from-gradient-from group-aria-selected/tab:via-gradient-via group-aria-selected/tab:to-gradient-to group-aria-selected/tab:text-white dark:group-aria-selected/tab:text-background",
              sizes.icon,
            )}
          >
            <Icon name={tab.icon} className="size-6" />
          </span>
        ) : null}
        <span className={sizes.label}>{tab.label}</span>
        {vertical ? (
          <SpriteIcon
            icon={ArrowRight}
            className={cn(
              "ms-auto size-5 shrink-0 text-muted-foreground opacity-0 transition-opacity group-aria-selected/tab:opacity-100 max-md:hidden",
              // Points at the panel: to the end from the start column, back from the end column.
              placement === "end" ? "rotate-180 rtl:rotate-0" : "rtl:rotate-180",
            )}
          />
        ) : null}
      </>
    );
  }
  return <PillLabel tab={tab} />;
}

/** A pill's or an underline tab's label: its icon (on screens from `xs`) and name, centred in the tab. */
export function PillLabel({ tab }: { tab: Pick<TabPanel, "icon" | "label"> }) {
  return (
    <span className="flex items-center justify-center gap-2">
      {tab.icon ? <Icon name={tab.icon} className="size-5 max-xs:hidden" /> : null}
      {tab.label}
    </span>
  );
}

/** One panel: a title, text, points and a call to action, with a picture or service cards. */
function TabContent({
  tab,
  variant,
  narrow,
}: {
  tab: TabPanel;
  variant: ContentTabsVariant;
  /** The panel shares the row with the tab buttons (start or end placement). */
  narrow: boolean;
}) {
  const copy = (
    <div>
      <h3 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">{tab.title}</h3>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">{tab.description}</p>
      {tab.points ? <CheckList items={tab.points} variant="badge" className="mt-6 space-y-3" /> : null}
      {tab.cta ? <ButtonLink cta={tab.cta} className="mt-8" /> : null}
    </div>
  );

  if (tab.cards) {
    return (
      <div className={cn(variant !== "underline" && cardVariants({ className: "p-4 sm:p-6 md:p-10" }))}>
        <div className="max-w-3xl">{copy}</div>
        <ul className="mt-10 centred-rows [--rows-gap:1.25rem] sm:[--columns:2] lg:[--columns:3]">
          {tab.cards.map((service) => (
            <TabServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </div>
    );
  }

  const framed = variant === "pills" || variant === "cards";
  return (
    <div className={cn("@container", framed && cardVariants({ shadow: "lg", className: "p-6 md:p-10" }))}>
      <div className="grid items-center gap-8 @2xl:grid-cols-2 @2xl:gap-12">
        {copy}
        {tab.image ? (
          <Picture
            image={tab.image}
            sizes={
              narrow
                ? "(min-width: 1280px) 380px, (min-width: 1024px) 540px, 100vw"
                : "(min-width: 1024px) 540px, 100vw"
            }
            className="h-auto w-full rounded-2xl"
            // The open look shows the picture first on wide screens; the text stays first in reading order.
            pictureClassName={cn(variant === "underline" && "@2xl:order-first")}
          />
        ) : null}
      </div>
    </div>
  );
}

/** A compact service card inside a tab panel (icon, title, text, Read More). */
function TabServiceCard({ service }: { service: Service }) {
  return (
    <li className="group flex flex-col rounded-2xl border border-border bg-background p-6 transition-[border-color,box-shadow] duration-300 hover:border-primary/50 hover:shadow-lg hover:shadow-primary/5">
      <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary transition-colors duration-300 group-hover:bg-primary group-hover:text-primary-foreground">
        <Icon name={service.icon} className="size-6" />
      </span>
      <h4 className="mt-5 text-lg font-bold">{service.title}</h4>
      <p className="mt-2 flex-1 text-muted-foreground">{service.description}</p>
      {service.link ? (
        <SmartLink
          href={service.link.href}
          className="mt-4 inline-flex items-center gap-2 self-start rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {service.link.label}
          <span className="sr-only">{` about ${service.title}`}</span>
          <SpriteIcon icon={ArrowRight} className="size-4 rtl:rotate-180" />
        </SmartLink>
      ) : null}
    </li>
  );
}
