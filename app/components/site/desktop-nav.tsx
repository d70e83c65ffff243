import { ChevronDown } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { offer, offerLines } from "~/content/offer";
import { site } from "~/content/site";
import type { MenuColumn, MenuItem, MenuLink } from "~/content/types";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { MenuBadge } from "./menu-badge";
import { isCurrentPage, isItemActive } from "./menu-model";
import { NewTabIcon } from "./new-tab-icon";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

type GroupItem = Exclude<MenuItem, { kind: "link" }>;

/**
 * The marker of the desktop menu (app/behaviours/desktop-nav.ts): "css" in the HTML, where the
 * panels open with CSS on hover and focus; the module sets "js" when it takes over.
 */
export const DESKTOP_NAV_ATTRIBUTE = "data-desktop-nav";

// A top item's looks follow its state attributes: `data-active` (the current page is in it, or,
// in a one-page header, its section is in view) and, on a menu's button, `aria-expanded`.
const topItemClass =
  "relative inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-[0.9375rem] font-medium text-foreground/80 transition-colors hover:text-foreground data-active:text-foreground aria-expanded:bg-muted aria-expanded:text-foreground xl:px-4 " +
  // The active item carries a short gradient bar under its label.
  "after:absolute after:inset-x-4 after:-bottom-1 after:h-0.5 after:scale-x-0 after:rounded-full after:bg-linear-to-r after:from-gradient-from after:via-gradient-via after:to-gradient-to after:transition-transform after:duration-300 data-active:after:scale-x-100";

/**
 * The desktop main menu (≥ 1024 px), a disclosure navigation: each group is a
 * button with aria-expanded / aria-controls; its panel with all links is always in
 * the HTML and only hidden. The active item and the current page's link are marked here, at
 * build time. Markup only: app/behaviours/desktop-nav.ts opens and closes the panels (pointer
 * hover opens and closes; click, Enter and Space toggle; ArrowDown / ArrowUp open and enter the
 * panel; arrows move within it; ArrowLeft / ArrowRight move between top items; Escape closes and
 * returns focus to the button; a click outside or focus leaving the group closes it) by
 * `aria-expanded` on the button and `data-open` on the panel. Until it runs (or without
 * JavaScript) the panels open with CSS on hover and focus.
 */
export function DesktopNav({
  items,
  pathname,
  className,
}: {
  items: readonly MenuItem[];
  pathname: string;
  className?: string;
}) {
  return (
    <nav aria-label="Main" data-desktop-nav="css" className={className}>
      <ul className="flex items-center gap-0.5">
        {items.map((item) =>
          item.kind === "link" ? (
            <li key={item.title}>
              <SmartLink
                href={item.href}
                data-top-item=""
                data-active={isItemActive(item, pathname) || undefined}
                aria-current={isCurrentPage(item.href, pathname) ? "page" : undefined}
                className={topItemClass}
              >
                {item.title}
              </SmartLink>
            </li>
          ) : (
            <MenuGroup key={item.title} item={item} pathname={pathname} />
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuGroup({ item, pathname }: { item: GroupItem; pathname: string }) {
  const panelId = useId();
  const active = isItemActive(item, pathname);
  return (
    <li className={cn("group/menu", item.kind === "dropdown" && "relative")}>
      <button
        type="button"
        data-top-item=""
        data-active={active || undefined}
        aria-expanded={false}
        aria-controls={panelId}
        className={topItemClass}
      >
        {item.title}
        <SpriteIcon
          icon={ChevronDown}
          className="size-4 opacity-70 transition-transform duration-200 in-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={panelId}
        // A mega menu adds its demo screenshots when it first opens (app/behaviours/demo-screenshots.ts),
        // shown from 1280 px.
        data-demo-screenshots={item.kind === "megamenu" ? "hidden xl:block" : undefined}
        className={cn(
          "absolute top-full z-50 pt-3 duration-200 motion-reduce:transition-none",
          item.kind === "dropdown"
            ? "left-1/2 w-64 -translate-x-1/2"
            : "left-1/2 w-max max-w-[calc(100vw-2rem)] -translate-x-1/2",
          // Visibility switches on at once (so a link can take focus) and off after the fade.
          "invisible translate-y-2 opacity-0 transition-[opacity,translate,visibility] data-open:visible data-open:translate-y-0 data-open:opacity-100 data-open:transition-[opacity,translate]",
          // Until the module runs (or without JavaScript) the panels open with CSS.
          "group-focus-within/menu:in-data-[desktop-nav=css]:visible group-focus-within/menu:in-data-[desktop-nav=css]:translate-y-0 group-focus-within/menu:in-data-[desktop-nav=css]:opacity-100 group-hover/menu:in-data-[desktop-nav=css]:visible group-hover/menu:in-data-[desktop-nav=css]:translate-y-0 group-hover/menu:in-data-[desktop-nav=css]:opacity-100",
        )}
      >
        <PanelCard item={item} pathname={pathname} />
      </div>
    </li>
  );
}

/** What a menu's panel holds: its links, and in a mega menu the offer. */
function PanelCard({ item, pathname }: { item: GroupItem; pathname: string }) {
  return (
    <Card radius="md" className="overflow-hidden shadow-2xl shadow-black/10 dark:shadow-black/40">
      {item.kind === "dropdown" ? (
        <ul className="p-2">
          {item.submenu.map((link) => (
            <li key={link.href}>
              <PanelLink link={link} pathname={pathname} />
            </li>
          ))}
        </ul>
      ) : (
        <MegaPanel columns={item.columns} pathname={pathname} />
      )}
    </Card>
  );
}

function MegaPanel({ columns, pathname }: { columns: readonly MenuColumn[]; pathname: string }) {
  const headingId = useId();
  // Untitled columns keep the rows aligned with titled ones, when there are any.
  const titled = columns.some((column) => column.title);
  return (
    // The offer sits beside the columns where the window leaves room for it (≥ 1440 px) and
    // runs along their foot below that, so every column, badge and button stays whole.
    <div className="flex flex-col min-[90rem]:flex-row">
      {/* With screenshots (from 1280 px, once the panel has opened: `data-screenshots` on the panel)
          a column needs room for a picture and its longest word. */}
      <div className="grid auto-cols-[minmax(10rem,1fr)] grid-flow-col gap-x-4 p-5 xl:in-data-screenshots:auto-cols-[minmax(12rem,1fr)]">
        {columns.map((column, index) => {
          const titleId = `${headingId}-${index}`;
          return (
            <div key={column.title ?? `column-${index}`} data-menu-column="">
              {titled ? (
                <p
                  id={column.title ? titleId : undefined}
                  aria-hidden={column.title ? undefined : true}
                  className="mb-2 px-3 text-xs font-semibold tracking-widest text-muted-foreground uppercase"
                >
                  {column.title ?? "\u00a0"}
                </p>
              ) : null}
              <ul aria-labelledby={column.title ? titleId : undefined}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <PanelLink link={link} pathname={pathname} withScreenshot />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <MenuPromo />
    </div>
  );
}

/**
 * The offer card of the mega menus: the sale price and the way to the marketplace. A strip along
 * the foot of the columns, a card beside them from 1440 px, as tall as the columns: the offer and
 * what it includes at its top, the price (large) and the button at its foot.
 */
function MenuPromo() {
  return (
    <div className="relative isolate m-2 mt-0 flex flex-wrap items-center gap-x-6 gap-y-3 overflow-hidden rounded-xl border border-border bg-muted px-5 py-4 min-[90rem]:mt-2 min-[90rem]:w-60 min-[90rem]:shrink-0 min-[90rem]:flex-col min-[90rem]:flex-nowrap min-[90rem]:items-start min-[90rem]:gap-0 min-[90rem]:p-5">
      <GradientDecor variant="corner" />
      <div className="min-w-0 flex-1 min-[90rem]:flex-none">
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">
          Save {offer.discountPercent}% today
        </p>
        <p className="mt-1 font-bold min-[90rem]:mt-2 min-[90rem]:text-lg min-[90rem]:leading-snug">
          Every demo in one template
          <span className="font-normal text-muted-foreground min-[90rem]:hidden">
            {" "}
            · {formatPrice(offer.salePrice)} once, with free lifetime updates.
          </span>
        </p>
        <CheckList
          items={[offerLines.demos, offerLines.freeTrial, offerLines.supportDays]}
          className="mt-4 hidden space-y-2 text-sm min-[90rem]:block"
          itemClassName="gap-2"
        />
      </div>
      <p className="hidden text-sm text-muted-foreground min-[90rem]:mt-auto min-[90rem]:block min-[90rem]:pt-6">
        <span className="block text-4xl font-bold tracking-tight text-foreground">
          {formatPrice(offer.salePrice)}
        </span>
        once, with free lifetime updates.
      </p>
      <ButtonLink
        cta={{ label: "Buy Now", href: site.buyUrl, newTab: true }}
        size="sm"
        className="min-[90rem]:mt-4"
        icon={<NewTabIcon />}
      />
    </div>
  );
}

function PanelLink({
  link,
  pathname,
  withScreenshot = false,
}: {
  link: MenuLink;
  pathname: string;
  /**
   * A link of a mega menu: a demo's screenshot (in the page's theme) may come before its label,
   * added by app/behaviours/demo-screenshots.ts, which marks the link `data-screenshot`.
   */
  withScreenshot?: boolean;
}) {
  const current = isCurrentPage(link.href, pathname);
  // The badge is bound to the name's last word: beside the name on one line or at the end of the
  // last one, the same for every name ("Business / Consulting HOT"), never alone under it.
  const lastWord = link.label.lastIndexOf(" ") + 1;
  return (
    <SmartLink
      href={link.href}
      aria-current={current ? "page" : undefined}
      className={cn("group/demo menu-panel-link", withScreenshot && "xl:data-screenshot:ps-2")}
    >
      <span className="menu-link-label">
        {link.badge ? (
          <>
            {link.label.slice(0, lastWord)}
            <span className="whitespace-nowrap">
              {link.label.slice(lastWord)}
              <MenuBadge badge={link.badge} className="ms-2" />
            </span>
          </>
        ) : (
          link.label
        )}
      </span>
    </SmartLink>
  );
}
