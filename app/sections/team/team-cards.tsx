import { MapPin } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { SocialGlyph } from "~/components/site/social-icons";
import { Picture } from "~/components/ui/picture";
import { Reveal } from "~/components/ui/reveal";
import { timings } from "~/content/settings";
import type { TeamMember } from "~/content/team";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";
import { Card } from "~/components/ui/card";

/**
 * The four team-card looks:
 * - `portrait`: a tall photo card, name and role below, social links in a row;
 * - `round`: a round portrait in a gradient ring, centred text;
 * - `location`: photo, name, role, where they work and a short bio (about page);
 * - `overlay`: the photo fills the card, name, role and links on a frosted panel.
 */
export type TeamCardVariant = "portrait" | "round" | "location" | "overlay";

export type TeamCardsProps = TitledSectionProps & {
  members: readonly TeamMember[];
  variant?: TeamCardVariant;
  /** Cards per row on wide screens (team lists of 3 or 4). */
  columns?: 3 | 4;
};

/** A grid of team members in one of four looks. */
export function TeamCards({ id, heading, members, variant = "portrait", columns = 4, tone }: TeamCardsProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <ul
        className={cn(
          // A shorter last row is centred (`centred-rows`).
          "centred-rows [--rows-gap:1rem] sm:[--columns:2] sm:[--rows-gap:1.5rem] lg:[--rows-gap:2rem]",
          // Compact looks pair up even on phones; cards with a bio or a caption need the full width.
          (variant === "portrait" || variant === "round") && "[--columns:2]",
          columns === 4 ? "lg:[--columns:4]" : "mx-auto max-w-6xl lg:[--columns:3]",
        )}
      >
        {members.map((member, i) => (
          <Reveal as="li" key={member.id} delay={i * timings.revealStagger}>
            <MemberCard member={member} variant={variant} columns={columns} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

/** Picture sizes: a column of the grid; on phones half the screen, or all of it for the bio card. */
function sizesFor(columns: 3 | 4, phone: "half" | "full" = "half"): string {
  const wide = columns === 4 ? 300 : 380;
  return `(min-width: 1024px) ${wide}px, ${phone === "half" ? "50vw" : "(min-width: 640px) 50vw, 100vw"}`;
}

function MemberCard({
  member,
  variant,
  columns,
}: {
  member: TeamMember;
  variant: TeamCardVariant;
  columns: 3 | 4;
}) {
  switch (variant) {
    case "portrait":
      return (
        <Card as="article" hover="shadow" className="group h-full overflow-hidden p-2.5 sm:p-3">
          <div className="overflow-hidden rounded-2xl">
            <Picture
              image={member.image}
              sizes={sizesFor(columns)}
              className="aspect-4/5 h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          </div>
          <div className="px-1 pt-4 pb-1 sm:px-3 sm:pt-5 sm:pb-3">
            <h3 className="text-lg font-bold sm:text-xl">{member.name}</h3>
            <p className="mt-1 text-sm font-medium text-primary">{member.role}</p>
            <MemberLinks member={member} className="mt-4" />
          </div>
        </Card>
      );
    case "round":
      return (
        <Card
          as="article"
          className="flex h-full flex-col items-center px-3 py-7 text-center sm:px-6 sm:py-9"
        >
          <div className="rounded-full bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to p-1">
            <Picture
              image={member.image}
              sizes="(min-width: 640px) 144px, 112px"
              className="size-28 rounded-full border-4 border-card object-cover sm:size-36"
            />
          </div>
          <h3 className="mt-5 text-lg font-bold sm:mt-6 sm:text-xl">{member.name}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{member.role}</p>
          <MemberLinks member={member} className="mt-5 justify-center" variant="outlined" />
        </Card>
      );
    case "location":
      return (
        <Card as="article" className="flex h-full flex-col overflow-hidden">
          <Picture
            image={member.image}
            sizes={sizesFor(columns, "full")}
            className="aspect-square h-auto w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-bold">{member.name}</h3>
            <p className="mt-1 text-sm font-medium text-primary">{member.role}</p>
            <p className="mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
              <SpriteIcon icon={MapPin} className="size-4 shrink-0" />
              {member.location}
            </p>
            <p className="mt-4 flex-1 text-muted-foreground">{member.description}</p>
            <MemberLinks member={member} className="mt-6 border-t border-border pt-5" />
          </div>
        </Card>
      );
    case "overlay":
      return (
        <article className="relative isolate h-full overflow-hidden rounded-3xl">
          <Picture
            image={member.image}
            sizes={sizesFor(columns, "full")}
            className="aspect-square h-auto w-full object-cover sm:aspect-4/5"
          />
          <MemberLinks
            member={member}
            size="sm"
            variant="glass"
            className="absolute end-2 top-2 flex-col sm:end-3 sm:top-3"
          />
          <div className="absolute inset-x-2 bottom-2 rounded-2xl border border-border/60 bg-card/90 px-3 py-2.5 backdrop-blur-md sm:inset-x-3 sm:bottom-3 sm:px-4 sm:py-3">
            <h3 className="font-bold sm:text-lg">{member.name}</h3>
            <p className="text-sm text-muted-foreground">{member.role}</p>
          </div>
        </article>
      );
  }
}

/** A member's social profiles: icon links named for the person and the network. */
function MemberLinks({
  member,
  className,
  variant = "soft",
  size = "md",
}: {
  member: TeamMember;
  className?: string;
  variant?: "soft" | "outlined" | "glass";
  size?: "sm" | "md";
}) {
  return (
    <ul aria-label={`${member.name} on social media`} className={cn("flex flex-wrap gap-2", className)}>
      {member.socialLinks.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              "inline-flex items-center justify-center rounded-full transition-colors",
              size === "sm" ? "size-8" : "size-8 sm:size-10",
              {
                soft: "bg-muted text-foreground hover:bg-primary hover:text-primary-foreground",
                outlined:
                  "border border-border bg-card text-foreground hover:border-primary hover:bg-primary hover:text-primary-foreground",
                glass:
                  "border border-border/60 bg-card/90 text-foreground backdrop-blur-md hover:bg-primary hover:text-primary-foreground",
              }[variant],
            )}
          >
            <SocialGlyph network={link.network} />
            <span className="sr-only">{`${link.label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
