import { cva } from "class-variance-authority";
import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { cardVariants } from "~/components/ui/card";

export type TabItem = {
  /** Stable key (default: the position). */
  id?: string;
  /** The tab button's content: a word, or an icon, title and description. */
  label: ReactNode;
  /** The tab's name as plain text: shown over its panel to a visitor without JavaScript. */
  title: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
};

/** `segments`: pills of equal width in one row, however long their labels (the event days). */
export type TabsVariant = "pills" | "segments" | "underline" | "cards";
export type TabsPlacement = "top" | "bottom" | "start" | "end";

const listVariants = cva("", {
  variants: {
    variant: {
      pills: "flex flex-wrap gap-2 rounded-3xl bg-muted p-1.5",
      segments: "grid auto-cols-fr grid-flow-col gap-1.5 rounded-3xl bg-muted p-1.5",
      // Tabs wrap to a second line rather than hide behind a scroll; on phones they share one row
      // of equal columns instead (below), so none is left alone under the others or below the line.
      underline: "flex flex-wrap gap-x-2 border-border",
      cards: "flex gap-3",
    },
    vertical: { true: "flex-col", false: "" },
  },
  compoundVariants: [
    { variant: "pills", vertical: false, className: "justify-center" },
    { variant: "pills", vertical: true, className: "justify-start" },
    {
      variant: "underline",
      vertical: false,
      className: "border-b max-sm:grid max-sm:auto-cols-fr max-sm:grid-flow-col max-sm:gap-x-1",
    },
    { variant: "underline", vertical: true, className: "border-s" },
  ],
  defaultVariants: { variant: "pills", vertical: false },
});

/** The pills' and segments' text and selected look. */
const pillText =
  "text-sm text-muted-foreground hover:text-foreground aria-selected:bg-linear-to-r aria-selected:from-gradient-from aria-selected:via-gradient-via aria-selected:to-gradient-to aria-selected:text-white aria-selected:shadow-md dark:aria-selected:text-background";

const tabVariants = cva(
  "cursor-pointer font-semibold transition-[color,background-color,border-color,box-shadow] duration-200 focus-visible:outline-2",
  {
    variants: {
      variant: {
        pills: `rounded-control px-5 py-2.5 ${pillText}`,
        segments: `rounded-2xl px-3 py-3 text-center sm:px-5 ${pillText}`,
        underline:
          "border-transparent px-4 py-3 whitespace-nowrap text-muted-foreground hover:text-foreground aria-selected:border-primary aria-selected:text-foreground",
        cards: cardVariants({
          radius: "md",
          className:
            "p-5 text-start hover:border-primary/50 aria-selected:border-primary aria-selected:shadow-lg aria-selected:shadow-primary/10",
        }),
      },
      vertical: { true: "", false: "" },
    },
    compoundVariants: [
      {
        variant: "underline",
        vertical: false,
        // On phones a long name wraps inside its column.
        className:
          "-mb-px border-b-2 max-sm:px-1 max-sm:text-center max-sm:leading-tight max-sm:whitespace-normal",
      },
      { variant: "underline", vertical: true, className: "-ms-px border-s-2 text-start" },
      { variant: "pills", vertical: true, className: "text-start" },
    ],
    defaultVariants: { variant: "pills", vertical: false },
  },
);

const rootVariants = cva("flex gap-8", {
  variants: {
    placement: {
      top: "flex-col",
      // The tab list stays first in the DOM (tabs, then the panel, in focus order);
      // only its position on screen changes.
      bottom: "flex-col-reverse",
      start: "flex-col md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:items-start",
      end: "flex-col md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-start",
    },
  },
  defaultVariants: { placement: "top" },
});

export type TabsProps = {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Our strategy". */
  label: string;
  /** The tab selected at start (default 0). */
  defaultIndex?: number;
  variant?: TabsVariant;
  /** Where the tab buttons sit; "start" and "end" stack them vertically (aria-orientation). */
  placement?: TabsPlacement;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
};

/**
 * The ARIA tabs pattern: a tablist of buttons with a roving tabindex, arrow keys
 * (Left/Right, or Up/Down when vertical), Home and End, automatic activation. Every
 * panel is in the pre-rendered HTML; the inactive ones carry `hidden`. The choosing is the
 * page's inline script (`installEarlyControls`, ~/lib/early-controls), so the tabs work from
 * the first paint; React renders the starting state only, at build time.
 * Without JavaScript the tab list is hidden and every panel shows under its tab's label.
 */
export function Tabs({
  items,
  label,
  defaultIndex = 0,
  variant = "pills",
  placement = "top",
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps) {
  const baseId = useId();
  const selected = clampIndex(defaultIndex, items.length);
  const vertical = placement === "start" || placement === "end";

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  return (
    <div className={cn(rootVariants({ placement }), className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={vertical ? "vertical" : "horizontal"}
        className={cn(
          "no-js:hidden",
          listVariants({ variant, vertical }),
          placement === "end" && "md:order-last",
          listClassName,
        )}
      >
        {items.map((item, i) => (
          <button
            key={item.id ?? i}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            className={cn(tabVariants({ variant, vertical }), tabClassName)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="min-w-0">
        {items.map((item, i) => (
          <div
            key={item.id ?? i}
            role="tabpanel"
            id={panelId(i)}
            aria-labelledby={tabId(i)}
            // The APG tabs pattern: the panel itself is the next stop after the tab list.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            hidden={i !== selected}
            // Without JavaScript every panel shows (app.css), each under its tab's name (generated content).
            data-title={item.title}
            className={cn(
              "rounded-lg focus-visible:outline-2 no-js:before:mb-4 no-js:before:block no-js:before:font-semibold no-js:before:content-[attr(data-title)]",
              // Panels animate only after a visitor's choice (the script marks their parent), never on first paint.
              "in-data-changed:transition-[opacity,translate] in-data-changed:duration-300 in-data-changed:ease-out in-data-changed:starting:translate-y-2 in-data-changed:starting:opacity-0",
              panelClassName,
            )}
          >
            {item.content}
          </div>
        ))}
      </div>
    </div>
  );
}

function clampIndex(index: number, length: number): number {
  if (length === 0) return 0;
  return Math.min(length - 1, Math.max(0, Math.trunc(index)));
}
