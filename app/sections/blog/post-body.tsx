import type { MDXProps } from "mdx/types";
import { type ComponentType, lazy } from "react";
import { proseComponents } from "./prose";

type Body = ComponentType<MDXProps>;

/**
 * Each post's body, compiled from app/content/posts/{slug}.mdx by @mdx-js/rollup, by slug. Lazy:
 * every body is a chunk of its own, fetched by its own post page only. The pre-rendered page already
 * holds the text; in the browser React keeps that HTML until the chunk has arrived, then hydrates it.
 */
const bodies: Record<string, Body> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Body }>("../../content/posts/*.mdx")).map(([path, load]) => [
    path.replace(/^.*\/|\.mdx$/g, ""),
    lazy(load),
  ]),
);

/** The article text of one post, in the blog's typography (./prose.tsx). */
export function PostBody({ slug }: { slug: string }) {
  const Body = bodies[slug];
  if (!Body) throw new Error(`No post file app/content/posts/${slug}.mdx`);
  return (
    <div className="flex flex-col gap-6 text-lg leading-relaxed text-pretty">
      <Body components={proseComponents} />
    </div>
  );
}
