import { Quote } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { carouselLayouts } from "~/content/settings";
import type { Testimonial } from "~/content/testimonials";
import type { Heading } from "~/content/types";
import { Section, type SectionProps } from "~/sections/section";
import { Rating } from "~/components/ui/rating";
import { cardVariants } from "~/components/ui/card";

export type TestimonialSliderProps = {
  id?: string;
  heading: Heading;
  testimonials: readonly Testimonial[];
  tone?: SectionProps["tone"];
  autoplay?: boolean;
};

/** One testimonial at a time, looping, with arrows and dots. */
export function TestimonialSlider({
  id = "testimonials",
  heading,
  testimonials,
  tone,
  autoplay = true,
}: TestimonialSliderProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <div className="mx-auto max-w-4xl">
        <Carousel
          label="Client testimonials"
          layout={carouselLayouts.testimonials}
          autoplay={autoplay}
          slides={testimonials.map((t) => (
            <figure
              key={t.id}
              className={cardVariants({
                className: "flex h-full flex-col items-center p-8 text-center md:p-12",
              })}
            >
              <SpriteIcon icon={Quote} className="size-10 text-primary" />
              {t.rating ? <Rating value={t.rating} className="mt-4" /> : null}
              <blockquote className="mt-6 text-lg leading-relaxed text-pretty md:text-xl">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 text-start">
                <Picture
                  image={t.image}
                  sizes="64px"
                  pictureClassName="shrink-0"
                  className="size-16 rounded-full"
                />
                <span>
                  <span className="block font-bold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </Section>
  );
}
