import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type ReactNode, useId } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { type BlogPost, blogSearchMessages } from "~/content/blog";
import type { Cta, Heading } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, type SectionProps } from "~/sections/section";
import { BlogSidebar } from "./blog-sidebar";
import { PostCard } from "./post-card";
import { cardVariants } from "~/components/ui/card";

/** What a list without posts says, and where it sends the visitor instead. */
export type EmptyState = { title: ReactNode; text?: string; cta?: Cta };

/** The button under the list: a link, or (without `href`, where the spec gives it no action) a disabled button. */
export type MoreButton = { label: string; href?: string; newTab?: boolean };

export type BlogListingProps = {
  id: string;
  /** A heading of its own; without one the page banner's h1 heads the list (give `label` then). */
  heading?: Heading;
  /** Accessible name of the section when it has no heading. */
  label?: string;
  posts: readonly BlogPost[];
  /** Cards with the picture on top (`grid`) or beside the text (`list`). */
  variant?: "grid" | "list";
  /** Grid columns on wide screens (grid look only). */
  columns?: 2 | 3;
  /** The blog sidebar beside the posts; its search filters them by title. */
  sidebar?: boolean;
  more?: MoreButton;
  /** Shown instead of the posts when there are none (category and tag pages). */
  empty?: EmptyState;
  tone?: SectionProps["tone"];
};

/** The grid's columns; a shorter last row is centred (`centred-rows`). */
const gridColumns = { 2: "sm:[--columns:2]", 3: "sm:[--columns:2] lg:[--columns:3]" } as const;

/**
 * A list of posts as grid or list cards, optionally beside the blog sidebar. With the sidebar,
 * its search narrows the posts by title as the visitor types and says how many match (a polite
 * live region), or shows a clear "no posts match" state with a way back: that is the module
 * app/behaviours/blog-search.ts (`[data-blog-search]`), on the markup here (each post's
 * `data-search-title`, the messages' `data-message-*`). The categories and tags are links to their
 * pages, with or without JavaScript.
 */
export function BlogListing({
  id,
  heading,
  label,
  posts,
  variant = "grid",
  columns = 3,
  sidebar = false,
  more,
  empty,
  tone,
}: BlogListingProps) {
  const listId = useId();
  const headingLevel = heading ? 3 : 2;

  return (
    <Section
      id={id}
      tone={tone}
      heading={heading ? { align: sidebar ? "start" : "center", ...heading } : undefined}
      aria-label={heading ? undefined : label}
    >
      <div
        data-blog-search={sidebar || undefined}
        className={cn(sidebar && "grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-12")}
      >
        <div>
          {sidebar ? <SearchSummary /> : null}
          <div id={listId}>
            {posts.length > 0 ? (
              <ul
                data-search-list=""
                className={cn(
                  "centred-rows lg:[--rows-gap:2rem]",
                  variant === "grid" && gridColumns[columns],
                )}
              >
                {posts.map((post) => (
                  <Reveal as="li" key={post.id} delay={post.revealDelay} data-search-title={post.title}>
                    <PostCard post={post} variant={variant} headingLevel={headingLevel} />
                  </Reveal>
                ))}
              </ul>
            ) : (
              <div data-search-empty="" className={emptyBox}>
                {empty ? (
                  <>
                    <p className="text-lg font-semibold">{empty.title}</p>
                    {empty.text ? <p className="mt-2 text-muted-foreground">{empty.text}</p> : null}
                    {empty.cta ? (
                      <ButtonLink cta={empty.cta} variant="outline" size="sm" className="mt-6" />
                    ) : null}
                  </>
                ) : null}
              </div>
            )}
            {sidebar ? (
              // What a search that finds nothing shows instead of the posts (its title filled in).
              <div data-search-none="" hidden className={emptyBox}>
                <p data-search-none-title="" className="text-lg font-semibold" />
                <p className="mt-2 text-muted-foreground">{blogSearchMessages.noneHint}</p>
                <Button variant="outline" size="sm" className="mt-6" data-search-clear="">
                  {blogSearchMessages.clear}
                </Button>
              </div>
            ) : null}
          </div>
          {more ? (
            <div className="mt-12 flex justify-center">
              {more.href ? (
                <ButtonLink
                  cta={{ label: more.label, href: more.href, newTab: more.newTab }}
                  icon={<SpriteIcon icon={ArrowRight} className="size-4" />}
                />
              ) : (
                <Button disabled>{more.label}</Button>
              )}
            </div>
          ) : null}
        </div>
        {sidebar ? <BlogSidebar controls={listId} headingLevel={headingLevel} /> : null}
      </div>
    </Section>
  );
}

const emptyBox = cardVariants({ className: "border-dashed px-6 py-12 text-center" });

/**
 * What the search found, announced politely; empty (but present) while nobody searches. When
 * nothing matches, the sentence is for assistive technology only (`data-empty`): the empty state
 * shows it.
 */
function SearchSummary() {
  return (
    <div
      data-search-summary=""
      className="flex flex-wrap items-center justify-between gap-3 data-matches:mb-6"
    >
      <p
        role="status"
        data-message-one={blogSearchMessages.one}
        data-message-many={blogSearchMessages.many}
        data-message-none={blogSearchMessages.none}
        className="text-muted-foreground data-empty:sr-only"
      />
      <Button variant="ghost" size="sm" data-search-clear="" hidden>
        {blogSearchMessages.clear}
      </Button>
    </div>
  );
}
