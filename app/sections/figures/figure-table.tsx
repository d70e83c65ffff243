import { ArrowDownRight, ArrowRight, ArrowUpRight, Info, Minus } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { Cta } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, sectionHeadingId, SectionHeading, type TitledSectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

/** Which way a figure moved since the last period: an arrow on screen, a word for screen readers. */
export type FigureTrend = "up" | "down" | "steady";

/** A figure as shown ("4.10 %", "#3", "$500"), optionally with the way it moved. */
export type FigureCell = string | { value: string; trend: FigureTrend };

/** A figure column: its header. Figures are right-aligned with tabular digits. */
export type FigureColumn = { id: string; label: string };

export type FigureRow = {
  id: string;
  /** The row's name, its header cell ("High-yield savings", a keyword, a campaign). */
  label: string;
  /** A short line under the name ("No monthly fee"). */
  detail?: string;
  /** One figure per column, in column order. */
  values: readonly FigureCell[];
};

/**
 * - `stacked`: the heading above a wide table, the note and button below it;
 * - `split`: the heading, note and button in a column beside the table.
 */
export type FigureTableVariant = "stacked" | "split";

export type FigureTableProps = TitledSectionProps & {
  /** What the figures are; the table's visible caption and accessible name. */
  caption: string;
  /** Header of the first column, the one that names the rows. */
  rowHeader: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** A row to emphasise, with the words of its badge (colour is never the only sign). */
  highlight?: { rowId: string; label: string };
  /** A line under the table (as-of date, what the figures are for). */
  note?: string;
  cta?: Cta;
  variant?: FigureTableVariant;
};

const trendWords: Record<FigureTrend, string> = { up: "up", down: "down", steady: "unchanged" };
const trendIcons = { up: ArrowUpRight, down: ArrowDownRight, steady: Minus } as const;

/**
 * A table of figures: rates, rankings, campaign results. A real `<table>` with a caption,
 * column and row headers, so a screen reader announces each figure with its row and
 * column. A table too wide for a narrow screen scrolls sideways inside a named region
 * instead of widening the page; the region joins the tab order only while it scrolls, so
 * keyboard users can scroll it too (app/behaviours/scroll-region.ts, wired by `data-scroll-region`).
 */
export function FigureTable({
  id,
  heading,
  caption,
  rowHeader,
  columns,
  rows,
  highlight,
  note,
  cta,
  variant = "stacked",
  tone,
}: FigureTableProps) {
  for (const row of rows) {
    if (row.values.length !== columns.length) {
      throw new Error(
        `FigureTable "${id}": row "${row.id}" has ${row.values.length} figures for ${columns.length} columns`,
      );
    }
  }
  const headingId = sectionHeadingId(id);
  const captionId = useId();
  const split = variant === "split";

  const extras =
    note || cta ? (
      <div className={cn("mt-8 flex flex-col gap-6", split ? "items-start" : "items-center text-center")}>
        {note ? (
          <p className="flex max-w-2xl items-start gap-2 text-sm text-muted-foreground">
            <SpriteIcon icon={Info} className="mt-0.5 size-4 shrink-0" />
            <span>{note}</span>
          </p>
        ) : null}
        {cta ? (
          <ButtonLink
            cta={cta}
            variant="outline"
            icon={<SpriteIcon icon={ArrowRight} className="size-4 rtl:rotate-180" />}
          />
        ) : null}
      </div>
    ) : null;

  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div
        className={cn(
          split && "grid items-center gap-x-16 gap-y-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
        )}
      >
        {split ? (
          <div>
            <SectionHeading id={headingId} {...heading} align="start" className="mb-0 md:mb-0" />
            {extras}
          </div>
        ) : (
          <SectionHeading id={headingId} {...heading} />
        )}
        {/* A named <section> is the region landmark; the table's caption names it. */}
        {/* A region that scrolls must be reachable by keyboard: app/behaviours/scroll-region.ts
            makes it a tab stop only while it scrolls. */}
        <section
          aria-labelledby={captionId}
          data-scroll-region=""
          className={cn(
            cardVariants({ shadow: "lg", className: "overflow-x-auto" }),
            !split && "mx-auto max-w-5xl",
          )}
        >
          <table className="w-full border-collapse">
            <caption
              id={captionId}
              className="px-3 pt-6 pb-2 text-start text-sm font-semibold tracking-widest text-primary uppercase sm:px-6 md:px-8"
            >
              {caption}
            </caption>
            <thead>
              <tr className="border-b border-border text-sm text-muted-foreground">
                <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-6 md:ps-8">
                  {rowHeader}
                </th>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className="px-2 py-3 text-end font-semibold last:pe-3 sm:px-4 sm:last:pe-6 md:last:pe-8"
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => {
                const highlighted = highlight?.rowId === row.id;
                return (
                  <tr
                    key={row.id}
                    data-highlighted={highlighted || undefined}
                    className={cn(highlighted && "bg-primary/5")}
                  >
                    <th scope="row" className="px-3 py-4 text-start font-semibold sm:px-6 md:ps-8">
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        {row.label}
                        {highlighted ? (
                          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">
                            {highlight.label}
                          </span>
                        ) : null}
                      </span>
                      {row.detail ? (
                        <span className="mt-1 block text-sm font-normal text-muted-foreground">
                          {row.detail}
                        </span>
                      ) : null}
                    </th>
                    {row.values.map((cell, i) => (
                      <td
                        key={columns[i]?.id ?? i}
                        className="px-2 py-4 text-end font-bold whitespace-nowrap tabular-nums last:pe-3 sm:px-4 sm:text-lg sm:last:pe-6 md:last:pe-8"
                      >
                        <Figure cell={cell} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </div>
      {split ? null : extras}
    </Section>
  );
}

function Figure({ cell }: { cell: FigureCell }) {
  if (typeof cell === "string") return cell;
  return (
    <span className="inline-flex items-center gap-1.5">
      <SpriteIcon
        icon={trendIcons[cell.trend]}
        className={cn(
          "size-4 shrink-0 stroke-[2.5]",
          cell.trend === "steady" ? "text-muted-foreground" : "text-primary",
        )}
      />
      {cell.value}
      <span className="sr-only">{` (${trendWords[cell.trend]})`}</span>
    </span>
  );
}
