import { cva } from "class-variance-authority";
import { Info } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { NewTabIcon } from "~/components/site/new-tab-icon";
import { ButtonLink } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { Reveal } from "~/components/ui/reveal";
import { Tabs } from "~/components/ui/tabs";
import { type PricingPlan } from "~/content/pricing";
import { timings } from "~/content/settings";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";
import { Section, type TitledSectionProps } from "~/sections/section";
import { CheckList } from "~/components/ui/check-list";

/**
 * The looks of the plan cards:
 * - `elevated`: white cards; the highlighted plan is raised, ringed and badged;
 * - `gradient`: soft cards; the highlighted plan is filled with the brand gradient;
 * - `split`: wide cards, price and button beside the feature list (two plans);
 * - `rows`: one plan per row: name, features, then price and button.
 */
export type PricingVariant = "elevated" | "gradient" | "split" | "rows";

/** The billing periods a visitor can switch between; prices stay the monthly prices of the plans. */
export type BillingPeriod = "month" | "year";

export type PricingCardsProps = TitledSectionProps & {
  plans: readonly PricingPlan[];
  variant?: PricingVariant;
  /** The words of the highlighted plan's badge (it is also how screen readers learn of it). */
  highlightLabel?: string;
  /** The line under the cards (prices vary by location…). */
  note?: string;
  /**
   * Adds a Monthly / Yearly switch (the ARIA tabs pattern). The yearly view is the same
   * monthly price times twelve, said as such: no invented discount.
   */
  billingSwitch?: boolean;
};

const periodWords: Record<BillingPeriod, { tab: string; short: string; long: string }> = {
  month: { tab: "Monthly", short: "/month", long: "per month" },
  year: { tab: "Yearly", short: "/year", long: "per year" },
};

/** Months in a year: the yearly price is the monthly price times this. */
const monthsPerYear = 12;

/** Wide-screen columns by number of plans. */
function gridFor(variant: PricingVariant, count: number): string {
  if (variant === "rows") return "grid gap-5";
  if (variant === "split") return "mx-auto grid max-w-4xl gap-8";
  if (count <= 2) return "mx-auto grid max-w-5xl gap-8 md:grid-cols-2";
  // A shorter last row (the third plan at 768 px) is centred (`centred-rows`).
  if (count === 3) return "centred-rows [--rows-gap:2rem] md:[--columns:2] lg:[--columns:3] lg:py-5";
  return "centred-rows md:[--columns:2] xl:[--columns:4] xl:py-5";
}

/** The raised highlighted card of the elevated look, once all plans share one row. */
function raiseFor(variant: PricingVariant, count: number): string {
  if (variant !== "elevated") return "";
  if (count === 3) return "lg:-my-5 lg:py-13";
  if (count >= 4) return "xl:-my-5 xl:py-13";
  return "";
}

// The card's surface (border, background, radius, shadow) is cardVariants' or, for the gradient
// look and the raised highlight, written out: one of each, so none overrides another.
const planCard = cva("relative flex flex-col", {
  variants: {
    variant: {
      elevated: "p-8",
      gradient: "rounded-3xl border bg-background/70 p-8",
      split: cardVariants({
        className: "overflow-hidden md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
      }),
      rows: cardVariants({
        className:
          "gap-6 p-6 md:p-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] lg:items-center lg:gap-10",
      }),
    },
    highlighted: { true: "", false: "" },
  },
  compoundVariants: [
    { variant: "elevated", highlighted: false, className: cardVariants({ shadow: "sm" }) },
    {
      variant: "elevated",
      highlighted: true,
      className:
        "rounded-3xl border border-transparent bg-card text-card-foreground shadow-2xl ring-2 shadow-primary/20 ring-primary",
    },
    { variant: "gradient", highlighted: false, className: "border-border/70" },
    {
      variant: "gradient",
      highlighted: true,
      className:
        "border-transparent bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white shadow-2xl shadow-primary/25 dark:text-background",
    },
    { variant: "split", highlighted: true, className: "shadow-xl ring-2 shadow-primary/10 ring-primary" },
    { variant: "rows", highlighted: true, className: "shadow-xl ring-2 shadow-primary/10 ring-primary" },
  ],
  defaultVariants: { highlighted: false },
});

/** Pricing plans in one of four looks, with the highlighted plan emphasised and the price note. */
export function PricingCards({
  id,
  heading,
  plans,
  variant = "elevated",
  highlightLabel = "Most popular",
  note,
  billingSwitch = false,
  tone,
}: PricingCardsProps) {
  const grid = (period: BillingPeriod) => (
    // The elevated look raises its highlighted plan above the others on purpose (the page gate's
    // even-rows check, `row-uneven`, leaves a list marked `data-stagger` alone).
    <ul className={gridFor(variant, plans.length)} data-stagger={variant === "elevated" || undefined}>
      {plans.map((plan, i) => (
        <Reveal
          as="li"
          key={plan.id}
          delay={i * timings.revealStagger}
          data-highlighted={plan.highlighted || undefined}
          className={cn(
            planCard({ variant, highlighted: plan.highlighted }),
            plan.highlighted && raiseFor(variant, plans.length),
          )}
        >
          <PlanCard plan={plan} variant={variant} period={period} highlightLabel={highlightLabel} />
        </Reveal>
      ))}
    </ul>
  );

  return (
    <Section id={id} tone={tone} heading={heading}>
      {billingSwitch ? (
        <Tabs
          label="Billing period"
          listClassName="self-center"
          panelClassName="outline-offset-8"
          items={(["month", "year"] as const).map((period) => ({
            id: period,
            label: periodWords[period].tab,
            title: periodWords[period].tab,
            content: grid(period),
          }))}
        />
      ) : (
        grid("month")
      )}
      {note ? (
        <p className="mx-auto mt-12 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-muted-foreground">
          <SpriteIcon icon={Info} className="mt-0.5 size-4 shrink-0" />
          <span>{note}</span>
        </p>
      ) : null}
    </Section>
  );
}

/** "Business" → "Business plan"; "Basic Plan" stays as it is. */
function planName(title: string): string {
  return /\bplan$/i.test(title) ? title : `${title} plan`;
}

function PlanCard({
  plan,
  variant,
  period,
  highlightLabel,
}: {
  plan: PricingPlan;
  variant: PricingVariant;
  period: BillingPeriod;
  highlightLabel: string;
}) {
  const filled = variant === "gradient" && plan.highlighted;
  const amount = period === "year" ? plan.price * monthsPerYear : plan.price;
  const soft = filled ? "" : "text-muted-foreground";

  const badge = plan.highlighted ? (
    <p
      className={cn(
        "inline-flex w-fit items-center rounded-full text-xs font-bold tracking-wider uppercase",
        variant === "elevated"
          ? "absolute -top-3.5 left-1/2 -translate-x-1/2 bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to px-4 py-1.5 whitespace-nowrap text-white shadow-lg shadow-primary/30 dark:text-background"
          : "px-3 py-1",
        variant === "gradient" && "absolute end-6 top-7 border border-current",
        (variant === "split" || variant === "rows") && "bg-primary text-primary-foreground",
      )}
    >
      {highlightLabel}
    </p>
  ) : null;

  const title = (
    <div
      className={cn(
        variant === "elevated" || variant === "gradient" ? "" : "flex flex-wrap items-center gap-3",
      )}
    >
      <h3 className="text-xl font-bold tracking-tight">{plan.title}</h3>
      {variant === "split" || variant === "rows" ? badge : null}
    </div>
  );

  const price = (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight tabular-nums">{formatPrice(amount)}</span>
        {/* Right to left, "/month" reads in its own direction (isolated), not as "month/". */}
        <span aria-hidden="true" className={cn("text-base font-medium rtl:[unicode-bidi:plaintext]", soft)}>
          {periodWords[period].short}
        </span>
        <span className="sr-only">{periodWords[period].long}</span>
      </p>
      {period === "year" ? (
        <p className={cn("mt-1 text-sm", soft)}>
          {`${monthsPerYear} months at ${formatPrice(plan.price)}, billed once a year`}
        </p>
      ) : null}
    </div>
  );

  const subtitle = <p className={cn("mt-2", soft)}>{plan.subtitle}</p>;

  const features = (
    <CheckList
      aria-label={`${plan.title} includes`}
      items={plan.features}
      variant="badge-sm"
      markClassName={filled ? "bg-current/15 text-inherit" : undefined}
      className={cn(
        "grid gap-3 space-y-0",
        variant === "rows" && "gap-x-6 gap-y-2.5 sm:grid-cols-2",
        variant === "split" && "gap-x-6 sm:grid-cols-2",
      )}
    >
      {(feature) => <span>{feature}</span>}
    </CheckList>
  );

  const button = (
    <ButtonLink
      href={plan.cta.href}
      newTab={plan.cta.newTab}
      variant={filled ? "light" : plan.highlighted ? "primary" : "outline"}
      size="lg"
      className={variant === "rows" ? "w-full lg:w-auto" : "w-full"}
    >
      {plan.cta.label}
      <span className="sr-only">{` for the ${planName(plan.title)}`}</span>
      {plan.cta.newTab ? <NewTabIcon className="size-5" /> : null}
    </ButtonLink>
  );

  switch (variant) {
    case "split":
      return (
        <>
          <div className="flex flex-col bg-muted p-8 md:p-10">
            {title}
            {subtitle}
            <div className="mt-8">{price}</div>
            <div className="mt-auto pt-8">{button}</div>
          </div>
          <div className="p-8 md:p-10">
            <p className="mb-6 text-sm font-semibold tracking-widest text-primary uppercase">
              What’s included
            </p>
            {features}
          </div>
        </>
      );
    case "rows":
      return (
        <>
          <div>
            {title}
            {subtitle}
          </div>
          {features}
          <div className="flex flex-col gap-4 lg:items-end lg:text-end">
            {price}
            {button}
          </div>
        </>
      );
    default:
      return (
        <>
          {title}
          {variant === "elevated" || variant === "gradient" ? badge : null}
          {subtitle}
          <div className="mt-7">{price}</div>
          <div className={cn("my-8 h-px", filled ? "bg-current opacity-25" : "bg-border")} />
          <div className="flex-1">{features}</div>
          <div className="mt-10">{button}</div>
        </>
      );
  }
}
