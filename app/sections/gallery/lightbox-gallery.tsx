import { cva } from "class-variance-authority";
import { Expand } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { lightboxLinkProps, lightboxProps } from "~/components/ui/lightbox";
import { Picture } from "~/components/ui/picture";
import type { GalleryImage } from "~/content/gallery";
import { cn } from "~/lib/cn";
import { Section, sectionHeadingId, type TitledSectionProps } from "~/sections/section";

/**
 * - `grid`: even 4:3 tiles, three across;
 * - `mosaic`: the first picture large (two rows high), the others beside and below it;
 * - `tiles`: smaller square tiles, four across, for a long set.
 */
export type LightboxGalleryVariant = "grid" | "mosaic" | "tiles";

const listVariants = cva("grid", {
  variants: {
    variant: {
      grid: "gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3",
      mosaic: "grid-cols-2 gap-4 md:grid-cols-3 md:gap-6",
      tiles: "grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4",
    },
  },
});

/** The `sizes` of one thumbnail (page gutters and gaps taken off): the big mosaic picture spans two columns. */
function thumbnailSizes(variant: LightboxGalleryVariant, index: number): string {
  if (variant === "mosaic")
    return index === 0
      ? "(min-width: 768px) 820px, calc(100vw - 2rem)"
      : "(min-width: 768px) 400px, calc(50vw - 1.5rem)";
  if (variant === "tiles") return "(min-width: 1024px) 300px, (min-width: 768px) 33vw, calc(50vw - 1.4rem)";
  return "(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 2rem)";
}

export type LightboxGalleryProps = TitledSectionProps & {
  images: readonly GalleryImage[];
  variant?: LightboxGalleryVariant;
  /** The gallery opens the page: its first picture is the largest one in view (eager, high priority). */
  priority?: boolean;
};

/**
 * A gallery whose pictures open in the lightbox (PhotoSwipe, loaded on the first click by
 * app/behaviours/lightbox.ts):
 * arrows move, Escape closes and focus returns to the picture. Each thumbnail is a link to
 * the full-size picture, so it works before and without JavaScript.
 */
export function LightboxGallery({
  id,
  heading,
  images,
  variant = "grid",
  priority = false,
  tone,
}: LightboxGalleryProps) {
  const headingId = sectionHeadingId(id);
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ul aria-labelledby={headingId} {...lightboxProps(heading.title)} className={listVariants({ variant })}>
        {images.map((item, i) => {
          const large = variant === "mosaic" && i === 0;
          return (
            // On phones (two columns) the first picture spans both only when the rest then fill whole
            // rows: with an even count it is one of the pairs, so no picture is left alone in the last row.
            <li
              key={item.id}
              className={cn(large && "col-span-2 max-md:nth-last-[2n]:col-span-1 md:row-span-2")}
            >
              <a
                {...lightboxLinkProps(item)}
                className={cn(
                  "group relative block h-full overflow-hidden focus-visible:outline-2 focus-visible:outline-offset-4",
                  variant === "tiles" ? "rounded-xl" : "rounded-2xl",
                )}
              >
                <Picture
                  image={item.image}
                  priority={priority && i === 0}
                  sizes={thumbnailSizes(variant, i)}
                  className={cn(
                    "w-full object-cover transition-transform duration-700 ease-out group-hover:scale-105",
                    variant === "tiles" ? "aspect-square" : "aspect-[4/3]",
                    // The large picture fills whatever height the two rows beside it take.
                    large && "md:absolute md:inset-0 md:aspect-auto md:size-full",
                  )}
                />
                <span
                  aria-hidden="true"
                  className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/0 p-4 text-center text-white opacity-0 transition-[opacity,background-color] duration-300 group-hover:bg-black/55 group-hover:opacity-100 group-focus-visible:bg-black/55 group-focus-visible:opacity-100"
                >
                  <span className="grid size-12 place-items-center rounded-full bg-white/15 backdrop-blur-sm">
                    <SpriteIcon icon={Expand} className="size-5" />
                  </span>
                  {variant === "tiles" ? null : (
                    <span className="text-sm font-semibold text-balance">{item.caption}</span>
                  )}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
