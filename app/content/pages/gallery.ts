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
    subtitle: "Three lightbox galleries: open any picture, then zoom, swipe or use the arrow keys.",
    crumbs,
  },
  grid: {
    id: first.id,
    variant: "grid",
    priority: true,
    heading: {
      eyebrow: "Grid",
      title: "Studies in colour and motion",
      subtitle: "Six pictures in an even grid.",
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
      subtitle: "Six more, led by one large picture.",
    },
    images: second.images,
  } satisfies LightboxGalleryProps,
  tiles: {
    id: all.id,
    variant: "tiles",
    heading: {
      eyebrow: "Tiles",
      title: "The whole collection",
      subtitle: "All twelve pictures in one lightbox; it loops from the last back to the first.",
    },
    images: all.images,
  } satisfies LightboxGalleryProps,
} satisfies { seo: Seo; [section: string]: unknown };
