import { MapPin, Phone } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { phoneText } from "~/lib/format";
import { site } from "~/content/site";
import { SocialLinks, mutedRoundLink } from "./social-icons";

/** A phone number as written for people, turned into a tel: URL. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The optional bar above the header: location, phone and the four social links. A
 * complementary landmark of its own (it sits outside the sticky banner), so no content of the
 * page is outside every landmark.
 */
export function TopBar() {
  return (
    <aside
      aria-label="Contact and social links"
      className="border-b border-border bg-muted/60 text-sm text-muted-foreground"
    >
      <div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
        <ul aria-label="Contact details" className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <li className="hidden items-center gap-2 sm:flex">
            <SpriteIcon icon={MapPin} className="size-4 text-primary" />
            {/* Read in its own direction, right to left too (a phone number's rule in app.css). */}
            <span className="rtl:[unicode-bidi:plaintext]">{site.location}</span>
          </li>
          <li>
            <a
              href={telHref(site.phone)}
              className="inline-flex items-center gap-2 underline-offset-4 hover:text-foreground hover:underline"
            >
              <SpriteIcon icon={Phone} className="size-4 text-primary" />
              <span>
                <span className="sr-only">{phoneText("Call us: ")}</span>
                {phoneText(site.phone)}
              </span>
            </a>
          </li>
        </ul>
        <SocialLinks
          className="gap-0.5"
          itemClassName={`size-8 ${mutedRoundLink}`}
          iconClassName="size-3.5"
        />
      </div>
    </aside>
  );
}
