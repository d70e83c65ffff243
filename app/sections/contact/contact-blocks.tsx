import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import type { ContactBlock } from "~/content/contact";
import { timings } from "~/content/settings";
import type { Heading } from "~/content/types";
import { Section, type SectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

export type ContactBlocksProps = {
  id?: string;
  heading: Heading;
  blocks: readonly ContactBlock[];
  tone?: SectionProps["tone"];
};

/**
 * An e-mail address that wraps, if it must, before its "@" and not inside a word (a narrow card at
 * 768 px): the name and the domain are unbroken boxes, and `break-words` stays the last resort for a
 * part wider than the card.
 */
function BreakableAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at <= 0) return address;
  return (
    <>
      <span className="inline-block max-w-full">{address.slice(0, at)}</span>
      <wbr />
      <span className="inline-block max-w-full">{address.slice(at)}</span>
    </>
  );
}

/** The contact details as three cards: phone numbers, e-mail addresses and offices. */
export function ContactBlocks({ id = "contact-details", heading, blocks, tone }: ContactBlocksProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      {/* Each card's icon, title and lines are rows of the list's grid (subgrid): the titles of a row of
          cards share one height, so the lines under them start level however the titles wrap. */}
      <ul className="grid gap-6 md:grid-cols-3">
        {blocks.map((block, i) => (
          <Reveal
            as="li"
            key={block.id}
            delay={i * timings.revealStagger}
            className={cardVariants({
              hover: "border",
              className:
                "group relative isolate row-span-3 grid grid-cols-[minmax(0,1fr)] grid-rows-subgrid gap-y-0 overflow-hidden p-8 text-center md:px-5 lg:px-8",
            })}
          >
            <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white shadow-lg shadow-primary/20 dark:text-background">
              <Icon name={block.icon} className="size-7" />
            </span>
            <h3 className="mt-6 self-center text-xl font-bold text-balance">{block.title}</h3>
            <ul className="mt-4 flex flex-col gap-2 text-muted-foreground">
              {block.lines.map((line) => (
                <li key={line.label} className="text-pretty">
                  {line.href ? (
                    <a
                      href={line.href}
                      className="font-medium break-words text-foreground underline-offset-4 transition-colors hover:text-primary hover:underline"
                    >
                      {line.href.startsWith("mailto:") ? (
                        <BreakableAddress address={line.label} />
                      ) : (
                        line.label
                      )}
                    </a>
                  ) : (
                    // An address read in its own direction, right to left too ("18 Harbour Street", not
                    // "Harbour Street … 18"), as the links' phone numbers are (app.css).
                    <span className="rtl:[unicode-bidi:plaintext]">{line.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
