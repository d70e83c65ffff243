import type { Route } from "./+types/gallery";
import { galleryPage as page } from "~/content/pages/gallery";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { LightboxGallery } from "~/sections/gallery/lightbox-gallery";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Gallery: three lightbox galleries of 6, 6 and all pictures. */
export default function GalleryPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <LightboxGallery {...page.grid} />
      <LightboxGallery {...page.mosaic} />
      <LightboxGallery {...page.tiles} />
    </>
  );
}
