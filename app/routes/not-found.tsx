import { Search } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { Route } from "./+types/not-found";
import { Button, ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { brand } from "~/content/brand";

/** Also the meta of a blog or portfolio path whose value is not shown (see ~/lib/route-value). */
export const notFoundMeta = () =>
  pageMeta({
    title: "Page Not Found",
    description: `The page you asked for does not exist. Search the site or go back to the ${brand.name} home page.`,
    path: "/error",
    noindex: true,
  });

export const meta: Route.MetaFunction = notFoundMeta;

/** The 404 page: /error and every unknown path. Served with status 404. */
export default function NotFound() {
  return (
    <div className="relative isolate overflow-hidden py-24 md:py-32">
      <GradientDecor variant="hero" />
      <div className="container-page text-center">
        <h1 className="text-gradient text-8xl font-extrabold tracking-tight md:text-9xl">404</h1>
        <p className="mt-6 text-2xl font-bold md:text-3xl">Something’s not right.</p>
        <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
          The page you are looking for has moved, or never existed. Try a search, or start again from the home
          page.
        </p>
        <form role="search" data-suppress-submit="" className="mx-auto mt-8 flex max-w-md gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            Search the site
          </label>
          <input
            id="not-found-search"
            type="search"
            name="q"
            placeholder="Search…"
            className="w-full rounded-full border border-border bg-background px-5 py-3 focus-visible:border-primary"
          />
          <Button type="submit" aria-label="Search" variant="solid" size="icon-lg" className="shrink-0">
            <SpriteIcon icon={Search} className="size-5" />
          </Button>
        </form>
        <ButtonLink cta={{ label: "Go Back Home", href: "/" }} size="lg" className="mt-10" />
      </div>
    </div>
  );
}
