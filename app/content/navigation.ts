import type { FooterColumn, LegalLink, MenuEntry, MenuSlot } from "./types";

/**
 * The main menu's skeleton: titles, order and how each item opens. An item
 * appears only once a page of it exists: a link item takes the href of its entry,
 * a dropdown or mega menu with no entries is not rendered. The Home mega menu is
 * filled from `demos.ts`.
 */
export const menuSlots = [
  // Four columns of demos: at 1024 px, where the menu lists names only, each name and its badge
  // fit on one line; five columns broke "Business Consulting 2" and dropped badges below names.
  { title: "Home", kind: "megamenu", perColumn: 7 },
  { title: "About", kind: "link" },
  { title: "Elements", kind: "megamenu", perColumn: 8 },
  { title: "Blog", kind: "dropdown" },
  { title: "Portfolio", kind: "dropdown" },
  { title: "Contact", kind: "link" },
] as const satisfies readonly MenuSlot[];

export type MenuTitle = (typeof menuSlots)[number]["title"];

/**
 * Pages listed in the main menu, one line each. A new page adds its line, e.g.
 * `{ menu: "About", label: "About", href: "/about" }` or
 * `{ menu: "Blog", label: "Blog Grid", href: "/blog-grid" }`.
 */
export const menuEntries = [
  { menu: "Elements", column: "Pages", label: "Profile", href: "/login" },
  { menu: "Elements", column: "Pages", label: "Privacy Policy", href: "/privacy-policy" },
  { menu: "Elements", column: "Pages", label: "404 Page", href: "/error" },
  { menu: "Blog", label: "Blog Grid", href: "/blog-grid" },
  { menu: "Blog", label: "Blog Grid Sidebar", href: "/blog-grid-sidebar" },
  { menu: "Blog", label: "Blog List View", href: "/blog-list-view" },
  { menu: "Blog", label: "Blog List Sidebar", href: "/blog-list-sidebar" },
  { menu: "Blog", label: "Blog Details", href: "/blog-details/1" },
  { menu: "Portfolio", label: "Portfolio", href: "/portfolio" },
  { menu: "Portfolio", label: "Three Column", href: "/portfolio-three-column" },
  { menu: "Portfolio", label: "Full Width", href: "/portfolio-full-width" },
  { menu: "Portfolio", label: "Grid Layout", href: "/portfolio-grid-layout" },
  { menu: "Portfolio", label: "Box Layout", href: "/portfolio-box-layout" },
  { menu: "Portfolio", label: "Portfolio Details", href: "/portfolio-details/1" },
] as const satisfies readonly (MenuEntry & { menu: MenuTitle })[];

/** The footer's four link columns; a column shows once it has a link. */
export const footerColumns = [
  {
    title: "Services",
    links: [
      { label: "Services", href: "/service" },
      { label: "Pricing", href: "/pricing" },
      { label: "Working Process", href: "/timeline" },
      { label: "Call To Action", href: "/call-to-action" },
    ],
  },
  {
    title: "Solutions",
    links: [
      { label: "Landing Home", href: "/" },
      { label: "Advance Tab", href: "/advance-tab" },
      { label: "Advance Pricing", href: "/advance-pricing" },
      { label: "Split Sections", href: "/split" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Our Team", href: "/team" },
      { label: "Testimonials", href: "/testimonial" },
      { label: "Profile", href: "/login" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Gallery", href: "/gallery" },
      { label: "Video", href: "/video" },
      { label: "Contact", href: "/contact" },
      { label: "Privacy Policy", href: "/privacy-policy" },
    ],
  },
] as const satisfies readonly FooterColumn[];

/**
 * The legal links under the footer. "Terms And Condition" has no page in the
 * specification, so it has no href and shows as plain text. The contact page adds
 * `{ label: "Contact Us", href: "/contact" }`.
 */
export const legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms And Condition" },
  { label: "Contact Us", href: "/contact" },
] as const satisfies readonly LegalLink[];
