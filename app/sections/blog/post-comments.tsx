import { MessageCircle, RotateCcw } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Button, ButtonLink } from "~/components/ui/button";
import { commentMessages } from "~/content/blog";
import { commentSettings } from "~/content/settings";
import type { Heading } from "~/content/types";
import { type CommentThread, disqusShortname, disqusThreadPage } from "~/lib/comments";
import { Section, sectionHeadingId, SectionHeading } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

export type PostCommentsProps = {
  id?: string;
  heading: Heading;
  /** The post's thread: identifier, URL, title and language. */
  thread: CommentThread;
  /** The Disqus shortname (default: this build's `VITE_DISQUS_SHORTNAME`; null: not configured). */
  shortname?: string | null;
  /** What the comment area says while there is no thread to show (default: `commentMessages`). */
  messages?: typeof commentMessages;
};

/**
 * Leave a Reply: the post's Disqus thread. Nothing of Disqus loads with the page: its module
 * (app/behaviours/post-comments.ts, `[data-post-comments]`, which reads the forum and the thread
 * from the `data-disqus-*` here) adds its scripts once the comment area comes within
 * `commentSettings.loadMargin` of the viewport. Until the thread is on screen the reserved box says
 * what is happening, never nothing: in the pre-rendered page that the comments are on Disqus (with
 * a link to the thread there, which also serves readers without JavaScript), then that they are
 * loading, and if the thread does not come, that they could not be loaded, with a retry and the
 * same link (the words of each state are the `<template data-message>`s). Without a shortname the
 * section says that comments are not configured.
 */
export function PostComments({
  id = "comments",
  heading,
  thread,
  shortname = disqusShortname,
  messages = commentMessages,
}: PostCommentsProps) {
  const headingId = sectionHeadingId(id);
  const { identifier, url, title, language } = thread;

  return (
    <Section id={id} tone="muted" aria-labelledby={headingId}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={headingId} align="start" className="mb-6 md:mb-8" {...heading} />
        {shortname ? (
          <>
            <p className="mb-6 flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <SpriteIcon icon={MessageCircle} className="size-4" />
              <span
                className="disqus-comment-count"
                data-disqus-identifier={identifier}
                data-disqus-url={url}
              >
                Comments
              </span>
            </p>
            <div
              className="relative"
              data-post-comments=""
              data-disqus-shortname={shortname}
              data-disqus-identifier={identifier}
              data-disqus-url={url}
              data-disqus-title={title}
              data-disqus-language={language}
            >
              {/* Disqus fills this element; its height is reserved so the footer does not jump. */}
              <div id="disqus_thread" data-state="idle" style={{ minHeight: commentSettings.height }} />
              {/* Over the reserved box, so nothing moves when the thread replaces it (then it is
                  hidden). Its words start at the top and each state's are new nodes: a change of
                  state moves nothing either (a centred box would shift its text whenever the
                  message's length changes). */}
              <div
                data-comments-panel=""
                tabIndex={-1}
                className={cardVariants({
                  className:
                    "absolute inset-0 flex flex-col items-center gap-5 border-dashed px-6 py-10 text-center",
                })}
              >
                <p role="status" className="w-full max-w-md text-pretty text-muted-foreground">
                  <span>{messages.idle}</span>
                </p>
                <div data-comments-actions="" className="button-row">
                  <Button variant="solid" size="sm" data-comments-retry="" hidden>
                    <SpriteIcon icon={RotateCcw} className="size-4" />
                    {messages.retry}
                  </Button>
                  <ButtonLink variant="subtle" size="sm" href={disqusThreadPage(shortname, thread)}>
                    {messages.openOnDisqus}
                  </ButtonLink>
                </div>
                <template data-message="loading">
                  <span>
                    <span
                      aria-hidden="true"
                      className="me-2 inline-block size-4 animate-spin rounded-full border-2 border-primary border-t-transparent align-[-0.125em] motion-reduce:animate-none"
                    />
                    {messages.loading}
                  </span>
                </template>
                <template data-message="failed">
                  <span>{messages.failed}</span>
                </template>
              </div>
            </div>
          </>
        ) : (
          <p className={cardVariants({ className: "border-dashed p-6" })}>{messages.notConfigured}</p>
        )}
      </div>
    </Section>
  );
}
