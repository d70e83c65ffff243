import type { Route } from "./+types/business-consulting-2";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { businessConsulting2Home as page } from "~/content/homes/business-consulting-2";
import { pageMeta } from "~/lib/seo";
import { AboutIntro } from "~/sections/about/about-intro";
import { BrandList } from "~/sections/brands/brand-list";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { SkillBars } from "~/sections/progress/skill-bars";
import { ServiceCards } from "~/sections/services/service-cards";
import { TeamCards } from "~/sections/team/team-cards";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "teal", topBar: true } } satisfies RouteHandle;

/**
 * Business consulting 2 (other variants): hero over a picture with a video, client
 * logos, about block with a video popup, numbered services, figures, skill bars, team,
 * testimonials, FAQ, call to action.
 */
export default function BusinessConsulting2Home() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <BrandList {...page.clients} />
      <AboutIntro {...page.about} />
      <ServiceCards {...page.services} />
      <CounterGrid {...page.figures} />
      <SkillBars {...page.skills} />
      <TeamCards {...page.team} />
      <Testimonials {...page.testimonials} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
