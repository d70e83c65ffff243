import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { feed } from "~/content/feed";
import { analyticsMarker } from "~/lib/analytics";
import { isDevEnv } from "~/lib/env";
import { withBase } from "~/lib/paths";
import { earlyControlsSource } from "~/lib/early-controls";
import { speculationRules } from "~/lib/prefetch-rules";
import { lookScript } from "~/lib/look";
import { DEFAULT_DARK, themeColor, themeScript } from "~/lib/theme";
import "./styles/app.css";

/** The element the first paint waits for: the end of every page's content (decision 017). */
const contentEndId = "content-end";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script sets the class before first paint; the static default is dark.
    <html lang="en" className="dark" style={{ colorScheme: "dark" }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The default theme's colour; the theme script sets the stored theme's. */}
        <meta name="theme-color" content={themeColor(DEFAULT_DARK ? "dark" : "light")} />
        {/* The theme, then a visitor's look (direction, accent, font, corners: ~/lib/look), before the
            first paint; one element, one compressed text (decision 032). */}
        <script dangerouslySetInnerHTML={{ __html: `${themeScript};${lookScript}` }} />
        {/* The build puts the controls script into each page (scripts/postbuild.mjs), so that it is not
            in the JavaScript bundle; the dev server, which has no build step, renders it here. */}
        {import.meta.env.DEV ? <script dangerouslySetInnerHTML={{ __html: earlyControlsSource() }} /> : null}
        <Meta />
        <Links />
        {/* The first paint waits until the body's content is parsed whole (Chromium, decision 017):
            a page painted half-parsed grows under the visitor's eyes, a layout shift. */}
        <link rel="expect" href={`#${contentEndId}`} blocking="render" />
        {/* The next page is fetched on intent, never on load (decision 030). */}
        <script
          type="speculationrules"
          dangerouslySetInnerHTML={{ __html: speculationRules(withBase("/")) }}
        />
      </head>
      {/* With analytics on (app/lib/analytics.ts), <body> carries its config, which wires its behaviour. */}
      <body {...analyticsMarker()}>
        {children}
        {/* Chromium lifts the block above when this element starts: it has to come after the
            content, not be the footer (whose columns would then be painted half-parsed). */}
        <div id={contentEndId} hidden />
        {/* No framework in the browser (decision 030): the build puts the behaviours' entry into each
            page (scripts/postbuild.mjs); the dev server, which has no build step, serves it here. */}
        {import.meta.env.DEV ? <script type="module" src={withBase("app/behaviours/main.ts")} /> : null}
      </body>
    </html>
  );
}

export const links: Route.LinksFunction = () => [
  // No font preload: the build puts the cut brand font into each page's inline CSS (decision 018).
  { rel: "icon", href: withBase("favicon.svg"), type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: feed.title, href: withBase(feed.path) },
];

export default function App() {
  return <Outlet />;
}

/**
 * Rendered only into React Router's SPA fallback document (`__spa-fallback.html`), which its build
 * refuses to write without the router's hydration scripts. No page has them and no server serves
 * that document: the post-build step deletes it (decision 030).
 */
export function HydrateFallback() {
  return <Scripts />;
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
