import { Mail, MapPin } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { mailHref } from "~/content/contact";
import type { Office } from "~/content/offices";
import { timings } from "~/content/settings";
import { Section, type TitledSectionProps } from "~/sections/section";
import { Card } from "~/components/ui/card";

export type OfficeCardsProps = TitledSectionProps & {
  offices: readonly Office[];
  /** The badge of the head office. */
  headquartersLabel?: string;
};

/**
 * Offices around the world: region, city and country, the street address, an e-mail link,
 * the markets each office serves and the person who leads it.
 */
export function OfficeCards({
  id,
  heading,
  offices,
  headquartersLabel = "Headquarters",
  tone,
}: OfficeCardsProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ul className="centred-rows md:[--columns:2] lg:[--columns:3]">
        {offices.map((office, i) => (
          <Reveal as="li" key={office.id} delay={(i % 3) * timings.revealStagger}>
            <OfficeCard office={office} headquartersLabel={headquartersLabel} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

function OfficeCard({ office, headquartersLabel }: { office: Office; headquartersLabel: string }) {
  const { city, country, region, address, email, markets, lead, headquarters } = office;
  return (
    <Card as="article" hover="border" className="relative isolate flex h-full flex-col overflow-hidden p-7">
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{region}</p>
        {headquarters ? (
          <p className="rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-foreground">
            {headquartersLabel}
          </p>
        ) : null}
      </div>
      <h3 className="mt-3 text-2xl font-bold tracking-tight">{city}</h3>
      <p className="text-muted-foreground">{country}</p>
      <address className="mt-5 grid gap-2 not-italic">
        <span className="flex items-start gap-2">
          <SpriteIcon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-primary" />
          {address}
        </span>
        <a
          href={mailHref(email)}
          className="flex items-center gap-2 self-start rounded-sm font-medium wrap-anywhere underline-offset-4 hover:text-primary hover:underline"
        >
          <SpriteIcon icon={Mail} className="size-4 shrink-0 text-primary" />
          {email}
        </a>
      </address>
      <ul
        aria-label={`Markets served from ${city}`}
        className="mt-5 flex flex-1 flex-wrap content-start gap-2"
      >
        {markets.map((market) => (
          <li key={market} className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
            {market}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-center gap-3 border-t border-border pt-5">
        <Picture
          image={lead.image}
          sizes="44px"
          pictureClassName="shrink-0"
          className="size-11 rounded-full"
        />
        <span className="min-w-0 text-sm">
          <span className="block font-bold">{lead.name}</span>
          <span className="block text-muted-foreground">{`${lead.role}, office lead`}</span>
        </span>
      </p>
    </Card>
  );
}
