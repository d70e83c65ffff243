import { preload } from "react-dom";
import { artPath, type ArtFormat } from "~/content/art-files";
import type { ArtCrop, ArtImage, BrandLogo } from "~/content/types";
import { cn } from "~/lib/cn";
import { withBase } from "~/lib/paths";

/** What a picture needs: generated files (artwork or demo screenshots) and alternative text. */
export type PictureImage = ArtImage & { alt: string; focus?: string };

export type PictureProps = {
  image: PictureImage;
  /** The `sizes` of both sources; by default the picture is shown at most at its nominal width. */
  sizes?: string;
  /**
   * The aspect ratio (width / height) of the box the picture covers (`object-cover`) when it is not
   * the picture's own: a narrower box shows a crop of a picture painted wider than the box, so
   * every length of `sizes` (the box's width) is widened to the painted width.
   */
  cover?: number;
  /**
   * The `sizes` of the picture's tall crop (`image.tall`) on phones, below 768 px (`PHONE_MEDIA`):
   * given, and the picture has one, phones choose from the crop's files (art direction), the other
   * screens from the picture's own. For a backdrop covering a box that is taller than wide on
   * phones (a hero slide, a banner's background); the box's size comes from its CSS, so which file
   * is shown changes nothing in the layout. Lengths as painted (the crop covers the box too).
   */
  phoneSizes?: string;
  /** The largest picture of the first screen (hero): loaded eagerly and first. */
  priority?: boolean;
  /** Classes of the `<img>`. */
  className?: string;
  /** Classes of the `<picture>` wrapper. */
  pictureClassName?: string;
};

/** The crops a picture may have for a box of another shape (`ArtImage.square`, `.portrait`). */
export type PictureFrame = "square" | "portrait";

/**
 * The picture to show in a box of `frame`'s shape: its crop for that frame when it has one (the
 * artwork drawn again in that frame, its subjects whole), else the picture itself, which the box
 * cuts down (`object-cover`, with `cover`).
 */
export function framedImage<T extends PictureImage>(image: T, frame: PictureFrame | undefined): T {
  const crop = frame ? image[frame] : undefined;
  if (!crop) return image;
  // The crop's files in place of the picture's, and no crops of its own.
  const framed: T = { ...image, ...crop };
  delete framed.tall;
  delete framed.square;
  delete framed.portrait;
  return framed;
}

/** Public URL of one file of a picture (for lightboxes, meta tags …). */
export function imageUrl(image: PictureImage, width?: number, format: ArtFormat = "webp"): string {
  return withBase(artPath(image, width, format));
}

/**
 * `sizes` with every length (not the media conditions) multiplied by `factor`: the width a
 * picture is painted at when it covers a box narrower than itself (`cover` of `Picture`).
 */
export function widenSizes(sizes: string, factor: number): string {
  if (factor <= 1) return sizes;
  return sizes
    .split(",")
    .map((entry) => {
      const [, media = "", length = ""] = /^(\s*(?:\([^)]*\)\s+)?)(.*)$/.exec(entry) ?? [];
      const widened = length.replace(
        /(\d*\.?\d+)(px|vw|rem|em)\b/g,
        (_, n: string, unit: string) => `${Math.ceil(Number(n) * factor * 100) / 100}${unit}`,
      );
      return media + widened;
    })
    .join(",");
}

/** The screens that show a picture's tall crop (`phoneSizes`): below Tailwind's `md`. */
export const PHONE_MEDIA = "(max-width: 767px)";
/** The other screens, which show the picture itself (for the preload: the sources need no media). */
const NOT_PHONE_MEDIA = "(min-width: 768px)";

function srcSet(image: Pick<ArtImage, "path" | "width" | "widths">, format: ArtFormat): string {
  return image.widths.map((w) => `${withBase(artPath(image, w, format))} ${w}w`).join(", ");
}

/**
 * The one way to show generated artwork: AVIF, then WebP, each with every width, and an
 * `<img>` with intrinsic size (no layout shift), alternative text and the picture's
 * average colour as a placeholder. Lazy by default; `priority` for the hero, which is also
 * preloaded from `<head>` (React hoists the link there), so it starts downloading with the first
 * bytes of the page instead of when the parser reaches it after the header's markup. The preload
 * names the AVIF files, the format every supported browser takes.
 */
export function Picture({
  image,
  sizes,
  cover,
  phoneSizes,
  priority = false,
  className,
  pictureClassName,
}: PictureProps) {
  const resolvedSizes = widenSizes(
    sizes ?? `(min-width: ${image.width}px) ${image.width}px, 100vw`,
    cover ? image.width / image.height / cover : 1,
  );
  const tall: ArtCrop | undefined = phoneSizes ? image.tall : undefined;
  if (priority) {
    // With a tall crop, one preload per kind of screen, so that a phone fetches only the crop.
    if (tall) {
      preload(withBase(artPath(tall, undefined, "avif")), {
        as: "image",
        type: "image/avif",
        imageSrcSet: srcSet(tall, "avif"),
        imageSizes: phoneSizes,
        fetchPriority: "high",
        media: PHONE_MEDIA,
      });
    }
    preload(imageUrl(image, undefined, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image, "avif"),
      imageSizes: resolvedSizes,
      fetchPriority: "high",
      media: tall ? NOT_PHONE_MEDIA : undefined,
    });
  }
  return (
    <picture className={pictureClassName}>
      {tall
        ? (["avif", "webp"] as const).map((format) => (
            <source
              key={format}
              media={PHONE_MEDIA}
              type={`image/${format}`}
              srcSet={srcSet(tall, format)}
              sizes={phoneSizes}
              // The crop's own aspect, which the page gate reads; the box does not follow it.
              width={tall.width}
              height={tall.height}
            />
          ))
        : null}
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={resolvedSizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={resolvedSizes} />
      <img
        src={imageUrl(image)}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        style={{ backgroundColor: image.color, objectPosition: image.focus }}
        className={className}
      />
    </picture>
  );
}

/**
 * An invented client wordmark (monochrome SVG), inverted in the dark theme. `className` holds its
 * height (default `h-auto`: its own) and anything else it needs.
 */
export function BrandImage({ logo, className }: { logo: BrandLogo; className?: string }) {
  return (
    <img
      src={withBase(logo.src)}
      width={logo.width}
      height={logo.height}
      alt={logo.name}
      loading="lazy"
      decoding="async"
      // Contained: a wordmark squeezed by a narrow cell keeps its proportions.
      className={cn("max-w-full object-contain dark:invert", className || "h-auto")}
    />
  );
}
