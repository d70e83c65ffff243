import type { Route } from "./+types/social-share";
import { socialSharePage as page } from "~/content/pages/social-share";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { SocialShare } from "~/sections/social/social-share";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Social share: five icon styles linking to the four social networks. */
export default function SocialSharePage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <SocialShare {...page.share} />
    </>
  );
}
