import { MapPin, Quote } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { ReactNode } from "react";
import { Masonry } from "~/components/ui/masonry";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { timings } from "~/content/settings";
import type { Testimonial } from "~/content/testimonials";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";
import { Rating } from "~/components/ui/rating";
import { Card } from "~/components/ui/card";

/**
 * The static testimonial looks (the slider is TestimonialSlider):
 * - `cards`: three quote cards, the client's portrait, name, role and city;
 * - `headline`: each card leads with a short headline and a star rating;
 * - `portrait`: wide cards with the client's photo beside a larger quote;
 * - `wall`: a masonry wall of short cards, portrait and rating first.
 */
export type TestimonialsVariant = "cards" | "headline" | "portrait" | "wall";

export type TestimonialsProps = TitledSectionProps & {
  testimonials: readonly Testimonial[];
  variant?: TestimonialsVariant;
};

/** The grids; the wall is a `Masonry` (two columns, then three), read in rows like the grids. */
const gridLayout: Record<Exclude<TestimonialsVariant, "wall">, string> = {
  // A shorter last row is centred (`centred-rows`).
  cards: "centred-rows md:[--columns:2] lg:[--columns:3]",
  headline: "centred-rows md:[--columns:2] lg:[--columns:3]",
  portrait: "grid gap-6 lg:grid-cols-2",
};

/** Client testimonials as a grid or wall of cards, in one of four looks. */
export function Testimonials({ id, heading, testimonials, variant = "cards", tone }: TestimonialsProps) {
  const cards = testimonials.map((testimonial, i) => (
    <Reveal as="li" key={testimonial.id} delay={(i % 3) * timings.revealStagger}>
      <TestimonialCard testimonial={testimonial} variant={variant} />
    </Reveal>
  ));
  return (
    <Section id={id} tone={tone} heading={heading}>
      {variant === "wall" ? (
        <Masonry columns={3}>{cards}</Masonry>
      ) : (
        <ul className={gridLayout[variant]}>{cards}</ul>
      )}
    </Section>
  );
}

function Quoted({ children, className }: { children: string; className?: string }) {
  return (
    <blockquote className={cn("text-pretty", className)}>
      <p>“{children}”</p>
    </blockquote>
  );
}

function Person({
  testimonial,
  children,
  className,
}: {
  testimonial: Testimonial;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <figcaption className={cn("flex items-center gap-4", className)}>
      <Picture
        image={testimonial.image}
        sizes="56px"
        pictureClassName="shrink-0"
        className="size-14 rounded-full object-cover"
      />
      <span className="min-w-0">
        <span className="block font-bold">{testimonial.name}</span>
        <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
        {children}
      </span>
    </figcaption>
  );
}

function TestimonialCard({
  testimonial: t,
  variant,
}: {
  testimonial: Testimonial;
  variant: TestimonialsVariant;
}) {
  switch (variant) {
    case "cards":
      return (
        <Card as="figure" hover="shadow" className="flex h-full flex-col p-8">
          <SpriteIcon icon={Quote} className="size-9 text-primary" />
          <Quoted className="mt-5 flex-1 leading-relaxed text-muted-foreground">{t.quote}</Quoted>
          <Person testimonial={t} className="mt-8 border-t border-border pt-6">
            {t.location ? (
              <span className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                <SpriteIcon icon={MapPin} className="size-3.5 shrink-0" />
                {t.location}
              </span>
            ) : null}
          </Person>
        </Card>
      );
    case "headline":
      return (
        <Card as="figure" className="relative isolate flex h-full flex-col overflow-hidden p-8">
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 -z-10 h-1.5 bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to"
          />
          {t.rating ? <Rating value={t.rating} /> : null}
          {t.title ? <h3 className="mt-5 text-xl font-bold">{t.title}</h3> : null}
          <Quoted className="mt-3 flex-1 leading-relaxed text-muted-foreground">{t.quote}</Quoted>
          <Person testimonial={t} className="mt-8" />
        </Card>
      );
    case "portrait":
      return (
        // The caption must be a direct child of the figure: it takes the text column's last row.
        <Card
          as="figure"
          className="grid h-full overflow-hidden sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:grid-rows-[1fr_auto]"
        >
          <Picture
            image={t.image}
            // Beside the quote it covers a column as high as the quote: painted up to about 460 px wide.
            sizes="(min-width: 1024px) 460px, (min-width: 640px) 40vw, 100vw"
            pictureClassName="block sm:row-span-2"
            className="aspect-video h-full w-full object-cover object-[50%_30%] sm:aspect-auto sm:object-center"
          />
          <div className="flex flex-col px-7 pt-7 md:px-8 md:pt-8">
            <SpriteIcon icon={Quote} className="size-8 text-accent" />
            <Quoted className="mt-4 flex-1 text-lg">{t.quote}</Quoted>
          </div>
          <figcaption className="px-7 pt-6 pb-7 md:px-8 md:pb-8">
            <span className="block font-bold">{t.name}</span>
            <span className="block text-sm text-muted-foreground">{t.role}</span>
          </figcaption>
        </Card>
      );
    case "wall":
      return (
        <Card as="figure" className="p-7">
          <Person testimonial={t} />
          {t.rating ? <Rating value={t.rating} className="mt-5" /> : null}
          <Quoted className="mt-4 leading-relaxed text-muted-foreground">{t.quote}</Quoted>
        </Card>
      );
  }
}
