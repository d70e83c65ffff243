import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import type { Heading } from "~/content/types";
import { cn } from "~/lib/cn";

const sectionVariants = cva("relative", {
  variants: {
    // `x-clip` (`overflow-x: clip`): what slides in from the side (reveals) or glows past an edge
    // (decorations) never makes the page scroll sideways. Unlike `hidden` it makes no scroll
    // container, so sticky children and vertical overflow are untouched. `hidden`: a hero whose art
    // bleeds past its bottom edge too.
    overflow: {
      "x-clip": "overflow-x-clip",
      hidden: "overflow-hidden",
    },
    tone: {
      default: "bg-background",
      muted: "bg-muted",
      card: "bg-card",
    },
    space: {
      default: "py-16 md:py-24",
      compact: "py-10 md:py-14",
      none: "",
    },
  },
  defaultVariants: { overflow: "x-clip", tone: "default", space: "default" },
});

/** The id of a section's heading: `${id}-title`. The section is labelled by it. */
export function sectionHeadingId(id: string | undefined): string {
  return `${id ?? "section"}-title`;
}

/** The props every titled section component takes: its anchor, its heading and its tone. */
export type TitledSectionProps = {
  /** Anchor of the section; its heading is `${id}-title`. */
  id: string;
  heading: Heading;
  tone?: SectionProps["tone"];
};

export type SectionProps = VariantProps<typeof sectionVariants> &
  Omit<ComponentProps<"section">, "title"> & {
    /** Wrap children in the page container (default true). */
    contained?: boolean;
    /**
     * The section's heading, drawn first (as `SectionHeading`, with its placement options) under
     * the id `${id}-title`, which also labels the section. A section that draws its heading
     * elsewhere leaves this out and labels itself with `aria-labelledby={sectionHeadingId(id)}`.
     */
    heading?: Heading & Pick<SectionHeadingProps, "align" | "as" | "className">;
  };

/**
 * The one section shell: anchor id, tone, vertical rhythm, the page container and, when given,
 * the heading that names the section.
 */
export function Section({
  overflow,
  tone,
  space,
  contained = true,
  heading,
  className,
  children,
  ...rest
}: SectionProps) {
  const headingId = sectionHeadingId(rest.id);
  const content = (
    <>
      {heading ? <SectionHeading id={headingId} {...heading} /> : null}
      {children}
    </>
  );
  return (
    <section
      className={cn(sectionVariants({ overflow, tone, space }), className)}
      aria-labelledby={heading ? headingId : undefined}
      {...rest}
    >
      {contained ? <div className="container-page">{content}</div> : content}
    </section>
  );
}

export type SectionHeadingProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: "center" | "start";
  /** Heading level; sections under a page h1 use h2 (default). */
  as?: "h1" | "h2" | "h3";
  /** id of the heading, for aria-labelledby on the section. */
  id?: string;
  /** Classes of the block, its space below among them (default `mb-10 md:mb-14`). */
  className?: string;
};

/** The one heading block: eyebrow, title and subtitle. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = "center",
  as: Heading = "h2",
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "max-w-3xl",
        align === "center" ? "mx-auto text-center" : "text-start",
        className || "mb-10 md:mb-14",
      )}
    >
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
      ) : null}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl lg:text-5xl">
        {title}
      </Heading>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
