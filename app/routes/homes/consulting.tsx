import type { Route } from "./+types/consulting";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { consultingHome as page } from "~/content/homes/consulting";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { CallToAction } from "~/sections/cta/call-to-action";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { ServiceCards } from "~/sections/services/service-cards";
import { SplitFeature } from "~/sections/split/split-feature";
import { ContentTabs } from "~/sections/tabs/content-tabs";
import { TeamCards } from "~/sections/team/team-cards";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "green", topBar: true } } satisfies RouteHandle;

/**
 * Consulting (other variants): centred hero, about block with figures and a video
 * popup, practice areas, research / report / app tabs, team, testimonials, FAQ, client
 * logos, call to action.
 */
export default function ConsultingHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <SplitFeature {...page.about} />
      <ServiceCards {...page.services} />
      <ContentTabs {...page.expertise} />
      <TeamCards {...page.team} />
      <Testimonials {...page.testimonials} />
      <FaqAccordion {...page.faq} />
      <BrandList {...page.clients} />
      <CallToAction {...page.cta} />
    </>
  );
}
