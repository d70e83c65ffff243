/** The lightbox galleries: twelve pictures with captions, shown as 6, 6 and all. */
import { img } from "~/content/images";
import { listSizes } from "~/content/settings";
import type { ImageAsset } from "~/content/types";

export type GalleryImage = {
  id: string;
  image: ImageAsset;
  /** Shown under the picture in the lightbox. */
  caption: string;
};

export const galleryImages = [
  {
    id: "aurora-tide",
    image: img("gallery-1", "Layered waves of teal, lavender and pink light on a dark background"),
    caption: "Aurora Tide: a study in colour and motion",
  },
  {
    id: "lilac-orbit",
    image: img("gallery-2", "Glossy spheres and rings in lilac and pale pink floating in space"),
    caption: "Lilac Orbit: objects in quiet balance",
  },
  {
    id: "citrus-grid",
    image: img(
      "gallery-3",
      "Bold geometric circles and blocks in yellow, orange and green on a pale background",
    ),
    caption: "Citrus Grid: geometry with a warm accent",
  },
  {
    id: "violet-arcs",
    image: img("gallery-4", "Concentric arcs in indigo, violet and rose"),
    caption: "Violet Arcs: rhythm from repetition",
  },
  {
    id: "ocean-flow",
    image: img("gallery-5", "Flowing ribbons of cyan and blue light"),
    caption: "Ocean Flow: soft lines, deep colour",
  },
  {
    id: "sunset-glass",
    image: img("gallery-6", "Frosted glass panels in coral, pink and purple"),
    caption: "Sunset Glass: light through layers",
  },
  {
    id: "midnight-blocks",
    image: img("gallery-7", "Stacked blocks in indigo and sky blue with magenta highlights"),
    caption: "Midnight Blocks: structure after dark",
  },
  {
    id: "rose-shards",
    image: img("gallery-8", "Angular shards in indigo and rose on a pale background"),
    caption: "Rose Shards: sharp edges, gentle tones",
  },
  {
    id: "emerald-contours",
    image: img(
      "gallery-9",
      "Contour lines of a hill in teal and green, drawn like a survey map on a dark green background",
    ),
    caption: "Emerald Contours: a map of a hill that is not there",
  },
  {
    id: "ember-halftone",
    image: img(
      "gallery-10",
      "A red sun of halftone dots rising over a sea of yellow dots on cream paper, in a thin printed frame",
    ),
    caption: "Ember Halftone: a sunrise in two inks",
  },
  {
    id: "midnight-weave",
    image: img("gallery-11", "Ribbons of blue, violet and pink woven over and under one another, at a slant"),
    caption: "Midnight Weave: colour over and under",
  },
  {
    id: "citrus-meander",
    image: img(
      "gallery-12",
      "Winding paths of quarter circles in yellow, green, orange and blue on a dark background",
    ),
    caption: "Citrus Meander: one tile, endless paths",
  },
] satisfies GalleryImage[];

/** The three galleries of the gallery page: the first 6, the next 6, and all 12. */
export const galleries = [
  { id: "gallery-first", images: galleryImages.slice(0, listSizes.gallery) },
  { id: "gallery-second", images: galleryImages.slice(listSizes.gallery, listSizes.gallery * 2) },
  { id: "gallery-all", images: galleryImages },
] as const;
