import { MessageCircle } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useEffect, useRef, useState } from "react";
import { commentSettings } from "~/content/settings";
import type { Heading } from "~/content/types";
import { type CommentThread, disqusShortname, refreshDisqusCounts, showDisqusThread } from "~/lib/comments";
import { observeIntersection } from "~/lib/motion";
import { Section, sectionHeadingId, SectionHeading } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

export type PostCommentsProps = {
  id?: string;
  heading: Heading;
  /** The post's thread: identifier, URL, title and language. */
  thread: CommentThread;
  /** The Disqus shortname (default: this build's `VITE_DISQUS_SHORTNAME`; null: not configured). */
  shortname?: string | null;
};

/**
 * Leave a Reply: the post's Disqus thread. Nothing of Disqus is in the pre-rendered HTML or
 * loads with the page; its scripts are added once the comment area comes within
 * `commentSettings.loadMargin` of the viewport. Moving to another post resets the thread, and
 * the comment count is read again 300 ms after the last change. Without a shortname the
 * section says that comments are not configured.
 */
export function PostComments({
  id = "comments",
  heading,
  thread,
  shortname = disqusShortname,
}: PostCommentsProps) {
  const headingId = sectionHeadingId(id);
  const areaRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const area = areaRef.current;
    if (!shortname || near || !area) return;
    const stop = observeIntersection(area, { rootMargin: commentSettings.loadMargin }, (entry) => {
      if (!entry.isIntersecting) return;
      setNear(true);
      stop();
    });
    return stop;
  }, [shortname, near]);

  const { identifier, url, title, language } = thread;
  useEffect(() => {
    if (!near || !shortname) return;
    showDisqusThread(shortname, { identifier, url, title, language });
    const timer = window.setTimeout(refreshDisqusCounts, commentSettings.countDebounce);
    return () => window.clearTimeout(timer);
  }, [near, shortname, identifier, url, title, language]);

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
            {/* Disqus fills this element; its height is reserved so the footer does not jump. */}
            <div
              ref={areaRef}
              id="disqus_thread"
              data-state={near ? "loading" : "waiting"}
              style={{ minHeight: commentSettings.height }}
            />
          </>
        ) : (
          <p className={cardVariants({ className: "border-dashed p-6" })}>
            Comments are not configured for this site yet.
          </p>
        )}
      </div>
    </Section>
  );
}
