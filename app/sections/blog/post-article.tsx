import { CalendarDays, Clock, FolderOpen, UserRound } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { type BlogPost, categoryHref } from "~/content/blog";
import { Section } from "~/sections/section";
import { TagCloud } from "./blog-sidebar";
import { PostBody } from "./post-body";

export type PostArticleProps = {
  id: string;
  /** The post: its byline, cover and category; its body is loaded by its slug. */
  post: BlogPost;
  /** Title of the post's own tags under the text. */
  tagsTitle: string;
  /** Title of the blog's whole tag cloud below them (the specification's cloud of every tag). */
  cloudTitle: string;
};

/**
 * The body of a post page (the title is the page banner's h1): byline with the reading time,
 * cover picture, the post's own text, its own few tags, then the blog's whole tag cloud, each tag
 * linking to `/blog-grid/tag/{tag}` (issue 42: the cloud alone read as the post's tags).
 */
export function PostArticle({ id, post, tagsTitle, cloudTitle }: PostArticleProps) {
  return (
    <Section id={id} space="compact">
      <article className="mx-auto max-w-3xl">
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-2">
            <SpriteIcon icon={UserRound} className="size-4" />
            <span>
              <span className="font-semibold text-foreground">{post.author}</span>, {post.authorRole}
            </span>
          </li>
          <li className="inline-flex items-center gap-2">
            <SpriteIcon icon={CalendarDays} className="size-4" />
            <time dateTime={post.date.iso}>{post.date.display}</time>
          </li>
          <li className="inline-flex items-center gap-2">
            <SpriteIcon icon={Clock} className="size-4" />
            {post.readingMinutes} min read
          </li>
          <li className="inline-flex items-center gap-2">
            <SpriteIcon icon={FolderOpen} className="size-4" />
            <SmartLink
              href={categoryHref(post.category)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {post.category}
            </SmartLink>
          </li>
        </ul>
        <Picture
          image={post.image}
          priority
          sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
          pictureClassName="block"
          className="mt-8 h-auto w-full rounded-3xl object-cover"
        />
        <div className="mt-10">
          <PostBody slug={post.slug} />
        </div>
        <div className="mt-12 border-t border-border pt-8">
          <h2 className="mb-4 text-xl font-bold">{tagsTitle}</h2>
          <TagCloud tags={post.tags} />
        </div>
        <div className="mt-8">
          <h2 className="mb-4 text-xl font-bold">{cloudTitle}</h2>
          <TagCloud />
        </div>
      </article>
    </Section>
  );
}
