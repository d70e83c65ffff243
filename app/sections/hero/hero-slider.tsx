import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { carouselLayouts } from "~/content/settings";
import type { HeroSlide } from "~/content/slides";
import { Section } from "~/sections/section";
import { backdropPhoneSizes, backdropSizes, HeroCopy } from "./hero-copy";

export type HeroSliderProps = {
  /**
   * The page's h1, for screen readers and search engines: it stays in the accessibility tree
   * whichever slide shows (the slides out of view are inert). Say what the page is about, e.g.
   * "Corporate advisory for strategy, brand and technology".
   */
  title: string;
  /** The slides, usually `heroSlides` of ~/content/slides (three). */
  slides: readonly HeroSlide[];
  /** Accessible name of the slider region (default "Featured"). */
  label?: string;
  /** Anchor id of the hero (default "home"). */
  id?: string;
  /** Moves on by itself (default true); paused on hover and focus, off under reduced motion. */
  autoplay?: boolean;
};

/**
 * A full-width hero of slides on the site's one `Carousel`: each slide a full-bleed
 * picture behind a scrim of the page colour, an eyebrow, a heading, a sentence and up to
 * two calls to action. Arrows, dots and a pause button sit over the bottom edge; the
 * slider loops and moves on by itself (`autoplayInterval`), pausing while a mouse is over
 * it or focus is inside, and not at all under prefers-reduced-motion.
 *
 * The page's h1 is `title`, visually hidden before the slides: a slide out of view is
 * inert, so a slide's heading would leave the accessibility tree when the slider turns.
 * Every slide's heading is an h2. The first slide's picture loads eagerly with high
 * priority (it is the first screen's largest image); the others are lazy. Every slide's
 * text is in the pre-rendered HTML, and every slide has the same fixed minimum height,
 * so nothing moves when the slider starts.
 *
 * @example
 * ```tsx
 * import { heroSlides } from "~/content/slides";
 *
 * <HeroSlider title="Consulting that turns plans into results" slides={heroSlides} label="Our services" />
 * ```
 */
export function HeroSlider({
  title,
  slides,
  label = "Featured",
  id = "home",
  autoplay = true,
}: HeroSliderProps) {
  return (
    <Section id={id} space="none" contained={false} className="isolate">
      <h1 className="sr-only">{title}</h1>
      <Carousel
        label={label}
        layout={carouselLayouts.hero}
        gap="none"
        controls="overlay"
        autoplay={autoplay}
        slides={slides.map((slide, i) => (
          <HeroSlideView key={slide.id} slide={slide} first={i === 0} />
        ))}
        slideClassName="flex"
      />
    </Section>
  );
}

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <div className="relative isolate flex min-h-[36rem] w-full items-center overflow-hidden pt-16 pb-28 md:min-h-[40rem] lg:min-h-[42rem]">
      <Picture
        image={slide.image}
        priority={first}
        sizes={backdropSizes(slide.image)}
        phoneSizes={backdropPhoneSizes}
        pictureClassName="absolute inset-0 -z-20"
        className="size-full object-cover"
      />
      {/*
       * The scrim: the page colour at 92 % everywhere the text can be (all of a narrow
       * screen, the start half of a wide one), thinning towards the end side. Text keeps
       * AA contrast over the darkest and the lightest pixel of any picture, in both themes.
       */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-background/92 lg:bg-transparent lg:bg-[linear-gradient(to_right,color-mix(in_oklch,var(--background)_92%,transparent)_0%,color-mix(in_oklch,var(--background)_92%,transparent)_52%,color-mix(in_oklch,var(--background)_35%,transparent)_100%)]"
      />
      <div className="container-page">
        <HeroCopy
          variant="label"
          as="h2"
          eyebrow={slide.eyebrow}
          title={slide.title}
          subtitle={slide.description}
          ctas={slide.secondaryCta ? [slide.cta, slide.secondaryCta] : [slide.cta]}
          className="max-w-xl lg:w-1/2 lg:max-w-none lg:pe-8"
          subtitleClassName="max-w-none"
        />
      </div>
    </div>
  );
}
