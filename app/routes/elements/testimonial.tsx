import type { Route } from "./+types/testimonial";
import { testimonialPage as page } from "~/content/pages/testimonial";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { TestimonialSlider } from "~/sections/testimonials/testimonial-slider";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Testimonial: five styles, the last a slider (one slide, loop, arrows, dots). */
export default function TestimonialPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <Testimonials {...page.cards} />
      <Testimonials {...page.headline} />
      <Testimonials {...page.portrait} />
      <Testimonials {...page.wall} />
      <TestimonialSlider {...page.slider} />
    </>
  );
}
