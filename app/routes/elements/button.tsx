import type { Route } from "./+types/button";
import { buttonPage as page } from "~/content/pages/button";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { ButtonShowcase } from "~/sections/buttons/button-showcase";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Button: sizes, outlined, icon variants and a play button opening the video popup. */
export default function ButtonPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <ButtonShowcase {...page.showcase} />
    </>
  );
}
