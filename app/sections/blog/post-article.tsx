import { CalendarDays, Clock, FolderOpen, UserRound } from "lucide-react";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { type ArticleBlock, type BlogCategoryName, type BlogDetail, categoryHref } from "~/content/blog";
import { Section } from "~/sections/section";
import { TagCloud } from "./blog-sidebar";

export type PostArticleProps = {
  id: string;
  /** The parts §2.5 fixes for every post: author, date, cover picture and text. */
  detail: BlogDetail;
  category: BlogCategoryName;
  /** Title of the tag cloud under the text. */
  tagsTitle: string;
};

/**
 * The body of a post page (the title is the page banner's h1): byline, cover picture,
 * the article text and the tag cloud linking to `/blog-grid/tag/{tag}`.
 */
export function PostArticle({ id, detail, category, tagsTitle }: PostArticleProps) {
  return (
    <Section id={id} space="compact">
      <article className="mx-auto max-w-3xl">
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4" />
            <span>
              <span className="font-semibold text-foreground">{detail.author}</span>, {detail.authorRole}
            </span>
          </li>
          <li className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={detail.date.iso}>{detail.date.display}</time>
          </li>
          <li className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            {detail.readingMinutes} min read
          </li>
          <li className="inline-flex items-center gap-2">
            <FolderOpen aria-hidden="true" className="size-4" />
            <SmartLink
              href={categoryHref(category)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {category}
            </SmartLink>
          </li>
        </ul>
        <Picture
          image={detail.image}
          priority
          sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
          pictureClassName="block"
          className="mt-8 aspect-1270/600 h-auto w-full rounded-3xl object-cover"
        />
        <div className="mt-10 flex flex-col gap-6 text-lg leading-relaxed text-pretty">
          {detail.body.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </div>
        <div className="mt-12 border-t border-border pt-8">
          <h2 className="mb-4 text-xl font-bold">{tagsTitle}</h2>
          <TagCloud />
        </div>
      </article>
    </Section>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="text-muted-foreground">{block.text}</p>;
    case "heading":
      return <h2 className="mt-4 text-2xl font-bold text-balance md:text-3xl">{block.text}</h2>;
    case "quote":
      return (
        <figure className="rounded-3xl border-s-4 border-primary bg-muted px-6 py-5 md:px-8">
          <blockquote className="text-xl font-medium text-foreground italic">“{block.text}”</blockquote>
          <figcaption className="mt-3 text-sm text-muted-foreground">{block.cite}</figcaption>
        </figure>
      );
    case "list":
      return (
        <ul className="flex list-disc flex-col gap-2 ps-6 text-muted-foreground marker:text-primary">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}
