import type { Route } from "./+types/progressbar";
import { progressbarPage as page } from "~/content/pages/progressbar";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { ProgressRings } from "~/sections/progress/progress-rings";
import { SkillBars } from "~/sections/progress/skill-bars";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Progress bar: linear bars 90, 75, 95, 45 and circular 80, 60, 70, 95. */
export default function ProgressbarPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <SkillBars {...page.split} />
      <SkillBars {...page.grid} />
      <ProgressRings {...page.rings} />
    </>
  );
}
