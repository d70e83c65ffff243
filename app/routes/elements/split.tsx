import type { Route } from "./+types/split";
import { splitPage as page } from "~/content/pages/split";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { SplitFeature } from "~/sections/split/split-feature";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Split: four layouts with picture, heading, text and counters; one with Contact With Us. */
export default function SplitPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <SplitFeature {...page.imageStart} />
      <SplitFeature {...page.imageEnd} />
      <SplitFeature {...page.bleed} />
      <SplitFeature {...page.panel} />
    </>
  );
}
