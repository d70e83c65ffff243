import type { ReactNode, Ref } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { scrollThresholds } from "~/content/settings";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { useScrollThreshold } from "~/lib/use-scroll-threshold";
import { TOP_FOCUS_ID } from "./back-to-top";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { mainMenu } from "./menu-model";
import { MobileMenu } from "./mobile-menu";
import { NewTabIcon } from "./new-tab-icon";
import { ThemeToggle } from "./theme-toggle";

/** The header takes its sticky look once the page has scrolled more than this. */
export const STICKY_THRESHOLD = scrollThresholds.stickyHeader;

/**
 * The site header: logo, main menu (desktop bar or mobile panel), theme switch and
 * BUY NOW.
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
  ref?: Ref<HTMLElement>;
};

/**
 * What every header shares (the site header and the one-page AnchorHeader): logo,
 * menu, theme switch and BUY NOW. It is sticky from the start and keeps its height, so
 * nothing below it ever moves; past the threshold only its look changes (frosted
 * background, hairline and shadow).
 */
export function HeaderFrame({ nav, mobileMenu, ref }: HeaderFrameProps) {
  const stuck = useScrollThreshold(STICKY_THRESHOLD);
  return (
    <header
      ref={ref}
      data-sticky={stuck || undefined}
      className={cn(
        "sticky top-0 z-40 h-header border-b transition-[background-color,border-color,box-shadow] duration-300",
        stuck
          ? "is-sticky border-border/70 bg-background/80 shadow-[0_10px_30px_-12px] shadow-black/15 backdrop-blur-xl backdrop-saturate-150 dark:shadow-black/50"
          : "border-transparent bg-background",
      )}
    >
      <div className="relative container-page flex h-full items-center gap-4">
        <SmartLink id={TOP_FOCUS_ID} href="/" className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only"> home</span>
        </SmartLink>
        <div className="hidden flex-1 justify-center lg:flex">{nav}</div>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
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
