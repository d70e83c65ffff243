/**
 * The demo landing page's inner-pages slider: the pages beyond the homes that a
 * buyer also gets. Every href is a path of the route table.
 *
 * The spec gives each slide a light and a dark screenshot; until the screenshot script
 * covers inner pages, each slide shows one picture of the generated artwork, described by its alt
 * text as what it shows (a contact page for Contact, a team at a table for Our Team …).
 */
import { img } from "~/content/images";
import type { ImageAsset } from "~/content/types";

export type InnerPageSlide = {
  id: string;
  title: string;
  href: string;
  /** Shows a "New" badge. */
  isNew: boolean;
  image: ImageAsset;
};

export const innerPages = [
  {
    id: "about",
    title: "About Us",
    href: "/about",
    isNew: false,
    image: img(
      "about-1",
      "A workshop wall of sticky notes sorted into clusters, with dot votes and marker arrows",
    ),
  },
  {
    id: "service",
    title: "Services",
    href: "/service",
    isNew: false,
    image: img("hero-1", "Product dashboard with key figures, a line chart and a donut chart"),
  },
  {
    id: "team",
    title: "Our Team",
    href: "/team",
    isNew: false,
    image: img(
      "about-2",
      "A team round a meeting table seen from above, with laptops, coffee and printed charts",
    ),
  },
  {
    id: "pricing",
    title: "Pricing",
    href: "/pricing",
    isNew: false,
    image: img("hero-2", "A laptop and a phone showing bar charts, key figures and a progress ring"),
  },
  {
    id: "portfolio",
    title: "Portfolio",
    href: "/portfolio",
    isNew: false,
    image: img("hero-3", "Two phones showing a spending chart and payment cards, beside a balance card"),
  },
  {
    id: "portfolio-details",
    title: "Portfolio Details",
    href: "/portfolio-details/1",
    isNew: true,
    image: img(
      "about-4",
      "An annual report open at a spread: a donut chart and text columns beside a photograph and a bar chart",
    ),
  },
  {
    id: "blog-grid",
    title: "Blog Grid",
    href: "/blog-grid",
    isNew: false,
    image: img("hero-4", "A dark dashboard with an area chart, a progress ring and bar charts"),
  },
  {
    id: "blog-details",
    title: "Blog Details",
    href: "/blog-details/1",
    isNew: true,
    image: img("hero-5", "Analytics card with two data series, a task list and team members"),
  },
  {
    id: "timeline",
    title: "Timeline",
    href: "/timeline",
    isNew: true,
    image: img("hero-6", "Three stacked platform layers in an isometric view"),
  },
  {
    id: "contact",
    title: "Contact",
    href: "/contact",
    isNew: false,
    image: img(
      "scene-contact",
      "A contact page in a browser: a form for name, e-mail, subject and message beside a map with the office",
    ),
  },
  {
    id: "login",
    title: "Login and Register",
    href: "/login",
    isNew: false,
    image: img("hero-7", "A team chat beside a monthly calendar and a card of team members"),
  },
  {
    id: "not-found",
    title: "404 Page",
    href: "/error",
    isNew: false,
    image: img("hero-8", "Two payment cards beside a transaction list and a bar chart of monthly spending"),
  },
] satisfies InnerPageSlide[];
