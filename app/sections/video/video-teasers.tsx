import { Picture } from "~/components/ui/picture";
import { RevealList } from "~/components/ui/reveal";
import { VideoDialog } from "~/components/ui/video-dialog";
import { videoSettings } from "~/content/settings";
import type { VideoTeaser } from "~/content/videos";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

export type VideoTeasersProps = TitledSectionProps & {
  videos: readonly VideoTeaser[];
  /** The YouTube video the play buttons open (default: the site's fixed video). */
  videoId?: string;
  /** The section opens the page: the first thumbnail is its largest picture (eager, high priority). */
  priority?: boolean;
};

/**
 * Video thumbnails in framed cards (one video: a single wide card), each with a play button that opens the video popup,
 * and the video's title and summary below. The player is created only when a visitor
 * presses play (no autoplay, sound on).
 */
export function VideoTeasers({
  id,
  heading,
  videos,
  videoId = videoSettings.videoId,
  priority = false,
  tone,
}: VideoTeasersProps) {
  // A single video gets one wide, centred card.
  const single = videos.length === 1;
  return (
    <Section id={id} tone={tone} heading={heading}>
      <RevealList
        items={videos}
        className={cn("grid gap-8", single ? "mx-auto max-w-5xl" : "md:grid-cols-2")}
        itemClassName={cardVariants({ radius: "xl", shadow: "lg", className: "p-3" })}
      >
        {(video, i) => (
          <>
            <VideoDialog videoId={videoId} title={video.title} size="lg" className="rounded-3xl">
              <Picture
                image={video.thumbnail}
                priority={priority && i === 0}
                // The card's padding and the page gutter: the picture is never wider than this.
                sizes={
                  single
                    ? "(min-width: 1100px) 1000px, calc(100vw - 3.5rem)"
                    : "(min-width: 768px) 600px, calc(100vw - 3.5rem)"
                }
                // Full width of the button from the first layout, loaded or not (no shift).
                pictureClassName="block w-full"
                className="aspect-video h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
            </VideoDialog>
            <div className="px-4 pt-6 pb-4 md:px-6">
              <h3 className="text-2xl font-bold tracking-tight">{video.title}</h3>
              <p className="mt-2 text-lg text-muted-foreground">{video.description}</p>
            </div>
          </>
        )}
      </RevealList>
    </Section>
  );
}
