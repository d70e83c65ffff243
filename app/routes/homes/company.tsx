import type { Route } from "./+types/company";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { companyHome as page } from "~/content/homes/company";
import { pageMeta } from "~/lib/seo";
import { AboutIntro } from "~/sections/about/about-intro";
import { BrandCarousel } from "~/sections/brands/brand-carousel";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { ContentTabs } from "~/sections/tabs/content-tabs";
import { TeamCards } from "~/sections/team/team-cards";
import { Testimonials } from "~/sections/testimonials/testimonials";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const handle = { chrome: { accent: "blue", topBar: true } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/**
 * Company: a hero over a picture, the story with a video, the company in numbers,
 * its history, the three practices as tabs, the leadership team, clients, testimonials,
 * call to action.
 */
export default function CompanyHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <AboutIntro {...page.story} />
      <CounterGrid {...page.numbers} />
      <WorkingProcess {...page.history} />
      <ContentTabs {...page.practices} />
      <TeamCards {...page.team} />
      <BrandCarousel {...page.clients} />
      <Testimonials {...page.testimonials} />
      <CallToAction {...page.cta} />
    </>
  );
}
