import type { Route } from "./+types/pricing";
import { pricingPage as page } from "~/content/pages/pricing";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PricingCards } from "~/sections/pricing/pricing-cards";
import { ProductOffer } from "~/sections/pricing/product-offer";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/**
 * Pricing: five layouts: the first 3 plans, the first 3 in another look, the first 2
 * of the second set, all plans, all of the second set; the highlighted plan stands out. Then a
 * single product's card with its rating.
 */
export default function PricingPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <PricingCards {...page.elevated} />
      <PricingCards {...page.gradient} />
      <PricingCards {...page.split} />
      <PricingCards {...page.allPlans} />
      <PricingCards {...page.rows} />
      <ProductOffer {...page.product} />
    </>
  );
}
