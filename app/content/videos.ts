/**
 * Video thumbnails with a play button that opens the video popup (video page, about
 * blocks, collaborate rows). The player itself and its fixed video id belong to the
 * video popup component.
 */
import { img } from "~/content/images";
import type { ImageAsset } from "~/content/types";

export type VideoTeaser = {
  id: string;
  title: string;
  description: string;
  /** The play button's accessible name. */
  playLabel: string;
  thumbnail: ImageAsset;
};

export const videoTeasers = [
  {
    id: "studio-tour",
    title: "A day inside our studio",
    description: "Two minutes with the team: how a project moves from the first call to launch day.",
    playLabel: "Play the video: a day inside our studio",
    thumbnail: img(
      "video-1",
      "A film set in the studio: a chair on a paper backdrop between two softbox lights, a camera recording",
    ),
  },
  {
    id: "client-story",
    title: "How Lumen doubled its daily users",
    description: "The product lead of Lumen Financial on what changed after the redesign.",
    playLabel: "Play the video: how Lumen doubled its daily users",
    thumbnail: img(
      "video-2",
      "The Lumen app on a phone beside a chart of daily users that climbs to twice its level after the redesign",
    ),
  },
] satisfies VideoTeaser[];

/**
 * A video a section can open from a play button laid over its picture (about and split
 * blocks). `title` names the button ("Play video: <title>") and the player; without a
 * `videoId` the site's fixed video plays.
 */
export type VideoLink = { title: string; videoId?: string };
