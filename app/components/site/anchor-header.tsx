import { useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { scrollThresholds } from "~/content/settings";
import type { MenuItem, PageAnchor } from "~/content/types";
import { useScrollSpy } from "~/lib/use-scroll-spy";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { HeaderFrame } from "./site-header";

/**
 * The header of one-page layouts (a route asks for it through its handle, see
 * chrome-handle.ts): the site header's frame, look and buttons, with a menu of in-page
 * links instead of the site menu. A link scrolls to its section (smoothly, by the CSS
 * `scroll-behavior` of app.css, instantly under reduced motion, and below the sticky
 * header by the page's `scroll-margin-top`). Scroll spy marks the link of the section whose top
 * was passed last, 40 px below the header, with `aria-current="location"`. Without
 * JavaScript the links still work as plain anchors.
 */
export function AnchorHeader({ anchors }: { anchors: readonly PageAnchor[] }) {
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const items = useMemo<MenuItem[]>(
    () => anchors.map((anchor) => ({ kind: "link", title: anchor.label, href: `#${anchor.id}` })),
    [anchors],
  );
  const ids = useMemo(() => anchors.map((anchor) => anchor.id), [anchors]);
  const current = useScrollSpy(ids, scrollThresholds.scrollSpyOffset, headerRef);
  const locationHref = current ? `#${current}` : null;
  return (
    <HeaderFrame
      ref={headerRef}
      nav={<DesktopNav items={items} pathname={pathname} locationHref={locationHref} />}
      mobileMenu={<MobileMenu items={items} pathname={pathname} locationHref={locationHref} />}
    />
  );
}
