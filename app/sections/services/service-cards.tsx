import { cva } from "class-variance-authority";
import { Icon } from "~/components/ui/icon";
import { MoreLink } from "~/components/ui/more-link";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { timings } from "~/content/settings";
import type { Service } from "~/content/services";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";

/**
 * The looks of a service card:
 * - `icon`: centred card with the icon in a soft tinted disc;
 * - `image`: a picture on top, then title, text and link;
 * - `numbered`: an ordered list with a large gradient step number;
 * - `list`: no frame, icon beside the text, in two columns with dividers;
 * - `gradient-border`: a card framed by the brand gradient;
 * - `spotlight`: a tinted card with a large watermark icon that fills with colour on hover.
 */
export type ServiceCardsVariant = "icon" | "image" | "numbered" | "list" | "gradient-border" | "spotlight";

export type ServiceCardsProps = TitledSectionProps & {
  services: readonly Service[];
  variant?: ServiceCardsVariant;
  /** Columns on wide screens (the `list` look always uses two). */
  columns?: 2 | 3 | 4;
};

const gridColumns = {
  2: "sm:[--columns:2]",
  3: "sm:[--columns:2] lg:[--columns:3]",
  4: "sm:[--columns:2] lg:[--columns:4]",
} as const;

// No height of its own: in a row (`centred-rows`) each card stretches to the line's tallest (a
// percentage height would stop that: 308 against 334 px on the consulting home, issue 42); a slide
// gives it `h-full`.
export const serviceCard = cva("group relative flex flex-col", {
  variants: {
    variant: {
      icon: cardVariants({ shadow: "sm", hover: "lift", className: "items-center px-7 py-10 text-center" }),
      image: cardVariants({ shadow: "sm", hover: "shadow", className: "overflow-hidden" }),
      numbered: "border-t-2 border-border pt-8 transition-colors duration-300 hover:border-primary",
      list: "gap-5 border-b border-border py-8 sm:flex-row",
      "gradient-border":
        "rounded-3xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to p-px shadow-lg shadow-primary/10",
      spotlight: cardVariants({ shadow: "sm", hover: "border", className: "isolate overflow-hidden p-8" }),
    },
  },
});

/** Many looks of the same service card, fed by the services list; every card ends in Read More. */
export function ServiceCards({
  id,
  heading,
  services,
  variant = "icon",
  columns = 3,
  tone,
}: ServiceCardsProps) {
  const List = variant === "numbered" ? "ol" : "ul";
  return (
    <Section id={id} tone={tone} heading={heading}>
      <List
        className={cn(
          // Cards centre a shorter last row (`centred-rows`); the list's rows fill two columns.
          variant === "list" ? "grid gap-x-12 md:grid-cols-2" : cn("centred-rows", gridColumns[columns]),
          variant === "numbered" && "[--rows-gap-x:2rem] [--rows-gap:3rem]",
        )}
      >
        {services.map((service, i) => (
          <Reveal
            as="li"
            key={service.id}
            delay={(i % columns) * timings.revealStagger}
            className={serviceCard({ variant })}
          >
            <ServiceCardBody service={service} variant={variant} index={i} />
          </Reveal>
        ))}
      </List>
    </Section>
  );
}

export function ServiceCardBody({
  service,
  variant,
  index,
}: {
  service: Service;
  variant: ServiceCardsVariant;
  index: number;
}) {
  switch (variant) {
    case "icon":
      return (
        <>
          <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary ring-8 ring-primary/5 transition-colors duration-300 group-hover:bg-primary group-hover:text-primary-foreground">
            <Icon name={service.icon} className="size-7" />
          </span>
          <ServiceText service={service} centered className="mt-7 items-center" />
        </>
      );
    case "image":
      return (
        <>
          {service.image ? (
            <div className="overflow-hidden border-b border-border">
              <Picture
                image={service.image}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </div>
          ) : null}
          <div className="flex flex-1 flex-col p-7">
            <span className="mb-4 inline-grid size-11 place-items-center rounded-xl bg-muted text-primary">
              <Icon name={service.icon} className="size-5" />
            </span>
            <ServiceText service={service} />
          </div>
        </>
      );
    case "numbered":
      return (
        <>
          <span
            aria-hidden="true"
            className="text-gradient text-6xl leading-none font-extrabold tracking-tight tabular-nums"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <ServiceText service={service} className="mt-5" />
        </>
      );
    case "list":
      return (
        <>
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white shadow-lg shadow-primary/20 dark:text-background">
            <Icon name={service.icon} className="size-6" />
          </span>
          <ServiceText service={service} titleClassName="mt-0" />
        </>
      );
    case "gradient-border":
      return (
        <div className="flex h-full flex-col rounded-[calc(var(--radius-3xl)-1px)] bg-card p-8">
          <Icon name={service.icon} className="size-9 text-primary" />
          <ServiceText service={service} className="mt-6" />
        </div>
      );
    case "spotlight":
      return (
        <>
          <span
            aria-hidden="true"
            className="absolute -end-8 -bottom-8 -z-10 text-primary/8 transition-[color,rotate] duration-500 group-hover:-rotate-12 group-hover:text-primary/15"
          >
            <Icon name={service.icon} className="size-40 stroke-1" />
          </span>
          <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary transition-colors duration-300 group-hover:bg-primary group-hover:text-primary-foreground">
            <Icon name={service.icon} className="size-6" />
          </span>
          <ServiceText service={service} className="mt-8" />
        </>
      );
  }
}

/** Title, description and the Read More link shared by every look. */
function ServiceText({
  service,
  centered = false,
  className,
  titleClassName,
}: {
  service: Service;
  centered?: boolean;
  className?: string;
  titleClassName?: string;
}) {
  return (
    <div className={cn("flex flex-1 flex-col", className)}>
      <h3 className={cn("text-xl font-bold tracking-tight", titleClassName)}>{service.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{service.description}</p>
      {service.link ? (
        <MoreLink
          cta={service.link}
          context={`about ${service.title}`}
          className={cn("mt-5", centered ? "self-center" : "self-start")}
        />
      ) : null}
    </div>
  );
}
