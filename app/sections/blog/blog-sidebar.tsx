import { Search } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type ReactNode, useId } from "react";
import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { blogArchives, blogPosts, blogTags, categoryCounts, categoryHref, tagHref } from "~/content/blog";
import { listSizes } from "~/content/settings";
import { cn } from "~/lib/cn";
import { PostCard } from "./post-card";
import { Card } from "~/components/ui/card";

export type BlogSidebarProps = {
  /** id of the post list the search filters (`aria-controls`). */
  controls: string;
  /** Level of the widget titles (2 under a page banner, 3 under a section heading). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The blog sidebar: a required search box that filters the listing's posts by title in place
 * (the listing's module, app/behaviours/blog-search.ts), categories with their post counts, the
 * first four posts, the archives and the tag cloud. The search never submits: its button is
 * pre-rendered disabled (without JavaScript it could only reload the page), and the form is
 * `data-suppress-submit`: the page's controls script (~/lib/early-controls) enables the button and
 * stops the submission from the first paint.
 */
export function BlogSidebar({ controls, headingLevel = 2, className }: BlogSidebarProps) {
  const inputId = useId();

  return (
    <aside aria-label="Blog sidebar" className={cn("flex flex-col gap-6", className)}>
      <Widget title="Search" level={headingLevel}>
        {/* The form draws the field; the input and the button sit side by side inside it. */}
        <form
          role="search"
          aria-label="Posts"
          data-suppress-submit=""
          className="flex h-12 items-center gap-1 rounded-full border border-border bg-background p-1 has-[input:focus-visible]:border-primary has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring"
        >
          <label htmlFor={inputId} className="sr-only">
            Search posts by title
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            required
            placeholder="Search posts…"
            aria-controls={controls}
            autoComplete="off"
            className="h-full w-full min-w-0 flex-1 rounded-full bg-transparent ps-4 text-foreground placeholder:text-muted-foreground focus-visible:outline-none"
          />
          <Button
            type="submit"
            aria-label="Search"
            disabled
            variant="solid"
            size="icon-sm"
            className="shrink-0 cursor-pointer focus-visible:outline-offset-2"
          >
            <SpriteIcon icon={Search} className="size-4" />
          </Button>
        </form>
      </Widget>

      <Widget title="Categories" level={headingLevel}>
        <ul className="flex flex-col divide-y divide-border">
          {categoryCounts().map((category) => (
            <li key={category.slug}>
              <SmartLink
                href={categoryHref(category.name)}
                className="flex items-center justify-between gap-3 py-2.5 text-foreground underline-offset-4 hover:text-primary hover:underline"
              >
                {category.name}
                <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                  {category.count}
                  <span className="sr-only"> {category.count === 1 ? "post" : "posts"}</span>
                </span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget title="Recent Posts" level={headingLevel}>
        <ul className="flex flex-col gap-5">
          {blogPosts.slice(0, listSizes.sidebarRecent).map((post) => (
            <li key={post.id}>
              <PostCard post={post} variant="compact" headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
      </Widget>

      <Widget title="Archives" level={headingLevel}>
        <ul className="flex flex-col gap-2 text-muted-foreground">
          {blogArchives.map((date) => (
            <li key={date.iso}>
              <time dateTime={date.iso}>{date.display}</time>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget title="Tags" level={headingLevel}>
        <TagCloud />
      </Widget>
    </aside>
  );
}

function Widget({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <Card as="section" className="p-6">
      <Heading className="mb-4 text-lg font-bold">{title}</Heading>
      {children}
    </Card>
  );
}

/** The tag cloud, each linking to its tag page: every tag of the blog, or the `tags` named. */
export function TagCloud({ className, tags }: { className?: string; tags?: readonly string[] }) {
  const shown = tags ? blogTags.filter((tag) => tags.includes(tag.name)) : blogTags;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {shown.map((tag) => (
        <li key={tag.slug}>
          <SmartLink
            href={tagHref(tag.name)}
            className="inline-flex min-h-9 items-center rounded-full border border-border px-3.5 text-sm font-medium transition-colors hover:border-primary hover:bg-primary hover:text-primary-foreground"
          >
            {tag.name}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
