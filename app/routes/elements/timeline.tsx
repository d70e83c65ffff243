import type { Route } from "./+types/timeline";
import { timelinePage as page } from "~/content/pages/timeline";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/**
 * Timeline: Working Process One lists its steps (label, title, description, titled
 * items, picture, Get Started Now); Two to Five show four-column items.
 */
export default function TimelinePage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <WorkingProcess {...page.processOne} />
      <WorkingProcess {...page.processTwo} />
      <WorkingProcess {...page.processThree} />
      <WorkingProcess {...page.processFour} />
      <WorkingProcess {...page.processFive} />
    </>
  );
}
