/** The gallery element page: three lightbox galleries of 6, 6 and all pictures. */
import { galleries } from "~/content/gallery";
import type { Crumb, Seo } from "~/lib/seo";
import type { LightboxGalleryProps } from "~/sections/gallery/lightbox-gallery";

const crumbs: Crumb[] = [{ label: "Gallery" }];
const [first, second, all] = galleries;

export const galleryPage = {
  seo: {
    title: "Gallery",
    description:
      "Image galleries that open in a full-screen lightbox with zoom, swipe and keyboard control, in grid, mosaic and tile layouts.",
    path: "/gallery",
  },
  banner: {
    title: "Gallery",
    subtitle: "Our studio, our people and the work we make, up close.",
    crumbs,
  },
  grid: {
    id: first.id,
    variant: "grid",
    priority: true,
    heading: {
      eyebrow: "Grid",
      title: "Studies in colour and motion",
      subtitle: "Where a client's idea becomes finished work.",
    },
    images: first.images,
  } satisfies LightboxGalleryProps,
  mosaic: {
    id: second.id,
    variant: "mosaic",
    tone: "muted",
    heading: {
      eyebrow: "Mosaic",
      title: "Structure after dark",
      subtitle: "The details our clients notice first.",
    },
    images: second.images,
  } satisfies LightboxGalleryProps,
  tiles: {
    id: all.id,
    variant: "tiles",
    heading: {
      eyebrow: "Tiles",
      title: "The whole collection",
      subtitle: "Every project, from the first sketch to launch day.",
    },
    images: all.images,
  } satisfies LightboxGalleryProps,
} satisfies { seo: Seo; [section: string]: unknown };
