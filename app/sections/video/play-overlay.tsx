import { VideoDialog, type VideoDialogProps } from "~/components/ui/video-dialog";
import { videoSettings } from "~/content/settings";
import type { VideoLink } from "~/content/videos";

export type PlayOverlayProps = {
  video: VideoLink;
  size?: VideoDialogProps["size"];
};

/**
 * A play button centred over the picture it sits on (its parent must be `relative`);
 * it opens the video popup. The picture keeps its own alternative text: the button is
 * laid over it, not wrapped around it.
 *
 * The layer must not be `pointer-events: none`: the popup's `<dialog>` sits inside it and
 * would inherit that in the top layer, so its close button and backdrop could not be clicked.
 */
export function PlayOverlay({ video, size = "lg" }: PlayOverlayProps) {
  return (
    <div className="absolute inset-0 z-10 grid place-items-center">
      <VideoDialog videoId={video.videoId ?? videoSettings.videoId} title={video.title} size={size} />
    </div>
  );
}
