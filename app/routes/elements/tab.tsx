import type { Route } from "./+types/tab";
import { tabPage as page } from "~/content/pages/tab";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { CaseStudyTabs } from "~/sections/tabs/case-study-tabs";
import { ContentTabs } from "~/sections/tabs/content-tabs";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Tab: three tab styles and the case-study block. */
export default function TabPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <ContentTabs {...page.pills} />
      <ContentTabs {...page.underline} />
      <ContentTabs {...page.cards} />
      <CaseStudyTabs {...page.caseStudy} />
    </>
  );
}
