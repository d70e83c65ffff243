import type { Route } from "./+types/service";
import { servicePage as page } from "~/content/pages/service";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { ServiceCards } from "~/sections/services/service-cards";
import { ServiceSlider } from "~/sections/services/service-slider";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Service: many service-card layouts, the last a slide-in card slider; every Read More leads to /service. */
export default function ServicePage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <ServiceCards {...page.icon} />
      <ServiceCards {...page.image} />
      <ServiceCards {...page.numbered} />
      <ServiceCards {...page.list} />
      <ServiceCards {...page.gradientBorder} />
      <ServiceCards {...page.spotlight} />
      <ServiceSlider {...page.slider} />
    </>
  );
}
