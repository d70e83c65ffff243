/**
 * The element and info pages: one line per page. The route table
 * (app/routes.ts) and the menus (menu-model.ts) are derived from this list, so a
 * page is registered by adding its line here and its module in
 * app/routes/elements/<path>.tsx.
 * Type-only imports: app/routes.ts reads this module at build time.
 */
import type { Badge, MenuEntry } from "./types";

/** Where the menu lists a page: its own top-level link, or a column of the Elements mega menu. */
type MenuPlace = "About" | "Contact" | "Blocks" | "Elements" | "Media";

export type ElementPage = {
  /** The URL path, e.g. "/button". */
  path: `/${string}`;
  /** The page module: app/routes/elements/<file>.tsx (the path without its slash). */
  file: string;
  /** The menu entry that links to it. */
  menu: MenuEntry & { menu: "About" | "Contact" | "Elements" };
};

function page(path: `/${string}`, label: string, place: MenuPlace, badge?: Badge): ElementPage {
  const topLevel = place === "About" || place === "Contact";
  return {
    path,
    file: path.slice(1),
    menu: {
      menu: topLevel ? place : "Elements",
      ...(topLevel ? {} : { column: place }),
      label,
      href: path,
      ...(badge ? { badge } : {}),
    },
  };
}

// prettier-ignore
export const elementPages: readonly ElementPage[] = [
  page("/contact", "Contact", "Contact"),
  page("/brand", "Brand", "Media"),
  page("/brand-carouse", "Brand Carousel", "Media"),
  page("/team", "Team", "Blocks"),
  page("/testimonial", "Testimonial", "Blocks"),
  page("/timeline", "Timeline", "Blocks"),
  page("/split", "Split", "Blocks"),
  page("/button", "Button", "Elements"),
  page("/social-share", "Social Share", "Elements"),
  page("/service", "Service", "Blocks"),
  page("/pricing", "Pricing", "Blocks"),
  page("/advance-pricing", "Advance Pricing", "Blocks", "New"),
  page("/call-to-action", "Call To Action", "Blocks"),
  page("/accordion", "Accordion", "Elements"),
  page("/tab", "Tab", "Elements"),
  page("/advance-tab", "Advance Tab", "Elements", "Hot"),
  page("/counter", "Counter", "Elements"),
  page("/progressbar", "Progress Bar", "Elements"),
  page("/video", "Video", "Media"),
  page("/gallery", "Gallery", "Media"),
  page("/about", "About", "About"),
];
