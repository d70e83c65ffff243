import type { Route } from "./+types/video";
import { videoPage as page } from "~/content/pages/video";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { VideoTeasers } from "~/sections/video/video-teasers";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Video: two thumbnails whose play buttons open the video popup. */
export default function VideoPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <VideoTeasers {...page.videos} />
    </>
  );
}
