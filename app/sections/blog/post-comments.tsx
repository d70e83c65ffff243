import { MessageCircle, RotateCcw } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { commentMessages } from "~/content/blog";
import { commentSettings } from "~/content/settings";
import type { Heading } from "~/content/types";
import {
  type CommentThread,
  type ThreadState,
  disqusShortname,
  disqusThreadPage,
  refreshDisqusCounts,
  showDisqusThread,
  watchDisqusThread,
} from "~/lib/comments";
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
  /** What the comment area says while there is no thread to show (default: `commentMessages`). */
  messages?: typeof commentMessages;
};

/** The comment area before its scripts are asked for (the pre-rendered page), then the thread's. */
type AreaState = "idle" | ThreadState;

/**
 * Leave a Reply: the post's Disqus thread. Nothing of Disqus loads with the page: its scripts
 * are added once the comment area comes within `commentSettings.loadMargin` of the viewport.
 * Until the thread is on screen the reserved box says what is happening, never nothing: in the
 * pre-rendered page that the comments are on Disqus (with a link to the thread there, which
 * also serves readers without JavaScript), then that they are loading (a status, the box
 * `aria-busy`), and if the embed script fails or `commentSettings.loadTimeout` passes without a
 * thread, that they could not be loaded, with a retry and the same link. Moving to another post
 * resets the thread, and the comment count is read again 300 ms after the last change. Without
 * a shortname the section says that comments are not configured.
 */
export function PostComments({
  id = "comments",
  heading,
  thread,
  shortname = disqusShortname,
  messages = commentMessages,
}: PostCommentsProps) {
  const headingId = sectionHeadingId(id);
  const areaRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<AreaState>("idle");
  const [attempt, setAttempt] = useState(0);

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
    const area = areaRef.current;
    if (!near || !shortname || !area) return;
    const embed = showDisqusThread(shortname, { identifier, url, title, language });
    const stopWatching = watchDisqusThread(area, embed, commentSettings.loadTimeout, setState);
    const timer = window.setTimeout(refreshDisqusCounts, commentSettings.countDebounce);
    return () => {
      stopWatching();
      window.clearTimeout(timer);
    };
  }, [near, shortname, identifier, url, title, language, attempt]);

  const retry = () => {
    setAttempt((n) => n + 1);
    // The button goes with the message: the focus stays in the box, which now says "Loading".
    panelRef.current?.focus();
  };

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
            <div className="relative">
              {/* Disqus fills this element; its height is reserved so the footer does not jump. */}
              <div
                ref={areaRef}
                id="disqus_thread"
                data-state={state}
                aria-busy={state === "loading" ? true : undefined}
                style={{ minHeight: commentSettings.height }}
              />
              {state === "loaded" ? null : (
                // Over the reserved box, so nothing moves when the thread replaces it. Its words
                // start at the top and each state's are new nodes: a change of state moves nothing
                // either (a centred box would shift its text whenever the message's length changes).
                <div
                  ref={panelRef}
                  tabIndex={-1}
                  className={cardVariants({
                    className:
                      "absolute inset-0 flex flex-col items-center gap-5 border-dashed px-6 py-10 text-center",
                  })}
                >
                  <p role="status" className="w-full max-w-md text-pretty text-muted-foreground">
                    <span key={state}>
                      {state === "loading" ? (
                        <span
                          aria-hidden="true"
                          className="me-2 inline-block size-4 animate-spin rounded-full border-2 border-primary border-t-transparent align-[-0.125em] motion-reduce:animate-none"
                        />
                      ) : null}
                      {messages[state]}
                    </span>
                  </p>
                  {state === "loading" ? null : (
                    <div key={state} className="flex flex-wrap items-center justify-center gap-3">
                      {state === "failed" ? (
                        <Button variant="solid" size="sm" onClick={retry}>
                          <SpriteIcon icon={RotateCcw} className="size-4" />
                          {messages.retry}
                        </Button>
                      ) : null}
                      <ButtonLink variant="subtle" size="sm" href={disqusThreadPage(shortname, thread)}>
                        {messages.openOnDisqus}
                      </ButtonLink>
                    </div>
                  )}
                </div>
              )}
            </div>
          </>
        ) : (
          <p className={cardVariants({ className: "border-dashed p-6" })}>{messages.notConfigured}</p>
        )}
      </div>
    </Section>
  );
}
