import type { BlogPost } from "~/content/blog";
import type { Heading } from "~/content/types";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Section, sectionHeadingId, SectionHeading } from "~/sections/section";
import { PostCard } from "./post-card";

export type FeaturedPostsProps = {
  id: string;
  /** The page's masthead: its title is the page's h1. */
  heading: Heading;
  /** The lead story, shown large with its picture loaded first. */
  lead: BlogPost;
  /** Smaller cards beside it. */
  others: readonly BlogPost[];
  /** Title of the column of smaller cards. */
  othersTitle: string;
};

/** A magazine front page: masthead, one large lead story and a column of smaller cards. */
export function FeaturedPosts({ id, heading, lead, others, othersTitle }: FeaturedPostsProps) {
  const headingId = sectionHeadingId(id);
  return (
    <Section id={id} space="compact" aria-labelledby={headingId} overflow="hidden" className="isolate">
      <GradientDecor variant="hero" />
      <SectionHeading id={headingId} as="h1" align="start" className="mb-8 md:mb-10" {...heading} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:gap-10">
        <PostCard post={lead} variant="feature" headingLevel={2} priority />
        <section aria-labelledby={`${id}-others`} className="flex flex-col">
          <h2
            id={`${id}-others`}
            className="mb-5 text-sm font-semibold tracking-widest text-primary uppercase"
          >
            {othersTitle}
          </h2>
          <ul className="flex flex-1 flex-col justify-between gap-5 divide-y divide-border">
            {others.map((post) => (
              <li key={post.id} className="pb-5 last:pb-0">
                <PostCard post={post} variant="compact" />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Section>
  );
}
