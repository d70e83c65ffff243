import { SocialLinks } from "~/components/site/social-icons";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";
import { brand } from "~/content/brand";

/** The looks of the social icon links. */
export type SocialVariant = "round" | "square" | "outline" | "gradient" | "plain";

const looks: Record<SocialVariant, { item: string; icon: string }> = {
  round: {
    item: "size-11 rounded-full bg-primary/10 text-primary transition-colors hover:bg-primary hover:text-primary-foreground",
    icon: "size-5",
  },
  square: {
    item: "size-11 rounded-xl border border-border bg-card text-foreground shadow-sm transition-colors hover:border-primary hover:bg-card hover:text-primary",
    icon: "size-5",
  },
  outline: {
    item: "size-11 rounded-full border-2 border-primary text-primary transition-colors hover:bg-primary hover:text-primary-foreground",
    icon: "size-5",
  },
  gradient: {
    item: "size-12 rounded-full bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white shadow-lg shadow-primary/25 transition-[translate,box-shadow] hover:-translate-y-0.5 hover:bg-transparent hover:text-white hover:shadow-primary/40 dark:text-background dark:hover:text-background",
    icon: "size-5",
  },
  plain: {
    item: "size-11 rounded-lg text-muted-foreground transition-colors hover:bg-transparent hover:text-primary",
    icon: "size-6",
  },
};

/** The four social network links as icons in one of the looks (opening in a new tab, each named). */
export function SocialIcons({
  variant,
  label,
  className,
}: {
  variant: SocialVariant;
  label?: string;
  className?: string;
}) {
  return (
    <SocialLinks
      label={label}
      className={cn("flex-wrap gap-3", className)}
      itemClassName={looks[variant].item}
      iconClassName={looks[variant].icon}
    />
  );
}

export type SocialShareStyle = { variant: SocialVariant; title: string; description: string };

export type SocialShareProps = TitledSectionProps & {
  styles: readonly SocialShareStyle[];
};

/** A showcase of social icon looks: one row per look, its name and description beside the icons. */
export function SocialShare({ id, heading, styles, tone }: SocialShareProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ul
        className={cardVariants({
          shadow: "sm",
          className: "mx-auto max-w-4xl divide-y divide-border overflow-hidden",
        })}
      >
        {styles.map((style, i) => (
          <li
            key={style.variant}
            className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between md:px-10 md:py-8"
          >
            <div className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="w-8 shrink-0 text-gradient text-2xl leading-7 font-extrabold tabular-nums"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-lg font-bold">{style.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{style.description}</p>
              </div>
            </div>
            <SocialIcons
              variant={style.variant}
              label={`${brand.name} on social media: ${style.title.toLowerCase()}`}
              className="ps-12 sm:ps-0"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
