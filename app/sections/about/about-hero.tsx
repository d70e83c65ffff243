import { Picture } from "~/components/ui/picture";
import type { Cta, ImageAsset } from "~/content/types";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { HeroCopy } from "~/sections/hero/hero-copy";

/** A short fact shown on a card floating over the hero picture ("12 years in business"). */
export type HeroFact = { value: string; label: string };

export type AboutHeroProps = {
  eyebrow?: string;
  /** The page's h1; `highlight` is the part of it shown in the gradient. */
  title: string;
  highlight?: string;
  subtitle: string;
  ctas: readonly Cta[];
  image: ImageAsset;
  facts?: readonly HeroFact[];
};

/**
 * The head of the about page: the h1, a short promise and two calls to action beside
 * a large picture (the page's largest image, loaded first) with a few facts on a card.
 */
export function AboutHero({ image, facts, ...copy }: AboutHeroProps) {
  return (
    <section
      aria-labelledby="about-hero-title"
      className="relative isolate overflow-hidden border-b border-border pt-14 pb-16 md:pt-20 md:pb-24"
    >
      <GradientDecor variant="hero" />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-16">
        <HeroCopy id="about-hero-title" subtitleClassName="max-w-xl" {...copy} />
        <div className="relative">
          <Picture
            image={image}
            priority
            sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 92vw"
            className="h-auto w-full rounded-4xl border border-border shadow-2xl shadow-primary/10"
          />
          {facts?.length ? (
            <dl className="relative mx-4 -mt-10 grid grid-cols-3 divide-x divide-border rounded-2xl border border-border bg-card/95 py-4 shadow-xl backdrop-blur sm:absolute sm:start-6 sm:-bottom-8 sm:mx-0 sm:mt-0 sm:w-auto rtl:divide-x-reverse">
              {facts.map((fact) => (
                <div key={fact.label} className="flex flex-col-reverse px-4 text-center sm:px-6">
                  <dt className="text-xs text-muted-foreground sm:text-sm">{fact.label}</dt>
                  <dd className="text-xl font-extrabold sm:text-2xl">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </section>
  );
}
