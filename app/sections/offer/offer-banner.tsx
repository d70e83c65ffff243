import { X } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { OFFER_DISMISSED_KEY } from "~/lib/early-controls";
import { NewTabIcon } from "~/components/site/new-tab-icon";
import { Button, ButtonLink } from "~/components/ui/button";
import type { Cta } from "~/content/types";

/** The attribute on <html> that hides the banner (set before first paint when remembered). */
const DISMISSED_ATTRIBUTE = "data-offer-dismissed";

/**
 * Runs while the HTML is parsed, just before the banner: a remembered dismissal hides it
 * before first paint, so a returning visitor never sees it appear and vanish (no layout
 * shift). Tiny and self-contained; its hash goes into the Content-Security-Policy.
 */
export const offerBannerScript = `try{if(localStorage.getItem("${OFFER_DISMISSED_KEY}")==="1")document.documentElement.setAttribute("${DISMISSED_ATTRIBUTE}","")}catch(e){}`;

export type OfferBannerProps = {
  /** The offer in one sentence, e.g. "95% off for a limited time". */
  title: string;
  /** A short line after it (what the offer includes). */
  text?: string;
  cta: Cta;
};

/**
 * The dismissible limited-time-offer banner (visible, then dismissed). The
 * close button hides it and remembers the choice in localStorage, so it stays closed
 * across reloads; a blocked or broken storage only forgets it. The banner has no behaviour
 * module: an attribute on <html> hides it with CSS, set by the inline script below before
 * first paint (every page is a new document), and by the close button (its click is the page's
 * controls script, ~/lib/early-controls, so it works from the first paint). Without JavaScript
 * the button could not work: it is hidden.
 */
export function OfferBanner({ title, text, cta }: OfferBannerProps) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: offerBannerScript }} />
      <section
        aria-label="Limited-time offer"
        data-offer-banner=""
        className="relative bg-linear-to-r from-gradient-from via-gradient-via to-gradient-to text-white dark:text-background [html[data-offer-dismissed]_&]:hidden"
      >
        <div className="container-page flex min-h-14 items-center gap-3 py-2 pe-14 sm:justify-center sm:gap-5">
          <p className="text-sm text-pretty sm:text-base">
            <strong className="font-bold">{title}</strong>
            {text ? <span> {text}</span> : null}
          </p>
          <ButtonLink cta={cta} variant="light" size="sm" className="shrink-0" icon={<NewTabIcon />} />
        </div>
        <Button
          variant="overlay"
          size="icon-sm"
          data-offer-dismiss=""
          className="absolute inset-y-0 end-2 my-auto no-js:hidden"
        >
          <SpriteIcon icon={X} className="size-5" />
          <span className="sr-only">Dismiss the offer</span>
        </Button>
      </section>
    </>
  );
}
