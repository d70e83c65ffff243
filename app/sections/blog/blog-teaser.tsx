import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ButtonLink } from "~/components/ui/button";
import { Carousel } from "~/components/ui/carousel";
import { Reveal } from "~/components/ui/reveal";
import type { BlogPost } from "~/content/blog";
import { carouselLayouts } from "~/content/settings";
import type { Cta } from "~/content/types";
import { Section, type TitledSectionProps } from "~/sections/section";
import { PostCard } from "./post-card";

export type BlogTeaserProps = TitledSectionProps & {
  /** The posts to show, e.g. `latestPosts(listSizes.blogTeaser)` or `popularPosts()`. */
  posts: readonly BlogPost[];
  /**
   * `grid`: a row of cards (three on wide screens); `carousel`: the popular-posts slider
   * (3 wide, 2 up to 769 px, 1 up to 581 px, arrows).
   */
  variant?: "grid" | "carousel";
  /** A link under the posts, e.g. to the blog grid. */
  more?: Cta;
};

/** A heading and a few posts: the "latest news" of a home page, or the magazine's popular posts. */
export function BlogTeaser({ id, heading, posts, variant = "grid", more, tone }: BlogTeaserProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      {variant === "carousel" ? (
        <Carousel
          // Not the heading's own words: the section is already a region named by its heading.
          label={typeof heading.title === "string" ? `${heading.title}: slides` : "Post slides"}
          layout={carouselLayouts.popularPosts}
          slides={posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        />
      ) : (
        <ul className="centred-rows sm:[--columns:2] lg:[--columns:3] lg:[--rows-gap:2rem]">
          {posts.map((post) => (
            <Reveal as="li" key={post.id} delay={post.revealDelay}>
              <PostCard post={post} />
            </Reveal>
          ))}
        </ul>
      )}
      {more ? (
        <div className="mt-12 flex justify-center">
          <ButtonLink
            cta={more}
            variant="outline"
            icon={<SpriteIcon icon={ArrowRight} className="size-4" />}
          />
        </div>
      ) : null}
    </Section>
  );
}
