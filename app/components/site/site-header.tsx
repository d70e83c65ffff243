import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { site } from "~/content/site";
import { TOP_FOCUS_ID } from "./back-to-top";
import { CustomizeButton } from "./customize-button";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { mainMenu, offersCustomizer } from "./menu-model";
import { MobileMenu } from "./mobile-menu";
import { NewTabIcon } from "./new-tab-icon";
import { ThemeToggle } from "./theme-toggle";

/**
 * The site header: logo, main menu (desktop bar or mobile panel), the customizer's button (demo
 * homes and element pages), theme switch and BUY NOW.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <HeaderFrame
      nav={<DesktopNav items={mainMenu} pathname={pathname} />}
      mobileMenu={<MobileMenu items={mainMenu} pathname={pathname} />}
    />
  );
}

export type HeaderFrameProps = {
  /** The menu of wide screens (≥ 1024 px), centred between the logo and the buttons. */
  nav: ReactNode;
  /** The menu toggle and panel of narrow screens. */
  mobileMenu: ReactNode;
  /** The menu links to sections of the page: scroll spy marks the one in view (app/behaviours/scroll-spy.ts). */
  scrollSpy?: boolean;
};

/**
 * What every header shares (the site header and the one-page AnchorHeader): logo,
 * menu, theme switch and BUY NOW. It is sticky from the start and keeps its height, so
 * nothing below it ever moves; past `scrollThresholds.stickyHeader` only its look changes (frosted
 * background, hairline and shadow): app/behaviours/sticky-header.ts sets `data-sticky`.
 */
export function HeaderFrame({ nav, mobileMenu, scrollSpy = false }: HeaderFrameProps) {
  const { pathname } = useLocation();
  return (
    <header
      data-sticky-header=""
      data-scroll-spy={scrollSpy ? "" : undefined}
      className="sticky top-0 z-40 h-header border-b border-transparent bg-background transition-[background-color,border-color,box-shadow] duration-300 data-sticky:border-border/70 data-sticky:bg-background/80 data-sticky:shadow-[0_10px_30px_-12px] data-sticky:shadow-black/15 data-sticky:backdrop-blur-xl data-sticky:backdrop-saturate-150 dark:data-sticky:shadow-black/50"
    >
      <div className="relative container-page flex h-full items-center gap-4">
        <SmartLink id={TOP_FOCUS_ID} href="/" className="min-w-0 rounded-lg">
          <Logo />
          <span className="sr-only"> home</span>
        </SmartLink>
        <div className="hidden flex-1 justify-center lg:flex">{nav}</div>
        <div className="ms-auto flex items-center gap-2 lg:ms-0">
          {offersCustomizer(pathname) ? <CustomizeButton /> : null}
          <ThemeToggle />
          <ButtonLink
            cta={{ label: "Buy Now", href: site.buyUrl, newTab: true }}
            size="sm"
            className="tracking-wide uppercase max-sm:hidden"
            icon={<NewTabIcon />}
          />
          <div className="lg:hidden">{mobileMenu}</div>
        </div>
      </div>
    </header>
  );
}
