import type { Demo } from "./types";

/**
 * The demo home pages, in the order the Home mega menu and the landing grid show
 * them. The route table is derived from this list (app/routes.ts): a demo's page
 * lives in app/routes/homes/<file>.tsx, see `demoFile`. Only pages that exist are
 * listed; a demo's page adds (uncomments) its line here.
 * Type-only imports: app/routes.ts reads this module at build time.
 */
// prettier-ignore
export const demos: readonly Demo[] = [
  { href: "/", title: "Landing Home", badge: "Hot" },
  { href: "/index-landing", title: "Demo Landing", badge: "New" },
  { href: "/index-application", title: "Application" },
  { href: "/index-collaborate", title: "Collaborate" },
  { href: "/index-business-consulting", title: "Business Consulting", badge: "Hot" },
  { href: "/index-business-consulting-2", title: "Business Consulting 2" },
  { href: "/index-magazine", title: "Magazine" },
  { href: "/index-corporate", title: "Corporate" },
  { href: "/index-business", title: "Business" },
  { href: "/index-digital-agency", title: "Digital Agency" },
  { href: "/index-finance", title: "Finance" },
  { href: "/index-company", title: "Company" },
  { href: "/index-marketing-agency", title: "Marketing Agency" },
  { href: "/index-travel-agency", title: "Travel Agency" },
  { href: "/index-consulting", title: "Consulting" },
  { href: "/index-seo-agency", title: "SEO Agency" },
  { href: "/index-personal-portfolio", title: "Personal Portfolio" },
  { href: "/index-event-conference", title: "Event Conference", badge: "New" },
  { href: "/index-creative-portfolio", title: "Creative Portfolio" },
  { href: "/index-freelancer", title: "Freelancer" },
  { href: "/index-international-consulting", title: "International Consulting" },
  { href: "/index-startup", title: "Startup" },
  { href: "/index-web-agency", title: "Web Agency" },
  { href: "/index-corporate-one-page", title: "Corporate One Page", badge: "New" },
  { href: "/index-photographer", title: "Photographer" },
];

/** The page module of a demo: "/" is landing-home, "/index-<name>" is <name>. */
export function demoFile(href: string): string {
  return href === "/" ? "landing-home" : href.replace(/^\/index-/, "");
}
