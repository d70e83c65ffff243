import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { carouselLayouts } from "~/content/settings";
import type { Heading, ImageAsset } from "~/content/types";
import { Section, SectionHeading } from "~/sections/section";

export type TemplateCard = {
  id: string;
  title: string;
  description: string;
  image: ImageAsset;
  /** The demo page, once it exists. */
  href?: string;
};

export type TemplatesSliderProps = { id?: string; heading: Heading; templates: readonly TemplateCard[] };

/** A slider of template cards, three wide, moving one at a time (§2.4, §9). */
export function TemplatesSlider({ id = "templates", heading, templates }: TemplatesSliderProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} {...heading} />
      <Carousel
        label="Template previews"
        layout={carouselLayouts.templates}
        slides={templates.map((template) => (
          <article
            key={template.id}
            className="group relative h-full overflow-hidden rounded-3xl border border-border bg-card"
          >
            <Picture
              image={template.image}
              sizes="(min-width: 1024px) 400px, (min-width: 581px) 50vw, 100vw"
              className="aspect-4/3 h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
            <div className="p-6">
              <h3 className="text-xl font-bold">
                {template.href ? (
                  <SmartLink href={template.href} className="after:absolute after:inset-0">
                    {template.title}
                  </SmartLink>
                ) : (
                  template.title
                )}
              </h3>
              <p className="mt-2 text-muted-foreground">{template.description}</p>
            </div>
          </article>
        ))}
      />
    </Section>
  );
}
