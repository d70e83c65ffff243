import { useLocation } from "react-router";
import type { MenuItem, PageAnchor } from "~/content/types";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { HeaderFrame } from "./site-header";

/**
 * The header of one-page layouts (a route asks for it through its handle, see
 * chrome-handle.ts): the site header's frame, look and buttons, with a menu of in-page
 * links instead of the site menu. A link scrolls to its section (smoothly, by the CSS
 * `scroll-behavior` of app.css, instantly under reduced motion, and below the sticky
 * header by the page's `scroll-margin-top`). Scroll spy (app/behaviours/scroll-spy.ts, wired by
 * the header's `data-scroll-spy`) marks the link of the section whose top was passed last, 40 px
 * below the header, with `aria-current="location"`. Without JavaScript the links still work as
 * plain anchors.
 */
export function AnchorHeader({ anchors }: { anchors: readonly PageAnchor[] }) {
  const { pathname } = useLocation();
  const items: MenuItem[] = anchors.map((anchor) => ({
    kind: "link",
    title: anchor.label,
    href: `#${anchor.id}`,
  }));
  return (
    <HeaderFrame
      scrollSpy
      nav={<DesktopNav items={items} pathname={pathname} />}
      mobileMenu={<MobileMenu items={items} pathname={pathname} />}
    />
  );
}
