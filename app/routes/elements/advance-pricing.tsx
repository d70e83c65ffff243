import type { Route } from "./+types/advance-pricing";
import { advancePricingPage as page } from "~/content/pages/advance-pricing";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { PricingCards } from "~/sections/pricing/pricing-cards";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Advance pricing: the shared pricing component, with a Monthly / Yearly switch. */
export default function AdvancePricingPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <PricingCards {...page.plans} />
      <PricingCards {...page.tiers} />
    </>
  );
}
