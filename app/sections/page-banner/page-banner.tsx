import type { ReactNode } from "react";
import { SmartLink } from "~/components/ui/smart-link";
import type { Crumb } from "~/lib/seo";
import { GradientDecor } from "~/sections/gradient/gradient-decor";

export type PageBannerProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The trail after Home; the last crumb is the current page. */
  crumbs: Crumb[];
};

/** The title banner of inner pages: the page's h1 and its breadcrumb. */
export function PageBanner({ title, subtitle, crumbs }: PageBannerProps) {
  const trail: Crumb[] = [{ label: "Home", href: "/" }, ...crumbs];
  return (
    <div className="relative isolate overflow-hidden border-b border-border py-16 md:py-24">
      <GradientDecor variant="banner" />
      <div className="container-page text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{subtitle}</p> : null}
        <nav aria-label="Breadcrumb" className="mt-6">
          <ol className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
            {trail.map((crumb, i) => {
              const last = i === trail.length - 1;
              return (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
                  {last || !crumb.href ? (
                    <span aria-current={last ? "page" : undefined} className="font-medium text-foreground">
                      {crumb.label}
                    </span>
                  ) : (
                    <SmartLink
                      href={crumb.href}
                      className="underline-offset-4 hover:text-primary hover:underline"
                    >
                      {crumb.label}
                    </SmartLink>
                  )}
                  {last ? null : <span aria-hidden="true">/</span>}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
