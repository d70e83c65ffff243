import type { Heading } from "~/content/types";
import { ContactForm, type ContactFormProps } from "~/sections/contact/contact-form";
import type { MapLocation } from "~/lib/map";
import { MapEmbed } from "~/sections/map/map-embed";
import { Section, sectionHeadingId, type SectionProps } from "~/sections/section";
import { Card } from "~/components/ui/card";

export type ContactSectionProps = {
  id?: string;
  heading: Heading;
  /** The form's fields, delivery, messages and hint (default: the contact page's form). */
  form?: Omit<ContactFormProps, "labelledBy" | "className">;
  /** A map beside the form, loaded when the visitor asks for it. */
  map?: MapLocation;
  tone?: SectionProps["tone"];
};

/**
 * A contact form in a card, with an optional map beside it: the contact page, and the homes
 * with a contact block (the corporate one-page with `delivery: "none"`).
 */
export function ContactSection({ id = "contact", heading, form, map, tone }: ContactSectionProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <div className={map ? "grid items-start gap-10 lg:grid-cols-2 lg:gap-12" : "mx-auto max-w-3xl"}>
        <Card shadow="sm" className="p-6 md:p-10">
          <ContactForm labelledBy={sectionHeadingId(id)} {...form} />
        </Card>
        {map ? <MapEmbed location={map} className="mx-auto" /> : null}
      </div>
    </Section>
  );
}
