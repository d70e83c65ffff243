/**
 * The element and info pages (§2.1, §2.5): one line per page. The route table
 * (app/routes.ts) and the menus (navigation.ts) are derived from this list, so a
 * page is registered by adding its line here and its file in app/routes/elements/.
 * Type-only imports: app/routes.ts reads this module at build time.
 */
import type { MenuEntry } from "./types";

export type ElementPage = {
  /** The URL path, e.g. "/button". */
  path: `/${string}`;
  /** The page module: app/routes/elements/<file>.tsx */
  file: string;
  /** Where the menu lists it: a top-level link (About, Contact) or an Elements column. */
  menu: MenuEntry & { menu: "About" | "Contact" | "Elements" };
};

export const elementPages: readonly ElementPage[] = [
  // { path: "/button", file: "button", menu: { menu: "Elements", column: "Basics", label: "Button" } },
  { path: "/contact", file: "contact", menu: { menu: "Contact", label: "Contact", href: "/contact" } },
  {
    path: "/brand",
    file: "brand",
    menu: { menu: "Elements", column: "Media", label: "Brand", href: "/brand" },
  },
  {
    path: "/brand-carouse",
    file: "brand-carouse",
    menu: { menu: "Elements", column: "Media", label: "Brand Carousel", href: "/brand-carouse" },
  },
  { path: "/team", file: "team", menu: { menu: "Elements", column: "Blocks", label: "Team", href: "/team" } },
  {
    path: "/testimonial",
    file: "testimonial",
    menu: { menu: "Elements", column: "Blocks", label: "Testimonial", href: "/testimonial" },
  },
  {
    path: "/timeline",
    file: "timeline",
    menu: { menu: "Elements", column: "Blocks", label: "Timeline", href: "/timeline" },
  },
  {
    path: "/split",
    file: "split",
    menu: { menu: "Elements", column: "Blocks", label: "Split", href: "/split" },
  },
  { path: "/button", file: "button", menu: { menu: "Elements", column: "Elements", label: "Button", href: "/button" } },
  {
    path: "/social-share",
    file: "social-share",
    menu: { menu: "Elements", column: "Elements", label: "Social Share", href: "/social-share" },
  },
  { path: "/service", file: "service", menu: { menu: "Elements", column: "Blocks", label: "Service", href: "/service" } },
  { path: "/pricing", file: "pricing", menu: { menu: "Elements", column: "Blocks", label: "Pricing", href: "/pricing" } },
  {
    path: "/advance-pricing",
    file: "advance-pricing",
    menu: { menu: "Elements", column: "Blocks", label: "Advance Pricing", href: "/advance-pricing", badge: "New" },
  },
  {
    path: "/call-to-action",
    file: "call-to-action",
    menu: { menu: "Elements", column: "Blocks", label: "Call To Action", href: "/call-to-action" },
  },
  { path: "/accordion", file: "accordion", menu: { menu: "Elements", column: "Elements", label: "Accordion", href: "/accordion" } },
  { path: "/tab", file: "tab", menu: { menu: "Elements", column: "Elements", label: "Tab", href: "/tab" } },
  {
    path: "/advance-tab",
    file: "advance-tab",
    menu: { menu: "Elements", column: "Elements", label: "Advance Tab", href: "/advance-tab", badge: "Hot" },
  },
  { path: "/counter", file: "counter", menu: { menu: "Elements", column: "Elements", label: "Counter", href: "/counter" } },
  {
    path: "/progressbar",
    file: "progressbar",
    menu: { menu: "Elements", column: "Elements", label: "Progress Bar", href: "/progressbar" },
  },
  { path: "/video", file: "video", menu: { menu: "Elements", column: "Media", label: "Video", href: "/video" } },
  { path: "/gallery", file: "gallery", menu: { menu: "Elements", column: "Media", label: "Gallery", href: "/gallery" } },
  { path: "/about", file: "about", menu: { menu: "About", label: "About", href: "/about" } },
];
