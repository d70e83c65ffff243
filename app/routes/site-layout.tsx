import { Outlet, useMatches } from "react-router";
import { AnchorHeader } from "~/components/site/anchor-header";
import { BackToTop } from "~/components/site/back-to-top";
import { chromeOptions } from "~/components/site/chrome-handle";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { TopBar } from "~/components/site/top-bar";

/**
 * The chrome around every page: skip link, optional top bar (a route turns it on
 * through its `handle`, see chrome-handle.ts), header (the site header, or the in-page
 * AnchorHeader of a one-page layout, also from the handle), main landmark, footer and
 * back-to-top, all in the page's accent colour (`data-accent`, also from the handle).
 */
export default function SiteLayout() {
  const chrome = chromeOptions(useMatches());
  return (
    <div data-accent={chrome.accent === "brand" ? undefined : chrome.accent} className="contents">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        Skip to content
      </a>
      {chrome.topBar ? <TopBar /> : null}
      {chrome.header ? <AnchorHeader anchors={chrome.header.anchors} /> : <SiteHeader />}
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
