import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { useEffect, useLayoutEffect } from "react";
import type { Route } from "./+types/root";
import { loadingStatusId } from "../scripts/fallback-routes.mjs";
import { feed } from "~/content/feed";
import { brand } from "~/content/brand";
import { startAnalytics } from "~/lib/analytics";
import { isDevEnv } from "~/lib/env";
import { withBase } from "~/lib/paths";
import { earlyControlsSource } from "~/lib/early-controls";
import { DEFAULT_DARK, themeColor, themeScript } from "~/lib/theme";
import "./styles/app.css";

/** The element the first paint waits for: the end of every page's content (decision 017). */
const contentEndId = "content-end";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script sets the class before first paint; the static default is dark.
    <html lang="en" className="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The default theme's colour; the theme script sets the stored theme's. */}
        <meta name="theme-color" content={themeColor(DEFAULT_DARK ? "dark" : "light")} />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* The build puts the controls script into each page (scripts/postbuild.mjs), so that it is not
            in the JavaScript bundle; the dev server, which has no build step, renders it here. */}
        {import.meta.env.DEV ? <script dangerouslySetInnerHTML={{ __html: earlyControlsSource() }} /> : null}
        <Meta />
        <Links />
        {/* The first paint waits until the body's content is parsed whole (Chromium, decision 017):
            a page painted half-parsed grows under the visitor's eyes, a layout shift. */}
        <link rel="expect" href={`#${contentEndId}`} blocking="render" />
      </head>
      <body>
        {children}
        {/* Chromium lifts the block above when this element starts: it has to come after the
            content, not be the footer (whose columns would then be painted half-parsed). */}
        <div id={contentEndId} hidden />
        {/* Before <ScrollRestoration />: its layout effect runs first (decision 028). */}
        <InstantRouterScroll />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The router's scroll on a new location (to the top of a new page, to its `#hash`, or back to where
 * the visitor was) happens at once, not by the `scroll-behavior: smooth` that app.css gives in-page
 * anchors: a followed link shows the new page from its top in its first frame (decision 028).
 * React runs the layout effects of siblings in order, so this one, rendered just before
 * `<ScrollRestoration />`, turns smooth scrolling off before the router scrolls; the next frame
 * turns it back on.
 */
function InstantRouterScroll() {
  const location = useLocation();
  useLayoutEffect(() => {
    const html = document.documentElement;
    const { style } = html;
    style.scrollBehavior = "auto";
    // Chromium's scrollTo() reads the behaviour from the last style update: bring it up to date.
    void getComputedStyle(html).scrollBehavior;
    const frame = requestAnimationFrame(() => style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      style.removeProperty("scroll-behavior");
    };
  }, [location]);
  return null;
}

export const links: Route.LinksFunction = () => [
  // No font preload: the build puts the cut brand font into each page's inline CSS (decision 018).
  { rel: "icon", href: withBase("favicon.svg"), type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: feed.title, href: withBase(feed.path) },
];

export default function App() {
  // Off unless VITE_PLAUSIBLE_DOMAIN is set; the tracker then loads after `load` (app/lib/analytics.ts).
  useEffect(() => {
    startAnalytics();
  }, []);
  return <Outlet />;
}

/**
 * Shown by the client-side fallback document (`__spa-fallback.html`, served only for unknown
 * blog/portfolio ids and free category/tag values) until the page's modules have loaded.
 */
export function HydrateFallback() {
  return (
    <div role="status" className="grid min-h-[60vh] place-items-center" id={loadingStatusId}>
      {/* React hoists it into <head>: the fallback document needs a title until the page renders its own. */}
      <title>{`Loading… | ${brand.name}`}</title>
      <p className="flex items-center gap-3 text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        />
        Loading page…
      </p>
    </div>
  );
}

/**
 * A rendering failure anywhere shows this page. Its heading is the one the spec
 * names: "Unexpected Application Error!".
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = "Something went wrong while showing this page.";
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`;
  } else if (isDevEnv && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">{detail}</p>
      <p className="mt-6">
        <a className="text-primary underline" href={withBase("/")}>
          Go Back Home
        </a>
      </p>
    </main>
  );
}
