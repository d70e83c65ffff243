import { Send } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { InputField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { footerColumns, legalLinks } from "~/content/navigation";
import { brand } from "~/content/brand";
import type { FooterColumn, LegalLink } from "~/content/types";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Logo } from "./logo";
import { SocialLinks, mutedRoundLink } from "./social-icons";
import { cardVariants } from "~/components/ui/card";

/**
 * The current year. The pre-rendered HTML carries the build's year; in the browser
 * app/behaviours/current-year.ts writes the visitor's, so a site built last December still says
 * this year.
 */
export function CurrentYear() {
  return <span data-current-year="">{new Date().getFullYear()}</span>;
}

const linkClass =
  "rounded text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline";

/** The footer's id; app.css draws the footer when it is scrolled to (decision 023). */
const footerId = "site-footer";

/** The site footer: link columns, social icons, newsletter, legal links and copyright. */
export function SiteFooter() {
  const columns: readonly FooterColumn[] = footerColumns.filter((column) => column.links.length > 0);
  return (
    <footer id={footerId} className="relative isolate overflow-hidden border-t border-border bg-background">
      <GradientDecor variant="footer" />
      <div className="container-page pt-16 pb-8 md:pt-20">
        <Newsletter />

        {/* The link columns share one row from md; beside the brand only from xl, where that row still
            holds them all (at lg one of four dropped alone to a second row). */}
        <div className="mt-14 grid gap-10 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)] xl:gap-16">
          <div className="max-w-sm">
            <SmartLink href="/" className="inline-block rounded-lg">
              <Logo />
              <span className="sr-only"> home</span>
            </SmartLink>
            <p className="mt-5 text-pretty text-muted-foreground">
              {brand.name} is a {brand.tagline.toLowerCase()}: dozens of ready demos, one design system, light
              and dark.
            </p>
            <SocialLinks
              className="mt-6 gap-2"
              itemClassName={`size-10 border border-border hover:border-primary/60 ${mutedRoundLink}`}
              iconClassName="size-[1.125rem]"
            />
          </div>

          {columns.length > 0 ? (
            <nav
              aria-label="Footer"
              className="grid grid-cols-2 gap-8 md:auto-cols-fr md:grid-flow-col md:grid-cols-none"
            >
              {columns.map((column) => (
                <div key={column.title}>
                  <h2 className="text-sm font-semibold tracking-widest uppercase">{column.title}</h2>
                  <ul className="mt-4 space-y-3">
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <SmartLink href={link.href} className={linkClass}>
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>

        {/* Edge to edge with the container (issue 42): the back-to-top button rises above this row
            when it comes up under it (app/behaviours/back-to-top.ts). */}
        <div
          data-back-to-top-clear=""
          data-edge=""
          className="mt-14 flex flex-col-reverse gap-4 border-t border-border pt-8 text-sm md:flex-row md:items-center md:justify-between"
        >
          <p className="text-muted-foreground">
            © <CurrentYear /> {brand.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link: LegalLink) => (
                <li key={link.label}>
                  {link.href ? (
                    <SmartLink href={link.href} className={linkClass}>
                      {link.label}
                    </SmartLink>
                  ) : (
                    // The specification gives this entry no page: it is shown, not linked.
                    <span className="text-muted-foreground">{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** The newsletter block: an e-mail field and Subscribe; it sends nothing (`data-suppress-submit`). */
function Newsletter() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className={cardVariants({ className: "relative isolate overflow-hidden p-6 sm:p-8 md:p-10" })}
    >
      <GradientDecor variant="banner" />
      <div className="grid items-center gap-6 lg:grid-cols-2 lg:gap-10">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
            Get the <span className="text-gradient">newsletter</span>
          </h2>
          <p className="mt-2 text-pretty text-muted-foreground">
            New demos, design notes and product updates, once a month. No spam.
          </p>
        </div>
        <form data-suppress-submit="" noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <InputField
            label="Email address"
            hideLabel
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter Your Email Here"
            className="flex-1 [&_input]:h-12 [&_input]:rounded-full [&_input]:px-5"
          />
          <Button type="submit" size="field" className="shrink-0">
            Subscribe
            <SpriteIcon icon={Send} className="size-4" />
          </Button>
        </form>
      </div>
    </section>
  );
}
