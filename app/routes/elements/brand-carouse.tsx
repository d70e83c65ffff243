import type { Route } from "./+types/brand-carouse";
import { brandCarouselPage as page } from "~/content/brands";
import { pageMeta } from "~/lib/seo";
import { BrandCarousel } from "~/sections/brands/brand-carousel";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Brand carousel ("/brand-carouse", spelled so): a carousel of 8 logos. */
export default function BrandCarouse() {
  return (
    <>
      <PageBanner {...page.banner} />
      <BrandCarousel {...page.carousel} />
    </>
  );
}
