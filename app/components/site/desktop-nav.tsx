import { ChevronDown } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type CSSProperties, useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { offer } from "~/content/offer";
import { site } from "~/content/site";
import type { MenuColumn, MenuItem, MenuLink } from "~/content/types";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { MenuBadge } from "./menu-badge";
import { isCurrentPage, isItemActive, offerPlace } from "./menu-model";
import { NewTabIcon } from "./new-tab-icon";
import { Card } from "~/components/ui/card";

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
        // A mega menu's panel lines up with the header's container (the page gate's `edge`).
        data-edge={item.kind === "megamenu" ? "" : undefined}
        // A mega menu adds its demo screenshots when it first opens (app/behaviours/demo-screenshots.ts),
        // shown from 1280 px.
        data-demo-screenshots={item.kind === "megamenu" ? "hidden xl:block" : undefined}
        className={cn(
          "absolute top-full z-50 pt-3 duration-200 motion-reduce:transition-none",
          item.kind === "dropdown"
            ? "left-1/2 w-64 -translate-x-1/2"
            : // A mega menu is as wide as the header's container, edge to edge with its content.
              "inset-x-(--page-gutter)",
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

/** The column the offer starts in, by index (written out whole, so that Tailwind finds them). */
const offerStart = ["col-start-1", "col-start-2", "col-start-3", "col-start-4", "col-start-5", "col-start-6"];

function MegaPanel({ columns, pathname }: { columns: readonly MenuColumn[]; pathname: string }) {
  const headingId = useId();
  // Untitled columns keep the rows aligned with titled ones, when there are any.
  const titled = columns.some((column) => column.title);
  const { spanned, offerFrom } = offerPlace(columns);
  return (
    // Equal columns, then the offer on a second row under the columns that end sooner (beside the
    // last link of a longer one, never leaving it alone on a row), or under them all.
    <div
      className="grid grid-cols-[repeat(var(--menu-columns),minmax(0,1fr))] gap-x-2 p-4 pb-3"
      style={{ "--menu-columns": columns.length } as CSSProperties}
    >
      {columns.map((column, index) => {
        const titleId = `${headingId}-${index}`;
        return (
          <div
            key={column.title ?? `column-${index}`}
            data-menu-column=""
            className={cn("pb-2", spanned.has(index) && "row-span-2")}
          >
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
      <MenuPromo className={cn("-col-end-1 row-start-2", offerStart[offerFrom] ?? "col-start-1")} />
    </div>
  );
}

/**
 * The offer of the mega menus: the sale price and the way to the marketplace, a strip on the
 * panel's last row (`offerPlace`).
 */
function MenuPromo({ className }: { className: string }) {
  return (
    <div
      className={cn(
        className,
        "relative isolate mt-2 flex flex-wrap items-center gap-x-6 gap-y-3 self-start overflow-hidden rounded-xl border border-border bg-muted px-5 py-4",
      )}
    >
      <GradientDecor variant="corner" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">
          Save {offer.discountPercent}% today
        </p>
        <p className="mt-1 font-bold">
          Every demo in one template
          <span className="font-normal text-muted-foreground">
            {" "}
            · {formatPrice(offer.salePrice)} once, with free lifetime updates.
          </span>
        </p>
      </div>
      <ButtonLink
        cta={{ label: "Buy Now", href: site.buyUrl, newTab: true }}
        size="sm"
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
      className={cn("group/demo menu-panel-link", withScreenshot && "xl:data-screenshot:px-2")}
    >
      <span className="menu-link-label" data-one-line="">
        {link.badge ? (
          <>
            {link.label.slice(0, lastWord)}
            <span className="whitespace-nowrap">
              {link.label.slice(lastWord)}
              <MenuBadge badge={link.badge} className="ms-1.5" />
            </span>
          </>
        ) : (
          link.label
        )}
      </span>
    </SmartLink>
  );
}
