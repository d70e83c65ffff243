import { RevealList } from "~/components/ui/reveal";
import type { ReviewCard } from "~/content/reviews";
import { Section, type TitledSectionProps } from "~/sections/section";
import { Rating } from "~/components/ui/rating";
import { Card } from "~/components/ui/card";

export type ReviewCardsProps = TitledSectionProps & {
  reviews: readonly ReviewCard[];
};

/**
 * Customer reviews as they appear on a marketplace: a star rating, the review, the
 * reviewer's handle and what the review praises. No portraits (reviewers are handles).
 */
export function ReviewCards({ id, heading, reviews, tone }: ReviewCardsProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <RevealList items={reviews} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {(review) => (
          <>
            <Card as="figure" hover="shadow" className="flex h-full flex-col p-7">
              <Rating value={(review.rating / review.ratingMax) * 5} />
              <blockquote className="mt-5 flex-1 leading-relaxed text-pretty text-muted-foreground">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-border pt-5">
                <span className="block font-bold">{review.handle}</span>
                <span className="block text-sm text-muted-foreground">{review.subtitle}</span>
              </figcaption>
            </Card>
          </>
        )}
      </RevealList>
    </Section>
  );
}
