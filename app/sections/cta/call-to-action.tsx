import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { Cta } from "~/content/types";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Section } from "~/sections/section";

export type CallToActionProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  cta: Cta;
  secondary?: Cta;
};

/** The closing call to action: a framed gradient panel with a purchase button. */
export function CallToAction({
  id = "call-to-action",
  eyebrow,
  title,
  text,
  cta,
  secondary,
}: CallToActionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-border bg-card px-6 py-14 text-center md:px-16 md:py-20">
        <GradientDecor look="glow" />
        <GradientDecor look="corner" />
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h2
          id={`${id}-title`}
          className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-5xl"
        >
          {title}
        </h2>
        {text ? <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{text}</p> : null}
        <div className="mt-9 flex flex-wrap justify-center gap-4">
          <ButtonLink cta={cta} size="lg" icon={<ArrowRight aria-hidden="true" className="size-5" />} />
          {secondary ? <ButtonLink cta={secondary} size="lg" variant="outline" /> : null}
        </div>
      </div>
    </Section>
  );
}
