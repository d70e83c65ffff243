import { ArrowRight } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { ReactNode } from "react";
import { NewTabIcon } from "~/components/site/new-tab-icon";
import { ButtonLink, type ButtonStyle } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import type { Cta, ImageAsset } from "~/content/types";
import { cn } from "~/lib/cn";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Section, type SectionProps } from "~/sections/section";
import { Card } from "~/components/ui/card";

/**
 * The looks of the call to action:
 * - `panel` (default): a framed card with a soft gradient glow, centred;
 * - `gradient`: a card filled with the brand gradient;
 * - `split`: a framed card, words on one side and the buttons on the other;
 * - `band`: a full-width muted band, words and buttons on one line;
 * - `image`: a card with a picture beside the words (pass `image`);
 * - `minimal`: no frame, a large centred headline over a thin gradient rule;
 * - `outline`: a card framed by the brand gradient;
 * - `inverse`: a card in the inverted colours of the theme.
 */
export type CallToActionVariant =
  "panel" | "gradient" | "split" | "band" | "image" | "minimal" | "outline" | "inverse";

export type CallToActionProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  cta: Cta;
  secondary?: Cta;
  variant?: CallToActionVariant;
  /** The picture of the `image` look. */
  image?: ImageAsset;
  /** Vertical space around it (compact where several follow one another). */
  space?: SectionProps["space"];
};

/** Colour schemes of the words and buttons, by the surface they sit on. */
type Surface = "plain" | "filled" | "inverse";

const eyebrowColour: Record<Surface, string> = {
  plain: "text-primary",
  filled: "",
  inverse: "text-background/80",
};
const textColour: Record<Surface, string> = {
  plain: "text-muted-foreground",
  filled: "",
  inverse: "text-background/80",
};

/** The closing call to action with a purchase button, in one of eight looks. */
export function CallToAction({
  id = "call-to-action",
  eyebrow,
  title,
  text,
  cta,
  secondary,
  variant = "panel",
  image,
  space,
}: CallToActionProps) {
  const titleId = `${id}-title`;
  const parts = (surface: Surface, align: "center" | "start", size: "md" | "lg" = "md") => ({
    words: (
      <>
        {eyebrow ? (
          <p className={cn("mb-3 text-sm font-semibold tracking-widest uppercase", eyebrowColour[surface])}>
            {eyebrow}
          </p>
        ) : null}
        <h2
          id={titleId}
          className={cn(
            "font-bold tracking-tight text-balance",
            size === "lg" ? "text-3xl md:text-5xl" : "text-3xl md:text-4xl",
            align === "center" && "mx-auto max-w-3xl",
          )}
        >
          {title}
        </h2>
        {text ? (
          <p className={cn("mt-5 max-w-2xl text-lg", textColour[surface], align === "center" && "mx-auto")}>
            {text}
          </p>
        ) : null}
      </>
    ),
    actions: (
      <Actions
        cta={cta}
        secondary={secondary}
        surface={surface}
        className={align === "center" ? "mx-auto" : ""}
      />
    ),
  });

  switch (variant) {
    case "gradient": {
      const { words, actions } = parts("filled", "center", "lg");
      return (
        <Section id={id} space={space} aria-labelledby={titleId}>
          <div className="relative isolate overflow-hidden rounded-4xl bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to px-6 py-14 text-center text-white shadow-2xl shadow-primary/25 md:px-16 md:py-20 dark:text-background">
            <Rings />
            {words}
            <div className="mt-9">{actions}</div>
          </div>
        </Section>
      );
    }
    case "split": {
      const { words, actions } = parts("plain", "start");
      return (
        <Section id={id} space={space} aria-labelledby={titleId}>
          <Card
            radius="xl"
            className="relative isolate flex flex-col gap-8 overflow-hidden px-6 py-12 md:px-12 lg:flex-row lg:items-center lg:justify-between lg:gap-16 lg:py-14"
          >
            <GradientDecor variant="corner" />
            <div className="max-w-2xl">{words}</div>
            <div className="shrink-0">{actions}</div>
          </Card>
        </Section>
      );
    }
    case "band": {
      const { words, actions } = parts("plain", "start");
      return (
        <Section
          id={id}
          aria-labelledby={titleId}
          tone="muted"
          space="compact"
          className="border-y border-border"
        >
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between lg:gap-16">
            <div className="max-w-2xl">{words}</div>
            <div className="shrink-0">{actions}</div>
          </div>
        </Section>
      );
    }
    case "image": {
      const { words, actions } = parts("plain", "start");
      return (
        <Section id={id} space={space} aria-labelledby={titleId}>
          <Card radius="xl" className="grid overflow-hidden md:grid-cols-2">
            {image ? (
              <Picture
                image={image}
                // It covers a half as high as the text beside it: painted wider than the half on tablets.
                sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 95vw"
                pictureClassName="block md:order-last"
                className="aspect-[4/3] h-full w-full object-cover"
              />
            ) : null}
            <div className="relative isolate flex flex-col justify-center px-6 py-12 md:px-12 lg:px-16">
              <GradientDecor variant="corner" />
              {words}
              <div className="mt-9">{actions}</div>
            </div>
          </Card>
        </Section>
      );
    }
    case "minimal": {
      const { words, actions } = parts("plain", "center", "lg");
      return (
        <Section id={id} space={space} aria-labelledby={titleId}>
          <div className="text-center">
            <div
              aria-hidden="true"
              className="mx-auto mb-10 h-1 w-24 rounded-full bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to"
            />
            {words}
            <div className="mt-9">{actions}</div>
          </div>
        </Section>
      );
    }
    case "outline": {
      const { words, actions } = parts("plain", "center");
      return (
        <Section id={id} space={space} aria-labelledby={titleId}>
          <div className="rounded-4xl bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to p-0.5 shadow-xl shadow-primary/10">
            <div className="rounded-[calc(var(--radius-4xl)-2px)] bg-background px-6 py-14 text-center md:px-16">
              {words}
              <div className="mt-9">{actions}</div>
            </div>
          </div>
        </Section>
      );
    }
    case "inverse": {
      const { words, actions } = parts("inverse", "start");
      return (
        <Section id={id} space={space} aria-labelledby={titleId}>
          <div className="relative isolate flex flex-col gap-10 overflow-hidden rounded-4xl bg-foreground px-6 py-14 text-background md:px-14 lg:flex-row lg:items-end lg:justify-between">
            <GradientDecor variant="glow" className="opacity-70" />
            <GradientDecor variant="corner" />
            <div className="max-w-2xl">{words}</div>
            <div className="shrink-0">{actions}</div>
          </div>
        </Section>
      );
    }
    default: {
      const { words, actions } = parts("plain", "center", "lg");
      return (
        <Section id={id} space={space} aria-labelledby={titleId}>
          <Card
            radius="xl"
            className="relative isolate overflow-hidden px-6 py-14 text-center md:px-16 md:py-20"
          >
            <GradientDecor variant="glow" />
            <GradientDecor variant="corner" />
            {words}
            <div className="mt-9">{actions}</div>
          </Card>
        </Section>
      );
    }
  }
}

/** The purchase button (and an optional second one), styled for the surface they sit on. */
function Actions({
  cta,
  secondary,
  surface,
  className,
}: {
  cta: Cta;
  secondary?: Cta;
  surface: Surface;
  className?: string;
}) {
  const main: ButtonStyle["variant"] = surface === "filled" ? "light" : "primary";
  return (
    <div className={cn("button-row", className)}>
      <ButtonLink cta={cta} size="lg" variant={main} icon={<CtaIcon cta={cta} />} />
      {secondary ? (
        <ButtonLink
          cta={secondary}
          size="lg"
          variant={
            surface === "filled" ? "outline-current" : surface === "inverse" ? "outline-inverse" : "outline"
          }
          icon={secondary.newTab ? <NewTabIcon className="size-5" /> : undefined}
        />
      ) : null}
    </div>
  );
}

function CtaIcon({ cta }: { cta: Cta }) {
  return cta.newTab ? (
    <NewTabIcon className="size-5" />
  ) : (
    <SpriteIcon icon={ArrowRight} className="size-5 rtl:rotate-180" />
  );
}

/** Two thin rings in the corners of the gradient look (decorative). */
function Rings() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -start-24 -top-24 size-72 rounded-full border border-current opacity-20" />
      <div className="absolute -start-10 -top-10 size-44 rounded-full border border-current opacity-15" />
      <div className="absolute -end-20 -bottom-28 size-80 rounded-full border border-current opacity-20" />
    </div>
  );
}
