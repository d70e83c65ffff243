import type { Route } from "./+types/event-conference";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { eventConferenceHome as page } from "~/content/homes/event-conference";
import { pageMeta } from "~/lib/seo";
import { BrandList } from "~/sections/brands/brand-list";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { CallToAction } from "~/sections/cta/call-to-action";
import { EventSchedule } from "~/sections/events/event-schedule";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { TeamCards } from "~/sections/team/team-cards";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "rose" } } satisfies RouteHandle;

/**
 * Event conference (other variants): hero with last year's film, figures, the
 * schedule by day, speakers, sponsors, FAQ, call to register.
 */
export default function EventConferenceHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <CounterGrid {...page.figures} />
      <EventSchedule {...page.schedule} />
      <TeamCards {...page.speakers} />
      <BrandList {...page.sponsors} />
      <FaqAccordion {...page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
