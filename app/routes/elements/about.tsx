import type { Route } from "./+types/about";
import { aboutPage as page } from "~/content/pages/about";
import { pageMeta } from "~/lib/seo";
import { AboutHero } from "~/sections/about/about-hero";
import { AboutIntro } from "~/sections/about/about-intro";
import { AboutValues } from "~/sections/about/about-values";
import { BrandList } from "~/sections/brands/brand-list";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { ServiceCards } from "~/sections/services/service-cards";
import { TeamCards } from "~/sections/team/team-cards";
import { WorkingProcess } from "~/sections/timeline/working-process";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/**
 * About: hero, intro, brand list (9 logos), services, four-step process, two
 * further blocks (mission and values; a counters band), team cards with location.
 */
export default function AboutPage() {
  return (
    <>
      <AboutHero {...page.hero} />
      <AboutIntro {...page.intro} />
      <BrandList {...page.brands} />
      <ServiceCards {...page.services} />
      <WorkingProcess {...page.process} />
      <AboutValues {...page.values} />
      <CounterGrid {...page.numbers} />
      <TeamCards {...page.team} />
    </>
  );
}
