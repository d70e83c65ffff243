import { Carousel } from "~/components/ui/carousel";
import { BrandImage } from "~/components/ui/picture";
import { brandCarouselShow, type CarouselLayout, carouselLayouts } from "~/content/settings";
import type { BrandLogo, Heading } from "~/content/types";
import { Section, type SectionProps } from "~/sections/section";

export type BrandCarouselProps = {
  id?: string;
  heading?: Heading;
  logos: readonly BrandLogo[];
  /** Logos shown at once on wide screens (5, or 6 on some pages); fewer below 769 px. */
  show?: (typeof brandCarouselShow)[keyof typeof brandCarouselShow];
  autoplay?: boolean;
  tone?: SectionProps["tone"];
};

/**
 * Client logos in a looping carousel with arrows (brand carousel: 5 or 6 across, 4 below
 * 769 px moving 2, 3 below 581 px, 2 below 480 px), on the site's one Carousel.
 */
export function BrandCarousel({
  id = "brand-carousel",
  heading,
  logos,
  show = brandCarouselShow.default,
  autoplay = true,
  tone,
}: BrandCarouselProps) {
  const layout: CarouselLayout = { ...carouselLayouts.brands, show };
  return (
    <Section id={id} tone={tone} heading={heading} aria-label={heading ? undefined : "Our clients"}>
      <Carousel
        label="Client logos"
        layout={layout}
        autoplay={autoplay}
        gap="md"
        slideLabel={(index, total) => `${logos[index]?.name ?? "Logo"}, ${index + 1} of ${total}`}
        slides={logos.map((logo) => (
          <div
            key={logo.key}
            className="flex h-24 items-center justify-center rounded-2xl border border-border bg-card px-5 transition-colors duration-300 hover:border-primary/50 md:h-28"
          >
            <BrandImage logo={logo} className="h-8 w-auto md:h-9" />
          </div>
        ))}
      />
    </Section>
  );
}
