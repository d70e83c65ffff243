import type { MDXComponents, MDXProps } from "mdx/types";
import type { ComponentProps, ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BlogPost } from "~/content/blog";
import { artPath, img, type PictureKey } from "~/content/images";
import { absoluteUrl } from "~/lib/seo";
import { isExternal } from "~/lib/paths";

/**
 * A post's body as plain HTML for the RSS feed (app/routes/feed.ts): the same compiled MDX as the
 * post page, without the page's classes, with absolute addresses for pictures and links, and the
 * cover picture first. Pictures are `loading="lazy"`, or React would put preload links before them. Build-time only (a `.server` module never reaches the browser).
 */
const bodies = import.meta.glob<{ default: ComponentType<MDXProps> }>("../content/posts/*.mdx");

/** The largest file of a picture, as an absolute URL. */
function pictureUrl(image: BlogPost["image"]): string {
  return absoluteUrl(artPath(image, image.widths.at(-1)));
}

const feedComponents: MDXComponents = {
  a: ({ href = "", children, ...props }: ComponentProps<"a">) => (
    <a href={isExternal(href) || href.startsWith("#") ? href : absoluteUrl(href)} {...props}>
      {children}
    </a>
  ),
  img: ({ src, alt }: ComponentProps<"img">) => {
    const image = img(String(src ?? "") as PictureKey, alt ?? "");
    return (
      <img src={pictureUrl(image)} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
    );
  },
};

/** The cover picture of a post for a feed entry: its absolute URL, type and alternative text. */
export function feedImage(post: BlogPost): { url: string; type: string; alt: string } {
  return { url: pictureUrl(post.image), type: "image/webp", alt: post.image.alt };
}

/** The full article of a post as HTML: its cover, then its body. */
export async function postHtml(post: BlogPost): Promise<string> {
  const load = bodies[`../content/posts/${post.slug}.mdx`];
  if (!load) throw new Error(`No post file app/content/posts/${post.slug}.mdx`);
  const { default: Body } = await load();
  const cover = feedImage(post);
  return renderToStaticMarkup(
    <>
      <img
        src={cover.url}
        alt={cover.alt}
        width={post.image.width}
        height={post.image.height}
        loading="lazy"
      />
      <Body components={feedComponents} />
    </>,
  );
}
