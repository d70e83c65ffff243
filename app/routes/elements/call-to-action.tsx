import type { Route } from "./+types/call-to-action";
import { callToActionPage as page } from "~/content/pages/call-to-action";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { CallToAction } from "~/sections/cta/call-to-action";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Call to action: eight styles, each with a Purchase button. */
export default function CallToActionPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <CallToAction {...page.panel} />
      <CallToAction {...page.gradient} />
      <CallToAction {...page.split} />
      <CallToAction {...page.band} />
      <CallToAction {...page.image} />
      <CallToAction {...page.minimal} />
      <CallToAction {...page.outline} />
      <CallToAction {...page.inverse} />
    </>
  );
}
