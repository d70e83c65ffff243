import type { Route } from "./+types/team";
import { teamPage as page } from "~/content/pages/team";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { TeamCards } from "~/sections/team/team-cards";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Team: four team-card styles. */
export default function TeamPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <TeamCards {...page.portrait} />
      <TeamCards {...page.round} />
      <TeamCards {...page.location} />
      <TeamCards {...page.overlay} />
    </>
  );
}
