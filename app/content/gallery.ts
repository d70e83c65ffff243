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
    id: "emerald-spheres",
    image: img("gallery-9", "Glossy spheres in emerald and teal over a dark green background"),
    caption: "Emerald Spheres: depth through shading",
  },
  {
    id: "ember-waves",
    image: img("gallery-10", "Layered waves in orange, red and yellow like embers"),
    caption: "Ember Waves: warmth in motion",
  },
  {
    id: "night-geometry",
    image: img("gallery-11", "Bold geometric shapes in indigo, sky blue and magenta on a dark background"),
    caption: "Night Geometry: a modernist nocturne",
  },
  {
    id: "citrus-arcs",
    image: img("gallery-12", "Concentric arcs in yellow, orange and green on a dark background"),
    caption: "Citrus Arcs: circles that never close",
  },
] satisfies GalleryImage[];

/** The three galleries of the gallery page: the first 6, the next 6, and all 12. */
export const galleries = [
  { id: "gallery-first", images: galleryImages.slice(0, listSizes.gallery) },
  { id: "gallery-second", images: galleryImages.slice(listSizes.gallery, listSizes.gallery * 2) },
  { id: "gallery-all", images: galleryImages },
] as const;
