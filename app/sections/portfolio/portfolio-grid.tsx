import { Expand } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useId } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Masonry, masonryItemStyle, type MasonryExtent } from "~/components/ui/masonry";
import { framedImage, Picture, type PictureFrame } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { isAllFilter, matchesFilter } from "~/content/portfolio";
import type { Cta, Filter, ImageAsset } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, sectionHeadingId, SectionHeading, type TitledSectionProps } from "~/sections/section";

/** One card of the grid: a project, or a picture of the photographer set. */
export type PortfolioCard = {
  id: number;
  /** The details page, `/portfolio-details/{id}`. */
  href: string;
  image: ImageAsset;
  /** Filter values the card shows under. */
  categories: readonly string[];
  /** Without a title the picture itself is the link, named by its alternative text. */
  title?: string;
  subtitle?: string;
};

/**
 * Load More: a link (`Cta`), or, where the specification gives the button no target,
 * an honest unavailable button with the reason beside it.
 */
export type LoadMore = Cta | { label: string; unavailable: string };

/** Masonry crops: pictures of one size get a rhythm of shapes, taken in turn by card order. */
export type CardShape = "portrait" | "landscape" | "square";

/**
 * - `caption`: the picture, then title and subtitle below it;
 * - `box`: the same inside a bordered card;
 * - `overlay`: the title over the bottom of the picture (or only the picture when untitled).
 */
export type PortfolioCardStyle = "caption" | "box" | "overlay";

export type PortfolioGridProps = TitledSectionProps & {
  items: readonly PortfolioCard[];
  /**
   * The filter buttons ("*" shows all). Filters that would show nothing are left out; without a
   * filter that narrows the grid, no bar is shown.
   */
  filters?: readonly Filter[];
  /** Names the filter buttons' group for screen readers. */
  filterLabel?: string;
  /** `masonry` keeps each picture's proportions (or `shapes`); `grid` gives even 4:3 tiles. */
  arrangement?: "masonry" | "grid";
  /** Columns on wide screens (fewer on narrow ones). */
  columns?: 2 | 3 | 4;
  /** `full`: the grid spans the window, only the heading stays in the page container. */
  width?: "contained" | "full";
  card?: PortfolioCardStyle;
  /**
   * Masonry only: crop the pictures to these shapes in turn (by the card's place in `items`). The
   * cards fill the shortest column, row by row, so the rhythm decides how level the columns end:
   * pick one whose columns come out even at two and at the wide count (the browser test of the
   * masonry measures it), e.g. `portrait, landscape, portrait, portrait, landscape, landscape`.
   */
  shapes?: readonly CardShape[];
  loadMore?: LoadMore;
  /** The grid opens the page: its first picture loads eagerly and first. */
  priority?: boolean;
};

type Columns = NonNullable<PortfolioGridProps["columns"]>;
type Width = NonNullable<PortfolioGridProps["width"]>;

/** The even grid's columns: one on phones, then up to the chosen count (the masonry has the same steps). */
const gridClass: Record<Columns, string> = {
  2: "grid gap-6 sm:grid-cols-2",
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
};

/** The `sizes` of one picture for those columns (the container is 80rem wide, less its padding). */
const pictureSizes: Record<Width, Record<Columns, string>> = {
  contained: {
    2: "(min-width: 640px) 600px, 100vw",
    3: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
    4: "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  },
  full: {
    2: "(min-width: 640px) 50vw, 100vw",
    3: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    4: "(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  },
};

/**
 * Each crop's class, its height / width (for the masonry's estimate) and the picture's crop drawn
 * for that frame, when it has one (`framedImage`; the portfolio's pictures are 4:3 themselves).
 */
const shapeCrop: Record<CardShape, { className: string; ratio: number; frame?: PictureFrame }> = {
  portrait: { className: "aspect-[4/5]", ratio: 5 / 4, frame: "portrait" },
  landscape: { className: "aspect-[4/3]", ratio: 3 / 4 },
  square: { className: "aspect-square", ratio: 1, frame: "square" },
};

/**
 * What each card style adds to its picture, so the pre-rendered masonry is packed exactly
 * (decision 012): the picture's `inset` (the box's border and padding beside it) and the `fixed`
 * height around it. Keep in step with the classes of `PortfolioCardView`; the browser test
 * "the pre-rendered masonry is final" fails when they drift apart.
 */
function cardExtent(item: PortfolioCard, style: PortfolioCardStyle, ratio: number): MasonryExtent {
  // Untitled cards and overlays are the picture alone.
  if (!item.title || style === "overlay") return { ratio };
  // pt-4, the title's text-lg line (1.75rem), then mt-1 and the subtitle's text-sm line (1.25rem), pb-1.
  const caption = item.subtitle ? 4.5 : 3;
  // The box: a 1px border and p-3 on each side.
  return style === "box"
    ? { ratio, inset: "calc(1.5rem + 2px)", fixed: `calc(${caption + 1.5}rem + 2px)` }
    : { ratio, fixed: `${caption}rem` };
}

/**
 * A filterable portfolio: filter buttons (`aria-pressed`, the change animated with the View
 * Transitions API where the browser has it and motion is welcome), a masonry that reads in rows
 * (`Masonry`) or an even grid, cards linking to their details page, and an optional Load More.
 * Every picture has its size and every card declares its height, so the pre-rendered grid is
 * already the final one and nothing shifts; the pre-rendered HTML shows every item.
 *
 * The filtering is the page's controls script (`installEarlyControls`, ~/lib/early-controls): it
 * works from the first paint. Every item stays in the list, with its categories in
 * `data-categories`; the script hides those the chosen filter leaves out.
 * Without JavaScript the filters could not work: they are hidden, and every item shows.
 */
export function PortfolioGrid({
  id,
  heading,
  items,
  filters = [],
  filterLabel = "Filter by category",
  arrangement = "masonry",
  columns = 3,
  width = "contained",
  card = "caption",
  shapes,
  loadMore,
  priority = false,
  tone,
}: PortfolioGridProps) {
  const headingId = sectionHeadingId(id);
  const noteId = useId();
  const listId = useId();
  const statusId = useId();
  const countOf = (value: string) => items.filter((item) => matchesFilter(item.categories, value)).length;
  // A filter that would show nothing is left out; a bar where no filter narrows the grid is not shown.
  const usable = filters.filter(({ value }) => countOf(value) > 0);
  const narrows = usable.some(({ value }) => countOf(value) < items.length);
  const sizes = pictureSizes[width][columns];
  /** What each card carries for the script: its filter values. */
  const itemData = (item: PortfolioCard) => ({ "data-categories": item.categories.join(" ") });

  const grid = (
    <>
      {narrows ? (
        <div
          role="group"
          aria-label={filterLabel}
          data-filter-list={listId}
          data-filter-status={statusId}
          data-announce="{filter}: {count} of {total} shown"
          className="row-balanced mb-9 no-js:hidden"
        >
          {usable.map((filter) => (
            <Button
              key={filter.value}
              variant="toggle"
              size="sm"
              aria-pressed={isAllFilter(filter.value)}
              data-filter={filter.value}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      ) : null}
      {/* The controls script writes the announcement. */}
      <p id={statusId} role="status" className="sr-only" />
      {arrangement === "masonry" ? (
        <Masonry id={listId} aria-labelledby={headingId} columns={columns} sized>
          {items.map((item, index) => {
            const crop = shapes ? shapeCrop[shapes[index % shapes.length]!] : undefined;
            const ratio = crop?.ratio ?? item.image.height / item.image.width;
            return (
              <li
                key={item.id}
                {...itemData(item)}
                style={{
                  viewTransitionName: `${id}-card-${item.id}`,
                  ...masonryItemStyle(cardExtent(item, card, ratio)),
                }}
              >
                <PortfolioCardView
                  item={crop?.frame ? { ...item, image: framedImage(item.image, crop.frame) } : item}
                  style={card}
                  shape={crop?.className ?? ""}
                  cover={crop ? 1 / crop.ratio : undefined}
                  sizes={sizes}
                  priority={priority && index === 0}
                />
              </li>
            );
          })}
        </Masonry>
      ) : (
        <ul id={listId} aria-labelledby={headingId} className={gridClass[columns]}>
          {items.map((item, index) => {
            return (
              <li key={item.id} {...itemData(item)} style={{ viewTransitionName: `${id}-card-${item.id}` }}>
                <PortfolioCardView
                  item={item}
                  style={card}
                  shape={shapeCrop.landscape.className}
                  sizes={sizes}
                  priority={priority && index === 0}
                />
              </li>
            );
          })}
        </ul>
      )}
      {loadMore ? (
        <div className="mt-12 flex flex-col items-center gap-3">
          {"href" in loadMore ? (
            <ButtonLink cta={loadMore} variant="outline" size="lg" />
          ) : (
            <>
              <Button
                variant="outline"
                size="lg"
                aria-disabled="true"
                aria-describedby={noteId}
                className="cursor-not-allowed opacity-60"
              >
                {loadMore.label}
              </Button>
              <p id={noteId} className="text-sm text-muted-foreground">
                {loadMore.unavailable}
              </p>
            </>
          )}
        </div>
      ) : null}
    </>
  );

  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} contained={width === "contained"}>
      {width === "full" ? (
        <>
          <div className="container-page">
            <SectionHeading id={headingId} {...heading} />
          </div>
          <div className="px-4 md:px-6">{grid}</div>
        </>
      ) : (
        <>
          <SectionHeading id={headingId} {...heading} />
          {grid}
        </>
      )}
    </Section>
  );
}

type CardViewProps = {
  item: PortfolioCard;
  style: PortfolioCardStyle;
  /** Aspect class of the picture ("" keeps its own proportions). */
  shape: string;
  /** The aspect ratio of `shape`'s crop, when it is not the picture's own (see `Picture`). */
  cover?: number;
  sizes: string;
  priority: boolean;
};

/** One card. A titled card links from its title (stretched over the card); an untitled one from its picture. */
function PortfolioCardView({ item, style, shape, cover, sizes, priority }: CardViewProps) {
  const picture = (
    <Picture
      image={item.image}
      sizes={sizes}
      cover={cover}
      priority={priority}
      className={cn(
        "h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-105",
        shape,
      )}
    />
  );

  if (!item.title) {
    return (
      <SmartLink
        href={item.href}
        className="group relative block overflow-hidden rounded-2xl focus-visible:outline-offset-4"
      >
        {picture}
        <span
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center bg-black/0 text-white opacity-0 transition-[opacity,background-color] duration-300 group-hover:bg-black/40 group-hover:opacity-100 group-focus-visible:bg-black/40 group-focus-visible:opacity-100"
        >
          <span className="grid size-12 place-items-center rounded-full bg-white/15 backdrop-blur-sm">
            <SpriteIcon icon={Expand} className="size-5" />
          </span>
        </span>
      </SmartLink>
    );
  }

  const overlay = style === "overlay";
  return (
    <article
      className={cn(
        "group relative rounded-2xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-ring",
        style === "box" && "border border-border bg-card p-3 shadow-sm transition-shadow hover:shadow-lg",
      )}
    >
      <div className={cn("overflow-hidden", style === "box" ? "rounded-xl" : "rounded-2xl")}>{picture}</div>
      <div
        className={cn(
          overlay
            ? "absolute inset-x-0 bottom-0 rounded-b-2xl bg-linear-to-t from-black/85 via-black/60 to-transparent p-5 pt-14 text-white"
            : "px-1 pt-4 pb-1",
        )}
      >
        <h3 className="text-lg font-semibold tracking-tight">
          <SmartLink
            href={item.href}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {item.title}
          </SmartLink>
        </h3>
        {item.subtitle ? (
          <p className={cn("mt-1 text-sm", overlay ? "text-white/85" : "text-muted-foreground")}>
            {item.subtitle}
          </p>
        ) : null}
      </div>
    </article>
  );
}
