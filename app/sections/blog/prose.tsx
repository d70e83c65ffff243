import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { img, type PictureKey } from "~/content/images";

/**
 * The typography of a post's body: what each Markdown element of app/content/posts/*.mdx renders
 * as on the page. Colours come from the theme's tokens, so both themes read alike. Images are
 * written by their art key or photo file, `![What it shows](blog-cover)`, and shown as responsive pictures.
 */
export const proseComponents: MDXComponents = {
  h2: ({ children, ...props }) => (
    <h2 className="mt-6 text-2xl font-bold text-balance text-foreground md:text-3xl" {...props}>
      {children}
    </h2>
  ),
  h3: ({ children, ...props }) => (
    <h3 className="mt-2 text-xl font-bold text-balance text-foreground md:text-2xl" {...props}>
      {children}
    </h3>
  ),
  p: (props) => <p className="text-muted-foreground" {...props} />,
  strong: (props) => <strong className="font-semibold text-foreground" {...props} />,
  ul: (props) => (
    <ul className="flex list-disc flex-col gap-2 ps-6 text-muted-foreground marker:text-primary" {...props} />
  ),
  ol: (props) => (
    <ol
      className="flex list-decimal flex-col gap-2 ps-6 text-muted-foreground marker:font-semibold marker:text-primary"
      {...props}
    />
  ),
  blockquote: (props) => (
    <blockquote
      className="rounded-3xl border-s-4 border-primary bg-muted px-6 py-5 text-xl font-medium italic md:px-8 [&_p]:text-foreground"
      {...props}
    />
  ),
  a: ({ href = "", children, ...props }: ComponentProps<"a">) => (
    <SmartLink href={href} className="font-medium text-primary underline underline-offset-4" {...props}>
      {children}
    </SmartLink>
  ),
  code: (props) => (
    <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.9em] text-foreground" {...props} />
  ),
  pre: (props) => (
    <pre
      // Focusable, so a keyboard can scroll a long line of code into view.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-border bg-muted p-5 text-sm leading-relaxed text-foreground [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-[1em]"
      {...props}
    />
  ),
  hr: () => <hr className="border-border" />,
  img: ({ src, alt }: ComponentProps<"img">) => {
    // The build checks every picture a post names (app/content/post-schema.ts); img() throws otherwise.
    return (
      <Picture
        image={img(String(src ?? "") as PictureKey, alt ?? "")}
        sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
        pictureClassName="block"
        className="my-2 h-auto w-full rounded-3xl object-cover"
      />
    );
  },
};
