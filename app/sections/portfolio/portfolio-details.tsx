import { Expand } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ButtonLink } from "~/components/ui/button";
import { lightboxLinkProps, lightboxProps } from "~/components/ui/lightbox";
import { Picture } from "~/components/ui/picture";
import type { Cta, Heading, ImageAsset } from "~/content/types";
import { Section, sectionHeadingId, SectionHeading } from "~/sections/section";
import { Card } from "~/components/ui/card";

/** One line of the facts box; `dateTime` makes the value a `<time>`. */
export type ProjectFact = { label: string; value: string; dateTime?: string };

export type PortfolioDetailsProps = {
  /** Anchor of the section; its heading is `${id}-title`. */
  id: string;
  heading: Heading;
  facts: readonly ProjectFact[];
  description: readonly string[];
  /** The project's pictures: the first large on top (the page's largest picture), the others below the text. */
  images: readonly ImageAsset[];
  /** Names the lightbox and the list of pictures. */
  galleryLabel: string;
  cta?: Cta;
};

/**
 * The body of a project page: the lead picture, the description beside a box of facts
 * (date, client, category), then the further pictures. Every picture opens in the
 * lightbox (app/behaviours/lightbox.ts, on the section); each is a link to the full picture, so
 * it works without JavaScript too.
 */
export function PortfolioDetails({
  id,
  heading,
  facts,
  description,
  images,
  galleryLabel,
  cta,
}: PortfolioDetailsProps) {
  const headingId = sectionHeadingId(id);
  const [lead, ...more] = images;

  const thumbnail = (image: ImageAsset, index: number, sizes: string) => (
    <a
      {...lightboxLinkProps({ image, caption: image.alt })}
      className="group relative block overflow-hidden rounded-2xl focus-visible:outline-offset-4"
    >
      <Picture
        image={image}
        sizes={sizes}
        priority={index === 0}
        className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-105"
      />
      <span
        aria-hidden="true"
        className="absolute end-4 bottom-4 grid size-11 place-items-center rounded-full bg-black/55 text-white opacity-80 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        <SpriteIcon icon={Expand} className="size-5" />
      </span>
    </a>
  );

  return (
    <Section id={id} aria-labelledby={headingId} {...lightboxProps(galleryLabel)}>
      {lead ? thumbnail(lead, 0, "(min-width: 1280px) 1216px, 100vw") : null}
      <div className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr] lg:py-16">
        <div>
          <SectionHeading id={headingId} align="start" className="mb-6 md:mb-8" {...heading} />
          {description.map((paragraph) => (
            <p key={paragraph} className="mb-4 text-lg text-pretty text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
        <Card radius="md" shadow="sm" className="self-start p-6">
          <dl className="divide-y divide-border">
            {facts.map((fact) => (
              <div key={fact.label} className="flex justify-between gap-4 py-3 first:pt-0">
                <dt className="font-semibold">{fact.label}</dt>
                <dd className="text-end text-muted-foreground">
                  {fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}
                </dd>
              </div>
            ))}
          </dl>
          {cta ? <ButtonLink cta={cta} className="mt-6 w-full" /> : null}
        </Card>
      </div>
      {more.length > 0 ? (
        <ul aria-label={galleryLabel} className="grid gap-6 md:grid-cols-2">
          {more.map((image, i) => (
            <li key={image.key}>
              {thumbnail(image, i + 1, "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw")}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
