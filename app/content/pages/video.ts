/** The video element page: two thumbnails whose play buttons open the video popup. */
import { videoTeasers } from "~/content/videos";
import type { Crumb, Seo } from "~/lib/seo";
import type { VideoTeasersProps } from "~/sections/video/video-teasers";

const crumbs: Crumb[] = [{ label: "Video" }];

export const videoPage = {
  seo: {
    title: "Video",
    description:
      "Video thumbnails with play buttons that open the player in a popup: nothing loads from the video host until a visitor presses play.",
    path: "/video",
  },
  banner: {
    title: "Video",
    subtitle:
      "Let your work speak: thumbnails that open the video in a popup, with sound and without autoplay.",
    crumbs,
  },
  videos: {
    id: "videos",
    priority: true,
    heading: {
      eyebrow: "Watch",
      title: "See the team and the results",
      subtitle: "A day in our studio, and a client on what changed after working with us.",
    },
    videos: videoTeasers,
  } satisfies VideoTeasersProps,
} satisfies { seo: Seo; [section: string]: unknown };
