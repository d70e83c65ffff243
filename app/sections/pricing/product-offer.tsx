import { DemoScreenshot } from "~/components/site/demo-card";
import { NewTabIcon } from "~/components/site/new-tab-icon";
import { ButtonLink } from "~/components/ui/button";
import type { ProductPrice } from "~/content/pricing";
import type { Cta } from "~/content/types";
import { formatPrice } from "~/lib/format";
import { Card } from "~/components/ui/card";
import { Rating } from "~/components/ui/rating";
import { Section, type TitledSectionProps } from "~/sections/section";

export type ProductOfferProps = TitledSectionProps & {
  /** The product's name and a sentence on what it is. */
  name: string;
  summary: string;
  /** Its price and rating. */
  product: ProductPrice;
  /** The demo whose screenshot pictures the product. */
  demoHref: string;
  cta: Cta;
};

/**
 * One product for sale on its own: a picture, the name, the rating and the price beside a
 * buy button. The stars are drawn for the eye; the sentence beside them says the rating.
 */
export function ProductOffer({
  id,
  heading,
  name,
  summary,
  product,
  demoHref,
  cta,
  tone,
}: ProductOfferProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <Card as="article" shadow="sm" className="mx-auto grid max-w-5xl overflow-hidden md:grid-cols-2">
        <div className="grid place-items-center bg-muted p-6 md:p-8">
          <div className="aspect-[8/5] w-full overflow-hidden rounded-xl border border-border shadow-lg">
            <DemoScreenshot
              href={demoHref}
              sizes="(min-width: 64rem) 28rem, (min-width: 48rem) 45vw, 90vw"
              className="size-full object-cover object-top"
            />
          </div>
        </div>
        <div className="flex flex-col gap-5 p-8 md:p-10">
          <h3 className="text-2xl font-bold tracking-tight">{name}</h3>
          <p className="text-muted-foreground">{summary}</p>
          <ProductRating product={product} />
          <p className="text-5xl font-extrabold tracking-tight tabular-nums">{formatPrice(product.price)}</p>
          <ButtonLink
            cta={cta}
            size="lg"
            className="w-full sm:w-fit"
            icon={cta.newTab ? <NewTabIcon className="size-5" /> : null}
          />
        </div>
      </Card>
    </Section>
  );
}

/** The stars, for the eye, and the rating in words. */
function ProductRating({ product }: { product: ProductPrice }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Rating value={product.rating} decorative />
      <p className="text-sm">
        <strong className="font-semibold">{`${product.rating} out of ${product.ratingMax}`}</strong>
        <span className="text-muted-foreground">{` from ${product.reviews} reviews`}</span>
      </p>
    </div>
  );
}
