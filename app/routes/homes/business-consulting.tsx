import type { Route } from "./+types/business-consulting";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { businessConsultingHome as page } from "~/content/homes/business-consulting";
import { pageMeta } from "~/lib/seo";
import { BlogTeaser } from "~/sections/blog/blog-teaser";
import { CallToAction } from "~/sections/cta/call-to-action";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";
import { ServiceCards } from "~/sections/services/service-cards";
import { TestimonialSlider } from "~/sections/testimonials/testimonial-slider";
import { WorkingProcess } from "~/sections/timeline/working-process";
import { VideoTeasers } from "~/sections/video/video-teasers";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "blue" } } satisfies RouteHandle;

/**
 * Business consulting: hero with Purchase Now and Contact Us, services, portfolio
 * with filters and Load More, two-step working process, video popup, testimonial
 * carousel, latest news, call to action.
 */
export default function BusinessConsultingHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <ServiceCards {...page.services} />
      <PortfolioGrid {...page.portfolio} />
      <WorkingProcess {...page.process} />
      <VideoTeasers {...page.video} />
      <TestimonialSlider {...page.testimonials} />
      <BlogTeaser {...page.news} />
      <CallToAction {...page.cta} />
    </>
  );
}
