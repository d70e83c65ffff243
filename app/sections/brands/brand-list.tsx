import { cva } from "class-variance-authority";
import { BrandImage } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import type { BrandLogo, Heading } from "~/content/types";
import { Section, type SectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

/** The looks of a logo list. */
export type BrandListVariant = "grid" | "cards" | "pills" | "row";

const listVariants = cva("", {
  variants: {
    variant: {
      // A ruled table: hairlines between cells, one frame around all.
      grid: "grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-border bg-border sm:grid-cols-4",
      // Separate raised cards, six across on wide screens; a shorter last row is centred.
      cards: "centred-rows [--columns:2] [--rows-gap:1rem] sm:[--columns:3] lg:[--columns:6]",
      // Rounded chips that wrap and stay centred.
      pills: "mx-auto flex max-w-4xl flex-wrap justify-center gap-4",
      // Bare logos in a loose centred row.
      row: "flex flex-wrap items-center justify-center gap-x-12 gap-y-8 md:gap-x-16",
    },
  },
});

const itemVariants = cva("flex items-center justify-center", {
  variants: {
    variant: {
      grid: "h-28 bg-card px-6 transition-colors duration-300 hover:bg-muted md:h-36",
      cards: cardVariants({
        radius: "md",
        shadow: "sm",
        className:
          "h-24 px-5 transition-[translate,box-shadow,border-color] duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/10 md:h-28",
      }),
      pills:
        "h-18 rounded-full border border-border bg-card px-8 transition-colors duration-300 hover:border-primary/60",
      row: "h-14",
    },
  },
});

const logoClass: Record<BrandListVariant, string> = {
  grid: "h-9 w-auto opacity-75 transition-opacity duration-300 group-hover:opacity-100 md:h-10",
  cards: "h-8 w-auto md:h-9",
  pills: "h-8 w-auto",
  row: "h-9 w-auto opacity-70 transition-opacity duration-300 hover:opacity-100 md:h-10",
};

export type BrandListProps = {
  id?: string;
  heading?: Heading;
  logos: readonly BrandLogo[];
  variant?: BrandListVariant;
  tone?: SectionProps["tone"];
  space?: SectionProps["space"];
};

/**
 * A list of client logos (5 to 12 logos) in one of four looks. The logos are
 * monochrome wordmarks named by their alternative text; the dark theme inverts them.
 */
export function BrandList({ id, heading, logos, variant = "grid", tone, space }: BrandListProps) {
  return (
    <Section
      id={id}
      tone={tone}
      space={space}
      heading={heading}
      aria-label={heading ? undefined : "Our clients"}
    >
      <ul className={listVariants({ variant })}>
        {logos.map((logo) => (
          <li key={logo.key} className={cn("group", itemVariants({ variant }))}>
            <BrandImage logo={logo} className={logoClass[variant]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
