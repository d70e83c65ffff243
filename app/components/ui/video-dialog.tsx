import { cva, type VariantProps } from "class-variance-authority";
import { Play, X } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type CSSProperties, type ReactNode, useId } from "react";
import { timings, videoSettings } from "~/content/settings";
import { cn } from "~/lib/cn";
import { Button } from "./button";

/** The privacy-enhanced YouTube player address for a video (no autoplay, sound on). */
export function videoEmbedUrl(videoId: string): string {
  const params = new URLSearchParams({
    autoplay: videoSettings.autoplay ? "1" : "0",
    mute: videoSettings.muted ? "1" : "0",
  });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

/** The video's own page: where the play button leads a visitor without JavaScript. */
export function videoWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

const playVariants = cva(
  "relative grid shrink-0 place-items-center rounded-full bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to text-white shadow-xl shadow-primary/30 transition-transform duration-300 group-hover:scale-105 dark:text-background",
  {
    variants: {
      size: { sm: "size-14", md: "size-20", lg: "size-24" },
    },
    defaultVariants: { size: "md" },
  },
);

export type VideoDialogProps = VariantProps<typeof playVariants> & {
  /** The YouTube video id. */
  videoId: string;
  /** The video's title: the play button says "Play video: <title>"; it also names the player. */
  title: string;
  /** Optional picture behind the play button (a thumbnail); the button then covers it. */
  children?: ReactNode;
  /**
   * Classes of the trigger button. Over a picture, its corners among them (default `rounded-2xl`);
   * a bare play button is round.
   */
  className?: string;
};

/**
 * A play button that opens the video in a modal `<dialog>`. The button is a link to the video's
 * page (what a visitor without JavaScript follows); the page's controls script
 * (`installEarlyControls`, ~/lib/early-controls) opens the dialog instead, from the first paint on,
 * and creates the player's frame (`data-video-src`) only then, removing it when the dialog closes,
 * so nothing is requested before the visitor asks. Closes on the close button (a `method="dialog"`
 * form: no script needed), Escape and a click outside the video; opens and closes with a 300 ms
 * fade (none under reduced motion); focus returns to the play button.
 */
export function VideoDialog({ videoId, title, children, size, className }: VideoDialogProps) {
  const dialogId = useId();
  return (
    <>
      <a
        href={videoWatchUrl(videoId)}
        data-video-dialog={dialogId}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-label={`Play video: ${title}`}
        className={cn(
          "group relative inline-grid cursor-pointer place-items-center focus-visible:outline-2",
          children
            ? ["w-full overflow-hidden [&>*]:col-start-1 [&>*]:row-start-1", className || "rounded-2xl"]
            : ["rounded-full", className],
        )}
      >
        {children}
        <span aria-hidden="true" className={playVariants({ size })}>
          {/* A pulse while pointed at or focused; never on its own (WCAG 2.2.2). */}
          <span className="absolute inset-0 rounded-full opacity-0 [background:inherit] group-hover:opacity-40 group-focus-visible:opacity-40 motion-safe:group-hover:animate-ping motion-safe:group-focus-visible:animate-ping" />
          <SpriteIcon icon={Play} className="relative size-[35%] translate-x-[6%] fill-current" />
        </span>
      </a>
      <dialog
        id={dialogId}
        data-video-src={videoEmbedUrl(videoId)}
        aria-label={title}
        style={{ "--dialog": `${timings.videoModal}ms` } as CSSProperties}
        className={cn(
          "m-auto max-h-none max-w-none overflow-visible bg-transparent p-0 text-white",
          "scale-95 opacity-0 transition-[opacity,scale,overlay,display] transition-discrete duration-(--dialog) ease-out",
          "open:scale-100 open:opacity-100 starting:open:scale-95 starting:open:opacity-0",
          "backdrop:bg-black/0 backdrop:transition-[background-color,overlay,display] backdrop:transition-discrete backdrop:duration-(--dialog)",
          // Opaque once open: nothing of the page shows around the player (issue 42).
          "open:backdrop:bg-black starting:open:backdrop:bg-black/0",
        )}
      >
        <div className="flex w-[min(92vw,70rem,calc((100dvh-7rem)*16/9))] flex-col items-end gap-3">
          {/* First in the dialog, so it takes focus when the dialog opens; closes it without a script. */}
          <form method="dialog">
            <Button type="submit" variant="backdrop" size="icon" className="cursor-pointer">
              <SpriteIcon icon={X} className="size-6" />
              <span className="sr-only">Close video</span>
            </Button>
          </form>
          {/* The controls script puts the player's frame here while the dialog is open. */}
          <div
            data-video-frame=""
            className="aspect-video w-full overflow-hidden rounded-xl bg-black shadow-2xl"
          />
        </div>
      </dialog>
    </>
  );
}
