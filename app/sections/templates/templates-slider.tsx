import { Carousel } from "~/components/ui/carousel";
import { MenuBadge } from "~/components/site/menu-badge";
import { Picture } from "~/components/ui/picture";
import { SmartLink } from "~/components/ui/smart-link";
import { type CarouselLayout, carouselLayouts } from "~/content/settings";
import type { Badge, Heading, ImageAsset } from "~/content/types";
import { Section } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

export type TemplateCard = {
  id: string;
  title: string;
  description?: string;
  image: ImageAsset;
  /** The demo page, once it exists. */
  href?: string;
  /** A "New" or "Hot" badge beside the title. */
  badge?: Badge;
};

export type TemplatesSliderProps = {
  id?: string;
  heading: Heading;
  templates: readonly TemplateCard[];
  /** Slides shown and scrolled per width (default: three wide, moving one at a time). */
  layout?: CarouselLayout;
  /** The carousel's accessible name. */
  label?: string;
};

/**
 * A slider of page previews: the landing home's templates (three wide, moving one at a
 * time) and the demo landing page's inner pages (another layout).
 */
export function TemplatesSlider({
  id = "templates",
  heading,
  templates,
  layout = carouselLayouts.templates,
  label = "Template previews",
}: TemplatesSliderProps) {
  return (
    <Section id={id} tone="muted" heading={heading}>
      <Carousel
        label={label}
        layout={layout}
        slides={templates.map((template) => (
          <article
            key={template.id}
            className={cardVariants({ className: "group relative h-full overflow-hidden" })}
          >
            <Picture
              image={template.image}
              sizes="(min-width: 1024px) 400px, (min-width: 581px) 50vw, 100vw"
              className="aspect-4/3 h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
            <div className="p-6">
              <h3 className="flex flex-wrap items-center gap-2 text-xl font-bold">
                {template.href ? (
                  <SmartLink href={template.href} className="after:absolute after:inset-0">
                    {template.title}
                  </SmartLink>
                ) : (
                  template.title
                )}
                {template.badge ? <MenuBadge badge={template.badge} /> : null}
              </h3>
              {template.description ? (
                <p className="mt-2 text-muted-foreground">{template.description}</p>
              ) : null}
            </div>
          </article>
        ))}
      />
    </Section>
  );
}
