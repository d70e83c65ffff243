import type { Route } from "./+types/advance-tab";
import { advanceTabPage as page } from "~/content/pages/advance-tab";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { ContentTabs } from "~/sections/tabs/content-tabs";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Advance tab: the same tabs with their buttons on the left, on the right and at the bottom. */
export default function AdvanceTabPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <ContentTabs {...page.start} />
      <ContentTabs {...page.end} />
      <ContentTabs {...page.bottom} />
    </>
  );
}
