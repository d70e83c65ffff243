import type { Route } from "./+types/brand";
import { brandPage as page } from "~/content/brands";
import { pageMeta } from "~/lib/seo";
import { BrandCarousel } from "~/sections/brands/brand-carousel";
import { BrandList } from "~/sections/brands/brand-list";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Brand: four logo lists (8, 6, 6 and 5 logos) and a carousel of 8, each of other clients. */
export default function Brand() {
  return (
    <>
      <PageBanner {...page.banner} />
      <BrandList {...page.grid} />
      <BrandList {...page.cards} />
      <BrandList {...page.pills} />
      <BrandList {...page.row} />
      <BrandCarousel {...page.carousel} />
    </>
  );
}
