// The pictures the lightbox's tests open: the component's (lightbox.test.tsx) and its module's
// (app/behaviours/lightbox.test.ts).
import type { ImageAsset } from "~/content/types";
import type { LightboxItem } from "./lightbox";

function asset(n: number): ImageAsset {
  return {
    key: `gallery-${n}` as ImageAsset["key"],
    path: `art/gallery-${n}`,
    width: 1270,
    height: 950,
    widths: [400, 800, 1270, 2540],
    color: "#336",
    alt: `Abstract study ${n}`,
  };
}

export const lightboxTestItems: LightboxItem[] = [1, 2, 3].map((n) => ({
  image: asset(n),
  caption: `Study ${n}`,
}));
