import type { Route } from "./+types/personal-portfolio";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { personalPortfolioHome as page } from "~/content/homes/personal-portfolio";
import { pageMeta } from "~/lib/seo";
import { AboutIntro } from "~/sections/about/about-intro";
import { ContactSection } from "~/sections/contact/contact-section";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";
import { SkillBars } from "~/sections/progress/skill-bars";
import { Testimonials } from "~/sections/testimonials/testimonials";
import { ExperienceTimeline } from "~/sections/timeline/experience-timeline";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

export const handle = { chrome: { accent: "green" } } satisfies RouteHandle;

/**
 * Personal portfolio (other variants): hero with rotating words, about me, skill
 * bars, timeline of experience, filterable projects, clients' words, contact form.
 */
export default function PersonalPortfolioHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <AboutIntro {...page.about} />
      <SkillBars {...page.skills} />
      <ExperienceTimeline {...page.record} />
      <PortfolioGrid {...page.work} />
      <Testimonials {...page.testimonials} />
      <ContactSection {...page.contact} />
    </>
  );
}
