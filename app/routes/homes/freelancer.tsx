import type { Route } from "./+types/freelancer";
import type { RouteHandle } from "~/components/site/chrome-handle";
import { freelancerHome as page } from "~/content/homes/freelancer";
import { pageMeta } from "~/lib/seo";
import { ContactSection } from "~/sections/contact/contact-section";
import { HeroBanner } from "~/sections/hero/hero-banner";
import { PortfolioGrid } from "~/sections/portfolio/portfolio-grid";
import { SkillBars } from "~/sections/progress/skill-bars";
import { ServiceCards } from "~/sections/services/service-cards";
import { Testimonials } from "~/sections/testimonials/testimonials";

export const handle = { chrome: { accent: "teal" } } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Freelancer: typing headline, skills, services, work, testimonials, the contact form. */
export default function FreelancerHome() {
  return (
    <>
      <HeroBanner {...page.hero} />
      <SkillBars {...page.skills} />
      <ServiceCards {...page.services} />
      <PortfolioGrid {...page.portfolio} />
      <Testimonials {...page.testimonials} />
      <ContactSection {...page.contact} />
    </>
  );
}
