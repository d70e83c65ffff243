import { cva } from "class-variance-authority";
import { CalendarDays, Clock, UserRound } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { type BlogPost, categoryHref, postHref } from "~/content/blog";
import { cn } from "~/lib/cn";
import { cardVariants } from "~/components/ui/card";

/**
 * The looks of a post card:
 * - `grid`: picture on top, category, title, author and date (grids, teasers, carousels);
 * - `list`: picture beside the text, with the teaser (list views, the magazine's Latest list);
 * - `feature`: a large picture with the title over a shaded foot (the magazine's lead story);
 * - `compact`: a small thumbnail beside the title and date (the sidebar, the magazine's side column).
 */
export type PostCardVariant = "grid" | "list" | "feature" | "compact";

export type PostCardProps = {
  post: BlogPost;
  variant?: PostCardVariant;
  /** Level of the title under the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The page's largest picture (the magazine's lead story): loaded eagerly and first. */
  priority?: boolean;
  className?: string;
};

const card = cva("group relative isolate flex h-full", {
  variants: {
    variant: {
      grid: cardVariants({ shadow: "sm", hover: "shadow", className: "flex-col overflow-hidden" }),
      list: cardVariants({
        shadow: "sm",
        hover: "shadow",
        className: "flex-col overflow-hidden sm:flex-row",
      }),
      feature: "min-h-80 flex-col justify-end overflow-hidden rounded-3xl bg-card sm:min-h-112",
      compact: "items-center gap-4",
    },
  },
});

const title = cva("font-bold text-balance", {
  variants: {
    variant: {
      grid: "text-lg leading-snug md:text-xl",
      list: "text-xl leading-snug md:text-2xl",
      feature: "text-2xl leading-tight text-white md:text-4xl",
      compact: "text-sm leading-snug md:text-base",
    },
  },
});

/**
 * The picture's `sizes` per look: the width it is painted at. The list's picture beside the text and
 * the feature's behind it cover a box as high as the card's text, so they are painted wider than
 * their box (up to 40rem beside a long teaser; a phone's feature card is taller than wide); the
 * compact thumbnail covers a square (`cover` below).
 */
const pictureSizes: Record<PostCardVariant, string> = {
  grid: "(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw",
  list: "(min-width: 640px) 40rem, 100vw",
  feature: "(min-width: 1024px) 780px, (min-width: 640px) 100vw, 34rem",
  compact: "(min-width: 768px) 96px, 80px",
};

/**
 * One blog post as a card. The title links to `/blog-details/{id}` and its link covers
 * the whole card (one link per post for assistive technology); the category chip is a
 * link of its own, lifted above that cover.
 */
export function PostCard({
  post,
  variant = "grid",
  headingLevel = 3,
  priority = false,
  className,
}: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  const onImage = variant === "feature";
  return (
    <article className={cn(card({ variant }), className)}>
      <div
        className={cn(
          "overflow-hidden",
          variant === "grid" && "aspect-390/240",
          variant === "list" && "aspect-390/240 sm:aspect-auto sm:min-h-56 sm:w-2/5 sm:shrink-0",
          variant === "feature" && "absolute inset-0 -z-10",
          variant === "compact" && "size-20 shrink-0 rounded-2xl md:size-24",
        )}
      >
        <Picture
          image={post.image}
          sizes={pictureSizes[variant]}
          cover={variant === "compact" ? 1 : undefined}
          priority={priority}
          pictureClassName="block size-full"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      {onImage ? (
        // The text sits at the foot, on a shade that keeps white type readable on every picture, a
        // pale one too, in both themes (the page gate's `text-contrast` samples it: 1.6:1 on the
        // magazine's sketchbook with the title at the top, issue 42).
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-black/90 from-10% via-black/70 via-60% to-black/20"
        />
      ) : null}
      <div
        className={cn(
          "flex min-w-0 flex-1 flex-col",
          variant === "grid" && "gap-3 p-6",
          variant === "list" && "justify-center gap-3 p-6 md:p-8",
          variant === "feature" && "justify-end gap-4 p-6 md:p-10",
          variant === "compact" && "gap-1",
        )}
      >
        {variant === "compact" ? null : (
          <SmartLink
            href={categoryHref(post.category)}
            className={cn(
              "relative z-10 self-start rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase underline-offset-4 hover:underline",
              onImage ? "bg-card text-card-foreground" : "bg-primary/10 text-primary",
            )}
          >
            {post.category}
          </SmartLink>
        )}
        <Heading className={title({ variant })}>
          <SmartLink
            href={postHref(post)}
            className={cn(
              "underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-[inherit] after:content-['']",
              !onImage && "group-hover:text-primary",
            )}
          >
            {post.title}
          </SmartLink>
        </Heading>
        {variant === "list" || variant === "feature" ? (
          <p className={cn("text-pretty", onImage ? "max-w-2xl text-white/90" : "text-muted-foreground")}>
            {post.desc}
          </p>
        ) : null}
        <PostByline post={post} full={variant !== "compact"} onImage={onImage} />
      </div>
    </article>
  );
}

/** Author, date (as a `<time>`) and reading time of a post; the compact look shows the date only. */
function PostByline({ post, full, onImage }: { post: BlogPost; full: boolean; onImage: boolean }) {
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm",
        onImage ? "text-white/90" : "mt-auto text-muted-foreground",
      )}
    >
      {full ? (
        <span className="inline-flex items-center gap-1.5">
          <SpriteIcon icon={UserRound} className="size-4" />
          <span className="sr-only">By </span>
          {post.author}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5">
        <SpriteIcon icon={CalendarDays} className="size-4" />
        <time dateTime={post.date.iso}>{post.date.display}</time>
      </span>
      {full ? (
        <span className="inline-flex items-center gap-1.5">
          <SpriteIcon icon={Clock} className="size-4" />
          {post.readingMinutes} min read
        </span>
      ) : null}
    </p>
  );
}
