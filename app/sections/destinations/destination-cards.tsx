import { MapPin, Moon } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { MoreLink } from "~/components/ui/more-link";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import type { Destination } from "~/content/destinations";
import { timings } from "~/content/settings";
import type { Cta } from "~/content/types";
import { formatPrice } from "~/lib/format";
import { Section, type TitledSectionProps } from "~/sections/section";
import { Card } from "~/components/ui/card";

export type DestinationCardsProps = TitledSectionProps & {
  destinations: readonly Destination[];
  /**
   * The link at the foot of every card ("Plan a trip" → /contact); screen readers hear the
   * destination after the label ("Plan a trip to Bali").
   */
  enquire?: Cta;
};

/**
 * Travel destinations as portrait cards: the picture with the trip's length, then country,
 * name, a short description, the starting price per person and an enquiry link.
 */
export function DestinationCards({ id, heading, destinations, enquire, tone }: DestinationCardsProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ul className="centred-rows sm:[--columns:2] lg:[--columns:3] lg:[--rows-gap:2rem]">
        {destinations.map((destination, i) => (
          <Reveal as="li" key={destination.id} delay={(i % 3) * timings.revealStagger}>
            <DestinationCard destination={destination} enquire={enquire} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

function DestinationCard({ destination, enquire }: { destination: Destination; enquire?: Cta }) {
  const { name, country, description, nights, priceFrom, image } = destination;
  return (
    <Card as="article" shadow="sm" hover="shadow" className="group flex h-full flex-col overflow-hidden">
      <div className="relative overflow-hidden">
        <Picture
          image={image}
          sizes="(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
          pictureClassName="block"
          className="aspect-4/5 h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-105"
        />
        <p className="absolute start-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-card/90 px-3.5 py-1.5 text-sm font-semibold text-card-foreground shadow-sm backdrop-blur">
          <SpriteIcon icon={Moon} className="size-4 text-primary" />
          {`${nights} nights`}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-primary uppercase">
          <SpriteIcon icon={MapPin} className="size-4 shrink-0" />
          {country}
        </p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight">{name}</h3>
        <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{description}</p>
        <div className="mt-6 flex flex-wrap items-end justify-between gap-4 border-t border-border pt-5">
          <p className="flex flex-col">
            <span className="text-sm text-muted-foreground">From</span>
            <span>
              <span className="text-2xl font-extrabold tracking-tight">{formatPrice(priceFrom)}</span>
              <span className="text-sm text-muted-foreground"> per person</span>
            </span>
          </p>
          {enquire ? <MoreLink cta={enquire} context={`to ${name}`} /> : null}
        </div>
      </div>
    </Card>
  );
}
